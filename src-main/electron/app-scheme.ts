// The desktop app's identity: its app id and the one privileged custom scheme that serves the UI and the
// local API: jobdesk://app/.
import type { CustomScheme } from 'electron';

/** electron-builder's appId (electron-builder.yml; a test keeps the two equal). */
export const APP_ID = 'app.jobdesk.desktop';

export const APP_SCHEME = 'jobdesk';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
/** What the window loads: the UI's index.html (views live in the hash, never the path). */
export const APP_START_URL = `${APP_ORIGIN}/`;

/**
 * `standard` gives the scheme an origin (relative URLs, storage for dexie), `secure` makes it a secure
 * context, `supportFetchAPI` lets the UI fetch the API on it, `stream` streams the event stream's
 * response. No `bypassCSP`, no `corsEnabled`: the UI calls only its own origin.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
};

/** True for URLs on the app's own origin (jobdesk://app), whatever the path. */
export function isAppUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
}

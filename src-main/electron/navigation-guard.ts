// Where the app's pages may go: nowhere but the app's own origin. Links to the web or e-mail open in the
// system browser or mail client; every other scheme (file:, javascript:, custom handlers) is dropped.
import { isAppUrl } from './app-scheme.ts';

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** True for the links handed to the OS: http, https and mailto only. */
export function isAllowedExternalUrl(url: string): boolean {
  return URL.canParse(url) && EXTERNAL_PROTOCOLS.has(new URL(url).protocol);
}

export type OpenExternal = (url: string) => Promise<void>;

/** A link that would leave the app: to the OS when allowed, otherwise nowhere. */
export function sendOutside(url: string, openExternal: OpenExternal, onRefused: (url: string) => void): void {
  if (isAllowedExternalUrl(url)) void openExternal(url).catch(() => onRefused(url));
  else onRefused(url);
}

/** The part of Electron's WebContents the guards use, so they can be tested without Electron. */
export type GuardedContents = {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  on(
    event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate',
    listener: (event: { url: string; preventDefault(): void }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
};

/**
 * No new windows ever; navigation only within jobdesk://app (a reload); no <webview>.
 * Attached to every WebContents the app creates (`web-contents-created`).
 */
export function guardNavigation(
  contents: GuardedContents,
  openExternal: OpenExternal,
  onRefused: (url: string) => void,
): void {
  contents.setWindowOpenHandler(({ url }) => {
    sendOutside(url, openExternal, onRefused);
    return { action: 'deny' };
  });
  const stayInApp = (event: { url: string; preventDefault(): void }) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    sendOutside(event.url, openExternal, onRefused);
  };
  contents.on('will-navigate', stayInApp);
  contents.on('will-frame-navigate', stayInApp);
  contents.on('will-redirect', stayInApp);
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

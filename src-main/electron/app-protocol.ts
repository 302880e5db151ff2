// The app scheme's fetch handler: every request to the core's one front door (the local API, the app
// endpoints and the UI's files), or under `npm start` the UI's files to the dev server; each response
// with the Content-Security-Policy. No TCP port: Electron's protocol.handle calls it.
import { APP_HOST, APP_SCHEME } from './app-scheme.ts';
import { withSecurityHeaders } from './content-security-policy.ts';

export type FetchHandler = (request: Request) => Promise<Response>;

/** The paths the core answers; they never reach the UI's files. */
export function isCorePath(pathname: string): boolean {
  return pathname.startsWith('/api/') || pathname.startsWith('/app/');
}

export function createAppProtocolHandler(options: {
  core: FetchHandler;
  /** Where the UI's files come from when not from the core (electron-vite's dev server). */
  ui?: FetchHandler;
  contentSecurityPolicy: string;
  /** Told of a handler that threw; the page gets a plain 500 without the details. */
  onUnexpectedError: (error: unknown) => void;
}): FetchHandler {
  return async (request) => {
    const url = new URL(request.url);
    // Only jobdesk://app exists; any other host on the scheme is nobody's.
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST)
      return withSecurityHeaders(new Response('Not found', { status: 404 }), options.contentSecurityPolicy);
    try {
      const response =
        options.ui && !isCorePath(url.pathname) ? await options.ui(request) : await options.core(request);
      return withSecurityHeaders(response, options.contentSecurityPolicy);
    } catch (error) {
      options.onUnexpectedError(error);
      return withSecurityHeaders(
        new Response('JobDesk could not answer this request.', { status: 500 }),
        options.contentSecurityPolicy,
      );
    }
  };
}

// How a browser gets into browser mode: the address `npm run web` prints carries a token for this run;
// its first GET trades the token for an HttpOnly, SameSite=Strict session cookie, and from then on the
// cookie stands for the local API key, on requests that prove they come from the page's own origin.
// Without either, `/` is a page saying how to open JobDesk; no page carries a key.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthenticatedEnv } from './authenticate.ts';

export type BrowserAccess = {
  /** This run's token, in the address the server prints. */
  token: string;
  /** The key a browser session acts with (the local API key). */
  apiKey: string;
  /** The server's own origins (`http://127.0.0.1:5180`): a cookie counts only on requests from them. */
  origins: readonly string[];
  /** The port the server listens on: the cookie's name holds it, since cookies do not tell ports apart. */
  port: number;
};

/** The session cookie's name for a server on `port`. */
export function sessionCookieName(port: number): string {
  return `jobdesk-session-${port}`;
}

/**
 * A session cookie's value: random for each run (each front door), so a cookie that leaked — browsers
 * send a host's cookies to every port of it — dies with the run, and nothing about a key is in it.
 */
function newSessionCookieValue(): string {
  return randomBytes(32).toString('hex');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The paths that act (the local API, the app endpoints and their event stream), as against the UI's files. */
function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path.startsWith('/app/');
}

/**
 * Whether the request proves it comes from the app's own page: the cookie counts for nothing else.
 * Browsers send a host's cookies to every port of it, and a server replaying a cookie sends neither
 * fetch metadata nor Origin; so an API call needs `Sec-Fetch-Site: same-origin` or an `Origin` of the
 * server's own. A top-level navigation to the page (a typed address or a reload: `Sec-Fetch-Site: none`)
 * opens the UI's files, which act on nothing. Tools use the API-Key header instead.
 */
export function fromOwnPage(
  request: { path: string; method: string; site?: string; origin?: string },
  origins: ReadonlySet<string>,
): boolean {
  if (request.origin !== undefined && !origins.has(request.origin.toLowerCase())) return false;
  if (request.site !== undefined && request.site !== 'same-origin' && request.site !== 'none') return false;
  if (request.origin !== undefined || request.site === 'same-origin') return true;
  return request.site === 'none' && request.method === 'GET' && !isApiPath(request.path);
}

/**
 * Sets `sessionKey` (for authenticate) when the request carries this server's session cookie from its
 * own page; answers `GET /?token=…` by setting the cookie and sending the browser on to `/` (so the token
 * leaves the address bar and the history), or, with a token not of this run, by the page that says how
 * to open JobDesk.
 */
export function admitBrowserSessions(access: BrowserAccess): MiddlewareHandler<AuthenticatedEnv> {
  const cookieName = sessionCookieName(access.port);
  const cookieValue = newSessionCookieValue();
  const origins = new Set(access.origins.map((origin) => origin.toLowerCase()));
  return async (c, next) => {
    const path = c.req.path;
    const token =
      c.req.method === 'GET' && (path === '/' || path === '/index.html') ? c.req.query('token') : undefined;
    if (token !== undefined) {
      if (!sameSecret(token, access.token)) return howToOpenPage(403, true);
      return new Response(null, {
        status: 303,
        headers: {
          Location: '/',
          'Set-Cookie': `${cookieName}=${cookieValue}; HttpOnly; SameSite=Strict; Path=/`,
          'Cache-Control': 'no-store',
        },
      });
    }
    const cookie = getCookie(c, cookieName);
    if (cookie !== undefined && sameSecret(cookie, cookieValue) && fromOwnPage(ownPageSignals(c), origins))
      c.set('sessionKey', access.apiKey);
    await next();
  };
}

function ownPageSignals(c: Context): Parameters<typeof fromOwnPage>[0] {
  return {
    path: c.req.path,
    method: c.req.method,
    site: c.req.header('Sec-Fetch-Site'),
    origin: c.req.header('Origin'),
  };
}

/** The page at `/` for a browser without access: how to open JobDesk. No key, no script. */
export function howToOpenPage(status: 200 | 403, staleToken = false): Response {
  const stale = staleToken
    ? '<p>The token in this address is not the one of this run of JobDesk: it changes each time JobDesk starts.</p>'
    : '';
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Open JobDesk</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Open JobDesk from the address it prints</h1>${stale}
<p>Run <code>npm run web</code> and open the address it prints, which holds this run's token:</p>
<pre>JobDesk listening on http://127.0.0.1:PORT/?token=…</pre>
<p>Or start it with <code>npm run web -- --open</code> to have it open your browser at that address.</p>
</body></html>`;
  return new Response(page, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

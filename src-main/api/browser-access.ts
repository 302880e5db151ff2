// How a browser gets into browser mode: the address `npm run web` prints carries a token for this run;
// its first GET trades the token for an HttpOnly, SameSite=Strict session cookie, and from then on the
// cookie stands for the local API key, on requests the page's own origin makes. Without either, `/`
// is a page saying how to open JobDesk; no page carries a key.
import { createHmac, timingSafeEqual } from 'node:crypto';
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
 * The session cookie's value: derived from the local API key, so a page open across a restart of the
 * same data folder keeps its access, and the key itself is never in a cookie.
 */
export function sessionCookieValue(apiKey: string): string {
  return createHmac('sha256', apiKey).update('jobdesk browser session').digest('hex');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A request another site (even another port of 127.0.0.1, which is the same site) made the browser
 * send: the cookie must not count for it. Fetch metadata and Origin are what browsers send; tools
 * that send neither use the API-Key header anyway.
 */
function fromOwnPage(c: Context, origins: ReadonlySet<string>): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = c.req.header('Origin');
  return origin === undefined || origins.has(origin.toLowerCase());
}

/**
 * Sets `sessionKey` (for authenticate) when the request carries this server's session cookie from its
 * own page; answers `GET /?token=…` by setting the cookie and sending the browser on to `/` (so the token
 * leaves the address bar and the history), or, with a token not of this run, by the page that says how
 * to open JobDesk.
 */
export function admitBrowserSessions(access: BrowserAccess): MiddlewareHandler<AuthenticatedEnv> {
  const cookieName = sessionCookieName(access.port);
  const cookieValue = sessionCookieValue(access.apiKey);
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
    if (cookie !== undefined && sameSecret(cookie, cookieValue) && fromOwnPage(c, origins))
      c.set('sessionKey', access.apiKey);
    await next();
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

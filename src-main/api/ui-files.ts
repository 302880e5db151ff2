// The UI's files (the built renderer): index.html and the assets it loads, under a strict
// Content-Security-Policy. In the desktop app the page gets the local API key in a <meta> of its
// <head> (only the app's own window reaches its scheme); in browser mode index.html goes only to a
// browser with this run's session (browser-access.ts), and carries no key. The host gives the files'
// reader: a folder on disk, or the desktop app's.
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from 'hono/serve-static';
import { ApiError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { howToOpenPage } from './browser-access.ts';

/** The bytes of a file of the built UI by its path inside it (`index.html`, `assets/x.js`), or null. */
export type UiFileReader = (relativePath: string) => Promise<Uint8Array<ArrayBuffer> | null>;

/** The name of the <meta> the UI reads its API key from (a contract with src-renderer). */
export const API_KEY_META_NAME = 'jobdesk-api-key';

/**
 * No inline or foreign script; styles may be inline (Mantine sets style attributes); the page talks
 * only to its own origin; it cannot be framed, nor send a form or a <base> elsewhere.
 */
export const UI_CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The spelling checker's Web Worker is a file of the UI (never a blob: or another origin).
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export type UiFilesOptions = {
  readFile: UiFileReader;
  /**
   * How the page reaches the core: `meta-key`, the local API key in its page (the desktop app's scheme);
   * `session`, the browser session's cookie, and `/` says how to open JobDesk to a browser without one.
   */
  access: { kind: 'meta-key'; apiKey: string } | { kind: 'session' };
};

/** The routes, mounted at `/` after the APIs. */
export function createUiFiles(options: UiFilesOptions): Hono<AuthenticatedEnv> {
  const ui = new Hono<AuthenticatedEnv>();
  // Served over plain HTTP on loopback or the desktop app's own scheme: HSTS has no meaning there. No
  // Cross-Origin-Opener-Policy: it puts each opening of the page in a new browsing context group, so in a new
  // renderer process (about 150 ms of every launch on a 2-core machine, `npm run bench -- ui`), and it guards
  // nothing here: nothing opens the desktop app's window, a page another site or port opens in browser mode is
  // admitted no session (browser-access.ts: it gets how to open JobDesk, not the app), the page cannot be
  // framed, and it listens to no window's messages.
  ui.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: UI_CONTENT_SECURITY_POLICY,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
    }),
  );

  const servePage = async (c: Context<AuthenticatedEnv>): Promise<Response> => {
    const { access } = options;
    if (access.kind === 'session' && c.get('sessionKey') === undefined) return howToOpenPage(200);
    const page = await options.readFile('index.html');
    if (page === null) {
      throw new ApiError(404, 'NotFoundException', [
        "JobDesk's UI is not built here. Run `npm run build`, or start browser mode with `npm run web`, which builds it.",
      ]);
    }
    const text = new TextDecoder().decode(page);
    const served = access.kind === 'meta-key' ? withApiKeyMeta(text, await apiKeyMeta(access.apiKey)) : text;
    // The page may carry the key, and is for this session only: no cache may keep it.
    return new Response(served, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
  ui.get('/', servePage);
  ui.get('/index.html', servePage);
  // A browser asks every page's site for /favicon.ico until the page names an icon, which JobDesk's does only
  // once its first screen is drawn (src-renderer/src/core/PageWideParts.tsx): nothing here, rather than a 404
  // in every page's console.
  ui.get('/favicon.ico', (c) => c.body(null, 204));
  ui.use(
    '*',
    serveStatic({
      getContent: (path) => options.readFile(path.replace(/^\/+/, '')),
      join: (_root, path) => path,
      // The build names each asset by its content's hash: a name never changes what it holds, so the browser
      // (the desktop app's profile) keeps them, and a launch reads its code from the cache, not the core.
      onFound: (path, c) => {
        if (/^\/*assets\//.test(path)) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  return ui;
}

async function apiKeyMeta(apiKey: string): Promise<string> {
  return String(await html`<meta name="${API_KEY_META_NAME}" content="${apiKey}">`);
}

/** `page` with `meta` right after its <head> tag (a page without one gets a head). */
function withApiKeyMeta(page: string, meta: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(page);
  if (head)
    return page.slice(0, head.index + head[0].length) + meta + page.slice(head.index + head[0].length);
  return `<head>${meta}</head>${page}`;
}

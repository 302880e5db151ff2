// The UI's files (the built renderer): index.html with the local API key in a <meta> of its <head>,
// so the page calls the core without anyone typing a key, and the assets it loads; all under a strict
// Content-Security-Policy. The host gives the files' reader: a folder on disk, or the desktop app's.
import { Hono } from 'hono';
import { html } from 'hono/html';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from 'hono/serve-static';
import { ApiError } from './api-error.ts';

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
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

export type UiFilesOptions = {
  readFile: UiFileReader;
  /** The local API key the page is given. */
  apiKey: string;
};

/** The routes, mounted at `/` after the APIs. */
export function createUiFiles(options: UiFilesOptions): Hono {
  const ui = new Hono();
  // Served over plain HTTP on loopback or the desktop app's own scheme: HSTS has no meaning there.
  ui.use(
    '*',
    secureHeaders({ contentSecurityPolicy: UI_CONTENT_SECURITY_POLICY, strictTransportSecurity: false }),
  );

  const servePage = async (): Promise<Response> => {
    const page = await options.readFile('index.html');
    if (page === null) {
      throw new ApiError(404, 'NotFoundException', [
        "JobDesk's UI is not built here. Run `npm run build`, or start browser mode with `npm run web`, which builds it.",
      ]);
    }
    const text = withApiKeyMeta(new TextDecoder().decode(page), await apiKeyMeta(options.apiKey));
    // The page carries the key: no cache may keep it.
    return new Response(text, {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  };
  ui.get('/', servePage);
  ui.get('/index.html', servePage);
  ui.use(
    '*',
    serveStatic({
      getContent: (path) => options.readFile(path.replace(/^\/+/, '')),
      join: (_root, path) => path,
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

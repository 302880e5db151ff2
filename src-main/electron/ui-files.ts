// The UI's files for the app scheme: the built renderer (out/renderer, inside app.asar when packaged) or,
// under `npm start`, electron-vite's dev server; index.html gets the local API key's <meta>.
// The one piece to swap for the core's own UI handler (src-main/core) once it serves the files itself.
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { FetchHandler } from './app-protocol.ts';

export const API_KEY_META_NAME = 'jobdesk-api-key';

/** index.html with `<meta name="jobdesk-api-key" content="KEY">` first in its <head>. */
export function injectApiKeyMeta(html: string, apiKey: string): string {
  const meta = `<meta name="${API_KEY_META_NAME}" content="${escapeAttribute(apiKey)}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `${meta}${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Paths without a file extension are views of the single-page app: they get index.html. */
function isPagePath(pathname: string): boolean {
  return pathname === '/' || pathname === '/index.html' || extname(pathname) === '';
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

/** Serves files under `root`; never a file outside it, whatever the path says. */
export function createBuiltUiHandler(options: { root: string; apiKey: string }): FetchHandler {
  const root = resolve(options.root);
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    const pathname = decodedPath(request.url);
    if (pathname === null) return new Response('Not found', { status: 404 });
    if (isPagePath(pathname)) {
      const html = await readFile(resolve(root, 'index.html'), 'utf8').catch(() => null);
      if (html === null) return new Response('The UI is not built: run `npm run build`.', { status: 404 });
      return new Response(injectApiKeyMeta(html, options.apiKey), {
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    const file = resolve(root, `.${pathname}`);
    if (!file.startsWith(`${root}${sep}`)) return new Response('Not found', { status: 404 });
    const body = await readFile(file).catch(() => null);
    if (body === null) return new Response('Not found', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
      headers: { 'Content-Type': getMimeType(file) ?? 'application/octet-stream' },
    });
  };
}

/** `npm start`: the same paths from electron-vite's dev server, index.html with the key's <meta>. */
export function createDevServerUiHandler(options: {
  devServerUrl: string;
  apiKey: string;
  fetch: typeof fetch;
}): FetchHandler {
  return async (request) => {
    const url = new URL(request.url);
    const target = new URL(`${url.pathname}${url.search}`, options.devServerUrl);
    const answer = await options.fetch(target, { method: request.method, headers: request.headers });
    if (!(answer.headers.get('content-type') ?? '').includes('text/html')) return answer;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return new Response(injectApiKeyMeta(await answer.text(), options.apiKey), {
      status: answer.status,
      headers,
    });
  };
}

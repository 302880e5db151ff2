// Under `npm start` only: the UI's files come from electron-vite's dev server instead of the core, on the
// same jobdesk://app origin, with the local API key's <meta> added to its pages as the core does.
import { API_KEY_META_NAME } from '../api/ui-files.ts';
import type { FetchHandler } from './app-protocol.ts';

/** A page with `<meta name="jobdesk-api-key" content="KEY">` first in its <head>. */
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

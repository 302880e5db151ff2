// The UI's index.html as browser mode serves it: with the page's key to the core in a meta element.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const API_KEY_META_NAME = 'jobdesk-api-key';

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** `html` with `<meta name="jobdesk-api-key" content="KEY">` first in its head (the contract every host keeps). */
export function injectApiKeyMeta(html: string, apiKey: string): string {
  const meta = `<meta name="${API_KEY_META_NAME}" content="${escapeAttribute(apiKey)}" />`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head === null) throw new Error('The UI page has no <head> to put the API key in.');
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

/** Reads `rendererRoot/index.html` and answers it with the key injected; never cached, the key may change. */
export async function rendererPageResponse(rendererRoot: string, apiKey: string): Promise<Response> {
  const html = await readFile(join(rendererRoot, 'index.html'), 'utf8');
  return new Response(injectApiKeyMeta(html, apiKey), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

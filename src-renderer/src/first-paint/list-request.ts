// The list request of the first paint: the jobs list's first page asked for before the app's code runs, with the
// desktop app's key when the page has one, read whole (the painter compares it with its snapshot to the byte).
import { API_KEY_META_NAME } from '../core/api-key-meta.ts';
import type { EarlyAnswer } from './first-paint-state.ts';

/** The desktop app's key as the core's requests carry it; none in browser mode (its session cookie goes). */
export function keyHeaders(): Record<string, string> {
  const apiKey = document.querySelector(`meta[name="${API_KEY_META_NAME}"]`)?.getAttribute('content')?.trim();
  return apiKey ? { 'API-Key': apiKey } : {};
}

/** The answer to GET `listUrl` (path and query) on the page's origin; null when the request failed. */
export function requestList(listUrl: string): Promise<EarlyAnswer> {
  return fetch(listUrl, { headers: keyHeaders(), redirect: 'manual' }).then(
    async (response) => ({
      status: response.status,
      contentType: response.headers.get('Content-Type') ?? '',
      body: await response.text(),
    }),
    () => null,
  );
}

// The app's first list request takes the answer the first-paint script (first-paint.ts) already asked for:
// one request, not two. In the app's entry, before its first request.
import type { FirstPaintState } from './first-paint-state.ts';
import { listRequestPath } from './snapshot.ts';

/**
 * `fetch` for the app's clients: the first GET of the list the first-paint script asked for is answered with
 * its answer (read once, `onTaken` told); every other request goes on to `fetch`.
 */
export function withEarlyList(
  fetchFunction: typeof fetch,
  state: FirstPaintState | null,
  pageHref: string,
  onTaken: () => void = () => {},
) {
  let early = state?.earlyList ?? null;
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const method = init?.method ?? 'GET';
    if (early !== null && method === 'GET' && typeof input === 'string') {
      const taken = early;
      if (listRequestPath(input, pageHref) === taken.path) {
        early = null;
        return taken.answer.then((answer) => {
          if (answer === null) return fetchFunction(input, init);
          onTaken();
          return new Response(answer.body, {
            status: answer.status,
            headers: { 'Content-Type': answer.contentType },
          });
        });
      }
    }
    return fetchFunction(input, init);
  };
}

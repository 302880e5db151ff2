// The list answers the app's clients receive, noted for the snapshot the app keeps (keep-snapshot.ts). In the
// app's entry, around its fetch from the first request on.
import { listRequestPath } from './snapshot.ts';

/** The list answers the app's clients received on this page. */
export type ListAnswers = {
  /** The first list request's path: the view the app opens on. */
  firstPath: string | null;
  latest: { path: string; body: string } | null;
};

/** `fetch` that notes each list answer (2xx) in `answers`. */
export function noteListAnswers(fetchFunction: typeof fetch, answers: ListAnswers, pageHref: string) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetchFunction(input, init);
    const path =
      typeof input === 'string' && (init?.method ?? 'GET') === 'GET'
        ? listRequestPath(input, pageHref)
        : null;
    if (path !== null && response.ok) {
      answers.firstPath ??= path;
      void response
        .clone()
        .text()
        .then(
          (body) => {
            answers.latest = { path, body };
          },
          () => undefined,
        );
    }
    return response;
  };
}

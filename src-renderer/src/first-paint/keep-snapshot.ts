// The app keeps the snapshot the next launch paints first (first-paint.ts): its root's markup while it shows
// the list's first view, with the answer those rows were drawn from. Kept only when the rows on screen are
// exactly that answer's, on the view the app opened on, with nothing selected: what the next launch's app
// would draw from the same answer.
import { type FirstPaintSnapshot, listRequestPath, localDay, SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

/** The list answers the app's clients received on this page. */
export type ListAnswers = {
  /** The first list request's path: the view the app opens on. */
  firstPath: string | null;
  latest: { path: string; body: string } | null;
};

/** `fetch` that notes each list answer (2xx) in `answers`, then calls `onAnswer`. */
export function noteListAnswers(
  fetchFunction: typeof fetch,
  answers: ListAnswers,
  pageHref: string,
  onAnswer: () => void,
) {
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
            onAnswer();
          },
          () => undefined,
        );
    }
    return response;
  };
}

/** The ids of the rows of a list answer, in order (null for a body that is not one). */
function answerIds(body: string): number[] | null {
  try {
    const parsed = JSON.parse(body) as { data?: Array<{ id?: unknown }> };
    if (!Array.isArray(parsed.data)) return null;
    const ids = parsed.data.map((row) => row.id);
    return ids.every((id) => typeof id === 'number') ? (ids as number[]) : null;
  } catch {
    return null;
  }
}

export type KeepOptions = {
  storage: Pick<Storage, 'setItem'>;
  root: HTMLElement;
  /** The app's entry script URL (first-paint.ts compares it with the page's). */
  build: string | null;
  answers: ListAnswers;
  isOnList: () => boolean;
  now: Date;
};

/** Keeps the snapshot when the screen is the list's first view drawn from its latest answer; says whether it did. */
export function keepSnapshot({ storage, root, build, answers, isOnList, now }: KeepOptions): boolean {
  const { firstPath, latest } = answers;
  if (build === null || latest === null || latest.path !== firstPath || !isOnList()) return false;
  const ids = answerIds(latest.body);
  const rows = [...root.querySelectorAll('tbody tr[data-job-id]')];
  if (ids === null || rows.length !== ids.length) return false;
  if (rows.some((row, index) => row.getAttribute('data-job-id') !== String(ids[index]))) return false;
  if (root.querySelector('input[type="checkbox"]:checked') !== null) return false;
  const html = root.ownerDocument.documentElement;
  const snapshot: FirstPaintSnapshot = {
    version: 1,
    build,
    listUrl: latest.path,
    listBody: latest.body,
    day: localDay(now),
    htmlAttributes: [...html.attributes].map((attribute) => [attribute.name, attribute.value]),
    html: root.innerHTML,
    rows: ids.length,
  };
  try {
    storage.setItem(SNAPSHOT_STORAGE_KEY, JSON.stringify(snapshot));
    return true;
  } catch {
    // A full storage only costs the next launch its first paint.
    return false;
  }
}

/** Tries to keep the snapshot this often, so many times, after a list answer: the rows may be drawn later. */
const KEEP_RETRY_MS = 500;
const KEEP_TRIES = 20;

/**
 * Keeps the snapshot once the screen shows the latest answer: tried when `ready` resolves (the page idle),
 * then again every KEEP_RETRY_MS until it is kept, another answer comes, or KEEP_TRIES have failed.
 */
export function keepWhenDrawn(keep: () => boolean, ready: () => Promise<void>, answers: ListAnswers): void {
  const latest = answers.latest;
  let tries = 0;
  const attempt = () => {
    if (answers.latest !== latest || keep()) return;
    tries += 1;
    if (tries < KEEP_TRIES) setTimeout(() => void ready().then(attempt), KEEP_RETRY_MS);
  };
  void ready().then(attempt);
}

// The app keeps the snapshot the next launch paints first (first-paint.ts): its root's markup while it shows
// the list's first view, with the answer those rows were drawn from (noted by list-answers.ts). Loaded once
// the first screen has settled: it is not the first screen's code. Kept only when the rows on screen are
// exactly that answer's, on the view the app opened on, with nothing selected: what the next launch's app
// would draw from the same answer.
import type { ListAnswers } from './list-answers.ts';
import { type FirstPaintSnapshot, localDay, SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

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
  /** The page's hash: the view the next launch must open on to be painted this. */
  hash: string;
  now: Date;
};

/** Keeps the snapshot when the screen is the list's first view drawn from its latest answer; says whether it did. */
export function keepSnapshot({ storage, root, build, answers, isOnList, hash, now }: KeepOptions): boolean {
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
    hash,
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

/** After the root's last change, how long it must stay unchanged before it is kept again. */
const SETTLED_KEEP_MS = 500;

/**
 * Keeps the snapshot again each time the root has changed and then stayed unchanged for SETTLED_KEEP_MS (a
 * count come in late, a row changed from another window): the next launch paints the frame as it last was at
 * rest, never one caught mid-change, nor as the page goes away (its event stream cut, the frame saying so).
 * Returns the function that stops it.
 */
export function keepOnChanges(keep: () => boolean, root: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(keep, SETTLED_KEEP_MS);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

export type KeepForNextLaunchOptions = Omit<KeepOptions, 'hash' | 'now'> & {
  /** The page's hash now. */
  hash: () => string;
  /** Resolves once the frame is complete (its parts loaded after the first screen drawn). */
  frameComplete: () => Promise<void>;
};

/**
 * Keeps the snapshot once the frame is complete, then again each time it settles after a change (a new list
 * answer drawn, a count come in): called once the first screen has settled.
 */
export function keepForNextLaunch(options: KeepForNextLaunchOptions): void {
  const keep = () => keepSnapshot({ ...options, hash: options.hash(), now: new Date() });
  keepWhenDrawn(keep, options.frameComplete, options.answers);
  keepOnChanges(keep, options.root);
}

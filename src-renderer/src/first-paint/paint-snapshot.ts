// The painter of the first paint, loaded by the first-paint script (first-paint.ts) only when the app kept a
// snapshot of the jobs list it drew last (snapshot.ts): when the snapshot fits this launch, it asks the core for
// the same first page at once; if the answer is the one the snapshot was drawn from, it paints the snapshot's
// markup (React's own, in the language and with the words it was drawn with), records clicks and keys on it,
// and only then starts the app, whose first list request takes this answer (early-list.ts, hand-over.ts).
// Otherwise it starts the app at once and paints nothing: never a stale row. A slow answer does not hold the
// app back. A hashed asset of its own: an everyday launch reads it from the cache.
import { startLanguageOfPage } from '../core/page-language.ts';
import { HOME_HASH } from '../core/routes.ts';
import { pageLang } from '../core/ui-language.ts';
import { type EarlyAnswer, type PaintedScreen, readFirstPaintState } from './first-paint-state.ts';
import { requestList } from './list-request.ts';
import { paintCopy } from './record-input.ts';
import {
  type FirstPaintSnapshot,
  localDay,
  parseSnapshot,
  SNAPSHOT_STORAGE_KEY,
  snapshotFits,
} from './snapshot.ts';

/** The list's answer comes in tens of ms; after this the app starts without waiting for it. */
const ANSWER_WAIT_MS = 400;

const state = readFirstPaintState(window);
/** The app's entry module, as the first-paint script names it: the build, as the app names it (import.meta.url). */
const entry = document.querySelector<HTMLScriptElement>('script[data-jobdesk-entry]')?.dataset.jobdeskEntry;
const startApp = () => state?.startApp();

function keptSnapshot(): FirstPaintSnapshot | null {
  try {
    return parseSnapshot(window.localStorage.getItem(SNAPSHOT_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Shows the snapshot in the app root's place; the root stays laid out, unseen, for the app to draw in. */
function paint(snapshot: FirstPaintSnapshot, root: HTMLElement): PaintedScreen {
  for (const [name, value] of snapshot.htmlAttributes) document.documentElement.setAttribute(name, value);
  return paintCopy(root, snapshot.html, snapshot.rows);
}

/** Runs `then` once the page's body (the app's root) is parsed: the painter may load before it is. */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

function firstPaint(): void {
  if (state === null) return;
  const snapshot = keptSnapshot();
  // A page opened on another view (a reload in the editor) opens there: the list is not painted first.
  const launch = {
    build: entry === undefined ? '' : new URL(entry, document.baseURI).href,
    hash: window.location.hash || HOME_HASH,
    day: localDay(new Date()),
    lang: pageLang(startLanguageOfPage(window)),
  };
  if (entry === undefined || snapshot === null || !snapshotFits(snapshot, launch)) {
    state.outcome = snapshot === null ? 'no-snapshot' : 'does-not-fit';
    startApp();
    return;
  }
  // The first-paint script asked for the snapshot's list as it started (first-paint.ts); asked here otherwise.
  const asked = state.earlyList;
  const answer = asked?.path === snapshot.listUrl ? asked.answer : requestList(snapshot.listUrl);
  state.earlyList = { path: snapshot.listUrl, answer };
  // A busy core must not hold the app back: it starts meanwhile, and the answer is still painted if it comes
  // before the app has drawn anything (the app's first render waits for this same answer).
  const startAnyway = setTimeout(startApp, ANSWER_WAIT_MS);
  void answer.then((got) => whenParsed(() => paintIfSame(snapshot, got, startAnyway)));
}

/** Paints the snapshot if `got` is the answer it was drawn from and the app has drawn nothing yet; then starts it. */
function paintIfSame(
  snapshot: FirstPaintSnapshot,
  got: EarlyAnswer,
  startAnyway: ReturnType<typeof setTimeout>,
) {
  if (state === null) return;
  clearTimeout(startAnyway);
  const root = document.getElementById('root');
  if (root === null) state.outcome = 'does-not-fit';
  else if (root.childElementCount > 0) state.outcome = 'too-late';
  else if (got?.status !== 200 || got.body !== snapshot.listBody) state.outcome = 'list-changed';
  else {
    state.painted = paint(snapshot, root);
    state.outcome = 'painted';
  }
  // The app's modules run in one long task: the painted frame goes on screen before it.
  if (state.painted !== null) requestAnimationFrame(() => setTimeout(startApp, 0));
  else startApp();
}

try {
  firstPaint();
} catch (error) {
  // Whatever went wrong here, the app still starts.
  console.warn('JobDesk: the first paint failed', error);
  startApp();
}

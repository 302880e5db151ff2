// The first-paint script: a hashed asset read from the cache, before the head's links (so it waits for neither
// the stylesheet, nor the body, nor the app's code being compiled). The build (scripts/first-paint-build.ts)
// names the page's entry module and the modules the build preloads in this script's `data-jobdesk-entry` and
// `data-jobdesk-preloads`: the app's code is loaded from here once what shows first is shown (compiling it
// meanwhile would take the CPU and the network from it), and started once the page has loaded. What shows first:
// - when the app kept a snapshot of the list it drew last, its list is asked for at once, and its painter
//   (paint-snapshot.ts, named in `data-jobdesk-painter`) loads and paints it if the core's list is still the
//   same (an everyday launch);
// - otherwise, on the list, the first screen the core renders with the app's own code (GET /app/v1/first-screen),
//   asked for at once and shown if it was drawn for today in this time zone (a first launch);
// - otherwise nothing: the app starts and draws.
import { FIRST_SCREEN_PATH, type FirstScreen } from '../../../src-shared/first-screen.ts';
import { startLanguageOfPage } from '../core/page-language.ts';
import { HOME_HASH } from '../core/routes.ts';
import { FIRST_PAINT_GLOBAL, type FirstPaintState } from './first-paint-state.ts';
import { keyHeaders, requestList } from './list-request.ts';
import { paintCopy } from './record-input.ts';
import { localDay, parseSnapshot, SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

/** The core renders in tens of ms; after this the app starts without waiting for its first screen. */
const FIRST_SCREEN_WAIT_MS = 400;

const {
  jobdeskEntry: entry,
  jobdeskPainter: painter,
  jobdeskPreloads: preloads = '',
} = document.currentScript?.dataset ?? {};

/** Starts loading the app's code (its entry and the modules it imports), to run once the page has loaded. */
function preloadApp(): void {
  for (const href of preloads.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As a module script asks (same-origin credentials): the module is taken from this request.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

let appStarted = false;
const state: FirstPaintState = {
  earlyList: null,
  painted: null,
  outcome: 'waiting',
  startApp() {
    if (appStarted || entry === undefined) return;
    appStarted = true;
    preloadApp();
    const start = () => {
      const script = document.createElement('script');
      // A module script's request is the modulepreload's (`crossorigin`: same-origin credentials), so the
      // module is taken from it.
      script.type = 'module';
      script.src = entry;
      document.head.append(script);
    };
    // Once the page is parsed, styled and its preloads are in (the load event): a module started from here
    // could otherwise run before the body or the stylesheet, and the app measures what it lays out.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start);
    // The first Intl.DateTimeFormat a page makes loads the platform's date data (25 to 50 ms on our test
    // machines): made now, before the app's modules run, the list's first rows do not pay it as they render
    // their dates.
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  },
};
Object.assign(window, { [FIRST_PAINT_GLOBAL]: state });

/** The list request of the snapshot the app kept (path and query), or null when none is kept. */
function keptListUrl(): string | null {
  try {
    return parseSnapshot(window.localStorage.getItem(SNAPSHOT_STORAGE_KEY))?.listUrl ?? null;
  } catch {
    return null;
  }
}

/** Runs `then` once the page's body (the app's root) is parsed. */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

/** The core's first screen as answered, or null for none (204, a failure) or one not of its shape. */
async function readFirstScreen(response: Response): Promise<FirstScreen | null> {
  if (response.status !== 200) return null;
  const screen = (await response.json()) as Partial<FirstScreen> | null;
  // What is read of it below; a path that is not the app's request only goes unused (early-list.ts).
  const valid =
    typeof screen?.html === 'string' &&
    typeof screen.list?.body === 'string' &&
    typeof screen.drawnFor?.day === 'string';
  return valid ? (screen as FirstScreen) : null;
}

/**
 * Shows the core's first screen in the app root's place, the root laid out unseen for the app to draw in, when
 * it was drawn today in this time zone and the app has drawn nothing yet; its list answer serves the app's
 * first list request either way.
 */
function showFirstScreen(screen: FirstScreen | null): void {
  const root = document.getElementById('root');
  if (screen !== null) {
    const { path, body } = screen.list;
    state.earlyList = {
      path,
      answer: Promise.resolve({ status: 200, contentType: 'application/json', body }),
    };
  }
  const drawnHere =
    screen !== null &&
    screen.drawnFor.day === localDay(new Date()) &&
    screen.drawnFor.timeZone === Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (screen === null || root === null) state.outcome = 'not-drawn';
  else if (root.childElementCount > 0) state.outcome = 'too-late';
  else if (!drawnHere) state.outcome = 'does-not-fit';
  else {
    document.documentElement.lang = screen.drawnFor.lang;
    state.painted = paintCopy(root, screen.html, Number(screen.rows) || 0);
    state.outcome = 'drawn-by-core';
  }
  // The app's modules run in one long task: the painted frame goes on screen before it.
  if (state.painted !== null) requestAnimationFrame(() => setTimeout(() => state.startApp(), 0));
  else state.startApp();
}

/** Asks the core for the first screen now, and shows it once the body is parsed (if it came in time). */
function askForFirstScreen(): void {
  const startAnyway = setTimeout(() => state.startApp(), FIRST_SCREEN_WAIT_MS);
  const language = startLanguageOfPage(window);
  fetch(`/app/v1${FIRST_SCREEN_PATH}?lang=${language}`, { headers: keyHeaders() })
    .then(readFirstScreen)
    .catch(() => null)
    .then((screen) =>
      whenParsed(() => {
        clearTimeout(startAnyway);
        showFirstScreen(screen);
      }),
    );
}

const listUrl = keptListUrl();
if (painter !== undefined && entry !== undefined && listUrl !== null) {
  // Asked for now, not once the painter is in: the painter compares it with the snapshot.
  state.earlyList = { path: listUrl, answer: requestList(listUrl) };
  const script = document.createElement('script');
  script.src = painter;
  // Whatever keeps the painter from loading, the app still starts.
  script.onerror = () => state.startApp();
  document.head.append(script);
} else if (entry !== undefined && (window.location.hash || HOME_HASH) === HOME_HASH) {
  // The app's code loads once the first screen shows (startApp): compiling it meanwhile would take the CPU from
  // the core rendering it.
  askForFirstScreen();
} else {
  state.outcome = 'no-snapshot';
  state.startApp();
}

// The first-paint script: a few hundred bytes, a hashed asset read from the cache, before the head's links (so
// it waits for neither the stylesheet, nor the body, nor the app's code being compiled). The build
// (scripts/first-paint-build.ts) turns the page's entry script into a modulepreload, so the app's code loads
// meanwhile, and names it in this script's `data-jobdesk-entry`: it is started from here once the page has
// loaded. When the app kept a snapshot of the list it drew last, the painter (paint-snapshot.ts,
// named in `data-jobdesk-painter`) loads at once and decides whether to paint it; a first launch loads nothing
// more.
import { FIRST_PAINT_GLOBAL, type FirstPaintState } from './first-paint-state.ts';
import { SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

const { jobdeskEntry: entry, jobdeskPainter: painter } = document.currentScript?.dataset ?? {};
let appStarted = false;
const state: FirstPaintState = {
  earlyList: null,
  painted: null,
  outcome: 'waiting',
  startApp() {
    if (appStarted || entry === undefined) return;
    appStarted = true;
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

function hasSnapshot(): boolean {
  try {
    return window.localStorage.getItem(SNAPSHOT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

if (painter !== undefined && entry !== undefined && hasSnapshot()) {
  const script = document.createElement('script');
  script.src = painter;
  // Whatever keeps the painter from loading, the app still starts.
  script.onerror = () => state.startApp();
  document.head.append(script);
} else {
  state.outcome = 'no-snapshot';
  state.startApp();
}

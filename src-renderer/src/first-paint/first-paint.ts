// The first-paint script: a few hundred bytes asked for first and run once the body is parsed, before the
// app's modules. The build (scripts/first-paint-build.ts) turns the page's entry script into a modulepreload
// marked `data-jobdesk-entry`, so the app's code loads meanwhile, and it is started from here. When the app
// kept a snapshot of the list it drew last, the painter (paint-snapshot.ts, named in this script's
// `data-jobdesk-painter`) loads first and decides whether to paint it; a first launch loads nothing more.
import { FIRST_PAINT_GLOBAL, type FirstPaintState } from './first-paint-state.ts';
import { SNAPSHOT_STORAGE_KEY } from './snapshot.ts';

const entry = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"][data-jobdesk-entry]');
const painter = document.currentScript?.dataset.jobdeskPainter;
let appStarted = false;
const state: FirstPaintState = {
  earlyList: null,
  painted: null,
  outcome: 'waiting',
  startApp() {
    if (appStarted || entry === null) return;
    appStarted = true;
    const script = document.createElement('script');
    script.type = 'module';
    if (entry.crossOrigin !== null) script.crossOrigin = entry.crossOrigin;
    script.src = entry.href;
    document.head.append(script);
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

if (painter !== undefined && entry !== null && hasSnapshot()) {
  const script = document.createElement('script');
  script.src = painter;
  // Whatever keeps the painter from loading, the app still starts.
  script.onerror = () => state.startApp();
  document.head.append(script);
} else {
  state.outcome = 'no-snapshot';
  state.startApp();
}

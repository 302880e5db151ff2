// Renderer entry: finds the core on the page's origin (with the desktop app's key, or browser mode's
// session cookie), and mounts the React app.
// First, before any module builds a schema: zod without eval (core/zod-without-eval.ts).
import './core/zod-without-eval.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import {
  activateFirstScreenLanguage,
  activateLanguage,
  wholeCatalogLoaded,
} from './core/activate-language.ts';
import { createConnectionStore } from './core/connection-store.ts';
import { connectToCore } from './core/core-connection.ts';
import { createQueryClient } from './core/create-query-client.ts';
import { afterFirstScreen, afterNextFrame, firstScreenSettlesWith, whenIdle } from './core/first-screen.ts';
import { loadPart } from './core/load-part.ts';
import { loadWithRetries } from './core/load-with-retries.ts';
import { startLanguageOfPage } from './core/page-language.ts';
import { HOME_HASH, parseRoute } from './core/routes.ts';
import { withEarlyList } from './first-paint/early-list.ts';
import { LAUNCH_MARKS, readFirstPaintState } from './first-paint/first-paint-state.ts';
import { type ListAnswers, noteListAnswers } from './first-paint/list-answers.ts';
import { loadHandOver } from './first-paint/load-hand-over.ts';
import { createListViewStore } from './jobs/list-view-store.ts';
import { prefetchFirstScreen } from './jobs/prefetch-first-screen.ts';
import { createSyncPanelStore } from './sync/sync-panel-store.ts';

performance.mark(LAUNCH_MARKS.appStarted);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount JobDesk in.');
// The list is the app's home: name it in the hash, so going back from a job lands on #/jobs like any other view.
if (window.location.hash === '') window.history.replaceState(null, '', HOME_HASH);
// The first paint (first-paint/): the list answer it already read serves the app's first list request, and
// the list the app draws is kept for the next launch's first paint (once the first screen has settled).
// Keeping it and handing the painted copy over are not the first screen's code: each loads when it is needed.
const firstPaint = readFirstPaintState(window);
const isOnList = () => parseRoute(window.location.hash).name === 'jobs';
const listAnswers: ListAnswers = { firstPath: null, latest: null };
let listReadEarly = false;
const connection = connectToCore({
  document,
  href: window.location.href,
  fetch: noteListAnswers(
    withEarlyList(
      (input, init) => window.fetch(input, init),
      firstPaint,
      window.location.href,
      () => {
        listReadEarly = true;
      },
    ),
    listAnswers,
    window.location.href,
  ),
  listReadEarly: () => listReadEarly,
});
// The UI's language, read while the first page is asked for: for the jobs list, with its first screen's
// catalog, the whole one following once the first screen has settled (or sooner, when a part loaded before then
// asks for it); for any other screen, all lazily loaded, with the whole catalog at once, which it waits for.
const pageLanguage = startLanguageOfPage(window);
const languageReady = loadWithRetries(() =>
  isOnList() ? activateFirstScreenLanguage(pageLanguage) : activateLanguage(pageLanguage),
);
const queryClient = createQueryClient();
const listView = createListViewStore();
const connectionState = createConnectionStore();
const syncPanel = createSyncPanelStore();
const firstPage = prefetchFirstScreen(queryClient, connection.app, listView);
// What no first screen shows loads once it has settled: its first page read and drawn (a frame after the
// answer: the rows render in the tasks before it), and the page idle; idle alone could come between the answer
// and the rows, and a 30 kB module then held them up. A page opened on an editor settles at once: it needs
// the unsaved edits from the start, so that the first keys typed after a reload are kept too.
const firstRoute = parseRoute(window.location.hash).name;
const startedInEditor = firstRoute === 'edit-job' || firstRoute === 'new-job';
firstScreenSettlesWith(
  startedInEditor ? Promise.resolve() : firstPage.then(afterNextFrame).then(() => whenIdle()),
);
void afterFirstScreen()
  .then(() => wholeCatalogLoaded())
  .catch((error: unknown) => {
    // Each part that needs it asks again, and says so when it cannot load.
    console.warn('JobDesk: could not load the whole catalog of the UI', error);
  });
void afterFirstScreen()
  .then(() => loadPart(() => import('./first-paint/keep-snapshot.ts')))
  .then(
    (module) =>
      module.keepForNextLaunch({
        storage: window.localStorage,
        root: container,
        build: import.meta.url,
        answers: listAnswers,
        isOnList,
        hash: () => window.location.hash,
        // The frame complete: the unsaved drafts' count in (it opens after the first screen).
        frameComplete: () =>
          unsavedEdits
            .catch(() => null)
            .then(afterNextFrame)
            .then(() => whenIdle()),
      }),
    (error: unknown) => {
      // Only the next launch's first paint is lost: it starts as a first launch does.
      console.warn('JobDesk: could not load what keeps the list for the next launch', error);
    },
  );
// The page's one connection to its unsaved edits, given to the tree once (Dexie loads with it).
const unsavedEdits = afterFirstScreen()
  .then(() => loadPart(() => import('./job-editor/unsaved-edits/unsaved-edits-store.ts')))
  .then(async (module) => {
    const store = module.createUnsavedEditsStore(module.openUnsavedEditsDatabase(), window.localStorage);
    // What the last page kept as it went away goes into IndexedDB before anything reads the edits.
    await store.absorbJournal().catch((error: unknown) => {
      console.warn('JobDesk: could not read the unsaved edits kept as the page closed', error);
    });
    return store;
  });
// The list's first screen is drawn once, with its rows: a frame drawn before the answer (a loader in the
// frame) cost a second render, layout and paint of the whole frame. An answer slower than
// FIRST_PAGE_WAIT_MS (a busy core) no longer holds the frame back: the list shows its loader until it comes.
const FIRST_PAGE_WAIT_MS = 250;
const root = createRoot(container);
// The app draws only once it can hand the painted copy over (a small module, from the cache at an everyday
// launch).
const handingOver = loadHandOver(firstPaint, container, isOnList);
const waitForFirstPage =
  firstRoute !== 'jobs'
    ? Promise.resolve()
    : Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
void Promise.all([waitForFirstPage, languageReady, handingOver]).then(() =>
  root.render(
    <StrictMode>
      <App
        connection={connection}
        queryClient={queryClient}
        unsavedEdits={unsavedEdits}
        listView={listView}
        connectionState={connectionState}
        syncPanel={syncPanel}
      />
    </StrictMode>,
  ),
);

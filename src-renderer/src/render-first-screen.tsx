// The first screen rendered ahead, by the core, from this same code: the app's tree as it draws the jobs list
// with its first page and what the frame around it reads, to a string the core puts in the page in the app
// root's place (GET /app/v1/first-screen, which the page's first-paint script asks for). The page then shows
// the true rows before the app's code has loaded, also at a first launch, when no snapshot was kept (first-paint/paint-snapshot.ts); the app takes
// the markup's place as it does a snapshot's (first-paint/hand-over.ts). An entry of its own, like main.tsx:
// built for Node (scripts/first-screen-server-build.ts), loaded only by src-main/core/first-screen-renderer.ts.
// No DOM here: nothing of `window` is read while rendering.
import './core/zod-without-eval.ts';
import { renderToString } from 'react-dom/server';
import type { RenderedFirstScreen } from '../../src-shared/first-screen.ts';
import type { AppLanguage } from '../../src-shared/i18n/app-language.ts';
import { App } from './App.tsx';
import { activateLanguage } from './core/activate-language.ts';
import { createConnectionStore } from './core/connection-store.ts';
import { connectToCore } from './core/core-connection.ts';
import { createQueryClient } from './core/create-query-client.ts';
import { boardsQuery, syncStatusQuery } from './core/queries.ts';
import { pageLang } from './core/ui-language.ts';
import { listRequestPath } from './first-paint/snapshot.ts';
import { createListViewStore } from './jobs/list-view-store.ts';
import { prefetchFirstScreen } from './jobs/prefetch-first-screen.ts';
import { attentionJobsQuery } from './sync/queries.ts';
import { createSyncPanelStore } from './sync/sync-panel-store.ts';

export type FirstScreenRequest = {
  /** The core's API, answered in the same process (the core's own `fetch`, its key already given). */
  fetch: typeof fetch;
  /** The page's address: the clients' requests are made on its origin. */
  pageHref: string;
  language: AppLanguage;
};

/** Renderings at most: one, then one for each round of what the parts drawn ask for (a part shown by an answer). */
const RENDER_PASSES = 3;

/** A page element's stand-in: the language is shown to `document.documentElement.lang` (activate-language.ts). */
const detachedPage = () => ({ documentElement: { lang: '' } }) as unknown as Document;

/**
 * Renders the jobs list's first screen in `language`; null when the list could not be read (the core answers
 * 204, and the app draws as always). One at a time: the catalog made active is Lingui's one global.
 */
export async function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen | null> {
  let list: { path: string; body: string } | null = null;
  const fetchAndNote: typeof fetch = async (input, init) => {
    const response = await request.fetch(input, init);
    const path = typeof input === 'string' ? listRequestPath(input, request.pageHref) : null;
    if (path !== null && response.ok) list = { path, body: await response.clone().text() };
    return response;
  };
  const connection = connectToCore({
    document: { querySelector: () => null },
    href: request.pageHref,
    fetch: fetchAndNote,
  });
  const queryClient = createQueryClient();
  const listView = createListViewStore();
  await Promise.all([
    prefetchFirstScreen(queryClient, connection.app, listView),
    // What the frame around the list reads (the sync state, the boards, the jobs needing attention): read with
    // the list, so that one rendering draws the screen.
    queryClient.prefetchQuery(syncStatusQuery(connection.app)),
    queryClient.prefetchQuery(boardsQuery(connection.app)),
    queryClient.prefetchQuery(attentionJobsQuery(connection.app)),
  ]);
  const answer = list as { path: string; body: string } | null;
  if (answer === null) return null;
  const page = detachedPage();
  // The whole catalog: the same words as the first screen's, and a render never waits for another.
  await activateLanguage(request.language, page);
  const tree = (
    <App
      connection={connection}
      queryClient={queryClient}
      // The unsaved edits open after the first screen: the app's first drawing has none either.
      unsavedEdits={new Promise(() => {})}
      listView={listView}
      connectionState={createConnectionStore()}
      syncPanel={createSyncPanelStore()}
    />
  );
  // Anything else a rendered part reads is asked for by the rendering, and read before one more.
  let html = renderToString(tree);
  for (let pass = 1; pass < RENDER_PASSES; pass += 1) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = renderToString(tree);
  }
  queryClient.clear();
  const rows = (html.match(/<tr[^>]* data-job-id="/g) ?? []).length;
  return { html, lang: pageLang(request.language), list: answer, rows };
}

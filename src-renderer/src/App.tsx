// The app's root: theme, dialogs and toasts (loaded after the first screen), and everything given to the tree
// once (the query cache, the core's clients, the small UI stores, the unsaved-edits store) around the app frame.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AppFrame } from './app-frame/AppFrame.tsx';
import { AfterFirstScreen } from './core/AfterFirstScreen.tsx';
import { type ConnectionStore, ConnectionStoreContext } from './core/connection-store.ts';
import type { CoreConnection } from './core/core-connection.ts';
import { CoreContext } from './core/core-context.ts';
import { DatesLocale } from './core/DatesLocale.tsx';
import { lazyPart } from './core/loadable-part.tsx';
import { cssVariablesResolver, lightOnly, theme } from './core/theme.ts';
import {
  UnsavedEditsContext,
  UnsavedEditsOpeningContext,
} from './job-editor/unsaved-edits/unsaved-edits-context.ts';
import type { UnsavedEditsStore } from './job-editor/unsaved-edits/unsaved-edits-store.ts';
import { ListViewStoreContext } from './jobs/list-view-context.ts';
import type { ListViewStore } from './jobs/list-view-store.ts';
import { type SyncPanelStore, SyncPanelStoreContext } from './sync/sync-panel-store.ts';

const PageWideParts = lazyPart(() =>
  import('./core/PageWideParts.tsx').then((module) => ({ default: module.PageWideParts })),
);

export type AppProps = {
  connection: CoreConnection;
  /** The app's query cache (core/create-query-client.ts), made by the entry so it can start reading early. */
  queryClient: QueryClient;
  /**
   * The page's one unsaved-edits store (IndexedDB), opening after the first screen (Dexie loads with it);
   * null where there is none (the frame then shows no Unsaved drafts).
   */
  unsavedEdits: Promise<UnsavedEditsStore | null>;
  /** The jobs list's view (tab, search, page, selection), made by the entry with the query cache. */
  listView: ListViewStore;
  /** Whether the core's event stream is heard now (written by the frame's event subscription). */
  connectionState: ConnectionStore;
  /** Whether the sync panel is open. */
  syncPanel: SyncPanelStore;
};

export function App({
  connection,
  queryClient,
  unsavedEdits,
  listView,
  connectionState,
  syncPanel,
}: AppProps) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        colorSchemeManager={lightOnly}
      >
        <DatesLocale>
          <CoreContext value={connection}>
            <ConnectionStoreContext value={connectionState}>
              <ListViewStoreContext value={listView}>
                <SyncPanelStoreContext value={syncPanel}>
                  <UnsavedEditsProvider store={unsavedEdits}>
                    <QueryClientProvider client={queryClient}>
                      <AppFrame />
                      {/* Their code failing to load says nothing: the page that needs them could not load either. */}
                      <AfterFirstScreen failure={null}>
                        <PageWideParts />
                      </AfterFirstScreen>
                    </QueryClientProvider>
                  </UnsavedEditsProvider>
                </SyncPanelStoreContext>
              </ListViewStoreContext>
            </ConnectionStoreContext>
          </CoreContext>
        </DatesLocale>
      </MantineProvider>
    </I18nProvider>
  );
}

/**
 * Gives the tree the unsaved-edits store once it opens. Its own component: the store opening re-renders this
 * provider and the components that read the store, not App, whose re-render would re-render every Mantine
 * component (MantineProvider gives a new context value at each render).
 */
function UnsavedEditsProvider({
  store,
  children,
}: {
  store: Promise<UnsavedEditsStore | null>;
  children: ReactNode;
}) {
  const { value, settled } = useResolved(store);
  return (
    <UnsavedEditsOpeningContext value={!settled}>
      <UnsavedEditsContext value={value}>{children}</UnsavedEditsContext>
    </UnsavedEditsOpeningContext>
  );
}

/** The promise's value once it settles (null until then, and after a failure), and whether it has. */
function useResolved<T>(promise: Promise<T | null>): { value: T | null; settled: boolean } {
  const [resolved, setResolved] = useState<{ value: T | null; settled: boolean }>({
    value: null,
    settled: false,
  });
  useEffect(() => {
    let current = true;
    promise.then(
      (value) => current && setResolved({ value, settled: true }),
      (error: unknown) => {
        // Without IndexedDB (a private window, a broken profile) editing still works; only the safety net is gone.
        console.warn('JobDesk: could not open the unsaved edits', error);
        if (current) setResolved({ value: null, settled: true });
      },
    );
    return () => {
      current = false;
    };
  }, [promise]);
  return resolved;
}

// The app's root: theme, notifications, modals, the query cache and the core's clients around the app frame.
import { Alert, Container, MantineProvider, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Result } from '../../src-shared/result.ts';
import { AppFrame } from './app-frame/AppFrame.tsx';
import type { CoreConnection } from './core/core-connection.ts';
import { CoreContext } from './core/core-context.ts';
import { cssVariablesResolver, theme } from './core/theme.ts';
import type { ListViewStore } from './jobs/list-view-store.ts';
import type { UnsavedEditsSource } from './unsaved-edits/unsaved-edits-source.ts';

export type AppProps = {
  connection: Result<CoreConnection, string>;
  /** The app's query cache (core/create-query-client.ts), made by the entry so it can start reading early. */
  queryClient: QueryClient;
  /** The editor's unsaved edits; without one the frame shows no Unsaved drafts. */
  unsavedEdits: UnsavedEditsSource | null;
  /** The jobs list's view (tab, search, page, selection), made by the entry with the query cache. */
  listView: ListViewStore;
};

export function App({ connection, queryClient, unsavedEdits, listView }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {connection.ok ? (
        <CoreContext value={connection.value}>
          <QueryClientProvider client={queryClient}>
            <ModalsProvider>
              <Notifications position="bottom-right" />
              <AppFrame unsavedEdits={unsavedEdits} listView={listView} />
            </ModalsProvider>
          </QueryClientProvider>
        </CoreContext>
      ) : (
        <Container size="sm" py="xl" component="main">
          <Title order={1} mb="md">
            JobDesk
          </Title>
          <Alert color="red" title="JobDesk cannot reach its core">
            {connection.error}
          </Alert>
        </Container>
      )}
    </MantineProvider>
  );
}

// Keeps the query cache in step with the core: subscribes to its event stream for as long as the app is open.
// This is the only place the UI invalidates its queries: after a write of its own it waits for the core's event.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useConnectionActions } from './connection-store.ts';
import { useCore } from './core-context.ts';
import { createEventInvalidator, type RecruiterData, syncStatusMoved } from './event-invalidation.ts';
import { boardKeys, jobKeys, settingsKeys, spellingKeys, syncKeys, templateKeys } from './query-keys.ts';

function invalidateJobs(queryClient: QueryClient, ids: ReadonlySet<number> | 'all'): void {
  // The list's views (rows, counts, total) and sync states can change with any job; a detail only with its own.
  void queryClient.invalidateQueries({ queryKey: jobKeys.views() });
  void queryClient.invalidateQueries({ queryKey: jobKeys.syncStates() });
  if (ids === 'all') void queryClient.invalidateQueries({ queryKey: jobKeys.details() });
  else for (const id of ids) void queryClient.invalidateQueries({ queryKey: jobKeys.detail(id) });
}

function invalidateRecruiterData(queryClient: QueryClient, data: RecruiterData): void {
  if (data === 'templates') void queryClient.invalidateQueries({ queryKey: templateKeys.all });
  else if (data === 'spelling') void queryClient.invalidateQueries({ queryKey: spellingKeys.all });
  else {
    void queryClient.invalidateQueries({ queryKey: settingsKeys.postingLaws() });
    // Each row of the list counts its findings, which follow the employer's answers.
    void queryClient.invalidateQueries({ queryKey: jobKeys.views() });
  }
}

export function useCoreEvents(): void {
  const { app, listReadEarly } = useCore();
  const queryClient = useQueryClient();
  const connection = useConnectionActions();
  useEffect(() => {
    const invalidator = createEventInvalidator(
      {
        jobsChanged: (ids) => invalidateJobs(queryClient, ids),
        jobListsChanged: () => void queryClient.invalidateQueries({ queryKey: jobKeys.views() }),
        syncStatusChanged: (status) => {
          const before = queryClient.getQueryData<typeof status>(syncKeys.status());
          queryClient.setQueryData(syncKeys.status(), status);
          // Each board's own state, counts and employer move with the sync status of them all.
          if (syncStatusMoved(before, status)) {
            void queryClient.invalidateQueries({ queryKey: boardKeys.all });
            // A try put off publishes no job event (the job stays pending: write-back.ts), yet it adds to a
            // history's count of tries: an open history (and its job's sync state) is read again as the
            // status moves with each such try. Only a history on screen is read; the others wait.
            void queryClient.invalidateQueries({ queryKey: [...jobKeys.syncStates(), 'history'] });
            void queryClient.invalidateQueries({ queryKey: [...jobKeys.syncStates(), 'one'] });
          }
          // A job's failure can be counted after its own event: Needs attention follows the counts when they move.
          if (before !== undefined && (before.failed !== status.failed || before.pending !== status.pending))
            void queryClient.invalidateQueries({ queryKey: jobKeys.attention() });
        },
        recruiterDataChanged: (data) => invalidateRecruiterData(queryClient, data),
      },
      {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
    );
    const unsubscribe = app.subscribeToEvents({
      createEventSource: (url) => new EventSource(url),
      onEvent: (event) => invalidator.onEvent(event),
      onOpen: () => {
        connection.streamOpened();
        // A write of this page's own before the stream opened told its event to nobody here.
        invalidator.onOpen(queryClient.getMutationCache().getAll().length > 0, listReadEarly());
      },
      onDisconnect: () => {
        connection.streamLost();
        // An EventSource cannot read the status that ended it: a plain call tells a core that is down
        // from one that no longer knows this page's session (browser mode after a restart).
        void app.syncStatus().then((answer) => {
          if (!answer.ok && answer.error.status === 401) connection.sessionEnded();
        });
      },
    });
    return () => {
      unsubscribe();
      invalidator.dispose();
    };
  }, [app, listReadEarly, queryClient, connection]);
}

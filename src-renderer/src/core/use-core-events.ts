// Keeps the query cache in step with the core: subscribes to its event stream for as long as the app is open.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { jobKeys } from '../jobs/queries.ts';
import { setEventStreamState } from '../sync/event-stream-state.ts';
import { useCore } from './core-context.ts';
import { createEventInvalidator } from './event-invalidation.ts';
import { syncKeys } from './sync-queries.ts';

function invalidateJobs(queryClient: QueryClient, ids: ReadonlySet<number> | 'all'): void {
  // The list's views (rows, counts, total) and sync states can change with any job; a detail only with its own.
  void queryClient.invalidateQueries({ queryKey: jobKeys.views() });
  void queryClient.invalidateQueries({ queryKey: jobKeys.syncStates() });
  if (ids === 'all') void queryClient.invalidateQueries({ queryKey: jobKeys.details() });
  else for (const id of ids) void queryClient.invalidateQueries({ queryKey: jobKeys.detail(id) });
}

export function useCoreEvents(): void {
  const { app } = useCore();
  const queryClient = useQueryClient();
  useEffect(() => {
    const invalidator = createEventInvalidator(
      {
        jobsChanged: (ids) => invalidateJobs(queryClient, ids),
        syncStatusChanged: (status) => queryClient.setQueryData(syncKeys.status(), status),
      },
      {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle as number),
      },
    );
    let firstOpen = true;
    const unsubscribe = app.subscribeToEvents({
      createEventSource: (url) => new EventSource(url),
      onEvent: (event) => invalidator.onEvent(event),
      onOpen: () => {
        setEventStreamState(queryClient, 'connected');
        // The first connection opens with what was just read; later ones follow a gap that may have lost events.
        if (!firstOpen) invalidator.onReconnect();
        firstOpen = false;
      },
      onDisconnect: () => setEventStreamState(queryClient, 'reconnecting'),
    });
    return () => {
      unsubscribe();
      invalidator.dispose();
    };
  }, [app, queryClient]);
}

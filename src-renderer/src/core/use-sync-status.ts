// The core's sync status, kept current by the event stream (use-core-events writes each status into the cache).
import { useQuery } from '@tanstack/react-query';
import { useCore } from './core-context.ts';
import { syncStatusQuery } from './queries.ts';

export function useSyncStatus() {
  const { app } = useCore();
  return useQuery({ ...syncStatusQuery(app), staleTime: Number.POSITIVE_INFINITY });
}

/**
 * Whether a job board is set up: the words of sync states, empty lists and sync bars depend on it. True until the
 * status is known, as before a status says otherwise; a component re-renders only when this changes.
 */
export function useBoardSetUp(): boolean {
  const { app } = useCore();
  return (
    useQuery({
      ...syncStatusQuery(app),
      staleTime: Number.POSITIVE_INFINITY,
      select: (status) => status.state !== 'unconfigured',
    }).data ?? true
  );
}

// The core's sync status, kept current by the event stream (use-core-events writes each status into the cache).
import { useQuery } from '@tanstack/react-query';
import { useCore } from './core-context.ts';
import { syncStatusQuery } from './queries.ts';

export function useSyncStatus() {
  const { app } = useCore();
  return useQuery({ ...syncStatusQuery(app), staleTime: Number.POSITIVE_INFINITY });
}

// Query keys and options of the core's sync status.
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { valueOrThrow } from './query-result.ts';

export const syncKeys = {
  all: ['sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
};

export function syncStatusQuery(app: AppClient) {
  return queryOptions({
    queryKey: syncKeys.status(),
    queryFn: ({ signal }) => valueOrThrow(app.syncStatus({ signal })),
  });
}

// Reads of Settings: the job board's address and whether a key is saved (never the key).
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { settingsKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

export function settingsQuery(app: AppClient) {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => valueOrThrow(app.settings({ signal })),
  });
}

/** The database's backups, newest first, and its health; read when Settings opens. */
export function backupsQuery(app: AppClient) {
  return queryOptions({
    queryKey: settingsKeys.backups(),
    queryFn: ({ signal }) => valueOrThrow(app.backups({ signal })),
    staleTime: 0,
  });
}

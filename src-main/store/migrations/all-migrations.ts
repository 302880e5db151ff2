// Every migration of the app's schema, in order; the last one's version is the schema the app expects.
import type { Migration } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { remoteJobsMigration } from './002-remote-jobs.ts';
import { autoRefreshIndexMigration } from './003-auto-refresh-index.ts';
import { listIndexesInMemoryMigration } from './004-list-indexes-in-memory.ts';
import { outboxCountsIndexMigration } from './005-outbox-counts-index.ts';

export const MIGRATIONS: readonly Migration[] = [
  initialMigration,
  remoteJobsMigration,
  autoRefreshIndexMigration,
  listIndexesInMemoryMigration,
  outboxCountsIndexMigration,
];

// Migration 10: the sync-state views become the shared rule's (src-shared/rules/job-sync-state.ts), generated
// by sync-state-views.ts, where migrations 1, 4, 6 and 8 each wrote a copy of the rule by hand. From this
// version on, opening the database brings the views to the rule of the app that opens it: a change of the
// rule needs no migration of its own.
import type { Db } from '../database.ts';
import { type Migration, readSchemaVersion } from '../migrate.ts';
import { replaceSyncStateViews, syncStateViewsAreCurrent } from '../sync-state-views.ts';

export const syncStateViewsMigration: Migration = {
  version: 10,
  name: 'sync-state-views',
  up: replaceSyncStateViews,
};

/**
 * Replaces the views when they are not the rule's (written by an app with another rule), in one immediate
 * transaction, and says whether it did. A database older than migration 10 keeps its own: its tables may not
 * be those the rule reads (tests of earlier migrations open such databases). Only views change: no row does.
 */
export function refreshSyncStateViews(db: Db): boolean {
  if (readSchemaVersion(db) < syncStateViewsMigration.version || syncStateViewsAreCurrent(db)) return false;
  db.transaction(() => replaceSyncStateViews(db)).immediate();
  return true;
}

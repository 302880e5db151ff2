// Opens the SQLite file (or an in-memory database) with the durability settings JobDesk relies on,
// then migrates it.
import Database from 'better-sqlite3';
import { backupDatabaseNow, backupPlaceOf } from './backups.ts';
import type { Db } from './database.ts';
import { type Migration, migrate, readSchemaVersion } from './migrate.ts';
import { refreshSyncStateViews } from './migrations/010-sync-state-views.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import { ensurePrivateFile, PRIVATE_FILE_MODE, tightenMode } from './private-file.ts';

export type OpenDatabaseOptions = {
  /** Defaults to the app's migrations; tests of a migration pass a prefix of the list. */
  migrations?: readonly Migration[];
  /**
   * How long a statement waits for another connection's lock before failing with SQLITE_BUSY, once
   * open. SQLite waits by sleeping the thread, which in Node is the event loop: it stays short, and a
   * request that runs out is answered 503 with Retry-After (the front door) instead of freezing the rest.
   */
  busyTimeoutMs?: number;
  /**
   * A file database that a migration will change is first backed up (`backups/`, reason `migration`),
   * taken at this time; no backup when absent (tests of migrations, in-memory stores).
   */
  backupBeforeMigrating?: { now: () => Date };
};

/** The wait for a lock while serving: a few milliseconds, never long enough to stall other requests. */
export const SERVING_BUSY_TIMEOUT_MS = 10;
/** The wait while opening and migrating, before anything is served: nothing else is kept waiting then. */
const OPENING_BUSY_TIMEOUT_MS = 2000;

/**
 * Opens and migrates the database, and brings its sync-state views to this app's rule. A file database is
 * created 0600 (its -wal and -shm take its mode) and narrowed to 0600 when found wider. File databases use WAL; every database uses
 * `synchronous = FULL` (a commit is on disk before it returns, so a change answered with a 2xx
 * survives a crash or power loss; only sync's bookkeeping opts out, with store.transaction's `flush: false`), enforces foreign keys and keeps temporary tables in memory. Throws DatabaseTooNewError (from
 * migrate) when the file was written by a newer app, closing the handle first.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const onDisk = path !== ':memory:' && path !== '';
  if (onDisk) {
    ensurePrivateFile(path);
    for (const suffix of ['-wal', '-shm', '-journal']) tightenMode(`${path}${suffix}`, PRIVATE_FILE_MODE);
  }
  const db = new Database(path, { timeout: OPENING_BUSY_TIMEOUT_MS });
  try {
    if (onDisk) db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // The temporary tables (the job list index's change log) stay in memory: they are never synced.
    db.pragma('temp_store = MEMORY');
    const migrations = options.migrations ?? MIGRATIONS;
    const version = readSchemaVersion(db);
    // A new database (version 0) has nothing to keep; one newer than the app is refused by migrate.
    if (onDisk && options.backupBeforeMigrating && version > 0 && version < migrations.length)
      backupDatabaseNow(db, backupPlaceOf(path), {
        now: options.backupBeforeMigrating.now(),
        reason: 'migration',
      });
    migrate(db, migrations);
    // Derived, not data: the views follow this app's rule even when the schema version did not change.
    refreshSyncStateViews(db);
    db.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? SERVING_BUSY_TIMEOUT_MS))}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

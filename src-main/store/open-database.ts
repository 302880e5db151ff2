// Opens the SQLite file (or an in-memory database) with the durability settings JobDesk relies on,
// then migrates it.
import Database from 'better-sqlite3';
import type { Db } from './database.ts';
import { type Migration, migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';

export type OpenDatabaseOptions = {
  /** Defaults to the app's migrations; tests of a migration pass a prefix of the list. */
  migrations?: readonly Migration[];
  /** How long a write waits for another connection's lock before failing with SQLITE_BUSY. */
  busyTimeoutMs?: number;
};

/**
 * Opens and migrates the database. File databases use WAL; every database uses
 * `synchronous = FULL` (a commit is on disk before it returns, so a change answered with a 2xx
 * survives a crash or power loss), enforces foreign keys and keeps temporary tables in memory. Throws DatabaseTooNewError (from
 * migrate) when the file was written by a newer app, closing the handle first.
 */
export function openDatabase(path: string, options: OpenDatabaseOptions = {}): Db {
  const db = new Database(path, { timeout: options.busyTimeoutMs ?? 5000 });
  try {
    if (path !== ':memory:' && path !== '') db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // The temporary tables (the job list index's change log) stay in memory: they are never synced.
    db.pragma('temp_store = MEMORY');
    migrate(db, options.migrations ?? MIGRATIONS);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

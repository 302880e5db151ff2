// An operating-system lock on a file, held for as long as this process keeps it: SQLite's own file lock
// (fcntl on Unix, LockFileEx on Windows) on a small database of its own. The kernel drops it when the
// process ends in any way, SIGKILL and power loss included, so a lock is never left behind.
import Database from 'better-sqlite3';
import { ensurePrivateFile } from './private-file.ts';

export type ExclusiveLock = {
  /** Gives the lock up (closing the lock's database); calling it again does nothing. */
  release(): void;
};

/**
 * Takes the exclusive lock on `path` (a file made 0600 for it) without waiting, or returns null when
 * another connection, in this process or another, holds it. Throws the file system's error (EROFS,
 * EACCES, ENOENT, …) when the file cannot be made.
 */
export function tryExclusiveLock(path: string): ExclusiveLock | null {
  ensurePrivateFile(path);
  const db = new Database(path, { timeout: 0 });
  try {
    // EXCLUSIVE locking mode keeps the lock after the first write transaction ends; no journal file.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    if (isBusy(error)) return null;
    throw error;
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      db.close();
    },
  };
}

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

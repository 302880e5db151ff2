// The check a database file passes before JobDesk opens it: a damaged file, or one emptied to 0 bytes in a
// data folder that had been used (it holds backups), is refused with one sentence naming the file and the
// last good backup, and nothing is written to it.
import { existsSync } from 'node:fs';
import { type BackupFile, backupPlaceOf, lastGoodBackup, listBackups } from './backups.ts';
import { checkDatabaseFileInBackground, isEmptyFile } from './database-check.ts';

/** How long the start waits for quick_check; past it the start goes on and the full check after it decides. */
export const QUICK_CHECK_TIMEOUT_MS = 10_000;

export type DatabaseRefusal = {
  reason: 'damaged' | 'emptied';
  /** The database file's path. */
  database: string;
  /** SQLite's words for the damage (damaged only). */
  problem?: string;
  /** The newest backup that passes quick_check, or null. */
  lastGoodBackup: BackupFile | null;
};

/**
 * Why the file at `databasePath` must not be opened, or null when it may be: it is missing (a new data
 * folder), empty in a folder never used (no backups), or passed quick_check (or the check ran out of time).
 */
export async function checkBeforeOpening(
  databasePath: string,
  options: { quickCheckTimeoutMs?: number } = {},
): Promise<DatabaseRefusal | null> {
  const place = backupPlaceOf(databasePath);
  if (isEmptyFile(databasePath)) {
    if (listBackups(place).length === 0) return null;
    return { reason: 'emptied', database: databasePath, lastGoodBackup: lastGoodBackup(place) };
  }
  if (!existsSync(databasePath)) return null;
  const check = await checkDatabaseFileInBackground(databasePath, 'quick_check', {
    timeoutMs: options.quickCheckTimeoutMs ?? QUICK_CHECK_TIMEOUT_MS,
  });
  if ('timedOut' in check || check.ok) return null;
  return {
    reason: 'damaged',
    database: databasePath,
    problem: check.problem,
    lastGoodBackup: lastGoodBackup(place),
  };
}

/**
 * The one sentence a host prints or shows: the file, what is wrong, that nothing was written, and the last
 * good backup followed by `howToRestore` (a host's own way: a command-line option, a button).
 */
export function describeDatabaseRefusal(refusal: DatabaseRefusal, howToRestore: string): string {
  const what =
    refusal.reason === 'damaged'
      ? `it is damaged (${refusal.problem ?? 'SQLite cannot read it'})`
      : 'the file is empty (0 bytes) although this data folder has been used before';
  const backup = refusal.lastGoodBackup
    ? `the last good backup is ${refusal.lastGoodBackup.path} (${howToRestore})`
    : 'there is no good backup to restore (move the file out of the folder to start with an empty database)';
  return `JobDesk will not open its database ${refusal.database}: ${what}, and nothing was written to it; ${backup}.`;
}

/** The refusal as an error, for hosts whose start-up failures go through one path. */
export class DatabaseRefusedError extends Error {
  readonly refusal: DatabaseRefusal;
  constructor(refusal: DatabaseRefusal) {
    super(describeDatabaseRefusal(refusal, 'restore it from the command line with --restore-backup latest'));
    this.name = 'DatabaseRefusedError';
    this.refusal = refusal;
  }
}

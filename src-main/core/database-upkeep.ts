// Looking after the open database while JobDesk runs: the full integrity_check once after the start (on a
// worker thread; a failure stops every write and says so), a backup at the first start of a day (once that
// check has passed) and every 24 hours, and one when the core closes. Backups run one at a time and never
// while the database is damaged.
import type { Logger } from '../../src-shared/logger.ts';
import {
  type BackupFile,
  type BackupReason,
  backupDatabase,
  backupPlaceOf,
  lastGoodBackup,
  listBackups,
  removeUnfinishedBackups,
} from '../store/backups.ts';
import type { Db } from '../store/database.ts';
import { checkDatabaseFileInBackground } from '../store/database-check.ts';

export const DAILY_BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** What the full check found: `checking` until it ends. */
export type DatabaseHealth =
  | { state: 'checking' }
  | { state: 'sound' }
  | { state: 'damaged'; problem: string; message: string };

export type DatabaseUpkeep = {
  health(): DatabaseHealth;
  /** The backups, newest first. */
  list(): BackupFile[];
  /** Makes a backup now (after the one under way); null when the database is damaged or the backup failed (logged). */
  backUp(reason: BackupReason): Promise<BackupFile | null>;
  /** Resolves when the integrity check has ended (tests and the bench wait for it). */
  checked(): Promise<DatabaseHealth>;
  /** Stops the daily timer and waits for the backup under way; with `reason`, makes that backup last. */
  stop(finalBackup?: BackupReason): Promise<void>;
};

export type DatabaseUpkeepOptions = {
  db: Db;
  now: () => Date;
  logger: Logger;
  /** The timer of the daily backups; the platform's setInterval, unref'd, when absent. */
  every?: (ms: number, run: () => void) => () => void;
};

/** Starts the checks and the daily backups of the open file database `db`. */
export function startDatabaseUpkeep(options: DatabaseUpkeepOptions): DatabaseUpkeep {
  const { db, logger } = options;
  const place = backupPlaceOf(db.name);
  let health: DatabaseHealth = { state: 'checking' };
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;

  // A run that ended in the middle of a backup (killed, or its quit cut short) left its copy.
  removeUnfinishedBackups(place);
  const backUp = (reason: BackupReason, paced = true): Promise<BackupFile | null> => {
    const run = queue.then(async () => {
      // A damaged database is never copied into a backup that would then count as good.
      if (health.state === 'damaged' || !db.open) return null;
      try {
        return await backupDatabase(db, place, { now: options.now(), reason, paced });
      } catch (error) {
        logger.error('JobDesk could not back up its database', { reason, error: (error as Error).message });
        return null;
      }
    });
    queue = run;
    return run;
  };

  const stopChecking = new AbortController();
  const checked = checkDatabaseFileInBackground(db.name, 'integrity_check', {
    signal: stopChecking.signal,
  }).then((result) => {
    if ('timedOut' in result || result.ok) {
      if (health.state === 'checking') health = { state: 'sound' };
      return health;
    }
    // Every later write fails as on a read-only disk (the front door answers 503, sync waits): nothing
    // more goes into a file SQLite says is damaged.
    if (db.open) db.pragma('query_only = ON');
    const backup = lastGoodBackup(place);
    const message = `JobDesk's database ${db.name} failed SQLite's integrity check (${result.problem}), so JobDesk stopped writing to it; ${
      backup
        ? `the last good backup is ${backup.path}: restore it in Settings or with --restore-backup latest`
        : 'there is no good backup to restore'
    }.`;
    health = { state: 'damaged', problem: result.problem, message };
    logger.error(message);
    return health;
  });

  // The first start of a day backs up, once the full check has found the database sound: a backup made
  // before could copy damage that its own quick_check does not see, and then count as good.
  const newest = listBackups(place)[0];
  if (!newest || newest.createdAt.toDateString() !== options.now().toDateString())
    void checked.then((found) => {
      if (found.state === 'sound' && !stopped) void backUp('daily');
    });
  const every =
    options.every ??
    ((ms, run) => {
      const timer = setInterval(run, ms);
      timer.unref();
      return () => clearInterval(timer);
    });
  const stopTimer = every(DAILY_BACKUP_INTERVAL_MS, () => {
    if (!stopped) void backUp('daily');
  });

  return {
    health: () => health,
    list: () => listBackups(place),
    backUp,
    checked: () => checked,
    async stop(finalBackup) {
      if (stopped) return;
      stopped = true;
      stopTimer();
      stopChecking.abort();
      // Nothing saves while the core closes: the last backup goes at full speed.
      if (finalBackup) await backUp(finalBackup, false);
      await queue;
    },
  };
}

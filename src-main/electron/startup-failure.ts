// What the user reads when the app cannot start (its database cannot be opened, the disk is full, …):
// what happened and what to do, never a stack trace; the details go to the log.

import { DataFolderUnavailableError } from '../core/data-folder.ts';
import { restoreFromCommandLine } from '../core/restore-from-command-line.ts';
import { knownStartupProblem } from '../core/startup-problem.ts';
import { DatabaseRefusedError, describeDatabaseRefusal } from '../store/database-guard.ts';

/**
 * What to show. `restore`: the database was refused and a good backup exists; the dialog offers the
 * button that puts it back (restoreAndRelaunch), beside Quit.
 */
export type StartupFailure = {
  title: string;
  message: string;
  restore?: { database: string; backup: string; button: string };
};

/** The buttons of a refused database's dialog, the restore first (the default), Quit as the cancel. */
export const RESTORE_BUTTONS = ['Restore this backup and start', 'Quit'] as const;

export function describeStartupFailure(error: unknown, dataDir: string, logsDir: string): StartupFailure {
  // Another JobDesk holds the folder, or the folder cannot be made: its own line says which and what to do.
  if (error instanceof DataFolderUnavailableError)
    return { title: 'JobDesk could not start', message: error.message };
  // A damaged or emptied database: its one sentence, and the button that restores the last good backup.
  if (error instanceof DatabaseRefusedError) {
    const { refusal } = error;
    const backup = refusal.lastGoodBackup;
    const message = describeDatabaseRefusal(
      refusal,
      `choose “${RESTORE_BUTTONS[0]}” to put it back; the file it replaces is kept in the backups folder`,
    );
    return backup
      ? {
          title: 'JobDesk’s database is damaged',
          message,
          restore: { database: refusal.database, backup: backup.path, button: RESTORE_BUTTONS[0] },
        }
      : { title: 'JobDesk’s database is damaged', message };
  }
  const what =
    knownStartupProblem(error, dataDir) ?? 'JobDesk ran into an unexpected problem while starting.';
  return { title: 'JobDesk could not start', message: `${what}\n\nDetails are in the log in ${logsDir}.` };
}

/**
 * The dialog's answer to a refused database: with the restore button chosen, puts the backup back and
 * answers `relaunch` (the app starts again over it); otherwise, or when the restore failed, `quit` with
 * the line to show. `restore` is restoreFromCommandLine; tests pass their own.
 */
export function answerRefusedDatabase(
  failure: StartupFailure,
  chosenButton: number,
  now: Date,
  restore = restoreFromCommandLine,
): { action: 'relaunch' } | { action: 'quit'; message?: string } {
  if (failure.restore === undefined || chosenButton !== 0) return { action: 'quit' };
  const restored = restore(failure.restore.database, failure.restore.backup, { cwd: '/', now });
  return restored.ok ? { action: 'relaunch' } : { action: 'quit', message: restored.error };
}

// `--restore-backup <file|latest>` of the CLIs: puts a backup in place of the data folder's database
// before the host opens it, and says in one line what it did or why it could not.
import { err, ok, type Result } from '../../src-shared/result.ts';
import { BackupUnusableError, backupPlaceOf, findBackup, restoreDatabase } from '../store/backups.ts';
import { OPEN_MARK } from '../store/store.ts';

/**
 * Restores `named` (`latest`: the newest backup that passes quick_check; a name in the backups folder; or
 * a file's path, relative to `cwd`) over the database at `databasePath`, which must not be open. Answers
 * the line to print: what was restored and where the replaced database is kept, or why nothing was done.
 */
export function restoreFromCommandLine(
  databasePath: string,
  named: string,
  options: { cwd: string; now: Date },
): Result<string, string> {
  const place = backupPlaceOf(databasePath);
  const backup = findBackup(place, named, options.cwd);
  if (backup === null)
    return err(
      named === 'latest'
        ? `JobDesk found no good backup in ${place.folder} to restore; nothing was changed.`
        : `JobDesk found no backup ${named} (neither in ${place.folder} nor as a file); nothing was changed.`,
    );
  try {
    const { replacedKeptAs } = restoreDatabase(databasePath, backup.path, {
      now: options.now,
      openMark: OPEN_MARK,
    });
    const kept = replacedKeptAs ? `; the database it replaced is kept as ${replacedKeptAs}` : '';
    return ok(`JobDesk restored ${databasePath} from the backup ${backup.path}${kept}.`);
  } catch (error) {
    if (error instanceof BackupUnusableError) return err(`${error.message} Nothing was changed.`);
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    return err(
      `JobDesk could not restore ${backup.path} over ${databasePath}: ${(error as Error).message} (${code}).`,
    );
  }
}

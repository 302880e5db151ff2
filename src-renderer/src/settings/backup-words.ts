// The backups section's words: why a backup was made, its size, the database's health, and what a restore
// does, said before it is done.
import type { Backup, DatabaseHealth } from '../../../src-shared/schemas/backups.ts';

const REASON_WORDS: Readonly<Record<Backup['reason'], string>> = {
  daily: 'Daily',
  migration: 'Before an update',
  quit: 'When JobDesk closed',
};

export function backupReasonWords(reason: Backup['reason']): string {
  return REASON_WORDS[reason];
}

/** "12.3 MB", "456 kB": a file's size as a file manager shows it (1 kB = 1,000 bytes). */
export function backupSizeWords(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1_000))} kB`;
}

/** The database's health in one line, and whether it is a problem. */
export function databaseHealthLine(health: DatabaseHealth): { text: string; ok: boolean | null } {
  if (health.state === 'damaged')
    return {
      text: health.message ?? 'JobDesk found its database damaged and saves nothing more: restore a backup.',
      ok: false,
    };
  if (health.state === 'checking') return { text: 'JobDesk is checking its database.', ok: null };
  return { text: 'The database passed its check at start.', ok: true };
}

/** The confirm dialog of a restore; `made` is the backup's date and time as shown in its row. */
export function restoreQuestion(made: string): {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
} {
  return {
    title: `Restore the backup of ${made}?`,
    body:
      `JobDesk replaces its database with this backup: what you changed after ${made} is no longer in JobDesk. ` +
      'Changes the backup holds that were not sent to your job boards yet are sent again, once each. ' +
      'The database replaced is kept in the backups folder.',
    confirm: 'Restore this backup',
    cancel: 'Keep the current database',
  };
}

export const NO_BACKUPS_YET =
  'No backup yet: JobDesk makes the first one shortly after it starts, then one a day and one when it closes.';
export const RESTORED_RELOADING = 'Restored. JobDesk is reloading with the restored database.';

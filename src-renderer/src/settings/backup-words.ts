// The backups section's words: why a backup was made, its size, the database's health, and what a restore
// does, said before it is done. Words from the catalogs, sizes through Intl in the UI's language.
import { t } from '@lingui/core/macro';
import type { Backup, DatabaseHealth } from '../../../src-shared/schemas/backups.ts';
import { activeLanguage } from '../core/format.ts';

export function backupReasonWords(reason: Backup['reason']): string {
  if (reason === 'daily') return t`Daily`;
  if (reason === 'migration') return t`Before an update`;
  return t`When JobDesk closed`;
}

/** "12.3 MB", "456 kB" (« 12,3 Mo », « 456 ko »): a file's size as a file manager shows it (1 kB = 1,000 bytes). */
export function backupSizeWords(bytes: number): string {
  const locale = `${activeLanguage()}-CA`;
  if (bytes >= 1_000_000)
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1_000)),
  );
}

/**
 * The database's health in one line, and whether it is a problem. A damaged one's `details` are the core's
 * own sentence (SQLite's finding, the file and the last good backup), which is English: under details.
 */
export function databaseHealthLine(health: DatabaseHealth): {
  text: string;
  ok: boolean | null;
  details: string | null;
} {
  if (health.state === 'damaged')
    return {
      text: t`JobDesk found its database damaged and saves nothing more: restore a backup.`,
      ok: false,
      details: health.message ?? null,
    };
  if (health.state === 'checking')
    return { text: t`JobDesk is checking its database.`, ok: null, details: null };
  return { text: t`The database passed its check at start.`, ok: true, details: null };
}

/** The confirm dialog of a restore; `made` is the backup's date and time as shown in its row. */
export function restoreQuestion(made: string): {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
} {
  return {
    title: t`Restore the backup of ${made}?`,
    body: t`JobDesk replaces its database with this backup: what you changed after ${made} is no longer in JobDesk. Changes the backup holds that were not sent to your job boards yet are sent again, once each. The database replaced is kept in the backups folder.`,
    confirm: t`Restore this backup`,
    cancel: t`Keep the current database`,
  };
}

export function noBackupsYet(): string {
  return t`No backup yet: JobDesk makes the first one shortly after it starts, then one a day and one when it closes.`;
}

export function restoredReloading(): string {
  return t`Restored. JobDesk is reloading with the restored database.`;
}

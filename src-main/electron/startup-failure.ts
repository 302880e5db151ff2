// What the user reads when the app cannot start (its database cannot be opened, the disk is full, …):
// what happened and what to do, never a stack trace; the details go to the log.

import { DataFolderUnavailableError } from '../core/data-folder.ts';

export type StartupFailure = { title: string; message: string };

const CAUSES: readonly { codes: readonly string[]; message: (dataDir: string) => string }[] = [
  {
    codes: ['SQLITE_BUSY', 'SQLITE_LOCKED'],
    message: () =>
      'Another program is using JobDesk’s database. Close any other copy of JobDesk (or a tool reading its files) and start it again.',
  },
  {
    codes: ['SQLITE_CORRUPT', 'SQLITE_NOTADB'],
    message: (dataDir) =>
      `JobDesk’s database is damaged. Move the file jobdesk.db out of ${dataDir} to start with an empty one; changes not yet sent to the job board are in that file.`,
  },
  {
    codes: ['SQLITE_FULL', 'ENOSPC'],
    message: () => 'The disk is full. Free some space and start JobDesk again.',
  },
  {
    codes: ['SQLITE_CANTOPEN', 'SQLITE_READONLY', 'SQLITE_PERM', 'EACCES', 'EPERM', 'EROFS'],
    message: (dataDir) =>
      `JobDesk cannot write to its data folder ${dataDir}. Check that it exists and that you may write to it.`,
  },
];

export function describeStartupFailure(error: unknown, dataDir: string, logsDir: string): StartupFailure {
  // Another JobDesk holds the folder, or the folder cannot be made: its own line says which and what to do.
  if (error instanceof DataFolderUnavailableError)
    return { title: 'JobDesk could not start', message: error.message };
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const cause = CAUSES.find((entry) =>
    entry.codes.some((known) => code === known || code.startsWith(`${known}_`)),
  );
  const what = cause ? cause.message(dataDir) : 'JobDesk ran into an unexpected problem while starting.';
  return { title: 'JobDesk could not start', message: `${what}\n\nDetails are in the log in ${logsDir}.` };
}

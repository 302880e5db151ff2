// Why a host could not start, in one sentence a person can act on: for the desktop app's dialog and the
// command-line hosts' one line alike. Never a stack trace; the details go to a log.
import { DataFolderUnavailableError } from './data-folder.ts';

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

/**
 * The sentence for a known cause (another JobDesk holds the folder, a busy or damaged database, a full or
 * read-only disk), or null for anything else.
 */
export function knownStartupProblem(error: unknown, dataDir: string): string | null {
  if (error instanceof DataFolderUnavailableError) return error.message;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const cause = CAUSES.find((entry) =>
    entry.codes.some((known) => code === known || code.startsWith(`${known}_`)),
  );
  return cause ? cause.message(dataDir) : null;
}

/**
 * One line for a command-line host that could not start: `what` (the host's name), then the known cause,
 * else the error's own first line. Never a stack trace, never more than one line.
 */
export function startupFailureLine(what: string, error: unknown, dataDir: string): string {
  const known = knownStartupProblem(error, dataDir);
  const own = error instanceof Error ? error.message : String(error);
  const sentence = (known ?? own).split('\n')[0]?.trim() || 'an unexpected problem.';
  return `${what} could not start: ${sentence}`;
}

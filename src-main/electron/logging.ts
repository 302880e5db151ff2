// The shell's log: electron-log's file in the user's log folder (app.getPath('logs')), rotated at 1 MB
// into main.old.log, only its owner may read it (0600), every message redacted first.
import type { MainLogger } from 'electron-log';
import { redactForLog } from '../../src-shared/log-redaction.ts';
import { PRIVATE_FILE_MODE, tightenMode } from '../store/private-file.ts';

export const LOG_MAX_BYTES = 1024 * 1024;

export type ShellLogger = {
  info(...data: unknown[]): void;
  warn(...data: unknown[]): void;
  error(...data: unknown[]): void;
};

/** Sets up the file transport and the redaction hook; `secrets` is read at each message. */
export function configureLogging(
  log: MainLogger,
  secrets: () => readonly string[],
  options: { toConsole: boolean },
): ShellLogger {
  log.transports.file.level = 'info';
  log.transports.file.maxSize = LOG_MAX_BYTES;
  // The log folder is not JobDesk's private data folder: the file itself is 0600 from its creation (and
  // after each rotation, which creates it again); main.old.log is the same file renamed.
  log.transports.file.writeOptions = { ...log.transports.file.writeOptions, mode: PRIVATE_FILE_MODE };
  // The terminal of `npm start` shows the log too; an installed app writes only the file.
  log.transports.console.level = options.toConsole ? 'info' : false;
  log.hooks.push((message) => ({
    ...message,
    data: message.data.map((entry) => redactForLog(entry, secrets())),
  }));
  // Crashes of the main process land in the same redacted file; no dialog full of stack for the user.
  log.errorHandler.startCatching({ showDialog: false });
  // A log an earlier version left readable by others is narrowed before anything more is written to it.
  try {
    tightenMode(log.transports.file.getFile().path, PRIVATE_FILE_MODE);
  } catch (error) {
    log.warn('The log file could not be made private to this user', error);
  }
  return {
    info: (...data) => log.info(...data),
    warn: (...data) => log.warn(...data),
    error: (...data) => log.error(...data),
  };
}

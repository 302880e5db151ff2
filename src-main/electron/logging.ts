// The shell's log: electron-log's file in the user's log folder (app.getPath('logs')), rotated at 1 MB
// into main.old.log, every message redacted first.
import type { MainLogger } from 'electron-log';
import { redactForLog } from '../../src-shared/log-redaction.ts';

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
  // The terminal of `npm start` shows the log too; an installed app writes only the file.
  log.transports.console.level = options.toConsole ? 'info' : false;
  log.hooks.push((message) => ({
    ...message,
    data: message.data.map((entry) => redactForLog(entry, secrets())),
  }));
  // Crashes of the main process land in the same redacted file; no dialog full of stack for the user.
  log.errorHandler.startCatching({ showDialog: false });
  return {
    info: (...data) => log.info(...data),
    warn: (...data) => log.warn(...data),
    error: (...data) => log.error(...data),
  };
}

// What every part of JobDesk logs through: passed in like the clock and fetch, created by the host
// (stderr in browser mode, a log file in the desktop app). Never give it an API key or a description.
export type LogFields = Record<string, unknown>;

export type Logger = {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  /** `fields.error` may hold the thrown value; its stack goes to the log, never to a user. */
  error(message: string, fields?: LogFields): void;
};

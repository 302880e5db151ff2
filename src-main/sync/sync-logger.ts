// The sync engine's logger, passed in like its clock and fetch: every call it makes to the board and every
// failure. Fields carry ids, calls, statuses and the board's messages; never an API key, never a description.

import type { LogFields, Logger } from '../../src-shared/logger.ts';

export type { LogFields };
/** The one Logger of src-shared: sync needs nothing more of it. */
export type SyncLogger = Logger;

/** A logger that writes one line per entry (`sync: message key=value …`) to a console. */
export function createConsoleSyncLogger(sink: Pick<Console, 'info' | 'warn' | 'error'>): SyncLogger {
  const line = (message: string, fields: LogFields = {}) => {
    const pairs = Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${typeof value === 'string' ? JSON.stringify(value) : String(value)}`);
    return ['sync:', message, ...pairs].join(' ');
  };
  return {
    info: (message, fields) => sink.info(line(message, fields)),
    warn: (message, fields) => sink.warn(line(message, fields)),
    error: (message, fields) => sink.error(line(message, fields)),
  };
}

/** The message of anything thrown, for a log line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

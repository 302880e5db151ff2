// The sync engine's logger, passed in like its clock and fetch: every call it makes to the board and every
// failure. Fields carry ids, calls, statuses and the board's messages; never an API key, never a description.

import type { LogFields, Logger } from '../../src-shared/logger.ts';

export type { LogFields };
/** The one Logger of src-shared: sync needs nothing more of it. */
export type SyncLogger = Logger;

/** The message of anything thrown, for a log line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

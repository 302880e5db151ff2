// A sync logger for tests: keeps every entry, so a test can check what was logged (and what never was).
import type { LogFields, SyncLogger } from '../../../src-main/sync/index.ts';

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string; fields: LogFields };

export type MemoryLogger = SyncLogger & { entries: LogEntry[] };

export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (message: string, fields: LogFields = {}) => {
      entries.push({ level, message, fields });
    };
  return { entries, info: at('info'), warn: at('warn'), error: at('error') };
}

// A logger for tests: keeps every entry for assertions; errors also reach the console unless quiet,
// as an unexpected error in a test run should be seen.
import type { LogFields, Logger } from '../../src-shared/logger.ts';

export type LogEntry = { level: 'info' | 'warn' | 'error'; message: string; fields: LogFields };

export type TestLogger = Logger & { entries: LogEntry[] };

export function createTestLogger(options: { quiet?: boolean } = {}): TestLogger {
  const entries: LogEntry[] = [];
  const log =
    (level: LogEntry['level']) =>
    (message: string, fields: LogFields = {}) => {
      entries.push({ level, message, fields });
      if (level === 'error' && !options.quiet) console.error(message, fields);
    };
  return { entries, info: log('info'), warn: log('warn'), error: log('error') };
}

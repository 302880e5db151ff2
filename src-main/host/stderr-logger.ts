// The logger of the command-line hosts: one line per entry on stderr, the stack of an error after it.
// Fields that could hold a secret or a job's text are masked whatever a caller passes.
import type { LogFields, Logger } from '../../src-shared/logger.ts';

/** Field names whose values never reach a log: API keys, secrets, job descriptions. */
const MASKED_FIELD = /key|secret|password|token|description/i;

export function createStderrLogger(
  options: { write?: (line: string) => void; now?: () => Date; name?: string } = {},
): Logger {
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  const prefix = options.name ? `${options.name}: ` : '';
  const log =
    (level: string) =>
    (message: string, fields: LogFields = {}) => {
      const { error, ...rest } = fields;
      const details = Object.entries(rest)
        .map(([name, value]) => `${name}=${MASKED_FIELD.test(name) ? '***' : JSON.stringify(value)}`)
        .join(' ');
      let line = `${now().toISOString()} ${level} ${prefix}${message}${details ? ` ${details}` : ''}`;
      if (error !== undefined)
        line += `\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
      write(`${line}\n`);
    };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

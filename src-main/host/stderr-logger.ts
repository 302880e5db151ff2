// The logger of the command-line hosts: one line per entry on stderr, the stack of an error after it.
// Fields that could hold a secret or a job's text are masked whatever a caller passes, by the one rule of
// every JobDesk log (src-shared/log-redaction.ts).
import { isSecretField, REDACTED, redactForLog, redactString } from '../../src-shared/log-redaction.ts';
import type { LogFields, Logger } from '../../src-shared/logger.ts';

export function createStderrLogger(
  options: {
    write?: (line: string) => void;
    now?: () => Date;
    name?: string;
    /** Values masked wherever they appear (the keys this host knows); read at each entry. */
    secrets?: () => readonly string[];
  } = {},
): Logger {
  const secrets = options.secrets ?? (() => []);
  const write = options.write ?? ((line: string) => process.stderr.write(line));
  const now = options.now ?? (() => new Date());
  const prefix = options.name ? `${options.name}: ` : '';
  const log =
    (level: string) =>
    (message: string, fields: LogFields = {}) => {
      const { error, ...rest } = fields;
      const details = Object.entries(rest)
        .map(([name, value]) =>
          isSecretField(name)
            ? `${name}=${REDACTED}`
            : `${name}=${JSON.stringify(redactForLog(value, secrets()))}`,
        )
        .join(' ');
      let line = `${now().toISOString()} ${level} ${prefix}${redactString(message, secrets())}${details ? ` ${details}` : ''}`;
      if (error !== undefined)
        line += `\n${redactString(error instanceof Error ? (error.stack ?? error.message) : String(error), secrets())}`;
      write(`${line}\n`);
    };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

// Command-line options of browser mode (`npm run web -- …`), parsed and validated.
import '../core/english-issue-messages.ts';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { err, ok, type Result } from '../../src-shared/result.ts';
import {
  BoardAddressSchema,
  BoardApiKeySchema,
  REMOTE_URL_MESSAGES,
  refuseUnencryptedAddress,
} from '../../src-shared/schemas/app.ts';
import { pickSecret } from './secret-option.ts';

/** The environment variables that give the keys without showing them in process lists. */
export const WEB_KEY_VARIABLES = { apiKey: 'JOBDESK_API_KEY', remoteKey: 'JOBDESK_REMOTE_KEY' } as const;

const WebOptionsSchema = z
  .object({
    port: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), 5180),
    /** Absent: the user's application-data folder for JobDesk (app-data-folder.ts). */
    data: z.optional(z.string().check(z.minLength(1))),
    apiKey: z.optional(z.string().check(z.trim(), z.minLength(8, 'must be at least 8 characters'))),
    remote: z.optional(
      BoardAddressSchema.check(z.refine((url) => url !== '', 'must be an http:// or https:// URL')),
    ),
    remoteKey: z.optional(BoardApiKeySchema.check(z.minLength(1))),
    open: z.boolean(),
    build: z.boolean(),
    /** --allow-unencrypted-board: the recruiter accepts sending the key over http:// off this computer. */
    allowUnencrypted: z.boolean(),
    /** A backup to put in place of the database before starting: `latest`, a name in DIR/backups, or a file. */
    restoreBackup: z.optional(z.string().check(z.minLength(1))),
  })
  .check(refuseUnencryptedAddress('remote'));
export type WebOptions = z.infer<typeof WebOptionsSchema>;

export const WEB_USAGE = `Usage: npm run web -- [--port 5180] [--data DIR] [--api-key-file FILE]
                      [--remote URL --remote-key-file FILE] [--allow-unencrypted-board]
                      [--open] [--no-build] [--restore-backup latest|FILE]
  --port N                port on 127.0.0.1 (0 picks a free one; default 5180)
  --data DIR              JobDesk's data folder (default: the user's app-data folder, e.g. ~/.local/share/JobDesk)
  --api-key-file FILE     the key of JobDesk's local API, read from FILE (default: one made and kept in DIR)
  --remote URL            the job board to sync with, e.g. http://127.0.0.1:8787/api/v1.1
  --remote-key-file FILE  the job board's API key, read from FILE (kept in DIR/remote-key, mode 0600,
                          for this address only)
  --allow-unencrypted-board  accept an http:// --remote off this computer: the key then crosses the
                          network unencrypted (http:// to 127.0.0.1 or localhost needs no permission)
  --open                  open the default browser at the address (--no-open: do not; the default)
  --build                 build the UI first when it is missing or older than its sources
                          (npm run web passes it; --no-build serves what is built)
  --restore-backup B      before starting, put a backup in place of the database: latest (the newest
                          that passes SQLite's check), a name in DIR/backups, or a file; the database
                          it replaces is kept in DIR/backups
  --help                  this text

Keys may also come from the environment: ${WEB_KEY_VARIABLES.apiKey}, ${WEB_KEY_VARIABLES.remoteKey}.
--api-key KEY and --remote-key KEY still work, but every user of this computer can read them in
process lists (ps): prefer the files or the environment.`;

/** Parses argv (without node and the script); `env` gives the keys not given on the command line. */
export function parseWebOptions(
  argv: string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Result<WebOptions, string> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      // --no-open and --no-build; the last of --open and --no-open wins.
      allowNegative: true,
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'api-key': { type: 'string' },
        'api-key-file': { type: 'string' },
        remote: { type: 'string' },
        'remote-key': { type: 'string' },
        'remote-key-file': { type: 'string' },
        open: { type: 'boolean' },
        build: { type: 'boolean' },
        'allow-unencrypted-board': { type: 'boolean' },
        'restore-backup': { type: 'string' },
      },
    }).values;
  } catch (error) {
    return err((error as Error).message);
  }
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const apiKey = pickSecret(
    { flag: text('api-key'), file: text('api-key-file'), env: env[WEB_KEY_VARIABLES.apiKey] },
    { flag: '--api-key', fileFlag: '--api-key-file' },
  );
  if (!apiKey.ok) return apiKey;
  const remoteKey = pickSecret(
    { flag: text('remote-key'), file: text('remote-key-file'), env: env[WEB_KEY_VARIABLES.remoteKey] },
    { flag: '--remote-key', fileFlag: '--remote-key-file' },
  );
  if (!remoteKey.ok) return remoteKey;
  const result = WebOptionsSchema.safeParse({
    port: values.port,
    data: values.data,
    apiKey: apiKey.value,
    remote: values.remote,
    remoteKey: remoteKey.value,
    open: values.open === true,
    build: values.build === true,
    allowUnencrypted: values['allow-unencrypted-board'] === true,
    restoreBackup: values['restore-backup'],
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const option = String(issue?.path[0] ?? 'option').replace(
      /[A-Z]/g,
      (letter) => `-${letter.toLowerCase()}`,
    );
    const message = issue?.message ?? 'invalid value';
    // On the command line, the explicit permission is a flag.
    const how = message === REMOTE_URL_MESSAGES.unencrypted ? ' (--allow-unencrypted-board)' : '';
    return err(`Invalid --${option}: ${message}${how}`);
  }
  return ok(result.data);
}

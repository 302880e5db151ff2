// Command-line options of the standalone job board (`npm run board -- …`), parsed and validated.
import '../core/english-issue-messages.ts';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { err, ok, type Result } from '../../src-shared/result.ts';

const EmployerKeySchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1, 'An API key cannot be empty.')),
  employer: z.string().check(z.trim(), z.minLength(1, 'An employer name cannot be empty.'), z.maxLength(128)),
});
export type EmployerKey = z.infer<typeof EmployerKeySchema>;

const ConfigFileSchema = z.object({ keys: z.array(EmployerKeySchema).check(z.minLength(1)) });

const rate = z.coerce
  .number()
  .check(z.minimum(0, 'must be between 0 and 1'), z.maximum(1, 'must be between 0 and 1'));

const BoardOptionsSchema = z.object({
  port: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(65_535)), 8787),
  data: z.optional(z.string()),
  keys: z
    .array(EmployerKeySchema)
    .check(
      z.minLength(
        1,
        'Give at least one key: --key-file FILE, JOBDESK_BOARD_KEYS, --config FILE or --key KEY=Employer.',
      ),
    ),
  latencyMs: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  failRate: z._default(rate, 0),
  dropRate: z._default(rate, 0),
  lostAckRate: z._default(rate, 0),
  rateLimit: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
  seed: z.optional(z.coerce.number().check(z.int())),
  /** With --data: a backup to put in place of board.db before starting (`latest`, a name in DIR/backups, a file). */
  restoreBackup: z.optional(z.string().check(z.minLength(1))),
});
export type BoardOptions = z.infer<typeof BoardOptionsSchema>;

/** The environment variable that gives the board's keys without showing them in process lists. */
export const BOARD_KEYS_VARIABLE = 'JOBDESK_BOARD_KEYS';

export const BOARD_USAGE = `Usage: npm run board -- --port 8787 --key-file FILE [--data DIR]
  --port N           port on 127.0.0.1 (0 picks a free one; default 8787)
  --key-file FILE    API keys and their employers, one KEY=Employer a line
  --config FILE      JSON file {"keys": [{"key": "...", "employer": "..."}]}
  --key KEY=NAME     an API key and the employer it belongs to (repeatable); shows in process lists
  --data DIR         keep the jobs in DIR/board.db (default: in memory)
  --restore-backup B with --data, before starting put a backup in place of board.db: latest, a name
                     in DIR/backups, or a file (the file it replaces is kept in DIR/backups)
  --latency-ms N     delay every answer by N ms
  --fail-rate R      answer this share of requests 503 with an HTML body (0..1)
  --drop-rate R      reset this share of connections before handling the request
  --lost-ack-rate R  handle and commit this share, then reset the connection before the answer
  --rate-limit N     allow N requests per second per key, else 429 with Retry-After
  --seed N           seed of the fault injection's random choices
  --help             this text

Keys may also come from the environment: ${BOARD_KEYS_VARIABLE}, one KEY=Employer a line. --key still
works, but every user of this computer can read it in process lists (ps): prefer the files or the
environment.`;

/**
 * Parses argv (without node and the script); `env` gives keys too. A bad option is an error value with a
 * readable message.
 */
export function parseBoardOptions(
  argv: string[],
  env: Readonly<Record<string, string | undefined>> = {},
): Result<BoardOptions, string> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string' },
        key: { type: 'string', multiple: true },
        'key-file': { type: 'string' },
        config: { type: 'string' },
        data: { type: 'string' },
        'latency-ms': { type: 'string' },
        'fail-rate': { type: 'string' },
        'drop-rate': { type: 'string' },
        'lost-ack-rate': { type: 'string' },
        'rate-limit': { type: 'string' },
        seed: { type: 'string' },
        'restore-backup': { type: 'string' },
      },
    });
  } catch (error) {
    return err((error as Error).message);
  }
  const values = parsed.values as Record<string, string | string[] | undefined>;
  const keys: unknown[] = [];
  const pairs = [...((values.key as string[] | undefined) ?? [])];
  if (typeof values['key-file'] === 'string') {
    const path = values['key-file'];
    try {
      pairs.push(...keyLines(readFileSync(path, 'utf8')));
    } catch {
      return err(`Cannot read the key file ${path}.`);
    }
  }
  pairs.push(...keyLines(env[BOARD_KEYS_VARIABLE] ?? ''));
  for (const pair of pairs) {
    const separator = pair.indexOf('=');
    if (separator <= 0) return err(`A key must be given as KEY=Employer, got "${pair.replace(/./g, '*')}".`);
    keys.push({ key: pair.slice(0, separator), employer: pair.slice(separator + 1) });
  }
  if (typeof values.config === 'string') {
    const fromFile = readConfigFile(values.config);
    if (!fromFile.ok) return fromFile;
    keys.push(...fromFile.value);
  }
  const result = BoardOptionsSchema.safeParse({
    port: values.port,
    data: values.data,
    keys,
    latencyMs: values['latency-ms'],
    failRate: values['fail-rate'],
    dropRate: values['drop-rate'],
    lostAckRate: values['lost-ack-rate'],
    rateLimit: values['rate-limit'],
    seed: values.seed,
    restoreBackup: values['restore-backup'],
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const option = issue?.path.join('.') ?? 'options';
    return err(`Invalid ${option}: ${issue?.message ?? 'invalid value'}`);
  }
  if (result.data.restoreBackup !== undefined && result.data.data === undefined)
    return err('--restore-backup needs --data DIR: a board in memory has no backups.');
  return ok(result.data);
}

/** The non-blank lines of a key file or variable, each `KEY=Employer`. */
function keyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function readConfigFile(path: string): Result<EmployerKey[], string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return err(`Cannot read the config file ${path}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(`The config file ${path} is not valid JSON.`);
  }
  const result = ConfigFileSchema.safeParse(json);
  if (!result.success)
    return err(`The config file ${path} must look like {"keys": [{"key": "...", "employer": "..."}]}.`);
  return ok(result.data.keys);
}

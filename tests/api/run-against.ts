// `npm run test:api -- --base URL --key K1 --key2 K2`: runs the API cases against a running board.
// Other arguments go to vitest (e.g. `-t "GET /jobs"`).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

const USAGE = `Usage: npm run test:api -- --base http://127.0.0.1:8787/api/v1.1 --key K1 --key2 K2 [vitest options]
  --base URL   the interface's base URL, ending with /api/v1.1
  --key K1     an API key of one employer
  --key2 K2    an API key of another employer`;

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

// Not strict: options of vitest pass through, in their order, as tokens.
const { values, tokens } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  strict: false,
  tokens: true,
  options: {
    base: { type: 'string' },
    key: { type: 'string' },
    key2: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help === true) {
  console.log(USAGE);
  process.exit(0);
}
const base = typeof values.base === 'string' ? values.base : '';
const key = typeof values.key === 'string' ? values.key : '';
const key2 = typeof values.key2 === 'string' ? values.key2 : '';
if (!/^https?:\/\/.+/.test(base)) fail('Give --base, the http(s) URL of the interface.');
if (key === '' || key2 === '') fail('Give --key and --key2, API keys of two different employers.');
if (key === key2) fail('--key and --key2 must belong to two different employers.');

// Everything that is not one of our options is handed to vitest as written.
const ours = new Set(['base', 'key', 'key2', 'help']);
const forwarded: string[] = [];
for (const token of tokens) {
  if (token.kind === 'positional') forwarded.push(token.value);
  else if (token.kind === 'option' && !ours.has(token.name)) {
    forwarded.push(token.rawName);
    if (token.value !== undefined) forwarded.push(token.value);
  } else if (token.kind === 'option-terminator') forwarded.push('--');
}

const vitest = resolve(PROJECT_ROOT, 'node_modules/.bin/vitest');
const child = spawn(vitest, ['run', 'tests/api/external.test.ts', ...forwarded], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, JOBDESK_API_BASE: base, JOBDESK_API_KEY: key, JOBDESK_API_KEY2: key2 },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  console.error(`Could not start vitest: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

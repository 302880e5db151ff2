// The command-line hosts end every start-up failure with one line on stderr, never a stack trace: a wrong
// option, a data folder they cannot use, and a failure nobody foresaw (a file where a key should be).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const root = mkdtempSync(join(tmpdir(), 'jobdesk-start-failures-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Ended = { code: number | null; stdout: string; stderr: string };

function runToEnd(script: string, args: string[], env: Record<string, string> = {}): Promise<Ended> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr });
    }),
  );
}

function expectOneLine(ended: Ended, code: number, line: RegExp): void {
  expect(ended.code, ended.stderr).toBe(code);
  const lines = ended.stderr.split('\n').filter((each) => each.trim() !== '');
  expect(lines, ended.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(line);
  expect(ended.stderr).not.toMatch(/\n\s+at /);
}

const WEB = 'src-main/host/web-cli.ts';
const BOARD = 'src-main/host/board-cli.ts';

describe('a command-line host that cannot start', () => {
  it('says a wrong option in one line, pointing to --help', async () => {
    expectOneLine(await runToEnd(WEB, ['--port', 'nope', '--no-build']), 2, /^Invalid --port: .*--help/);
    expectOneLine(await runToEnd(BOARD, ['--bogus']), 2, /--bogus.*--help lists every option\)$/);
  });

  it('says in one line what it could not do with its data folder, for a failure nobody foresaw too', async () => {
    // A folder where the local API key's file should be: reading it fails in a way no check foresaw.
    const data = join(root, 'key-is-a-folder');
    mkdirSync(join(data, 'local-api-key'), { recursive: true });
    expectOneLine(
      await runToEnd(WEB, ['--port', '0', '--data', data, '--no-build', '--no-open']),
      1,
      /^JobDesk could not start: /,
    );
    // A file where the data folder should be.
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expectOneLine(await runToEnd(BOARD, ['--port', '0', '--data', file, '--key', 'KEY1=Acme']), 1, /./);
  }, 60_000);
});

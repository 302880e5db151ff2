import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Ended, runToEnd } from '../helpers/run-to-end.ts';

const root = mkdtempSync(join(tmpdir(), 'jobdesk-start-failures-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

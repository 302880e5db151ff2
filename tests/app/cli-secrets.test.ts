// The CLIs take every secret from the environment or a file, so none has to show in process lists, and
// their --help says that the flags that still take one do show there. Each CLI runs as a real process.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startCliProcess } from '../helpers/cli-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jobdesk-cli-secrets-'));
  dirs.push(dir);
  return dir;
}

/** What `ps` shows of a process: its command line. */
function commandLine(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
}

describe('the CLIs’ --help', () => {
  it.each([
    [
      'src-main/host/web-cli.ts',
      ['--api-key-file', '--remote-key-file', 'JOBDESK_API_KEY', 'JOBDESK_REMOTE_KEY'],
    ],
    ['src-main/host/board-cli.ts', ['--key-file', 'JOBDESK_BOARD_KEYS']],
  ])(
    '%s says where else keys come from and that the key flags show in process lists',
    async (script, names) => {
      const { stdout } = await run(process.execPath, [script, '--help'], { cwd: PROJECT_ROOT });
      expect(stdout).toMatch(/process lists \(ps\)/);
      for (const name of names) expect(stdout).toContain(name);
    },
  );
});

describe('keys from the environment and from files', () => {
  it('serves the board with keys from JOBDESK_BOARD_KEYS, none of them on its command line', async () => {
    const key = randomApiKey('board');
    const board = await startCliProcess({
      name: 'board',
      script: 'src-main/host/board-cli.ts',
      args: ['--port', '0'],
      env: { JOBDESK_BOARD_KEYS: `${key}=Acme Staffing` },
      readyLine: /^JobDesk board listening on (\S+)$/,
      startTimeoutMs: 20_000,
    });
    try {
      expect(commandLine(board.pid)).not.toContain(key);
      const answer = await fetch(`${board.address}/jobs`, { headers: { 'API-Key': key } });
      expect(answer.status).toBe(200);
    } finally {
      await board.stop();
    }
  }, 30_000);

  it('starts browser mode with its local key from JOBDESK_API_KEY and the board key from a file', async () => {
    const data = tempDir();
    const localKey = randomApiKey('local');
    const boardKey = randomApiKey('board');
    const keyFile = join(tempDir(), 'board-key');
    writeFileSync(keyFile, `${boardKey}\n`, { mode: 0o600 });
    const core = await startCliProcess({
      name: 'JobDesk core',
      script: 'src-main/host/web-cli.ts',
      args: ['--port', '0', '--data', data, '--no-open', '--no-build'].concat([
        '--remote',
        'http://127.0.0.1:9/api/v1.1',
        '--remote-key-file',
        keyFile,
      ]),
      env: { JOBDESK_API_KEY: localKey },
      readyLine: /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+)/,
      startTimeoutMs: 30_000,
    });
    try {
      const shown = commandLine(core.pid);
      expect(shown).not.toContain(localKey);
      expect(shown).not.toContain(boardKey);
      const settings = await fetch(`${core.address}/app/v1/settings`, { headers: { 'API-Key': localKey } });
      expect(await settings.json()).toEqual({ remoteUrl: 'http://127.0.0.1:9/api/v1.1', hasApiKey: true });
    } finally {
      await core.stop();
    }
  }, 40_000);
});

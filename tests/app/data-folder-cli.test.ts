import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCoreProcess } from '../crash/core-process.ts';
import { startBoardProcess } from '../helpers/board-process.ts';
import { type Ended, runToEnd } from '../helpers/run-to-end.ts';
import { mountTmpfs } from '../helpers/small-tmpfs.ts';

const root = mkdtempSync(join(tmpdir(), 'jobdesk-folder-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const webCli = (data: string) =>
  runToEnd('src-main/host/web-cli.ts', ['--no-build', '--port', '0', '--data', data]);
const boardCli = (data: string) =>
  runToEnd('src-main/host/board-cli.ts', ['--port', '0', '--key', 'K=Acme', '--data', data]);

function expectOneLine(ended: Ended, line: string): void {
  expect(ended.code, ended.stderr).toBe(1);
  expect(ended.stdout).toBe('');
  expect(ended.stderr).toBe(`${line}\n`);
}

describe('one process per data folder', () => {
  it('refuses a second browser-mode core and a board on a folder a core holds, each with one line naming it and the pid', async () => {
    const data = join(root, 'held');
    const holder = await startCoreProcess({ dataDir: data, localKey: 'a'.repeat(48) });
    try {
      const line = `JobDesk's data folder ${data} is in use by process ${holder.pid} (JobDesk browser mode): stop that one first, or give this one another data folder.`;
      const second = await webCli(data);
      expectOneLine(second, line);
      expectOneLine(await boardCli(data), line);
      // "At once": it never waits for the holder; the bound leaves room for node's own start on a loaded machine.
      expect(second.ms).toBeLessThan(10_000);
      // The holder kept serving, untouched by the refused ones.
      expect((await fetch(`${holder.origin}/api/v1.1/jobs`)).status).toBe(401);
    } finally {
      await holder.stop();
    }
  }, 60_000);

  it('starts at once on a folder whose holder was killed with SIGKILL', async () => {
    const data = join(root, 'killed');
    const first = await startCoreProcess({ dataDir: data, localKey: 'b'.repeat(48) });
    await first.kill();
    const next = await startCoreProcess({ dataDir: data, localKey: 'b'.repeat(48) });
    try {
      expect(next.output()).not.toContain('in use');
      expect(
        (await fetch(`${next.origin}/api/v1.1/jobs`, { headers: { 'API-Key': 'b'.repeat(48) } })).status,
      ).toBe(200);
    } finally {
      await next.stop();
    }
  }, 60_000);

  it('refuses a core on a folder a board holds', async () => {
    const data = join(root, 'board-held');
    const board = await startBoardProcess({ keys: [{ key: 'K', employer: 'Acme' }], dataDir: data });
    try {
      expectOneLine(
        await webCli(data),
        `JobDesk's data folder ${data} is in use by process ${board.pid} (the JobDesk board): stop that one first, or give this one another data folder.`,
      );
    } finally {
      await board.stop();
    }
  }, 60_000);

  it('keeps the folder 0700 and every file in it 0600 once a core has run in it', async () => {
    if (process.platform === 'win32') return;
    const data = join(root, 'private');
    const core = await startCoreProcess({ dataDir: data, localKey: 'c'.repeat(48) });
    const files = ['jobdesk.db', 'jobdesk.db-wal', 'jobdesk.db-shm', 'jobdesk.lock', 'jobdesk.lock-holder'];
    try {
      expect(statSync(data).mode & 0o777).toBe(0o700);
      for (const file of files) expect(statSync(join(data, file)).mode & 0o777, file).toBe(0o600);
    } finally {
      await core.stop();
    }
  }, 60_000);
});

describe('a data folder that cannot be used', () => {
  it('ends browser mode and the board with one line when a file stands where a folder should be (ENOTDIR)', async () => {
    // Root ignores permission bits, so a file in the path is the reliable way to a folder that cannot be made.
    const file = join(root, 'not-a-folder');
    writeFileSync(file, '');
    const data = join(file, 'JobDesk');
    const line = `JobDesk cannot use the data folder ${data}: a part of its path is a file, not a folder (ENOTDIR).`;
    expectOneLine(await webCli(data), line);
    expectOneLine(await boardCli(data), line);
  }, 30_000);

  it('ends browser mode and the board with one line on a read-only disk (EROFS)', async (context) => {
    const mount = mountTmpfs({ sizeKb: 256, readOnly: true });
    if (!mount.ok) {
      console.log(`Skipped the read-only tmpfs case: ${mount.reason}`);
      context.skip();
      return;
    }
    try {
      const data = join(mount.path, 'JobDesk');
      const line = `JobDesk cannot use the data folder ${data}: the disk it is on is read-only (EROFS).`;
      expectOneLine(await webCli(data), line);
      expectOneLine(await boardCli(data), line);
    } finally {
      mount.unmount();
    }
  }, 30_000);
});

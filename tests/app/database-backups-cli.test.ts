import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startCoreProcess } from '../crash/core-process.ts';
import { startBoardProcess } from '../helpers/board-process.ts';
import { startCliProcess } from '../helpers/cli-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { runToEnd } from '../helpers/run-to-end.ts';

const _PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const LOCAL_KEY = 'c'.repeat(48);
const root = mkdtempSync(join(tmpdir(), 'jobdesk-backups-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A data folder a core has used: one job saved, its daily backup made, then a clean stop (its quit backup). */
async function usedFolder(name: string): Promise<string> {
  const data = join(root, name);
  const core = await startCoreProcess({ dataDir: data, localKey: LOCAL_KEY });
  try {
    const created = await fetch(`${core.origin}/api/v1.1/jobs`, {
      method: 'POST',
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(validJobBody({ title: 'Line Cook kept in the backup' })),
    });
    expect(created.status).toBe(201);
    // The first start of the day backs up once the full check has passed.
    await vi.waitFor(
      async () => {
        const listed = await fetch(`${core.origin}/app/v1/backups`, { headers: { 'API-Key': LOCAL_KEY } });
        expect(((await listed.json()) as { data: unknown[] }).data).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
  } finally {
    expect(await core.stop()).toBe(0);
  }
  return data;
}

/** Random bytes over ten pages in the middle of the file. */
function damagePages(path: string): void {
  const pageSize = 4096;
  const middle = Math.floor(statSync(path).size / pageSize / 2);
  const fd = openSync(path, 'r+');
  try {
    for (let page = middle; page < middle + 10; page += 1) {
      const garbage = Buffer.from(Array.from({ length: pageSize }, () => Math.floor(Math.random() * 256)));
      writeSync(fd, garbage, 0, pageSize, page * pageSize);
    }
  } finally {
    closeSync(fd);
  }
}

const newestBackup = (data: string) =>
  join(
    data,
    'backups',
    readdirSync(join(data, 'backups'))
      .filter((name) => /^jobdesk-\d{4}-.*-(daily|quit|migration)\.db$/.test(name))
      .sort()
      .at(-1) as string,
  );

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The tests run in order: the first makes the used folder the others copy.
describe('a damaged or emptied database from the command line', () => {
  let used: string;

  it('keeps a daily and a quit backup of a folder in use, each 0600 in a 0700 backups folder', async () => {
    used = await usedFolder('used');
    const names = readdirSync(join(used, 'backups')).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^jobdesk-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-daily\.db$/);
    expect(names[1]).toMatch(/-quit\.db$/);
    expect(statSync(join(used, 'backups')).mode & 0o777).toBe(0o700);
    for (const name of names) expect(statSync(join(used, 'backups', name)).mode & 0o777).toBe(0o600);
  }, 60_000);

  it('refuses a database with garbage pages with exactly one line naming the file and the last good backup, and writes nothing to it', async () => {
    const data = join(root, 'damaged');
    rmSync(data, { recursive: true, force: true });
    usedFolderCopy(used, data);
    const database = join(data, 'jobdesk.db');
    damagePages(database);
    const before = readFileSync(database);
    const ended = await runToEnd('src-main/host/web-cli.ts', ['--no-build', '--port', '0', '--data', data]);
    expect(ended.code).toBe(1);
    expect(ended.stdout).toBe('');
    expect(ended.stderr).toMatch(
      new RegExp(
        `^JobDesk will not open its database ${literally(database)}: it is damaged \\([^\\n]+\\), and nothing was written to it; the last good backup is ${literally(newestBackup(data))} \\(restore it from the command line with --restore-backup latest\\)\\.\\n$`,
      ),
    );
    expect(readFileSync(database).equals(before)).toBe(true);
  }, 60_000);

  it('refuses a database emptied to 0 bytes in a folder used before, with one line', async () => {
    const data = join(root, 'emptied');
    usedFolderCopy(used, data);
    writeFileSync(join(data, 'jobdesk.db'), '');
    const ended = await runToEnd('src-main/host/web-cli.ts', ['--no-build', '--port', '0', '--data', data]);
    expect(ended.code).toBe(1);
    expect(ended.stdout).toBe('');
    expect(ended.stderr).toBe(
      `JobDesk will not open its database ${join(data, 'jobdesk.db')}: the file is empty (0 bytes) although this data folder has been used before, and nothing was written to it; the last good backup is ${newestBackup(data)} (restore it from the command line with --restore-backup latest).\n`,
    );
    expect(statSync(join(data, 'jobdesk.db')).size).toBe(0);
  }, 60_000);

  it('refuses a damaged board.db of the board with --data, with one line', async () => {
    const data = join(root, 'board');
    const board = await startBoardProcess({ keys: [{ key: 'K', employer: 'Acme' }], dataDir: data });
    await board.stop();
    damagePages(join(data, 'board.db'));
    const ended = await runToEnd('src-main/host/board-cli.ts', [
      '--port',
      '0',
      '--key',
      'K=Acme',
      '--data',
      data,
    ]);
    expect(ended.code).toBe(1);
    expect(ended.stdout).toBe('');
    expect(ended.stderr).toMatch(
      new RegExp(
        `^JobDesk will not open its database ${literally(join(data, 'board.db'))}: it is damaged [^\\n]+\\.\\n$`,
      ),
    );
  }, 60_000);

  it('restores the last good backup with --restore-backup latest and starts with the jobs it held', async () => {
    const data = join(root, 'damaged');
    const core = await startCoreProcessWith(data, ['--restore-backup', 'latest']);
    try {
      expect(core.output()).toMatch(
        new RegExp(
          `JobDesk restored ${literally(join(data, 'jobdesk.db'))} from the backup ${literally(join(data, 'backups'))}/jobdesk-[^ ]+-quit\\.db; the database it replaced is kept as ${literally(join(data, 'backups'))}/jobdesk-replaced-[^ ]+\\.db\\.`,
        ),
      );
      const list = await fetch(`${core.origin}/api/v1.1/jobs`, { headers: { 'API-Key': LOCAL_KEY } });
      const body = (await list.json()) as { data: { title: string }[] };
      expect(body.data.map((job) => job.title)).toEqual(['Line Cook kept in the backup']);
    } finally {
      await core.stop();
    }
  }, 60_000);

  it('says in one line that there is no such backup, and changes nothing', async () => {
    const data = join(root, 'emptied');
    const ended = await runToEnd('src-main/host/web-cli.ts', [
      '--no-build',
      '--port',
      '0',
      '--data',
      data,
      '--restore-backup',
      'no-such-file.db',
    ]);
    expect(ended.code).toBe(1);
    expect(ended.stderr).toBe(
      `JobDesk found no backup no-such-file.db (neither in ${join(data, 'backups')} nor as a file); nothing was changed.\n`,
    );
    expect(statSync(join(data, 'jobdesk.db')).size).toBe(0);
  }, 60_000);
});

/** A copy of a used data folder (its database and backups), so each test damages its own. */
function usedFolderCopy(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

/** The core started with more options than startCoreProcess gives. */
async function startCoreProcessWith(data: string, extra: string[]) {
  const core = await startCliProcess({
    name: 'core',
    script: 'src-main/host/web-cli.ts',
    args: ['--port', '0', '--no-open', '--data', data, '--api-key', LOCAL_KEY, ...extra],
    readyLine: /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+)\/\?token=[0-9a-f]+$/,
    startTimeoutMs: 30_000,
  });
  return { origin: core.address, output: core.output, stop: () => core.stop('SIGTERM') };
}

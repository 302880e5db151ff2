import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { backupDatabase, backupPlaceOf } from './backups.ts';
import { checkBeforeOpening, describeDatabaseRefusal } from './database-guard.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A used data folder: a database of some hundreds of pages, and one backup of it. */
async function usedFolder(): Promise<{ path: string; backup: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'jobdesk-guard-'));
  folders.push(folder);
  const path = join(folder, 'jobdesk.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE jobs (id INTEGER PRIMARY KEY, title TEXT)');
  const insert = db.prepare('INSERT INTO jobs (title) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 5000; i += 1) insert.run(`Job ${i} ${'x'.repeat(300)}`);
  })();
  const backup = await backupDatabase(db, backupPlaceOf(path), { now: new Date(), reason: 'daily' });
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return { path, backup: backup.path };
}

/** Random bytes over `pages` pages in the middle of the file, as a failing disk leaves them. */
function damagePages(path: string, pages: number): void {
  const pageSize = 4096;
  const middle = Math.floor(statSync(path).size / pageSize / 2);
  const fd = openSync(path, 'r+');
  try {
    for (let page = middle; page < middle + pages; page += 1) {
      const garbage = Buffer.alloc(pageSize);
      for (let i = 0; i < pageSize; i += 1) garbage[i] = Math.floor(Math.random() * 256);
      writeSync(fd, garbage, 0, pageSize, page * pageSize);
    }
  } finally {
    closeSync(fd);
  }
}

describe('the check before opening', { timeout: 30_000 }, () => {
  it('refuses a database with garbage pages, naming the file and the last good backup, and writes nothing to it', async () => {
    const { path, backup } = await usedFolder();
    damagePages(path, 10);
    const before = readFileSync(path);
    const refusal = await checkBeforeOpening(path);
    expect(refusal).toMatchObject({ reason: 'damaged', database: path });
    expect(refusal?.lastGoodBackup?.path).toBe(backup);
    const line = describeDatabaseRefusal(
      refusal as NonNullable<typeof refusal>,
      'use --restore-backup latest',
    );
    expect(line).toMatch(
      new RegExp(
        `^JobDesk will not open its database ${path}: it is damaged \\(.+\\), and nothing was written to it; the last good backup is ${backup} \\(use --restore-backup latest\\)\\.$`,
      ),
    );
    expect(line).not.toContain('\n');
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('refuses a database emptied to 0 bytes in a folder that holds backups', async () => {
    const { path, backup } = await usedFolder();
    writeFileSync(path, '');
    const refusal = await checkBeforeOpening(path);
    expect(refusal).toMatchObject({ reason: 'emptied', database: path });
    expect(refusal?.lastGoodBackup?.path).toBe(backup);
    expect(statSync(path).size).toBe(0);
  });

  it('lets a new folder start: no file, or an empty file where no backup was ever made', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jobdesk-guard-new-'));
    folders.push(folder);
    expect(await checkBeforeOpening(join(folder, 'jobdesk.db'))).toBeNull();
    writeFileSync(join(folder, 'jobdesk.db'), '');
    expect(await checkBeforeOpening(join(folder, 'jobdesk.db'))).toBeNull();
  });

  it('lets a sound database open', async () => {
    const { path } = await usedFolder();
    expect(await checkBeforeOpening(path)).toBeNull();
  });

  it('says when there is no good backup to restore', async () => {
    const { path, backup } = await usedFolder();
    damagePages(path, 10);
    writeFileSync(backup, Buffer.alloc(8192, 0x33));
    const refusal = await checkBeforeOpening(path);
    expect(refusal?.lastGoodBackup).toBeNull();
    expect(describeDatabaseRefusal(refusal as NonNullable<typeof refusal>, 'x')).toContain(
      'there is no good backup to restore (move the file out of the folder to start with an empty database).',
    );
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BACKUPS_KEPT,
  BackupUnusableError,
  backupDatabase,
  backupDatabaseNow,
  backupPlaceOf,
  findBackup,
  lastGoodBackup,
  listBackups,
  removeUnfinishedBackups,
  restoreDatabase,
} from './backups.ts';
import { checkDatabaseFile } from './database-check.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A WAL database file with a table of `rows` rows, as JobDesk's store keeps it. */
function databaseWith(rows: number): { path: string; db: Database.Database } {
  const folder = mkdtempSync(join(tmpdir(), 'jobdesk-backups-'));
  folders.push(folder);
  const path = join(folder, 'jobdesk.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec(
    'CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL); CREATE TABLE jobs (id INTEGER PRIMARY KEY, title TEXT)',
  );
  const insert = db.prepare('INSERT INTO jobs (title) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < rows; i += 1) insert.run(`Job ${i} ${'x'.repeat(300)}`);
  })();
  return { path, db };
}

const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 2, minute, 0, 0));
const countJobs = (path: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

// Each backup starts a worker thread at the lowest priority: on a busy machine a few take seconds.
describe('backups', { timeout: 30_000 }, () => {
  it('keeps the newest seven, each 0600 in a 0700 folder, named so that they sort by time', async () => {
    const { path, db } = databaseWith(10);
    const place = backupPlaceOf(path);
    for (let minute = 0; minute < 10; minute += 1)
      await backupDatabase(db, place, { now: at(minute), reason: minute % 2 === 0 ? 'daily' : 'quit' });
    db.close();
    const kept = listBackups(place);
    expect(kept).toHaveLength(BACKUPS_KEPT);
    expect(kept.map((backup) => backup.createdAt.getTime())).toEqual(
      [9, 8, 7, 6, 5, 4, 3].map((minute) => at(minute).getTime()),
    );
    expect(kept[0]?.name).toBe('jobdesk-2026-12-06T02-09-00-000Z-quit.db');
    // Nothing but the seven: no -wal, -shm or partial copy beside them.
    expect(readdirSync(place.folder).sort()).toEqual(kept.map((backup) => backup.name).sort());
    expect(statSync(place.folder).mode & 0o777).toBe(0o700);
    for (const backup of kept) {
      expect(statSync(backup.path).mode & 0o777).toBe(0o600);
      expect(backup.sizeBytes).toBe(statSync(backup.path).size);
      expect(checkDatabaseFile(backup.path, 'quick_check')).toEqual({ ok: true });
    }
  });

  it('backs up while writes go on, and holds every write committed before it finished', async () => {
    const { path, db } = databaseWith(3000);
    const insert = db.prepare('INSERT INTO jobs (title) VALUES (?)');
    const writes = setInterval(() => insert.run('written during the backup'), 0);
    try {
      const backup = await backupDatabase(db, backupPlaceOf(path), { now: at(0), reason: 'daily' });
      clearInterval(writes);
      const inBackup = countJobs(backup.path);
      expect(inBackup).toBeGreaterThanOrEqual(3000);
      expect(inBackup).toBeLessThanOrEqual(
        (db.prepare('SELECT count(*) AS n FROM jobs').get() as { n: number }).n,
      );
    } finally {
      clearInterval(writes);
      db.close();
    }
  });

  it('deletes the copy a backup cut short left, and nothing else', async () => {
    const { path, db } = databaseWith(5);
    const place = backupPlaceOf(path);
    const kept = await backupDatabase(db, place, { now: at(0), reason: 'daily' });
    db.close();
    const left = join(place.folder, '.jobdesk-2026-12-06T02-01-00-000Z-quit.db.partial');
    writeFileSync(left, 'half a copy');
    writeFileSync(`${left}-journal`, '');
    removeUnfinishedBackups(place);
    expect(readdirSync(place.folder)).toEqual([kept.name]);
  });

  it('backs up at once before a migration, with VACUUM INTO', () => {
    const { path, db } = databaseWith(5);
    const backup = backupDatabaseNow(db, backupPlaceOf(path), { now: at(1), reason: 'migration' });
    db.close();
    expect(backup.reason).toBe('migration');
    expect(countJobs(backup.path)).toBe(5);
    expect(statSync(backup.path).mode & 0o777).toBe(0o600);
  });

  it('counts only a backup that passes quick_check as the last good one', async () => {
    const { path, db } = databaseWith(200);
    const place = backupPlaceOf(path);
    const older = await backupDatabase(db, place, { now: at(0), reason: 'daily' });
    const newer = await backupDatabase(db, place, { now: at(1), reason: 'daily' });
    db.close();
    writeFileSync(newer.path, Buffer.alloc(statSync(newer.path).size, 0x5a));
    expect(lastGoodBackup(place)?.path).toBe(older.path);
    expect(findBackup(place, 'latest', '/')?.path).toBe(older.path);
    expect(findBackup(place, newer.name, '/')?.path).toBe(newer.path);
    expect(findBackup(place, 'no-such-backup.db', '/')).toBeNull();
  });

  it('restores a backup in place of the database, keeps the one replaced, and marks it as after an unclean stop', async () => {
    const { path, db } = databaseWith(10);
    const backup = await backupDatabase(db, backupPlaceOf(path), { now: at(0), reason: 'daily' });
    db.prepare('INSERT INTO jobs (title) VALUES (?)').run('after the backup');
    db.close();
    const { replacedKeptAs } = restoreDatabase(path, backup.path, { now: at(5), openMark: 'store.open' });
    expect(countJobs(path)).toBe(10);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(replacedKeptAs).toBe(
      join(backupPlaceOf(path).folder, 'jobdesk-replaced-2026-12-06T02-05-00-000Z.db'),
    );
    expect(countJobs(replacedKeptAs as string)).toBe(11);
    const restored = new Database(path, { readonly: true });
    expect(restored.prepare("SELECT value FROM settings WHERE key = 'store.open'").get()).toEqual({
      value: 'open',
    });
    restored.close();
    // The replaced database is not one of the backups.
    expect(listBackups(backupPlaceOf(path)).map((found) => found.path)).toEqual([backup.path]);
  });

  it('refuses to restore a damaged backup and leaves the database as it was', async () => {
    const { path, db } = databaseWith(10);
    const backup = await backupDatabase(db, backupPlaceOf(path), { now: at(0), reason: 'daily' });
    db.pragma('wal_checkpoint(TRUNCATE)');
    db.close();
    writeFileSync(backup.path, Buffer.alloc(8192, 0x33));
    const before = readFileSync(path);
    expect(() => restoreDatabase(path, backup.path, { now: at(5), openMark: 'store.open' })).toThrow(
      BackupUnusableError,
    );
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});

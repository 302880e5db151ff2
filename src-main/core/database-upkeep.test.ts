import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../../tests/sync/helpers/memory-logger.ts';
import { backupDatabase, backupPlaceOf, listBackups } from '../store/backups.ts';
import { DAILY_BACKUP_INTERVAL_MS, startDatabaseUpkeep } from './database-upkeep.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database whose index `tv` holds every even `marker-NNNNN` of table t. */
function markersDatabase(): string {
  const folder = mkdtempSync(join(tmpdir(), 'jobdesk-upkeep-'));
  folders.push(folder);
  const path = join(folder, 'jobdesk.db');
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  db.transaction(() => {
    for (let i = 0; i < 2000; i += 2) insert.run(`marker-${String(i).padStart(5, '0')}`);
  })();
  db.exec('CREATE INDEX tv ON t (v)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return path;
}

/**
 * Damage quick_check does not see and integrity_check does: one index entry changed to a value no row has,
 * still in order (marker-01000 becomes marker-01001), so every page is well formed.
 */
function unhookIndexEntry(path: string): void {
  const bytes = readFileSync(path);
  const needle = Buffer.from('marker-01000');
  const inIndex = bytes.lastIndexOf(needle);
  bytes[inIndex + needle.length - 1] = '1'.charCodeAt(0);
  writeFileSync(path, bytes);
}

const noTimer = () => () => {};

describe('the database upkeep', { timeout: 30_000 }, () => {
  it('backs up at the first start of a day, not again that day, then every 24 hours and on stop', async () => {
    const path = markersDatabase();
    const place = backupPlaceOf(path);
    const db = new Database(path);
    const morning = new Date(2026, 11, 6, 9, 0);
    let now = morning;
    let tick = () => {};
    const first = startDatabaseUpkeep({
      db,
      now: () => now,
      logger: createMemoryLogger(),
      every: (ms, run) => {
        expect(ms).toBe(DAILY_BACKUP_INTERVAL_MS);
        tick = run;
        return () => {};
      },
    });
    await vi.waitFor(() => expect(listBackups(place).map((backup) => backup.reason)).toEqual(['daily']), {
      timeout: 10_000,
    });
    now = new Date(2026, 11, 7, 9, 0);
    tick();
    await first.stop('quit');
    expect(listBackups(place).map((backup) => backup.reason)).toEqual(['quit', 'daily', 'daily']);

    // A later start on the same day as the newest backup makes none.
    const again = startDatabaseUpkeep({ db, now: () => now, logger: createMemoryLogger(), every: noTimer });
    await again.stop();
    expect(listBackups(place)).toHaveLength(3);
    expect(await again.checked()).toEqual({ state: 'sound' });
    db.close();
  });

  it('stops every write and says so when the full check finds damage quick_check missed', async () => {
    const path = markersDatabase();
    const sound = new Database(path);
    await backupDatabase(sound, backupPlaceOf(path), { now: new Date(), reason: 'daily' });
    sound.close();
    unhookIndexEntry(path);
    const db = new Database(path);
    const logger = createMemoryLogger();
    const upkeep = startDatabaseUpkeep({ db, now: () => new Date(), logger, every: noTimer });
    const health = await upkeep.checked();
    expect(health).toMatchObject({ state: 'damaged', problem: 'row 501 missing from index tv' });
    expect(() => db.prepare('INSERT INTO t (v) VALUES (?)').run('after the check')).toThrow(
      /readonly database/,
    );
    const backup = listBackups(backupPlaceOf(path))[0]?.path;
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: `JobDesk's database ${path} failed SQLite's integrity check (row 501 missing from index tv), so JobDesk stopped writing to it; the last good backup is ${backup}: restore it in Settings or with --restore-backup latest.`,
        fields: {},
      },
    ]);
    // No backup is made of a damaged database, on stop either.
    await upkeep.stop('quit');
    expect(listBackups(backupPlaceOf(path))).toHaveLength(1);
    db.close();
  });
});

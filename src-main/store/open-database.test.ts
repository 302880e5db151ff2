import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupPlaceOf, listBackups } from './backups.ts';
import { DatabaseTooNewError, readSchemaVersion } from './migrate.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import { openDatabase, SERVING_BUSY_TIMEOUT_MS } from './open-database.ts';

describe('openDatabase', () => {
  let directory = '';
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'jobdesk-store-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('opens a file with WAL, synchronous FULL, foreign keys, a busy timeout and the latest schema', () => {
    const db = openDatabase(join(directory, 'jobdesk.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      // Milliseconds: a busy database is answered 503, never waited for with the event loop asleep.
      expect(db.pragma('busy_timeout', { simple: true })).toBe(SERVING_BUSY_TIMEOUT_MS);
      expect(SERVING_BUSY_TIMEOUT_MS).toBeLessThanOrEqual(20);
      expect(readSchemaVersion(db)).toBe(MIGRATIONS.length);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
    }
  });

  it('backs up a database a migration will change before migrating it, and neither a new nor a current one', () => {
    const path = join(directory, 'jobdesk.db');
    const now = () => new Date(Date.UTC(2026, 11, 6, 3, 0, 0));
    const older = openDatabase(path, { migrations: MIGRATIONS.slice(0, 2), backupBeforeMigrating: { now } });
    older.prepare("INSERT INTO settings (key, value) VALUES ('kept', 'yes')").run();
    older.close();
    expect(listBackups(backupPlaceOf(path))).toEqual([]);

    const db = openDatabase(path, { backupBeforeMigrating: { now } });
    db.close();
    const backups = listBackups(backupPlaceOf(path));
    expect(backups.map((backup) => backup.name)).toEqual(['jobdesk-2026-12-06T03-00-00-000Z-migration.db']);
    const backup = new Database(backups[0]?.path as string, { readonly: true });
    expect(readSchemaVersion(backup)).toBe(2);
    expect(backup.prepare("SELECT value FROM settings WHERE key = 'kept'").get()).toEqual({ value: 'yes' });
    backup.close();

    openDatabase(path, { backupBeforeMigrating: { now } }).close();
    expect(listBackups(backupPlaceOf(path))).toHaveLength(1);
  });

  it('creates the database, its -wal and its -shm readable by their owner only (0600)', () => {
    const path = join(directory, 'jobdesk.sqlite');
    const db = openDatabase(path);
    try {
      db.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
      for (const file of [path, `${path}-wal`, `${path}-shm`])
        expect(statSync(file).mode & 0o777, file).toBe(0o600);
    } finally {
      db.close();
    }
  });

  it('narrows a database and -wal found readable by others to 0600, keeping what they hold', () => {
    const path = join(directory, 'jobdesk.sqlite');
    const first = openDatabase(path);
    first.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
    first.close();
    chmodSync(path, 0o644);
    const second = openDatabase(path);
    try {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      expect(second.prepare('SELECT value FROM settings').pluck().get()).toBe('dark');
    } finally {
      second.close();
    }
  });

  it('keeps what was committed when the file is opened again, and does not migrate twice', () => {
    const path = join(directory, 'jobdesk.sqlite');
    const first = openDatabase(path);
    first.prepare("INSERT INTO settings (key, value) VALUES ('theme', 'dark')").run();
    first.close();
    const second = openDatabase(path);
    try {
      expect(second.prepare('SELECT value FROM settings').pluck().get()).toBe('dark');
      expect(readSchemaVersion(second)).toBe(MIGRATIONS.length);
    } finally {
      second.close();
    }
  });

  it('refuses a file written by a newer app and leaves it untouched', () => {
    const path = join(directory, 'newer.sqlite');
    const raw = new Database(path);
    raw.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    raw.close();
    expect(() => openDatabase(path)).toThrow(DatabaseTooNewError);
    const check = new Database(path);
    expect(readSchemaVersion(check)).toBe(MIGRATIONS.length + 1);
    check.close();
  });

  it('opens an in-memory database with synchronous FULL and foreign keys', () => {
    const db = openDatabase(':memory:');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });
});

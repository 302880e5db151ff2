import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatabaseTooNewError, readSchemaVersion } from './migrate.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import { openDatabase } from './open-database.ts';

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
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(readSchemaVersion(db)).toBe(MIGRATIONS.length);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      db.close();
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

import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { DatabaseTooNewError, type Migration, migrate, readSchemaVersion } from './migrate.ts';

const createA: Migration = { version: 1, name: 'a', up: (db) => void db.exec('CREATE TABLE a (x INTEGER)') };
const createB: Migration = { version: 2, name: 'b', up: (db) => void db.exec('CREATE TABLE b (x INTEGER)') };
const tableNames = (db: Db) =>
  db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();

describe('migrate', () => {
  let db: Db;
  afterEach(() => db.close());

  it('applies every migration in order and records the last version', () => {
    db = new Database(':memory:');
    expect(migrate(db, [createA, createB])).toEqual({ from: 0, to: 2, applied: ['1-a', '2-b'] });
    expect(readSchemaVersion(db)).toBe(2);
    expect(tableNames(db)).toEqual(['a', 'b']);
  });

  it('applies only the migrations a database does not have yet', () => {
    db = new Database(':memory:');
    migrate(db, [createA]);
    expect(migrate(db, [createA, createB])).toEqual({ from: 1, to: 2, applied: ['2-b'] });
  });

  it('changes nothing on an up-to-date database', () => {
    db = new Database(':memory:');
    migrate(db, [createA, createB]);
    const before = db.serialize();
    expect(migrate(db, [createA, createB]).applied).toEqual([]);
    expect(db.serialize().equals(before)).toBe(true);
  });

  it('refuses a database newer than the app with a clear error', () => {
    db = new Database(':memory:');
    db.pragma('user_version = 5');
    expect(() => migrate(db, [createA, createB])).toThrow(DatabaseTooNewError);
    expect(() => migrate(db, [createA, createB])).toThrow(
      /schema version 5, newer than this app supports \(2\)/,
    );
    expect(tableNames(db)).toEqual([]);
  });

  it('rolls a failing migration back entirely and keeps the previous version', () => {
    db = new Database(':memory:');
    const failing: Migration = {
      version: 2,
      name: 'half-done',
      up(handle) {
        handle.exec('CREATE TABLE b (x INTEGER)');
        throw new Error('boom');
      },
    };
    expect(() => migrate(db, [createA, failing])).toThrow('boom');
    expect(readSchemaVersion(db)).toBe(1);
    expect(tableNames(db)).toEqual(['a']);
  });

  it('fails a migration that leaves a broken foreign key', () => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = OFF');
    const orphan: Migration = {
      version: 1,
      name: 'orphan',
      up(handle) {
        handle.exec(
          'CREATE TABLE p (id INTEGER PRIMARY KEY); CREATE TABLE c (p_id INTEGER REFERENCES p (id))',
        );
        handle.exec('INSERT INTO c VALUES (42)');
      },
    };
    expect(() => migrate(db, [orphan])).toThrow(/broken foreign keys/);
    expect(readSchemaVersion(db)).toBe(0);
  });

  it('rejects a migration list that is not numbered 1, 2, 3 in order', () => {
    db = new Database(':memory:');
    expect(() => migrate(db, [createB])).toThrow(RangeError);
    expect(() => migrate(db, [createA, createA])).toThrow(/expected 2/);
  });
});

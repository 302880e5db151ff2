import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';

describe('migration 2 (refusal fields), from a version 1 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, [initialMigration]);
  });
  afterEach(() => db.close());

  it('keeps every outbox row, with no fields, and lets a refusal store the fields the board named', () => {
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, last_error, state)
       VALUES (7, 1, 'update', 2, '2026-01-15T09:00:00.000Z', 'Title is required.', 'failed')`,
    ).run();

    migrate(db, [initialMigration, refusalFieldsMigration]);

    expect(readSchemaVersion(db)).toBe(2);
    expect(db.prepare('SELECT job_id, last_error, last_error_fields, state FROM outbox').get()).toEqual({
      job_id: 7,
      last_error: 'Title is required.',
      last_error_fields: null,
      state: 'failed',
    });
    const fields = JSON.stringify([{ path: 'title', message: 'Title is required.' }]);
    db.prepare('UPDATE outbox SET last_error_fields = ? WHERE job_id = 7').run(fields);
    expect(db.prepare('SELECT last_error_fields FROM outbox').pluck().get()).toBe(fields);
  });
});

import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';
import { historyDiscardMigration } from './003-history-discard.ts';
import { syncMergeMigration } from './004-sync-merge.ts';
import { templatesSpellingMigration } from './005-templates-spelling.ts';
import { boardsMigration } from './006-boards.ts';
import { undoableDeletesMigration } from './007-undoable-deletes.ts';

const BEFORE = [
  initialMigration,
  refusalFieldsMigration,
  historyDiscardMigration,
  syncMergeMigration,
  templatesSpellingMigration,
  boardsMigration,
];
const AT = '2026-01-15T09:00:00.000Z';

describe('migration 7 (undoable deletes), from a version 6 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, BEFORE);
  });
  afterEach(() => db.close());

  it('keeps every outbox row due as it was, and lets a row wait until a time and a deleted job be kept', () => {
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, next_attempt_at, board_id)
       VALUES (7, 1, 'delete', 3, ?, ?, 2)`,
    ).run(AT, AT);

    migrate(db, [...BEFORE, undoableDeletesMigration]);

    expect(readSchemaVersion(db)).toBe(7);
    expect(
      db.prepare('SELECT job_id, operation, next_attempt_at, not_before, board_id, state FROM outbox').get(),
    ).toEqual({
      job_id: 7,
      operation: 'delete',
      next_attempt_at: AT,
      not_before: null,
      board_id: 2,
      state: 'pending',
    });
    db.prepare('UPDATE outbox SET not_before = ? WHERE job_id = 7').run(AT);
    expect(db.prepare('SELECT not_before FROM outbox').pluck().get()).toBe(AT);

    const keep = db.prepare(
      `INSERT INTO deleted_jobs (job_id, employer_id, version, job_json, postings_json, created_at,
         restorable_until) VALUES (7, 1, ?, ?, ?, ?, ?)`,
    );
    keep.run(3, '{"id":7}', '[]', AT, AT);
    expect(() => keep.run(3, '{"id":7}', '[]', AT, AT)).toThrow(/UNIQUE|PRIMARY/);
    db.prepare('DELETE FROM deleted_jobs').run();
    expect(() => keep.run(3, 'not json', '[]', AT, AT)).toThrow(/CHECK/);
    expect(() => keep.run(3, '{}', '{}', AT, AT)).toThrow(/CHECK/);
    expect(() => keep.run(0, '{}', '[]', AT, AT)).toThrow(/CHECK/);
  });
});

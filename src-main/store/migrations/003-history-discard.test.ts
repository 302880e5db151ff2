import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';
import { historyDiscardMigration } from './003-history-discard.ts';

describe('migration 3 (history discard), from a version 2 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, [initialMigration, refusalFieldsMigration]);
  });
  afterEach(() => db.close());

  it('keeps every history entry with its id, accepts discard entries, and still refuses an unknown kind', () => {
    const insert = db.prepare('INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (?, ?, ?, ?)');
    insert.run(
      7,
      '2026-01-15T09:00:00.000Z',
      'local-change',
      '{"operation":"create","version":1,"changes":[]}',
    );
    insert.run(7, '2026-01-15T09:01:00.000Z', 'sync-call', '{"call":"PUT /jobs"}');
    expect(() => insert.run(7, '2026-01-15T09:02:00.000Z', 'discard', '{}')).toThrow(/CHECK/);

    migrate(db, [initialMigration, refusalFieldsMigration, historyDiscardMigration]);

    expect(readSchemaVersion(db)).toBe(3);
    expect(db.prepare('SELECT id, job_id, kind FROM job_history ORDER BY id').all()).toEqual([
      { id: 1, job_id: 7, kind: 'local-change' },
      { id: 2, job_id: 7, kind: 'sync-call' },
    ]);
    insert.run(7, '2026-01-15T09:02:00.000Z', 'discard', '{"outcome":"restored","changes":[]}');
    expect(() => insert.run(7, '2026-01-15T09:03:00.000Z', 'other', '{}')).toThrow(/CHECK/);
    const indexes = db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'job_history'",
    );
    expect(indexes.pluck().all()).toContain('job_history_by_job');
  });
});

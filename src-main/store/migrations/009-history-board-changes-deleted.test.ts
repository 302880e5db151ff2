import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { historyBoardChangesDeletedMigration } from './009-history-board-changes-deleted.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < 9);

describe('migration 9 (history of board changes a delete removed), from a version 8 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, BEFORE);
  });
  afterEach(() => db.close());

  it('keeps every history entry with its id, accepts board-changes-deleted entries, and still refuses an unknown kind', () => {
    const insert = db.prepare('INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (?, ?, ?, ?)');
    insert.run(
      7,
      '2026-01-15T09:00:00.000Z',
      'local-change',
      '{"operation":"create","version":1,"changes":[]}',
    );
    insert.run(7, '2026-01-15T09:01:00.000Z', 'conflict-resolved', '{"choices":[]}');
    expect(() => insert.run(7, '2026-01-15T09:02:00.000Z', 'board-changes-deleted', '{}')).toThrow(/CHECK/);

    migrate(db, [...BEFORE, historyBoardChangesDeletedMigration]);

    expect(readSchemaVersion(db)).toBe(9);
    expect(db.prepare('SELECT id, job_id, kind FROM job_history ORDER BY id').all()).toEqual([
      { id: 1, job_id: 7, kind: 'local-change' },
      { id: 2, job_id: 7, kind: 'conflict-resolved' },
    ]);
    insert.run(7, '2026-01-15T09:02:00.000Z', 'board-changes-deleted', '{"changes":[]}');
    expect(() => insert.run(7, '2026-01-15T09:03:00.000Z', 'other', '{}')).toThrow(/CHECK/);
    const indexes = db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'job_history'",
    );
    expect(indexes.pluck().all()).toContain('job_history_by_job');
  });
});

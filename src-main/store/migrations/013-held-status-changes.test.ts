import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { heldStatusChangesMigration } from './013-held-status-changes.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < heldStatusChangesMigration.version);
const AT = '2026-01-15T09:00:05.000Z';

describe('migration 13 (bulk Publish and Archive kept for Undo), from a version 12 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, BEFORE);
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, not_before, board_id)
       VALUES (7, 1, 'update', 3, ?, ?, 1)`,
    ).run(AT, AT);
  });
  afterEach(() => db.close());

  it('keeps every outbox row as it was, and then keeps a held change with its window', () => {
    const outboxBefore = db.prepare('SELECT * FROM outbox').all();

    migrate(db, [...BEFORE, heldStatusChangesMigration]);

    expect(readSchemaVersion(db)).toBe(13);
    expect(db.prepare('SELECT * FROM outbox').all()).toEqual(outboxBefore);
    const insert = db.prepare(
      `INSERT INTO held_status_changes (job_id, employer_id, before_json, version_before, postings_json,
         rows_json, held_until) VALUES (7, 1, '{"id":7}', 2, ?, '[{"boardId":1,"seq":1}]', ?)`,
    );
    insert.run('[]', AT);
    expect(db.prepare('SELECT job_id, held_until FROM held_status_changes').get()).toEqual({
      job_id: 7,
      held_until: AT,
    });
    // Postings are a list, never anything else.
    expect(() => insert.run('{}', AT)).toThrow(/CHECK constraint/);
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { remoteJobsMigration } from './002-remote-jobs.ts';
import { autoRefreshIndexMigration } from './003-auto-refresh-index.ts';
import { listIndexesInMemoryMigration } from './004-list-indexes-in-memory.ts';
import { outboxCountsIndexMigration } from './005-outbox-counts-index.ts';

const UP_TO_4 = [
  initialMigration,
  remoteJobsMigration,
  autoRefreshIndexMigration,
  listIndexesInMemoryMigration,
];
const COUNTS = 'SELECT state, count(*) AS count FROM outbox WHERE employer_id = ? GROUP BY state';

describe('migration 5 (outbox counts index), from schema version 4 with outbox rows', () => {
  it('keeps every row and counts an employer’s rows by state from the index alone', () => {
    const db = new Database(':memory:');
    migrate(db, UP_TO_4);
    const append = db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, payload_json, created_at, state)
       VALUES (?, ?, 'create', 1, '{}', '2026-01-15T09:00:00.000Z', ?)`,
    );
    append.run(1, 1, 'pending');
    append.run(2, 1, 'failed');
    append.run(3, 2, 'pending');

    expect(migrate(db, [...UP_TO_4, outboxCountsIndexMigration])).toEqual({
      from: 4,
      to: 5,
      applied: ['5-outbox-counts-index'],
    });
    expect(readSchemaVersion(db)).toBe(5);
    const plan = db
      .prepare(`EXPLAIN QUERY PLAN ${COUNTS}`)
      .all(1)
      .map((row) => (row as { detail: string }).detail)
      .join(' | ');
    expect(plan).toMatch(/COVERING INDEX outbox_by_employer_state/);
    expect(db.prepare(COUNTS).all(1)).toEqual([
      { state: 'failed', count: 1 },
      { state: 'pending', count: 1 },
    ]);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });
});

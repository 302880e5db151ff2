import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { insertJobCases } from '../sync-state-cases.testing.ts';
import { syncStateViewsAreCurrent } from '../sync-state-views.ts';
import { draftWithoutPositionTypeMigration } from './012-draft-without-position-type.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter(
  (migration) => migration.version < draftWithoutPositionTypeMigration.version,
);
const AT = '2026-01-15T09:00:00.000Z';

describe('migration 12 (a draft without a position type), from a version 11 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, BEFORE);
    insertJobCases(db, [
      {
        version: 3,
        postings: [
          {
            board: 1,
            boardRow: { acked: 2, missing: false, conflict: false },
            outbox: [{ state: 'failed', error: 'No.' }],
          },
        ],
        withdrawalWaiting: false,
      },
      { version: 1, postings: [], withdrawalWaiting: true },
    ]);
    db.prepare("INSERT INTO job_spelling (job_id, language) VALUES (2, 'fr-CA')").run();
    db.exec(`INSERT INTO job_versions (job_id, twin_job_id, language) VALUES (1, 2, 'fr'), (2, 1, 'en');
             INSERT INTO job_posting_answers (job_id, pays_over_200k) VALUES (1, 1);`);
    // A job created and deleted since: the next id must not reuse its id.
    db.prepare("UPDATE sqlite_sequence SET seq = 9 WHERE name = 'jobs'").run();
  });
  afterEach(() => db.close());

  const insertWithoutType = () =>
    db
      .prepare(
        `INSERT INTO jobs (employer_id, title, title_key, status, publish_date, confidential, auto_refresh,
           position_type_id, routing_type_id, locations_json, category_ids_json, created_at, updated_at, description)
         VALUES (1, 'Cook', 'cook', 'draft', ?, 0, 0, NULL, 1, '[]', '[]', ?, ?, '')`,
      )
      .run(AT, AT, AT);

  it('keeps every job, its spelling language, its language version, its posting answers, its sync state and the id sequence, and then takes a job without a position type', () => {
    expect(insertWithoutType).toThrow(/NOT NULL/);
    const jobsBefore = db.prepare('SELECT * FROM jobs ORDER BY id').all();
    const syncBefore = db.prepare('SELECT * FROM posting_sync ORDER BY id').all();

    migrate(db, [...BEFORE, draftWithoutPositionTypeMigration]);

    expect(readSchemaVersion(db)).toBe(12);
    expect(db.prepare('SELECT * FROM jobs ORDER BY id').all()).toEqual(jobsBefore);
    expect(db.prepare('SELECT * FROM posting_sync ORDER BY id').all()).toEqual(syncBefore);
    expect(db.prepare('SELECT job_id, language FROM job_spelling').all()).toEqual([
      { job_id: 2, language: 'fr-CA' },
    ]);
    expect(
      db.prepare('SELECT job_id, twin_job_id, language FROM job_versions ORDER BY job_id').all(),
    ).toEqual([
      { job_id: 1, twin_job_id: 2, language: 'fr' },
      { job_id: 2, twin_job_id: 1, language: 'en' },
    ]);
    expect(db.prepare('SELECT job_id, pays_over_200k FROM job_posting_answers').all()).toEqual([
      { job_id: 1, pays_over_200k: 1 },
    ]);
    expect(syncStateViewsAreCurrent(db)).toBe(true);
    expect(insertWithoutType().lastInsertRowid).toBe(10);
    const indexes = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'jobs'");
    expect(indexes.pluck().all()).toEqual(
      expect.arrayContaining(['jobs_by_reference_id', 'jobs_auto_refresh_due']),
    );
    // The spelling language still follows its job out.
    db.prepare('DELETE FROM jobs WHERE id = 2').run();
    expect(db.prepare('SELECT count(*) FROM job_spelling').pluck().get()).toBe(0);
  });
});

import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { initialMigration } from './001-initial.ts';
import { refusalFieldsMigration } from './002-refusal-fields.ts';
import { historyDiscardMigration } from './003-history-discard.ts';
import { syncMergeMigration } from './004-sync-merge.ts';

const BEFORE = [initialMigration, refusalFieldsMigration, historyDiscardMigration];
const AT = '2026-01-15T09:00:00.000Z';

function insertJob(db: Db, id: number, referenceId: string, version: number): void {
  db.prepare(
    `INSERT INTO jobs (id, employer_id, reference_id, title, title_key, reference_key, status, publish_date,
       close_date, confidential, auto_refresh, position_type_id, salary_amount, salary_max_amount,
       salary_period_id, salary_plus_commission, routing_type_id, application_email, application_url,
       locations_json, category_ids_json, version, created_at, updated_at, description)
     VALUES (?, 1, ?, 'Cook', 'cook', lower(?), 'active', ?, '2026-03-01T00:00:00.000Z', 0, 1, 2, 50000, NULL, 1, 0,
       1, 'jobs@example.com', NULL, ?, '[12]', ?, ?, ?, '<p>Cook.</p>')`,
  ).run(
    id,
    referenceId,
    referenceId,
    AT,
    JSON.stringify([{ id: 3, name: 'Moncton', description: 'Moncton, NB', type: 'Town' }]),
    version,
    AT,
    AT,
  );
}

function insertBoardRow(db: Db, jobId: number, remoteId: number, ackedVersion: number, missing = 0): void {
  db.prepare(
    `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, acked_version, listed_header,
       missing, updated_at) VALUES (?, 1, ?, NULL, 'active', ?, 'header', ?, ?)`,
  ).run(jobId, remoteId, ackedVersion, missing, AT);
}

describe('migration 4 (sync merge), from a version 3 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, BEFORE);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
  });
  afterEach(() => db.close());

  it('keeps every board row and history entry, and takes a synced job as its base, in the shape jobToInput writes', () => {
    insertJob(db, 1, 'R-1', 2);
    insertBoardRow(db, 1, 70, 2);
    db.prepare('INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (1, ?, ?, ?)').run(
      AT,
      'pull',
      '{"imported":true,"changes":[]}',
    );

    migrate(db, [...BEFORE, syncMergeMigration]);

    expect(readSchemaVersion(db)).toBe(4);
    const row = db.prepare('SELECT * FROM board_jobs WHERE job_id = 1').get() as Record<string, unknown>;
    expect(row).toMatchObject({ remote_id: 70, acked_version: 2, listed_header: 'header', read_at: null });
    expect(JSON.parse(String(row.base_json))).toEqual({
      referenceId: 'R-1',
      title: 'Cook',
      closeDate: '2026-03-01T00:00:00.000Z',
      confidential: false,
      autoRefresh: true,
      status: 'active',
      locations: [{ description: 'Moncton, NB' }],
      categories: [{ id: 12 }],
      positionType: { id: 2 },
      salary: { amount: 50000, maxAmount: null, period: { id: 1 }, plusCommission: false },
      description: '<p>Cook.</p>',
      applicantRoutingType: { id: 1 },
      applicationEmail: 'jobs@example.com',
      applicationUrl: null,
    });
    expect(db.prepare('SELECT kind FROM job_history').pluck().all()).toEqual(['pull']);
  });

  it('leaves the base unknown for a job whose change still waits, or that the board no longer lists', () => {
    insertJob(db, 1, 'R-1', 3);
    insertBoardRow(db, 1, 70, 2);
    db.prepare(
      "INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at) VALUES (1, 1, 'update', 3, ?)",
    ).run(AT);
    insertJob(db, 2, 'R-2', 1);
    insertBoardRow(db, 2, 71, 1, 1);

    migrate(db, [...BEFORE, syncMergeMigration]);

    expect(db.prepare('SELECT base_json FROM board_jobs ORDER BY job_id').pluck().all()).toEqual([
      null,
      null,
    ]);
    expect(db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(1);
  });

  it("derives 'conflict' first, keeps a job the board no longer has missing even when edited, and accepts conflict-resolved entries", () => {
    migrate(db, [...BEFORE, syncMergeMigration]);
    insertJob(db, 1, 'R-1', 2);
    insertBoardRow(db, 1, 70, 1);
    db.prepare(
      "INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at) VALUES (1, 1, 'update', 2, ?)",
    ).run(AT);
    const state = () => db.prepare('SELECT sync_state, sync_message FROM job_sync WHERE id = 1').get();
    expect(state()).toEqual({ sync_state: 'pending', sync_message: null });

    db.prepare("UPDATE board_jobs SET conflict_json = '{}' WHERE job_id = 1").run();
    expect(state()).toMatchObject({ sync_state: 'conflict', sync_message: expect.stringContaining('both') });

    db.prepare('UPDATE board_jobs SET conflict_json = NULL, missing = 1 WHERE job_id = 1').run();
    expect(state()).toEqual({
      sync_state: 'missing-on-remote',
      sync_message: 'This job is no longer on the job board.',
    });

    const insert = db.prepare('INSERT INTO job_history (job_id, at, kind, detail_json) VALUES (1, ?, ?, ?)');
    insert.run(AT, 'conflict-resolved', '{"choices":[]}');
    expect(() => insert.run(AT, 'other', '{}')).toThrow(/CHECK/);
    expect(() => db.prepare("UPDATE board_jobs SET base_json = 'not json'").run()).toThrow(/CHECK/);
  });
});

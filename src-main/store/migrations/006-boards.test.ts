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

const BEFORE = [
  initialMigration,
  refusalFieldsMigration,
  historyDiscardMigration,
  syncMergeMigration,
  templatesSpellingMigration,
];
const AT = '2026-01-15T09:00:00.000Z';

function insertJob(db: Db, id: number, version: number): void {
  db.prepare(
    `INSERT INTO jobs (id, employer_id, reference_id, title, title_key, reference_key, status, publish_date,
       close_date, confidential, auto_refresh, position_type_id, routing_type_id, application_email,
       locations_json, category_ids_json, version, created_at, updated_at, description)
     VALUES (?, 1, ?, 'Cook', 'cook', ?, 'active', ?, NULL, 0, 1, 2, 1, 'jobs@example.com', '[]', '[12]', ?, ?, ?,
       '<p>Cook.</p>')`,
  ).run(id, `R-${id}`, `r-${id}`, AT, version, AT, AT);
}

describe('migration 6 (several boards), from a version 5 database', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, BEFORE);
    db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
  });
  afterEach(() => db.close());

  it('makes the board of before board 1 at its saved address, with every job posted there and nothing lost', () => {
    db.prepare(
      "INSERT INTO settings (key, value) VALUES ('remote.url', 'https://jobs.example.com/api/v1.1')",
    ).run();
    insertJob(db, 1, 2);
    insertJob(db, 2, 3);
    insertJob(db, 3, 1);
    db.prepare(
      `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, acked_version, listed_header,
         missing, updated_at, base_json, conflict_json) VALUES (1, 1, 70, 'R-1', 'active', 2, 'h', 0, ?, '{"title":"Cook"}', NULL)`,
    ).run(AT);
    db.prepare(
      `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, acked_version, listed_header,
         missing, updated_at) VALUES (2, 1, 71, 'R-2', 'active', 2, 'h', 1, ?)`,
    ).run(AT);
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, state, last_error)
       VALUES (3, 1, 'create', 1, ?, 'failed', 'Title is too long.')`,
    ).run(AT);

    migrate(db, [...BEFORE, boardsMigration]);

    expect(readSchemaVersion(db)).toBe(6);
    expect(db.prepare('SELECT id, name, url, removed FROM boards').all()).toEqual([
      { id: 1, name: 'Job board', url: 'https://jobs.example.com/api/v1.1', removed: 0 },
    ]);
    expect(db.prepare('SELECT job_id, board_id, status FROM postings ORDER BY job_id').all()).toEqual([
      { job_id: 1, board_id: 1, status: null },
      { job_id: 2, board_id: 1, status: null },
      { job_id: 3, board_id: 1, status: null },
    ]);
    expect(
      db
        .prepare(
          'SELECT job_id, board_id, remote_id, acked_version, base_json FROM board_jobs ORDER BY job_id',
        )
        .all(),
    ).toEqual([
      { job_id: 1, board_id: 1, remote_id: 70, acked_version: 2, base_json: '{"title":"Cook"}' },
      { job_id: 2, board_id: 1, remote_id: 71, acked_version: 2, base_json: null },
    ]);
    expect(db.prepare('SELECT job_id, board_id, state FROM outbox').all()).toEqual([
      { job_id: 3, board_id: 1, state: 'failed' },
    ]);
    // Each job's sync state reads as before, from its one posting.
    expect(db.prepare('SELECT id, sync_state, sync_message FROM job_sync ORDER BY id').all()).toEqual([
      { id: 1, sync_state: 'synced', sync_message: null },
      { id: 2, sync_state: 'missing-on-remote', sync_message: 'This job is no longer on the job board.' },
      { id: 3, sync_state: 'failed', sync_message: 'Title is too long.' },
    ]);
  });

  it('makes a board without an address when none was saved, which syncs once it is given one', () => {
    migrate(db, [...BEFORE, boardsMigration]);
    expect(db.prepare('SELECT id, url FROM boards').all()).toEqual([{ id: 1, url: '' }]);
  });

  it('keeps one board row per job and board, and a job’s state is that of its posting most in need', () => {
    insertJob(db, 1, 2);
    migrate(db, [...BEFORE, boardsMigration]);
    db.prepare("INSERT INTO boards (id, name, url, created_at) VALUES (2, 'West', 'http://b.test', ?)").run(
      AT,
    );
    db.prepare('INSERT INTO postings (job_id, board_id) VALUES (1, 2)').run();
    const row = `INSERT INTO board_jobs (job_id, board_id, employer_id, remote_id, acked_version, updated_at)
      VALUES (1, ?, 1, ?, 2, ?)`;
    db.prepare(row).run(1, 70, AT);
    db.prepare(row).run(2, 5, AT);
    expect(() => db.prepare(row).run(2, 6, AT)).toThrow(/UNIQUE/);
    expect(db.prepare('SELECT sync_state FROM job_sync WHERE id = 1').pluck().get()).toBe('synced');
    db.prepare(
      `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, state, last_error, board_id)
       VALUES (1, 1, 'update', 2, ?, 'needs-attention', 'No job credit.', 2)`,
    ).run(AT);
    expect(
      db.prepare('SELECT board_id, sync_state FROM posting_sync WHERE id = 1 ORDER BY board_id').all(),
    ).toEqual([
      { board_id: 1, sync_state: 'synced' },
      { board_id: 2, sync_state: 'needs-attention' },
    ]);
    expect(db.prepare('SELECT sync_state, sync_message FROM job_sync WHERE id = 1').get()).toEqual({
      sync_state: 'needs-attention',
      sync_message: 'No job credit.',
    });
  });
});

import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { migrate, readSchemaVersion } from '../migrate.ts';
import { jobSyncByIdMigration } from './008-job-sync-by-id.ts';
import { MIGRATIONS } from './all-migrations.ts';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < jobSyncByIdMigration.version);
const AT = '2026-01-15T09:00:00.000Z';
const BOARDS = [1, 2, 3];
const OUTBOX_STATES = ['pending', 'in-flight', 'failed', 'needs-attention', 'set-aside'] as const;

type Posting = {
  board: number;
  boardRow: { acked: number | null; missing: boolean; conflict: boolean } | null;
  outbox: Array<{ state: (typeof OUTBOX_STATES)[number]; error: string }>;
};
type JobShape = { version: number; postings: Posting[]; withdrawalWaiting: boolean };

const jobShape: fc.Arbitrary<JobShape> = fc.record({
  version: fc.integer({ min: 1, max: 4 }),
  postings: fc.uniqueArray(
    fc.record({
      board: fc.constantFrom(...BOARDS),
      boardRow: fc.option(
        fc.record({
          acked: fc.option(fc.integer({ min: 1, max: 4 })),
          missing: fc.boolean(),
          conflict: fc.boolean(),
        }),
      ),
      outbox: fc.array(
        fc.record({
          state: fc.constantFrom(...OUTBOX_STATES),
          error: fc.constantFrom('Too long.', 'No credit.'),
        }),
        { maxLength: 3 },
      ),
    }),
    { selector: (posting) => posting.board, maxLength: 3 },
  ),
  withdrawalWaiting: fc.boolean(),
});

function databaseWith(jobs: JobShape[]): Db {
  const db = new Database(':memory:');
  migrate(db, BEFORE);
  db.prepare("INSERT INTO employers (id, name) VALUES (1, 'Acme')").run();
  for (const board of BOARDS.slice(1)) {
    db.prepare('INSERT INTO boards (id, name, url, created_at) VALUES (?, ?, ?, ?)').run(
      board,
      `Board ${board}`,
      `http://board-${board}.test`,
      AT,
    );
  }
  const outbox = db.prepare(
    `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, state, last_error, board_id)
     VALUES (?, 1, 'update', ?, ?, ?, ?, ?)`,
  );
  jobs.forEach((job, index) => {
    const id = index + 1;
    db.prepare(
      `INSERT INTO jobs (id, employer_id, reference_id, title, title_key, reference_key, status, publish_date,
         close_date, confidential, auto_refresh, position_type_id, routing_type_id, application_email,
         locations_json, category_ids_json, version, created_at, updated_at, description)
       VALUES (?, 1, ?, 'Cook', 'cook', ?, 'active', ?, NULL, 0, 1, 2, 1, 'jobs@example.com', '[]', '[12]', ?, ?, ?,
         '<p>Cook.</p>')`,
    ).run(id, `R-${id}`, `r-${id}`, AT, job.version, AT, AT);
    for (const posting of job.postings) {
      db.prepare('INSERT INTO postings (job_id, board_id) VALUES (?, ?)').run(id, posting.board);
      if (posting.boardRow !== null) {
        db.prepare(
          `INSERT INTO board_jobs (job_id, board_id, employer_id, remote_id, acked_version, missing, conflict_json,
             updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)`,
        ).run(
          id,
          posting.board,
          id * 10 + posting.board,
          posting.boardRow.acked,
          posting.boardRow.missing ? 1 : 0,
          posting.boardRow.conflict ? '{}' : null,
          AT,
        );
      }
      for (const row of posting.outbox) outbox.run(id, job.version, AT, row.state, row.error, posting.board);
    }
    // A job withdrawn from its last board, the withdrawal not sent yet.
    if (job.postings.length === 0 && job.withdrawalWaiting)
      outbox.run(id, job.version, AT, 'pending', null, 2);
  });
  return db;
}

const everyJobSync = (db: Db) => db.prepare('SELECT * FROM job_sync ORDER BY id').all();

describe('migration 8 (job_sync read by id)', () => {
  it('gives every job the same sync state, message and board row as migration 6’s view did', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(fc.array(jobShape, { minLength: 1, maxLength: 8 }), (jobs) => {
        const db = databaseWith(jobs);
        try {
          const before = everyJobSync(db);
          migrate(db, [...BEFORE, jobSyncByIdMigration]);
          expect(readSchemaVersion(db)).toBe(8);
          expect(everyJobSync(db)).toEqual(before);
        } finally {
          db.close();
        }
      }),
      { numRuns: 150, seed: 808 },
    );
  });

  it('reads one job’s sync state through indexes, without going over every posting', () => {
    const db = databaseWith([]);
    migrate(db, [...BEFORE, jobSyncByIdMigration]);
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT * FROM job_sync WHERE employer_id = 1 AND id = 1')
      .all()
      .map((step) => (step as { detail: string }).detail);
    // The view's own rows (one job's) are scanned; no table is, and no view is built in full.
    expect(plan.filter((detail) => /^(SCAN (?!job_sync$)|MATERIALIZE)/.test(detail))).toEqual([]);
    expect(plan).toContain('SEARCH j USING INTEGER PRIMARY KEY (rowid=?)');
    db.close();
  });
});

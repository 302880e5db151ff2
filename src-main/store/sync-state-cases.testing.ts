// Jobs in every sync situation, written straight into a database of schema version 6 or later, and each
// posting as the shared rule reads it: for the tests that hold the sync-state views against the rule.
import fc from 'fast-check';
import {
  OUTBOX_ROW_STATES,
  type OutboxRowState,
  type PostingSyncInput,
} from '../../src-shared/rules/job-sync-state.ts';
import type { Db } from './database.ts';

const AT = '2026-01-15T09:00:00.000Z';
export const CASE_BOARDS = [1, 2, 3] as const;

export type PostingCase = {
  board: number;
  boardRow: { acked: number | null; missing: boolean; conflict: boolean } | null;
  /** Oldest first; each row's message names it, so a test sees which row a message came from. */
  outbox: Array<{ state: OutboxRowState; error: string }>;
};
export type JobCase = { version: number; postings: PostingCase[]; withdrawalWaiting: boolean };

export const postingCase = (board: number): fc.Arbitrary<PostingCase> =>
  fc.record({
    board: fc.constant(board),
    boardRow: fc.option(
      fc.record({
        acked: fc.option(fc.integer({ min: 1, max: 3 })),
        missing: fc.boolean(),
        conflict: fc.boolean(),
      }),
    ),
    outbox: fc
      .array(fc.constantFrom(...OUTBOX_ROW_STATES), { maxLength: 4 })
      .map((states) => states.map((state, index) => ({ state, error: `${state} #${index + 1}` }))),
  });

export const jobCase: fc.Arbitrary<JobCase> = fc.record({
  version: fc.integer({ min: 1, max: 3 }),
  postings: fc
    .subarray([...CASE_BOARDS])
    .chain((boards) => (boards.length === 0 ? fc.constant([]) : fc.tuple(...boards.map(postingCase)))),
  withdrawalWaiting: fc.boolean(),
});

/** The posting as the rule reads it. */
export function ruleInputOf(job: JobCase, posting: PostingCase): PostingSyncInput {
  return {
    version: job.version,
    board:
      posting.boardRow === null
        ? null
        : {
            ackedVersion: posting.boardRow.acked,
            missing: posting.boardRow.missing,
            conflict: posting.boardRow.conflict,
          },
    outbox: posting.outbox.map((row) => ({ state: row.state, lastError: row.error })),
  };
}

/** The board's id of a posting's job: known to tell one posting's row of job_sync from another's. */
export const remoteIdOf = (jobId: number, board: number) => jobId * 10 + board;

/** Writes the jobs with ids 1, 2, …: their postings, board rows and outbox rows (the boards 2 and 3 too). */
export function insertJobCases(db: Db, jobs: readonly JobCase[]): void {
  db.prepare("INSERT OR IGNORE INTO employers (id, name) VALUES (1, 'Acme')").run();
  for (const board of CASE_BOARDS.slice(1)) {
    db.prepare('INSERT OR IGNORE INTO boards (id, name, url, created_at) VALUES (?, ?, ?, ?)').run(
      board,
      `Board ${board}`,
      `https://board-${board}.test`,
      AT,
    );
  }
  const insertJob = db.prepare(
    `INSERT INTO jobs (id, employer_id, reference_id, title, title_key, reference_key, status, publish_date,
       close_date, confidential, auto_refresh, position_type_id, routing_type_id, application_email,
       locations_json, category_ids_json, version, created_at, updated_at, description)
     VALUES (?, 1, ?, 'Cook', 'cook', ?, 'active', ?, NULL, 0, 1, 2, 1, 'jobs@example.com', '[]', '[12]', ?, ?, ?,
       '<p>Cook.</p>')`,
  );
  const insertPosting = db.prepare('INSERT INTO postings (job_id, board_id) VALUES (?, ?)');
  const insertBoardJob = db.prepare(
    `INSERT INTO board_jobs (job_id, board_id, employer_id, remote_id, acked_version, missing, conflict_json,
       updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, state, last_error, board_id)
     VALUES (?, 1, 'update', ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    jobs.forEach((job, index) => {
      const id = index + 1;
      insertJob.run(id, `R-${id}`, `r-${id}`, AT, job.version, AT, AT);
      for (const posting of job.postings) {
        insertPosting.run(id, posting.board);
        const row = posting.boardRow;
        if (row !== null) {
          const conflict = row.conflict ? '{}' : null;
          insertBoardJob.run(
            id,
            posting.board,
            remoteIdOf(id, posting.board),
            row.acked,
            row.missing ? 1 : 0,
            conflict,
            AT,
          );
        }
        for (const entry of posting.outbox)
          insertRow.run(id, job.version, AT, entry.state, entry.error, posting.board);
      }
      // A job withdrawn from its last board, the withdrawal not sent yet.
      if (job.postings.length === 0 && job.withdrawalWaiting)
        insertRow.run(id, job.version, AT, 'pending', null, 2);
    });
  })();
}

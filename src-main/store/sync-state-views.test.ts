import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  JOB_SYNC_PRECEDENCE,
  type JobSyncState,
  needsRecruiter,
  OUTBOX_ROW_STATES,
  type OutboxRowState,
  postingMostInNeed,
  postingSync,
  unpostedSyncState,
} from '../../src-shared/rules/job-sync-state.ts';
import type { Db } from './database.ts';
import { migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/all-migrations.ts';
import type { Store } from './store.ts';
import {
  CASE_BOARDS,
  insertJobCases,
  type JobCase,
  jobCase,
  type PostingCase,
  remoteIdOf,
  ruleInputOf,
} from './sync-state-cases.testing.ts';
import { NEEDS_RECRUITER_SQL, SYNC_STATE_VIEWS, syncStateViewsAreCurrent } from './sync-state-views.ts';
import { openTestStore } from './test-fixtures.ts';

type ViewRow = {
  id: number;
  board_id?: number;
  sync_state: string;
  sync_message: string | null;
  remote_id: number | null;
};

const postingRows = (db: Db) =>
  db
    .prepare(
      'SELECT id, board_id, sync_state, sync_message, remote_id FROM posting_sync ORDER BY id, board_id',
    )
    .all() as ViewRow[];
const jobRows = (db: Db) =>
  db.prepare('SELECT id, sync_state, sync_message, remote_id FROM job_sync ORDER BY id').all() as ViewRow[];

/** posting_sync as the rule computes it, for the same jobs. */
function expectedPostingRows(jobs: readonly JobCase[]): ViewRow[] {
  return jobs.flatMap((job, index) =>
    [...job.postings]
      .sort((a, b) => a.board - b.board)
      .map((posting) => {
        const sync = postingSync(ruleInputOf(job, posting));
        return {
          id: index + 1,
          board_id: posting.board,
          sync_state: sync.state,
          sync_message: sync.message,
          remote_id: posting.boardRow === null ? null : remoteIdOf(index + 1, posting.board),
        };
      }),
  );
}

/** job_sync as the rule computes it: the posting most in need, or the state of a job on no board. */
function expectedJobRows(jobs: readonly JobCase[]): ViewRow[] {
  return jobs.map((job, index) => {
    const id = index + 1;
    const postings = job.postings.map((posting) => ({
      boardId: posting.board,
      posting,
      ...postingSync(ruleInputOf(job, posting)),
    }));
    const first = postingMostInNeed(postings);
    if (first === undefined) {
      const withdrawal = job.withdrawalWaiting ? [{ state: 'pending' as const, lastError: null }] : [];
      return { id, sync_state: unpostedSyncState(withdrawal), sync_message: null, remote_id: null };
    }
    return {
      id,
      sync_state: first.state,
      sync_message: first.message,
      remote_id: first.posting.boardRow === null ? null : remoteIdOf(id, first.boardId),
    };
  });
}

/** Every subset of the outbox states, in their order and reversed, so the newest and the first row differ. */
function everyOutbox(): PostingCase['outbox'][] {
  const subsets = Array.from({ length: 2 ** OUTBOX_ROW_STATES.length }, (_, mask) =>
    OUTBOX_ROW_STATES.filter((_, bit) => mask & (1 << bit)),
  );
  const rows = (states: readonly OutboxRowState[]) =>
    states.map((state, index) => ({ state, error: `${state} #${index + 1}` }));
  return subsets.flatMap((states) =>
    states.length < 2 ? [rows(states)] : [rows(states), rows([...states].reverse())],
  );
}

const BOARD_ROWS: PostingCase['boardRow'][] = [
  null,
  ...[null, 1, 2].flatMap((acked) =>
    [false, true].flatMap((missing) => [false, true].map((conflict) => ({ acked, missing, conflict }))),
  ),
];

/** One posting on board 1 for every job version (1, 2), board row and outbox the rule tells apart. */
const EVERY_POSTING: JobCase[] = [1, 2].flatMap((version) =>
  BOARD_ROWS.flatMap((boardRow) =>
    everyOutbox().map((outbox) => ({
      version,
      postings: [{ board: 1, boardRow, outbox }],
      withdrawalWaiting: false,
    })),
  ),
);

describe('the sync-state views and the shared rule', () => {
  let db: Db;
  beforeEach(() => {
    db = new Database(':memory:');
    migrate(db, MIGRATIONS);
  });
  afterEach(() => db.close());

  it('a migrated database has exactly the views the rule generates', () => {
    expect(syncStateViewsAreCurrent(db)).toBe(true);
    const views = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'view' ORDER BY name")
      .pluck()
      .all();
    expect(views).toEqual(SYNC_STATE_VIEWS.map((view) => view.name).sort());
  });

  it('posting_sync gives each posting the rule’s state and message, for every board row, job version and set of outbox row states', () => {
    insertJobCases(db, EVERY_POSTING);
    const rows = postingRows(db);
    expect(rows).toHaveLength(EVERY_POSTING.length);
    expect(rows).toEqual(expectedPostingRows(EVERY_POSTING));
    // Every state of a job is reached, so no clause of the rule goes untested.
    expect(new Set(rows.map((row) => row.sync_state))).toEqual(new Set(JOB_SYNC_PRECEDENCE));
  });

  it('job_sync gives each job the state of its posting the rule ranks first, for every mix of posting states on three boards', () => {
    // One posting of each state at version 1 (the first of the table above that the rule gives it).
    const sample = new Map<JobSyncState, PostingCase>();
    for (const job of EVERY_POSTING.filter((each) => each.version === 1)) {
      const posting = job.postings[0] as PostingCase;
      const state = postingSync(ruleInputOf(job, posting)).state;
      if (!sample.has(state)) sample.set(state, posting);
    }
    const choices = [undefined, ...JOB_SYNC_PRECEDENCE];
    const jobs: JobCase[] = [];
    for (const a of choices)
      for (const b of choices)
        for (const c of choices) {
          const postings = [a, b, c].flatMap((state, index) => {
            const posting = state === undefined ? undefined : sample.get(state);
            return posting === undefined ? [] : [{ ...posting, board: CASE_BOARDS[index] as number }];
          });
          jobs.push({ version: 1, postings, withdrawalWaiting: false });
        }
    jobs.push({ version: 1, postings: [], withdrawalWaiting: true });
    insertJobCases(db, jobs);
    expect(jobRows(db)).toEqual(expectedJobRows(jobs));
    expect(new Set(jobRows(db).map((row) => row.sync_state))).toEqual(new Set(JOB_SYNC_PRECEDENCE));
  });

  it('both views, and the lists of jobs needing the recruiter, agree with the rule for jobs of any version with several rows of any state on any boards', () => {
    const store: Store = openTestStore();
    const needing = (infos: Array<{ id: number }>) => infos.map((info) => info.id);
    try {
      fc.assert(
        fc.property(fc.array(jobCase, { minLength: 1, maxLength: 6 }), (jobs) => {
          store.db.exec(
            'DELETE FROM outbox; DELETE FROM board_jobs; DELETE FROM postings; DELETE FROM jobs;',
          );
          insertJobCases(store.db, jobs);
          const postings = expectedPostingRows(jobs);
          const each = expectedJobRows(jobs);
          expect(postingRows(store.db)).toEqual(postings);
          expect(jobRows(store.db)).toEqual(each);
          // The lists look only at jobs with a row or board row that can make such a state: none is missed.
          expect(needing(store.jobs.listJobsNeedingAttention(1))).toEqual(
            each.filter((row) => needsRecruiter(row.sync_state as JobSyncState)).map((row) => row.id),
          );
          for (const board of CASE_BOARDS) {
            // As one board's view lists them (jobs/board-view.ts).
            const boardNeeding = store.db
              .prepare<[number], number>(
                `SELECT id FROM posting_sync WHERE employer_id = 1 AND board_id = ? AND sync_state IN (${NEEDS_RECRUITER_SQL}) ORDER BY id`,
              )
              .pluck()
              .all(board);
            expect(boardNeeding).toEqual(
              postings
                .filter((row) => row.board_id === board && needsRecruiter(row.sync_state as JobSyncState))
                .map((row) => row.id),
            );
          }
        }),
        { numRuns: 200, seed: 1010 },
      );
    } finally {
      store.close();
    }
  });

  it('reads one job’s sync state through indexes, without going over every posting', () => {
    const plan = db
      .prepare('EXPLAIN QUERY PLAN SELECT * FROM job_sync WHERE employer_id = 1 AND id = 1')
      .all()
      .map((step) => (step as { detail: string }).detail);
    // The view's own rows (one job's) are scanned; no table is, and no view is built in full.
    expect(plan.filter((detail) => /^(SCAN (?!job_sync$)|MATERIALIZE)/.test(detail))).toEqual([]);
    expect(plan).toContain('SEARCH j USING INTEGER PRIMARY KEY (rowid=?)');
  });
});

// The transactional outbox: one row per local job change ("job J changed to version V by operation O")
// and its delivery state, replayed to the remote board by the sync engine.

import * as z from 'zod/mini';
import { OUTBOX_ROW_STATES } from '../../src-shared/rules/job-sync-state.ts';
import { type FieldError, FieldErrorSchema } from '../../src-shared/schemas/resources.ts';
import type { Clock, Db } from './database.ts';
import { parseStoredJson } from './stored-json.ts';

/** The board's per-field messages, re-checked when read: fields that do not parse read as none (the message stays). */
const FieldErrorsSchema = z.array(FieldErrorSchema);

export const OUTBOX_OPERATIONS = ['create', 'update', 'delete'] as const;
export type OutboxOperation = (typeof OUTBOX_OPERATIONS)[number];

/**
 * `pending`: waits to be sent (after `nextAttemptAt` when set); `in-flight`: claimed by the sync
 * engine; `failed`, `needs-attention`: wait for a person (with `lastError`); `set-aside`: no longer
 * parses or can never be sent, kept with its reason and out of the queue. Listed with the sync-state rule,
 * which reads them.
 */
export const OUTBOX_STATES = OUTBOX_ROW_STATES;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** No job body: the engine sends the job's latest stored state when the change's turn comes. */
export type OutboxEntry = {
  jobId: number;
  employerId: number;
  operation: OutboxOperation;
  /** The job's version after the change (for a delete, its last version). */
  jobVersion: number;
  /**
   * Not sent before this time (an ISO date-time): a delete waits out its undo window. Unlike a retry's
   * `nextAttemptAt`, "Sync now" does not bring it forward. Absent: due at once.
   */
  notBefore?: string | null;
};

export type OutboxRow = Omit<OutboxEntry, 'notBefore'> & {
  notBefore: string | null;
  seq: number;
  createdAt: string;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  /** The board's messages per field (`fields[].path`) with the last refusal; empty when it named none. */
  lastErrorFields: FieldError[];
  state: OutboxState;
};

export type OutboxFailure = {
  message: string;
  /** The board's per-field messages, kept with a refusal so the editor can place them. */
  fields?: readonly FieldError[];
  state: Exclude<OutboxState, 'in-flight'>;
  /** With state `pending`: not before this time. */
  nextAttemptAt?: Date | null;
};

export type OutboxRepository = {
  /**
   * Appends a pending row and returns it. Call it in the same transaction as the job write it
   * records (`runInTransaction` / `store.transaction`), so that both or neither are kept.
   */
  appendOutbox(entry: OutboxEntry): OutboxRow;
  getOutbox(seq: number): OutboxRow | undefined;
  /** Every row of one job in any state, oldest first (to collapse or reorder its changes). */
  listOutboxForJob(jobId: number): OutboxRow[];
  /** Claims a pending row: `in-flight`, one more attempt. False when it was not pending. */
  markInFlight(seq: number): boolean;
  /** Deletes the row: it was sent, or a later row of the same job supersedes it. */
  completeOutbox(seq: number): boolean;
  /**
   * Takes out the job's deletes that wait until `notBefore` (a delete with an undo window) and were not
   * claimed for sending; how many.
   */
  removeWaitingDeletes(jobId: number, notBefore: string): number;
  /** Records a failed or refused attempt with its message; false when no such row. */
  failOutbox(seq: number, failure: OutboxFailure): boolean;
  /** Makes a row pending again and due now (a person asked to retry); false when no such row. */
  requeueOutbox(seq: number): boolean;
  /**
   * For the sync engine: ids of the employer's jobs whose changes can be sent at `now` (an ISO date-time):
   * jobs with at least one pending row and no pending row waiting for a later `nextAttemptAt` or
   * `notBefore`, oldest first change first. A job's rows in other states do not hold it back.
   */
  listDueOutboxJobIds(employerId: number, now: string, limit: number): number[];
  /** The earliest time after `now` at which a job of the employer that waits (a retry, an undo window) becomes due. */
  nextOutboxAttemptAt(employerId: number, now: string): string | null;
  /**
   * Makes every pending row of the employer that waits for a retry due now (a person asked to sync now).
   * A row's `notBefore` (an undo window) stays. Returns the count.
   */
  resetOutboxBackoff(employerId: number): number;
  /** Rows of the employer left `in-flight` by a crash become pending again; call at startup, before syncing. */
  requeueInFlightForEmployer(employerId: number): number;
  /** The employer's rows, counted by state. */
  countOutboxForEmployer(employerId: number): Record<OutboxState, number>;
  /** Every job of the employer with a row in any state, by job id. */
  listJobIdsWithRows(employerId: number): number[];
  /**
   * Jobs of the employer gone here (no job row) whose delete waits for a person (`failed` or
   * `needs-attention`), by job id: a job deleted here has no sync state to list it by.
   */
  listJobIdsWithDeleteWaiting(employerId: number): number[];
};

type OutboxDbRow = {
  seq: number;
  job_id: number;
  employer_id: number;
  operation: OutboxOperation;
  job_version: number;
  created_at: string;
  attempts: number;
  next_attempt_at: string | null;
  not_before: string | null;
  last_error: string | null;
  last_error_fields: string | null;
  state: OutboxState;
};

/**
 * `boardId`: the board whose rows this repository reads and writes. Appending a row never posts a job
 * there: the domain's commands post it first (jobs/local-changes.ts, jobs/posting-writes.ts).
 */
export function createOutboxRepository(db: Db, options: { now: Clock; boardId: number }): OutboxRepository {
  const board = options.boardId;
  const insert = db.prepare<
    [Omit<OutboxDbRow, 'seq' | 'attempts' | 'next_attempt_at' | 'last_error' | 'last_error_fields' | 'state'>]
  >(
    `INSERT INTO outbox (job_id, employer_id, operation, job_version, created_at, not_before, board_id)
     VALUES (@job_id, @employer_id, @operation, @job_version, @created_at, @not_before, ${board})`,
  );
  const selectOne = db.prepare<[number], OutboxDbRow>('SELECT * FROM outbox WHERE seq = ?');
  const selectForJob = db.prepare<[number], OutboxDbRow>(
    `SELECT * FROM outbox WHERE job_id = +? AND board_id = ${board} ORDER BY seq`,
  );
  const claim = db.prepare<[number]>(
    `UPDATE outbox SET state = 'in-flight', attempts = attempts + 1 WHERE seq = ? AND state = 'pending'`,
  );
  const remove = db.prepare<[number]>('DELETE FROM outbox WHERE seq = ?');
  const removeWaitingDeletes = db.prepare<[number, string]>(
    `DELETE FROM outbox WHERE job_id = ? AND operation = 'delete' AND not_before = ? AND state = 'pending'
       AND board_id = ${board}`,
  );
  const fail = db.prepare<
    [{ seq: number; state: string; message: string; fields: string | null; next: string | null }]
  >(
    `UPDATE outbox SET state = @state, last_error = @message, last_error_fields = @fields,
       next_attempt_at = @next WHERE seq = @seq`,
  );
  const requeue = db.prepare<[number]>(
    `UPDATE outbox SET state = 'pending', next_attempt_at = NULL WHERE seq = ?`,
  );

  const selectDueJobs = db
    .prepare<[{ employer: number; now: string; limit: number }], number>(
      `SELECT job_id FROM outbox WHERE employer_id = +@employer AND board_id = ${board} AND state = 'pending'
       GROUP BY job_id
       HAVING max(max(coalesce(next_attempt_at, ''), coalesce(not_before, ''))) <= @now
       ORDER BY min(seq) LIMIT @limit`,
    )
    .pluck();
  const selectNextAttempt = db
    .prepare<[{ employer: number; now: string }], string | null>(
      `SELECT min(due) FROM (SELECT max(max(coalesce(next_attempt_at, ''), coalesce(not_before, ''))) AS due
       FROM outbox
       WHERE employer_id = @employer AND board_id = ${board} AND state = 'pending' GROUP BY job_id)
       WHERE due > @now`,
    )
    .pluck();
  const resetBackoff = db.prepare<[number]>(
    `UPDATE outbox SET next_attempt_at = NULL
     WHERE employer_id = ? AND board_id = ${board} AND state = 'pending' AND next_attempt_at IS NOT NULL`,
  );
  const requeueEmployer = db.prepare<[number]>(
    `UPDATE outbox SET state = 'pending' WHERE employer_id = ? AND board_id = ${board} AND state = 'in-flight'`,
  );
  const countEmployerByState = db.prepare<[number], { state: OutboxState; count: number }>(
    `SELECT state, count(*) AS count FROM outbox WHERE employer_id = ? AND board_id = ${board} GROUP BY state`,
  );

  const selectJobsWithRows = db
    .prepare<[number], number>(
      `SELECT DISTINCT job_id FROM outbox WHERE employer_id = ? AND board_id = ${board} ORDER BY job_id`,
    )
    .pluck();

  const selectJobsWithDeleteWaiting = db
    .prepare<[number], number>(
      `SELECT DISTINCT o.job_id FROM outbox AS o
       WHERE o.employer_id = ? AND o.board_id = ${board} AND o.operation = 'delete'
         AND o.state IN ('failed', 'needs-attention')
         AND NOT EXISTS (SELECT 1 FROM jobs AS j WHERE j.id = o.job_id)
       ORDER BY o.job_id`,
    )
    .pluck();

  function countsOf(rows: Array<{ state: OutboxState; count: number }>): Record<OutboxState, number> {
    const counts = Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0])) as Record<
      OutboxState,
      number
    >;
    for (const { state, count } of rows) counts[state] = count;
    return counts;
  }

  return {
    appendOutbox(entry) {
      const createdAt = options.now().toISOString();
      const result = insert.run({
        job_id: entry.jobId,
        employer_id: entry.employerId,
        operation: entry.operation,
        job_version: entry.jobVersion,
        created_at: createdAt,
        not_before: entry.notBefore ?? null,
      });
      // The row as written, not read back: the create path is measured.
      return {
        ...entry,
        notBefore: entry.notBefore ?? null,
        seq: Number(result.lastInsertRowid),
        createdAt,
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
        lastErrorFields: [],
        state: 'pending',
      };
    },
    getOutbox(seq) {
      const row = selectOne.get(seq);
      return row === undefined ? undefined : toOutboxRow(row);
    },
    listOutboxForJob: (jobId) => selectForJob.all(jobId).map(toOutboxRow),
    markInFlight: (seq) => claim.run(seq).changes === 1,
    completeOutbox: (seq) => remove.run(seq).changes === 1,
    removeWaitingDeletes: (jobId, notBefore) => removeWaitingDeletes.run(jobId, notBefore).changes,
    failOutbox(seq, failure) {
      const next = failure.state === 'pending' ? (failure.nextAttemptAt?.toISOString() ?? null) : null;
      const fields = failure.fields?.length ? JSON.stringify(failure.fields) : null;
      return fail.run({ seq, state: failure.state, message: failure.message, fields, next }).changes === 1;
    },
    requeueOutbox: (seq) => requeue.run(seq).changes === 1,
    listDueOutboxJobIds: (employerId, now, limit) => selectDueJobs.all({ employer: employerId, now, limit }),
    nextOutboxAttemptAt: (employerId, now) => selectNextAttempt.get({ employer: employerId, now }) ?? null,
    resetOutboxBackoff: (employerId) => resetBackoff.run(employerId).changes,
    requeueInFlightForEmployer: (employerId) => requeueEmployer.run(employerId).changes,
    countOutboxForEmployer: (employerId) => countsOf(countEmployerByState.all(employerId)),
    listJobIdsWithRows: (employerId) => selectJobsWithRows.all(employerId),
    listJobIdsWithDeleteWaiting: (employerId) => selectJobsWithDeleteWaiting.all(employerId),
  };
}

function toOutboxRow(row: OutboxDbRow): OutboxRow {
  return {
    seq: row.seq,
    jobId: row.job_id,
    employerId: row.employer_id,
    operation: row.operation,
    jobVersion: row.job_version,
    notBefore: row.not_before,
    createdAt: row.created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    lastErrorFields: parseStoredJson(row.last_error_fields, FieldErrorsSchema) ?? [],
    state: row.state,
  };
}

// A bulk Publish or Archive kept for its Undo window, as a deleted job is (deleted-jobs-repository.ts): the job
// before the change, its postings and the outbox rows that wait, so that an Undo after a restart within the
// window still puts the job back as it was. Forgotten a minute after the window, or once undone.
import * as z from 'zod/mini';
import { type Job, JobSchema, JobStatusSchema } from '../../src-shared/schemas/resources.ts';
import type { StoredPosting } from './boards-repository.ts';
import type { Db } from './database.ts';
import { parseStoredJson } from './stored-json.ts';

const StoredPostingsSchema = z.array(
  z.object({
    jobId: z.int(),
    boardId: z.int(),
    status: z.nullable(JobStatusSchema),
    categoryIds: z.nullable(z.array(z.int())),
    positionTypeId: z.nullable(z.int()),
    closeDate: z.nullable(z.string()),
  }),
);
const HeldRowsSchema = z.array(z.object({ boardId: z.int(), seq: z.int() }));

/** One job's status change held for its window. */
export type HeldStatusChange = {
  employerId: number;
  /** The job before the change. */
  before: Job;
  /** The job's version before the change: a board that had it has the job as the Undo puts it back. */
  versionBefore: number;
  postings: StoredPosting[];
  /** The outbox rows the change appended, each waiting until `until`. */
  rows: Array<{ boardId: number; seq: number }>;
  /** The end of the window (an ISO date-time), moved with the wall clock's steps (stored-waits.ts). */
  until: string;
};

/** How long after its window a held change is kept, so an Undo sent at its very end is still answered. */
export const KEPT_AFTER_WINDOW_MS = 60_000;

export type HeldStatusChangesRepository = {
  /**
   * Keeps the job's change (one a job: a newer change replaces an older one). Call it in the change's
   * transaction. Forgets, in passing, every change whose window ended more than a minute before `now`.
   */
  keep(change: HeldStatusChange, now: Date): void;
  /** The employer's held change of the job; undefined when none is (never held, undone, or forgotten). */
  find(employerId: number, jobId: number): HeldStatusChange | undefined;
  /** Forgets the job's held change (undone). */
  forget(jobId: number): void;
};

type HeldRow = {
  job_id: number;
  employer_id: number;
  before_json: string;
  version_before: number;
  postings_json: string;
  rows_json: string;
  held_until: string;
};

export function createHeldStatusChangesRepository(db: Db): HeldStatusChangesRepository {
  const insert = db.prepare<[HeldRow]>(
    `INSERT OR REPLACE INTO held_status_changes (job_id, employer_id, before_json, version_before,
       postings_json, rows_json, held_until)
     VALUES (@job_id, @employer_id, @before_json, @version_before, @postings_json, @rows_json, @held_until)`,
  );
  const prune = db.prepare<[string]>('DELETE FROM held_status_changes WHERE held_until <= ?');
  const select = db.prepare<[number, number], HeldRow>(
    'SELECT * FROM held_status_changes WHERE employer_id = ? AND job_id = ?',
  );
  const forget = db.prepare<[number]>('DELETE FROM held_status_changes WHERE job_id = ?');

  return {
    keep(change, now) {
      prune.run(new Date(now.getTime() - KEPT_AFTER_WINDOW_MS).toISOString());
      insert.run({
        job_id: change.before.id,
        employer_id: change.employerId,
        before_json: JSON.stringify(change.before),
        version_before: change.versionBefore,
        postings_json: JSON.stringify(change.postings),
        rows_json: JSON.stringify(change.rows),
        held_until: change.until,
      });
    },
    find(employerId, jobId) {
      const row = select.get(employerId, jobId);
      if (row === undefined) return undefined;
      const before = parseStoredJson(row.before_json, JobSchema);
      const postings = parseStoredJson(row.postings_json, StoredPostingsSchema);
      const rows = parseStoredJson(row.rows_json, HeldRowsSchema);
      // A kept change that no longer parses cannot put the job back as it was: it reads as none.
      if (before === null || postings === null || rows === null || before.id !== row.job_id) return undefined;
      return {
        employerId: row.employer_id,
        before,
        versionBefore: row.version_before,
        postings,
        rows,
        until: row.held_until,
      };
    },
    forget(jobId) {
      forget.run(jobId);
    },
  };
}

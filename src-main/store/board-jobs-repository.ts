// What the job board has of each job (table `board_jobs`): its board id, referenceId and status, the
// version it last acknowledged, its header in the board's list, whether the last pull missed it, the base
// of a three-way merge (the board's version JobDesk last saw) and a conflict waiting for the recruiter.

import * as z from 'zod/mini';
import { MergedPropertySchema } from '../../src-shared/schemas/conflicts.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import { type Job, type JobHeader, JobSchema, type JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Clock, Db } from './database.ts';
import { parseStoredJson } from './stored-json.ts';

/** Properties changed both here and on the board, and the board's whole job when the merge found them. */
export type StoredConflict = { properties: Array<z.infer<typeof MergedPropertySchema>>; board: Job };

const StoredConflictSchema = z.object({
  properties: z.array(MergedPropertySchema).check(z.minLength(1)),
  board: JobSchema,
});

const BaseShape = {
  referenceId: z.nullable(z.string()),
  title: z.string(),
  closeDate: z.nullable(z.string()),
  confidential: z.boolean(),
  autoRefresh: z.boolean(),
  status: z.enum(['draft', 'active', 'archived']),
  locations: z.array(z.object({ description: z.string() })),
  categories: z.array(z.object({ id: z.number() })),
  positionType: z.object({ id: z.number() }),
  salary: z.nullable(
    z.object({
      amount: z.number(),
      maxAmount: z.nullable(z.number()),
      period: z.object({ id: z.number() }),
      plusCommission: z.boolean(),
    }),
  ),
  description: z.string(),
  applicantRoutingType: z.object({ id: z.number() }),
  applicationEmail: z.nullable(z.string()),
  applicationUrl: z.nullable(z.string()),
};
const BaseSchema: z.ZodMiniType<JobInput> = z.object(BaseShape);
const SentSchema: z.ZodMiniType<Partial<JobInput>> = z.partial(z.object(BaseShape));

/**
 * One job's row. Its presence means the job is, or may be, on the board: it is written before the first
 * request that can create the job, and outlives a local delete until the board acknowledged the delete.
 * `remoteId` is null until the board answered; `referenceId` null means the board has none or it is
 * uncertain (address the job by `remoteId`); `status` is what the board has, `archived` when it may be,
 * or null when unknown; `ackedVersion` the local version the board has (null: none yet);
 * `listedHeader` the job's list header when JobDesk last read or wrote it (see listedHeaderOf); `base` the
 * board's version JobDesk last read or was answered with (null: unknown), `readAt` when; `conflict` the
 * properties changed on both sides, waiting for the recruiter (null: none).
 */
export type BoardJob = {
  jobId: number;
  employerId: number;
  remoteId: number | null;
  referenceId: string | null;
  status: JobStatus | null;
  ackedVersion: number | null;
  listedHeader: string | null;
  missing: boolean;
  base: JobInput | null;
  readAt: string | null;
  conflict: StoredConflict | null;
  /** The properties of an update sent and not yet acknowledged (null: none). */
  sent: Partial<JobInput> | null;
  updatedAt: string;
};

/**
 * The identity and status to record; `ackedVersion`, `listedHeader`, `base`, `conflict` and `sent` are kept
 * unless given. A `base` given also sets `readAt` to now (the board's whole job was just had).
 */
export type BoardJobUpdate = Pick<BoardJob, 'jobId' | 'employerId' | 'remoteId' | 'referenceId' | 'status'> &
  Partial<Pick<BoardJob, 'ackedVersion' | 'listedHeader' | 'base' | 'conflict' | 'sent'>>;

export type BoardJobsRepository = {
  get(jobId: number): BoardJob | undefined;
  /**
   * The row of the employer that names this remote id (with `referenceId: null`, only a row that names no
   * referenceId), or this referenceId, other than `exceptJobId`'s.
   */
  find(
    employerId: number,
    by: { remoteId: number; referenceId?: null } | { referenceId: string },
    exceptJobId?: number,
  ): BoardJob | undefined;
  /** Every row of the employer, by job id. */
  list(employerId: number): BoardJob[];
  /**
   * Inserts or replaces the job's row; `updatedAt` from the store's clock. An `ackedVersion` only ever
   * moves forward. Clears `missing`: the job was just seen or sent.
   */
  save(entry: BoardJobUpdate): void;
  /** The last pull did not list the job. False when the job has no row. */
  markMissing(jobId: number): boolean;
  /** Records a conflict (null clears it), keeping everything else. False when the job has no row. */
  setConflict(jobId: number, conflict: StoredConflict | null): boolean;
  /**
   * Sets the base (a recruiter's decision on a conflict, not a read: `readAt` is kept), keeping everything
   * else. False when the job has no row.
   */
  setBase(jobId: number, base: JobInput): boolean;
  /**
   * The employer's jobs on the board (a board id known) last read in full before `readBefore` (an ISO
   * time) or never, least recently read first (never read first), at most `limit`.
   */
  listLeastRecentlyRead(
    employerId: number,
    readBefore: string,
    limit: number,
  ): Array<{ jobId: number; remoteId: number }>;
  /** False when there was none. */
  delete(jobId: number): boolean;
};

type BoardJobRow = {
  job_id: number;
  board_id?: number;
  employer_id: number;
  remote_id: number | null;
  reference_id: string | null;
  status: JobStatus | null;
  acked_version: number | null;
  listed_header: string | null;
  missing: 0 | 1;
  base_json: string | null;
  read_at: string | null;
  conflict_json: string | null;
  sent_json: string | null;
  updated_at: string;
};

type SaveParams = Omit<BoardJobRow, 'missing'> & {
  set_acked: 0 | 1;
  set_header: 0 | 1;
  set_base: 0 | 1;
  set_conflict: 0 | 1;
  set_sent: 0 | 1;
};

/**
 * `boardId`: the board whose rows this repository reads and writes. Saving a
 * row never posts a job: an answer that comes back after the job was withdrawn from the board must not
 * post it there again.
 */
export function createBoardJobsRepository(
  db: Db,
  options: { now: Clock; boardId: number },
): BoardJobsRepository {
  const board = options.boardId;
  const selectOne = db.prepare<[number], BoardJobRow>(
    `SELECT * FROM board_jobs WHERE job_id = ? AND board_id = ${board}`,
  );
  type Lookup = { employer_id: number; except: number };
  const selectByRemoteId = db.prepare<[Lookup & { remote_id: number }], BoardJobRow>(
    `SELECT * FROM board_jobs WHERE employer_id = +@employer_id AND remote_id = +@remote_id AND job_id != @except
       AND board_id = ${board}
     ORDER BY job_id LIMIT 1`,
  );
  const selectByRemoteIdWithoutReference = db.prepare<[Lookup & { remote_id: number }], BoardJobRow>(
    `SELECT * FROM board_jobs WHERE employer_id = +@employer_id AND remote_id = +@remote_id AND job_id != @except
       AND reference_id IS NULL AND board_id = ${board}
     ORDER BY job_id LIMIT 1`,
  );
  const selectByReference = db.prepare<[Lookup & { reference_id: string }], BoardJobRow>(
    `SELECT * FROM board_jobs
     WHERE employer_id = +@employer_id AND reference_id = +@reference_id AND job_id != @except
       AND board_id = ${board}
     ORDER BY job_id LIMIT 1`,
  );
  const selectAll = db.prepare<[number], BoardJobRow>(
    `SELECT * FROM board_jobs WHERE employer_id = +? AND board_id = ${board} ORDER BY job_id`,
  );
  const upsert = db.prepare<[SaveParams]>(
    `INSERT INTO board_jobs (board_id, job_id, employer_id, remote_id, reference_id, status, acked_version,
       listed_header, missing, base_json, read_at, conflict_json, sent_json, updated_at)
     VALUES (${board}, @job_id, @employer_id, @remote_id, @reference_id, @status, @acked_version, @listed_header, 0,
       @base_json, @read_at, @conflict_json, @sent_json, @updated_at)
     ON CONFLICT (job_id, board_id) DO UPDATE SET employer_id = excluded.employer_id, remote_id = excluded.remote_id,
       reference_id = excluded.reference_id, status = excluded.status, missing = 0,
       acked_version = CASE WHEN @set_acked = 1
         THEN max(coalesce(acked_version, 0), excluded.acked_version) ELSE acked_version END,
       listed_header = CASE WHEN @set_header = 1 THEN excluded.listed_header ELSE listed_header END,
       base_json = CASE WHEN @set_base = 1 THEN excluded.base_json ELSE base_json END,
       read_at = CASE WHEN @set_base = 1 THEN excluded.read_at ELSE read_at END,
       conflict_json = CASE WHEN @set_conflict = 1 THEN excluded.conflict_json ELSE conflict_json END,
       sent_json = CASE WHEN @set_sent = 1 THEN excluded.sent_json ELSE sent_json END,
       updated_at = excluded.updated_at`,
  );
  const updateConflict = db.prepare<[{ job_id: number; conflict_json: string | null; updated_at: string }]>(
    `UPDATE board_jobs SET conflict_json = @conflict_json, updated_at = @updated_at
     WHERE job_id = @job_id AND board_id = ${board}`,
  );
  const updateBase = db.prepare<[{ job_id: number; base_json: string; updated_at: string }]>(
    `UPDATE board_jobs SET base_json = @base_json, updated_at = @updated_at
     WHERE job_id = @job_id AND board_id = ${board}`,
  );
  const selectLeastRecentlyRead = db.prepare<
    [{ employer_id: number; before: string; limit: number }],
    { job_id: number; remote_id: number }
  >(
    `SELECT job_id, remote_id FROM board_jobs WHERE employer_id = +@employer_id AND board_id = ${board}
       AND remote_id IS NOT NULL
       AND (read_at IS NULL OR read_at < @before)
     ORDER BY read_at IS NOT NULL, read_at, job_id LIMIT @limit`,
  );
  const setMissing = db.prepare<[{ job_id: number; updated_at: string }]>(
    `UPDATE board_jobs SET missing = 1, updated_at = @updated_at WHERE job_id = @job_id AND board_id = ${board}`,
  );
  const remove = db.prepare<[number]>(`DELETE FROM board_jobs WHERE job_id = ? AND board_id = ${board}`);

  const read = (row: BoardJobRow | undefined) => (row === undefined ? undefined : toBoardJob(row));
  return {
    get: (jobId) => read(selectOne.get(jobId)),
    find(employerId, by, exceptJobId) {
      const lookup = { employer_id: employerId, except: exceptJobId ?? 0 };
      return read(
        'remoteId' in by
          ? (by.referenceId === null ? selectByRemoteIdWithoutReference : selectByRemoteId).get({
              ...lookup,
              remote_id: by.remoteId,
            })
          : selectByReference.get({ ...lookup, reference_id: by.referenceId }),
      );
    },
    list: (employerId) => selectAll.all(employerId).map(toBoardJob),
    save(entry) {
      const now = options.now().toISOString();
      upsert.run({
        job_id: entry.jobId,
        employer_id: entry.employerId,
        remote_id: entry.remoteId,
        reference_id: entry.referenceId,
        status: entry.status,
        acked_version: entry.ackedVersion ?? null,
        listed_header: entry.listedHeader ?? null,
        set_acked: entry.ackedVersion === undefined ? 0 : 1,
        set_header: entry.listedHeader === undefined ? 0 : 1,
        base_json: entry.base == null ? null : JSON.stringify(entry.base),
        read_at: entry.base == null ? null : now,
        set_base: entry.base === undefined ? 0 : 1,
        conflict_json: entry.conflict == null ? null : JSON.stringify(entry.conflict),
        set_conflict: entry.conflict === undefined ? 0 : 1,
        sent_json: entry.sent == null ? null : JSON.stringify(entry.sent),
        set_sent: entry.sent === undefined ? 0 : 1,
        updated_at: now,
      });
    },
    setConflict: (jobId, conflict) =>
      updateConflict.run({
        job_id: jobId,
        conflict_json: conflict === null ? null : JSON.stringify(conflict),
        updated_at: options.now().toISOString(),
      }).changes === 1,
    setBase: (jobId, base) =>
      updateBase.run({
        job_id: jobId,
        base_json: JSON.stringify(base),
        updated_at: options.now().toISOString(),
      }).changes === 1,
    listLeastRecentlyRead: (employerId, readBefore, limit) =>
      selectLeastRecentlyRead
        .all({ employer_id: employerId, before: readBefore, limit })
        .map((row) => ({ jobId: row.job_id, remoteId: row.remote_id })),
    markMissing: (jobId) =>
      setMissing.run({ job_id: jobId, updated_at: options.now().toISOString() }).changes === 1,
    delete: (jobId) => remove.run(jobId).changes === 1,
  };
}

function toBoardJob(row: BoardJobRow): BoardJob {
  return {
    jobId: row.job_id,
    employerId: row.employer_id,
    remoteId: row.remote_id,
    referenceId: row.reference_id,
    status: row.status,
    ackedVersion: row.acked_version,
    listedHeader: row.listed_header,
    missing: row.missing === 1,
    base: parseStoredJson(row.base_json, BaseSchema),
    readAt: row.read_at,
    conflict: parseStoredJson(row.conflict_json, StoredConflictSchema),
    sent: parseStoredJson(row.sent_json, SentSchema),
    updatedAt: row.updated_at,
  };
}

/**
 * The part of a board job that its list header (GET /jobs) shows, as one comparable string: a pull reads
 * a job's details again only when this differs from the `listedHeader` recorded when JobDesk last read or
 * wrote the job. Built the same way from a list header and from a whole job.
 */
export function listedHeaderOf(
  job: Pick<JobHeader, 'referenceId' | 'title' | 'publishDate' | 'locations' | 'confidential' | 'status'>,
): string {
  return JSON.stringify([
    job.referenceId,
    job.title,
    job.publishDate,
    job.locations.map((location) => [location.id, location.name, location.description, location.type]),
    job.confidential,
    job.status,
  ]);
}

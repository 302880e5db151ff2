// What the job board has of each job (table `board_jobs`): its board id, referenceId and status, the
// version it last acknowledged, its header in the board's list, and whether the last pull missed it.
import type { JobHeader, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Clock, Db } from './database.ts';

/**
 * One job's row. Its presence means the job is, or may be, on the board: it is written before the first
 * request that can create the job, and outlives a local delete until the board acknowledged the delete.
 * `remoteId` is null until the board answered; `referenceId` null means the board has none or it is
 * uncertain (address the job by `remoteId`); `status` is what the board has, `archived` when it may be,
 * or null when unknown; `ackedVersion` the local version the board has (null: none yet);
 * `listedHeader` the job's list header when JobDesk last read or wrote it (see listedHeaderOf).
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
  updatedAt: string;
};

/** The identity and status to record; `ackedVersion` and `listedHeader` are kept unless given. */
export type BoardJobUpdate = Pick<BoardJob, 'jobId' | 'employerId' | 'remoteId' | 'referenceId' | 'status'> &
  Partial<Pick<BoardJob, 'ackedVersion' | 'listedHeader'>>;

export type BoardJobsRepository = {
  get(jobId: number): BoardJob | undefined;
  /** The row of the employer that names this remote id, or this referenceId, other than `exceptJobId`'s. */
  find(
    employerId: number,
    by: { remoteId: number } | { referenceId: string },
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
  /** False when there was none. */
  delete(jobId: number): boolean;
};

type BoardJobRow = {
  job_id: number;
  employer_id: number;
  remote_id: number | null;
  reference_id: string | null;
  status: JobStatus | null;
  acked_version: number | null;
  listed_header: string | null;
  missing: 0 | 1;
  updated_at: string;
};

type SaveParams = Omit<BoardJobRow, 'missing'> & { set_acked: 0 | 1; set_header: 0 | 1 };

export function createBoardJobsRepository(db: Db, options: { now: Clock }): BoardJobsRepository {
  const selectOne = db.prepare<[number], BoardJobRow>('SELECT * FROM board_jobs WHERE job_id = ?');
  type Lookup = { employer_id: number; except: number };
  const selectByRemoteId = db.prepare<[Lookup & { remote_id: number }], BoardJobRow>(
    `SELECT * FROM board_jobs WHERE employer_id = @employer_id AND remote_id = @remote_id AND job_id != @except
     ORDER BY job_id LIMIT 1`,
  );
  const selectByReference = db.prepare<[Lookup & { reference_id: string }], BoardJobRow>(
    `SELECT * FROM board_jobs
     WHERE employer_id = @employer_id AND reference_id = @reference_id AND job_id != @except
     ORDER BY job_id LIMIT 1`,
  );
  const selectAll = db.prepare<[number], BoardJobRow>(
    'SELECT * FROM board_jobs WHERE employer_id = ? ORDER BY job_id',
  );
  const upsert = db.prepare<[SaveParams]>(
    `INSERT INTO board_jobs (job_id, employer_id, remote_id, reference_id, status, acked_version,
       listed_header, missing, updated_at)
     VALUES (@job_id, @employer_id, @remote_id, @reference_id, @status, @acked_version, @listed_header, 0,
       @updated_at)
     ON CONFLICT (job_id) DO UPDATE SET employer_id = excluded.employer_id, remote_id = excluded.remote_id,
       reference_id = excluded.reference_id, status = excluded.status, missing = 0,
       acked_version = CASE WHEN @set_acked = 1
         THEN max(coalesce(acked_version, 0), excluded.acked_version) ELSE acked_version END,
       listed_header = CASE WHEN @set_header = 1 THEN excluded.listed_header ELSE listed_header END,
       updated_at = excluded.updated_at`,
  );
  const setMissing = db.prepare<[{ job_id: number; updated_at: string }]>(
    'UPDATE board_jobs SET missing = 1, updated_at = @updated_at WHERE job_id = @job_id',
  );
  const remove = db.prepare<[number]>('DELETE FROM board_jobs WHERE job_id = ?');

  const read = (row: BoardJobRow | undefined) => (row === undefined ? undefined : toBoardJob(row));
  return {
    get: (jobId) => read(selectOne.get(jobId)),
    find(employerId, by, exceptJobId) {
      const lookup = { employer_id: employerId, except: exceptJobId ?? 0 };
      return read(
        'remoteId' in by
          ? selectByRemoteId.get({ ...lookup, remote_id: by.remoteId })
          : selectByReference.get({ ...lookup, reference_id: by.referenceId }),
      );
    },
    list: (employerId) => selectAll.all(employerId).map(toBoardJob),
    save(entry) {
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
        updated_at: options.now().toISOString(),
      });
    },
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

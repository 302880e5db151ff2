// Jobs of each employer: insert, read, update, delete and list, every call scoped by employer id.

import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { Clock, Db, RunInTransaction } from './database.ts';
import { createJobListIndex, type JobStatusCounts } from './job-list-index.ts';
import {
  createJobRowReader,
  JOB_COLUMNS,
  JOB_SYNC_COLUMNS,
  type JobRow,
  type JobSyncRow,
  type ReferenceLookups,
  toJobSyncInfo,
} from './job-rows.ts';
import { createJobSearch, type ListJobsQuery, type ListJobsResult } from './job-search.ts';
import { foldSearchText } from './search-keys.ts';
import {
  isCanonicalIsoDate,
  type JobNotFound,
  type JobSyncInfo,
  type JobSyncState,
  type ReferenceIdInUse,
  type StoredJobFields,
} from './stored-job.ts';
import { NEEDS_RECRUITER_SQL, ROWS_FOR_A_PERSON_SQL } from './sync-state-views.ts';

export type JobsRepositoryOptions = { now: Clock; lookups: ReferenceLookups; transaction: RunInTransaction };

export type JobsRepository = {
  /**
   * Inserts a job (version 1) and returns it as the API shows it. Refused when the employer has another
   * job with the same reference id. Atomic; inside a caller's transaction it is part of it. Throws on a
   * non-canonical date or an unknown employer.
   */
  insertJob(employerId: number, fields: StoredJobFields): Result<Job, ReferenceIdInUse>;
  getJob(employerId: number, id: number): Job | undefined;
  getJobByReferenceId(employerId: number, referenceId: string): Job | undefined;
  /** Replaces every stored field of the job (the API merges a partial update first) and bumps its version. */
  updateJob(
    employerId: number,
    id: number,
    fields: StoredJobFields,
  ): Result<Job, ReferenceIdInUse | JobNotFound>;
  /**
   * Puts back a deleted job under its own id, with its version and creation time (an Undo of a delete).
   * Refused when another job of the employer has taken its reference id meanwhile; throws when a job
   * with this id exists.
   */
  restoreJob(
    employerId: number,
    id: number,
    fields: StoredJobFields,
    kept: { version: number; createdAt: string },
  ): Result<Job, ReferenceIdInUse>;
  /** Deletes the job; returns what it was (for the outbox row), or undefined when there was none. */
  deleteJob(employerId: number, id: number): JobSyncInfo | undefined;
  listJobs(employerId: number, query: ListJobsQuery): ListJobsResult;
  /** How many jobs listJobs with this `q` (and of `onlyIds`, when given) finds in each status (the list's tabs). */
  countJobsByStatus(
    employerId: number,
    q: string | null | undefined,
    onlyIds?: ReadonlySet<number> | null,
    province?: string | null,
  ): JobStatusCounts;
  /** How many jobs pass the query's filters (status, q, board, province, close dates), paging aside. */
  countJobs(employerId: number, query: Omit<ListJobsQuery, 'page' | 'pageSize' | 'order'>): number;
  /** The job's version and sync state (derived by the `job_sync` view from its outbox rows and board row). */
  getJobSyncInfo(employerId: number, id: number): JobSyncInfo | undefined;
  /** The job's sync state alone: what getJobSyncInfo says, without the message it would also look up. */
  getJobSyncState(employerId: number, id: number): JobSyncState | undefined;
  /** The job's version (not scoped by employer), or undefined when there is no such job. */
  getJobVersion(jobId: number): number | undefined;
  /** For the sync engine: every job of the employer with its sync bookkeeping, by id. */
  listJobSyncInfos(employerId: number): JobSyncInfo[];
  /**
   * The jobs a recruiter must act on (sync state failed, needs-attention, missing-on-remote or conflict), by id.
   * Found from the outbox's and board_jobs' own rows, so its cost follows those jobs, not the whole list.
   */
  listJobsNeedingAttention(employerId: number): JobSyncInfo[];
  /**
   * For the sync engine: replaces the job's fields with the board's version without bumping its version,
   * only if its version is still `expectedVersion` (the recruiter did not change it meanwhile). False when
   * it changed or is gone. The caller records the acknowledgement in board_jobs. Throws on a
   * non-canonical date, as insertJob.
   */
  writeBackJob(jobId: number, expectedVersion: number, fields: StoredJobFields): boolean;
};

type SearchKeyParams = { title_key: string; reference_key: string | null };
type JobParams = ReturnType<typeof toJobParams>;
const JOB_COLUMN_NAMES = `reference_id, title, title_key, reference_key, status, publish_date, close_date,
  confidential, auto_refresh, position_type_id, salary_amount, salary_max_amount, salary_period_id,
  salary_plus_commission, routing_type_id, application_email, application_url, locations_json,
  category_ids_json, description`;
const JOB_COLUMN_VALUES = JOB_COLUMN_NAMES.replace(/\w+/g, (name) => `@${name}`);
const JOB_COLUMN_ASSIGNMENTS = JOB_COLUMN_NAMES.replace(/\w+/g, (name) => `${name} = @${name}`);

export function createJobsRepository(db: Db, options: JobsRepositoryOptions): JobsRepository {
  const nameIn = (table: string) => {
    const select = db.prepare<[number], string>(`SELECT name FROM ${table} WHERE id = ?`).pluck();
    return (id: number) => select.get(id);
  };
  const reader = createJobRowReader(options.lookups, {
    employerName: nameIn('employers'),
    categoryName: nameIn('categories'),
    positionTypeName: nameIn('position_types'),
  });
  const search = createJobSearch(db, createJobListIndex(db), reader);
  const now = () => options.now().toISOString();
  const { transaction } = options;

  type Scoped = { employer_id: number; id: number };
  const selectJob = db.prepare<[Scoped], JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE employer_id = @employer_id AND id = @id`,
  );
  const selectIdByReference = db
    .prepare<[number, string], number>('SELECT id FROM jobs WHERE employer_id = ? AND reference_id = ?')
    .pluck();
  const selectExists = db
    .prepare<[Scoped], number>('SELECT 1 FROM jobs WHERE employer_id = @employer_id AND id = @id')
    .pluck();
  const selectVersion = db.prepare<[number], number>('SELECT version FROM jobs WHERE id = ?').pluck();
  const selectSyncInfo = db.prepare<[Scoped], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM job_sync WHERE employer_id = +@employer_id AND id = +@id`,
  );
  const selectSyncState = db
    .prepare<[Scoped], JobSyncState>(
      'SELECT sync_state FROM job_sync WHERE employer_id = +@employer_id AND id = +@id',
    )
    .pluck();
  const insert = db.prepare<[JobParams & { employer_id: number; now: string }]>(
    `INSERT INTO jobs (employer_id, ${JOB_COLUMN_NAMES}, version, created_at, updated_at)
     VALUES (@employer_id, ${JOB_COLUMN_VALUES}, 1, @now, @now)`,
  );
  const reinsert = db.prepare<[JobParams & Scoped & { version: number; created_at: string; now: string }]>(
    `INSERT INTO jobs (id, employer_id, ${JOB_COLUMN_NAMES}, version, created_at, updated_at)
     VALUES (@id, @employer_id, ${JOB_COLUMN_VALUES}, @version, @created_at, @now)`,
  );
  const update = db.prepare<[JobParams & Scoped & { now: string }]>(
    `UPDATE jobs SET ${JOB_COLUMN_ASSIGNMENTS}, version = version + 1, updated_at = @now
     WHERE employer_id = @employer_id AND id = @id`,
  );
  const remove = db.prepare<[Scoped]>('DELETE FROM jobs WHERE employer_id = @employer_id AND id = @id');
  const selectAllSyncInfo = db.prepare<[number], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM job_sync WHERE employer_id = +? ORDER BY id`,
  );
  // Only a job with a row waiting for a person, or a board row missing or in conflict, can be in a state
  // that needs the recruiter: those few are looked up, not every job.
  const selectNeedingAttention = db.prepare<[{ employer_id: number }], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM job_sync
     WHERE employer_id = +@employer_id
       AND id IN (SELECT job_id FROM outbox
                  WHERE employer_id = +@employer_id AND state IN (${ROWS_FOR_A_PERSON_SQL})
                  UNION SELECT job_id FROM board_jobs WHERE employer_id = +@employer_id AND missing = 1
                  UNION SELECT job_id FROM board_jobs
                  WHERE employer_id = +@employer_id AND conflict_json IS NOT NULL)
       AND sync_state IN (${NEEDS_RECRUITER_SQL})
     ORDER BY id`,
  );
  const writeBack = db.prepare<[JobParams & { id: number; version: number }]>(
    `UPDATE jobs SET ${JOB_COLUMN_ASSIGNMENTS} WHERE id = @id AND version = @version`,
  );

  function getJob(employerId: number, id: number): Job | undefined {
    const row = selectJob.get({ employer_id: employerId, id });
    return row === undefined ? undefined : reader.toJob(row);
  }

  function referenceIdTaken(employerId: number, fields: StoredJobFields, ownId: number | null) {
    if (fields.referenceId === null) return undefined;
    const holder = selectIdByReference.get(employerId, fields.referenceId);
    if (holder === undefined || holder === ownId) return undefined;
    return { type: 'reference-id-in-use', referenceId: fields.referenceId, jobId: holder } as const;
  }

  // insertJob and updateJob answer with the row they wrote, mapped as getJob maps it: every column the
  // Job shows comes from the same params, so reading it back would only cost time.
  return {
    insertJob(employerId, fields) {
      const params = toJobParams(fields);
      return transaction(() => {
        const taken = referenceIdTaken(employerId, fields, null);
        if (taken) return err(taken);
        const result = insert.run({ ...params, employer_id: employerId, now: now() });
        return ok(reader.toJob({ ...params, id: Number(result.lastInsertRowid), employer_id: employerId }));
      });
    },
    getJob,
    getJobByReferenceId(employerId, referenceId) {
      const id = selectIdByReference.get(employerId, referenceId);
      return id === undefined ? undefined : getJob(employerId, id);
    },
    updateJob(employerId, id, fields) {
      const params = toJobParams(fields);
      return transaction(() => {
        if (selectExists.get({ employer_id: employerId, id }) === undefined)
          return err({ type: 'not-found' });
        const taken = referenceIdTaken(employerId, fields, id);
        if (taken) return err(taken);
        update.run({ ...params, employer_id: employerId, id, now: now() });
        return ok(reader.toJob({ ...params, id, employer_id: employerId }));
      });
    },
    restoreJob(employerId, id, fields, kept) {
      const params = toJobParams(fields);
      return transaction(() => {
        const taken = referenceIdTaken(employerId, fields, id);
        if (taken) return err(taken);
        reinsert.run({
          ...params,
          id,
          employer_id: employerId,
          version: kept.version,
          created_at: kept.createdAt,
          now: now(),
        });
        return ok(reader.toJob({ ...params, id, employer_id: employerId }));
      });
    },
    deleteJob(employerId, id) {
      return transaction(() => {
        const row = selectSyncInfo.get({ employer_id: employerId, id });
        if (row === undefined) return undefined;
        remove.run({ employer_id: employerId, id });
        return toJobSyncInfo(row);
      });
    },
    listJobs: search.listJobs,
    countJobsByStatus: search.countJobsByStatus,
    countJobs: search.countJobs,
    getJobSyncInfo(employerId, id) {
      const row = selectSyncInfo.get({ employer_id: employerId, id });
      return row === undefined ? undefined : toJobSyncInfo(row);
    },
    getJobSyncState: (employerId, id) => selectSyncState.get({ employer_id: employerId, id }),
    getJobVersion: (jobId) => selectVersion.get(jobId),
    listJobSyncInfos: (employerId) => selectAllSyncInfo.all(employerId).map(toJobSyncInfo),
    listJobsNeedingAttention: (employerId) =>
      selectNeedingAttention.all({ employer_id: employerId }).map(toJobSyncInfo),
    writeBackJob(jobId, expectedVersion, fields) {
      const params = toJobParams(fields);
      return writeBack.run({ ...params, id: jobId, version: expectedVersion }).changes === 1;
    },
  };
}

function toJobParams(fields: StoredJobFields): Omit<JobRow, 'id' | 'employer_id'> & SearchKeyParams {
  for (const [name, value] of [
    ['publishDate', fields.publishDate],
    ['closeDate', fields.closeDate],
  ] as const) {
    if (value !== null && !isCanonicalIsoDate(value)) {
      throw new RangeError(`${name} must be a canonical ISO date-time (toISOString()), got "${value}".`);
    }
  }
  const salary = fields.salary;
  return {
    reference_id: fields.referenceId,
    title: fields.title,
    title_key: foldSearchText(fields.title),
    reference_key: fields.referenceId === null ? null : foldSearchText(fields.referenceId),
    status: fields.status,
    publish_date: fields.publishDate,
    close_date: fields.closeDate,
    confidential: fields.confidential ? 1 : 0,
    auto_refresh: fields.autoRefresh ? 1 : 0,
    position_type_id: fields.positionTypeId,
    salary_amount: salary?.amount ?? null,
    salary_max_amount: salary?.maxAmount ?? null,
    salary_period_id: salary?.periodId ?? null,
    salary_plus_commission: salary === null ? null : salary.plusCommission ? 1 : 0,
    routing_type_id: fields.applicantRoutingTypeId,
    application_email: fields.applicationEmail,
    application_url: fields.applicationUrl,
    locations_json: JSON.stringify(fields.locations),
    category_ids_json: JSON.stringify(fields.categoryIds),
    description: fields.description,
  };
}

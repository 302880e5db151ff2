// Jobs of each employer: insert, read, update, delete and list, every call scoped by employer id.

import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import { type Clock, type Db, runInTransaction } from './database.ts';
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
  type JobSyncUpdate,
  type ReferenceIdInUse,
  type StoredJobFields,
} from './stored-job.ts';

/**
 * The sync engine's ledger entry for a job's copy on the remote board (table `remote_jobs`). Its presence
 * means the job is, or may be, on the board: it is written before the first request that can create it,
 * and outlives a local delete until the board has acknowledged the delete. `remoteId` is null until the
 * board has answered; `referenceId` null means the board has none or it is uncertain (address the job
 * by `remoteId`); `status` is what the board has, `archived` when it may be, or null when unknown.
 */
export type RemoteJob = {
  jobId: number;
  employerId: number;
  remoteId: number | null;
  referenceId: string | null;
  status: JobStatus | null;
  updatedAt: string;
};

export type JobsRepositoryOptions = { now: Clock; lookups: ReferenceLookups };

export type JobsRepository = {
  /**
   * Inserts a job (version 1, sync state `local` unless `sync` says otherwise) and returns it as the
   * API shows it. Refused when the employer has another job with the same reference id. Atomic;
   * inside a caller's transaction it is part of it. Throws on a non-canonical date or an unknown
   * employer.
   */
  insertJob(employerId: number, fields: StoredJobFields, sync?: JobSyncUpdate): Result<Job, ReferenceIdInUse>;
  getJob(employerId: number, id: number): Job | undefined;
  getJobByReferenceId(employerId: number, referenceId: string): Job | undefined;
  getJobByRemoteId(employerId: number, remoteId: number): Job | undefined;
  /**
   * Replaces every stored field of the job (the API merges a partial update first), bumps its
   * version, and sets its sync state when `sync` is given (else leaves it). Atomic, as insertJob.
   */
  updateJob(
    employerId: number,
    id: number,
    fields: StoredJobFields,
    sync?: JobSyncUpdate,
  ): Result<Job, ReferenceIdInUse | JobNotFound>;
  /** Deletes the job; returns what it was (for the outbox row), or undefined when there was none. */
  deleteJob(employerId: number, id: number): JobSyncInfo | undefined;
  listJobs(employerId: number, query: ListJobsQuery): ListJobsResult;
  getJobSyncInfo(employerId: number, id: number): JobSyncInfo | undefined;
  /** For the sync engine (not scoped by employer). Leaves the version alone; false when no such job. */
  setJobSyncState(jobId: number, sync: JobSyncUpdate): boolean;
  /**
   * For the sync engine: the remote now has `version` of the job. The job becomes `synced` only if
   * no later local change was made meanwhile. False when no such job.
   */
  markJobSynced(jobId: number, version: number, remoteId: number | null): boolean;
  /** For the sync engine: every job of the employer with its sync bookkeeping, by id. */
  listJobSyncInfos(employerId: number): JobSyncInfo[];
  /**
   * For the sync engine: replaces the job's fields with the board's version without bumping its version,
   * records `remoteId` and marks it `synced` at that version, only if its version is still
   * `expectedVersion` (the recruiter did not change it meanwhile). False when it changed or is gone.
   * Throws on a non-canonical date, as insertJob.
   */
  writeBackJob(jobId: number, expectedVersion: number, fields: StoredJobFields, remoteId: number): boolean;
  /** The ledger entry of a local job id (which may no longer exist), or undefined. */
  getRemoteJob(jobId: number): RemoteJob | undefined;
  /**
   * The ledger entry of the employer that names this remote id, or this referenceId, other than the entry
   * of `exceptJobId` when given (lowest job id first).
   */
  findRemoteJob(
    employerId: number,
    by: { remoteId: number } | { referenceId: string },
    exceptJobId?: number,
  ): RemoteJob | undefined;
  listRemoteJobs(employerId: number): RemoteJob[];
  /** Inserts or replaces the entry of `jobId`; `updatedAt` is set from the store's clock. */
  saveRemoteJob(entry: Omit<RemoteJob, 'updatedAt'>): void;
  /** False when there was none. */
  deleteRemoteJob(jobId: number): boolean;
};

type RemoteJobRow = {
  job_id: number;
  employer_id: number;
  remote_id: number | null;
  reference_id: string | null;
  status: JobStatus | null;
  updated_at: string;
};

type SearchKeyParams = { title_key: string; reference_key: string | null };
type JobParams = ReturnType<typeof toJobParams>;
type SyncParams = {
  sync_state: string | null;
  sync_message: string | null;
  set_remote_id: 0 | 1;
  remote_id: number | null;
};

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
  const search = createJobSearch(db, reader);
  const now = () => options.now().toISOString();

  type Scoped = { employer_id: number; id: number };
  const selectJob = db.prepare<[Scoped], JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE employer_id = @employer_id AND id = @id`,
  );
  const selectIdByReference = db
    .prepare<[number, string], number>('SELECT id FROM jobs WHERE employer_id = ? AND reference_id = ?')
    .pluck();
  const selectIdByRemote = db
    .prepare<[number, number], number>('SELECT id FROM jobs WHERE employer_id = ? AND remote_id = ?')
    .pluck();
  const selectSyncInfo = db.prepare<[Scoped], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM jobs WHERE employer_id = @employer_id AND id = @id`,
  );
  const insert = db.prepare<[JobParams & SyncParams & { employer_id: number; now: string }]>(
    `INSERT INTO jobs (employer_id, ${JOB_COLUMN_NAMES}, version, remote_id, sync_state, sync_message,
       synced_version, created_at, updated_at)
     VALUES (@employer_id, ${JOB_COLUMN_VALUES}, 1, @remote_id, coalesce(@sync_state, 'local'), @sync_message,
       CASE WHEN @sync_state = 'synced' THEN 1 END, @now, @now)`,
  );
  // In SET expressions `version` is the value before this update.
  const update = db.prepare<[JobParams & SyncParams & Scoped & { now: string }]>(
    `UPDATE jobs SET ${JOB_COLUMN_ASSIGNMENTS}, version = version + 1, updated_at = @now,
       sync_state = coalesce(@sync_state, sync_state),
       sync_message = CASE WHEN @sync_state IS NULL THEN sync_message ELSE @sync_message END,
       remote_id = CASE WHEN @set_remote_id = 1 THEN @remote_id ELSE remote_id END,
       synced_version = CASE WHEN @sync_state = 'synced' THEN version + 1 ELSE synced_version END
     WHERE employer_id = @employer_id AND id = @id`,
  );
  const remove = db.prepare<[Scoped]>('DELETE FROM jobs WHERE employer_id = @employer_id AND id = @id');
  const setSync = db.prepare<[SyncParams & { id: number }]>(
    `UPDATE jobs SET sync_state = @sync_state, sync_message = @sync_message,
       remote_id = CASE WHEN @set_remote_id = 1 THEN @remote_id ELSE remote_id END,
       synced_version = CASE WHEN @sync_state = 'synced' THEN version ELSE synced_version END
     WHERE id = @id`,
  );
  const markSynced = db.prepare<[{ id: number; version: number; remote_id: number | null }]>(
    `UPDATE jobs SET remote_id = coalesce(@remote_id, remote_id),
       synced_version = max(coalesce(synced_version, 0), @version),
       sync_state = CASE WHEN version <= @version THEN 'synced' ELSE sync_state END,
       sync_message = CASE WHEN version <= @version THEN NULL ELSE sync_message END
     WHERE id = @id`,
  );

  const selectAllSyncInfo = db.prepare<[number], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM jobs WHERE employer_id = ? ORDER BY id`,
  );
  const writeBack = db.prepare<[JobParams & { id: number; version: number; remote_id: number }]>(
    `UPDATE jobs SET ${JOB_COLUMN_ASSIGNMENTS}, remote_id = @remote_id, sync_state = 'synced',
       sync_message = NULL, synced_version = version
     WHERE id = @id AND version = @version`,
  );
  const selectRemote = db.prepare<[number], RemoteJobRow>('SELECT * FROM remote_jobs WHERE job_id = ?');
  type RemoteLookup = { employer_id: number; except: number };
  const selectRemoteByRemoteId = db.prepare<[RemoteLookup & { remote_id: number }], RemoteJobRow>(
    `SELECT * FROM remote_jobs WHERE employer_id = @employer_id AND remote_id = @remote_id AND job_id != @except
     ORDER BY job_id LIMIT 1`,
  );
  const selectRemoteByReference = db.prepare<[RemoteLookup & { reference_id: string }], RemoteJobRow>(
    `SELECT * FROM remote_jobs
     WHERE employer_id = @employer_id AND reference_id = @reference_id AND job_id != @except
     ORDER BY job_id LIMIT 1`,
  );
  const selectRemotes = db.prepare<[number], RemoteJobRow>(
    'SELECT * FROM remote_jobs WHERE employer_id = ? ORDER BY job_id',
  );
  const upsertRemote = db.prepare<[RemoteJobRow]>(
    `INSERT INTO remote_jobs (job_id, employer_id, remote_id, reference_id, status, updated_at)
     VALUES (@job_id, @employer_id, @remote_id, @reference_id, @status, @updated_at)
     ON CONFLICT (job_id) DO UPDATE SET employer_id = excluded.employer_id, remote_id = excluded.remote_id,
       reference_id = excluded.reference_id, status = excluded.status, updated_at = excluded.updated_at`,
  );
  const removeRemote = db.prepare<[number]>('DELETE FROM remote_jobs WHERE job_id = ?');

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
    insertJob(employerId, fields, sync) {
      const params = toJobParams(fields);
      return runInTransaction(db, () => {
        const taken = referenceIdTaken(employerId, fields, null);
        if (taken) return err(taken);
        const result = insert.run({ ...params, ...toSyncParams(sync), employer_id: employerId, now: now() });
        return ok(reader.toJob({ ...params, id: Number(result.lastInsertRowid), employer_id: employerId }));
      });
    },
    getJob,
    getJobByReferenceId(employerId, referenceId) {
      const id = selectIdByReference.get(employerId, referenceId);
      return id === undefined ? undefined : getJob(employerId, id);
    },
    getJobByRemoteId(employerId, remoteId) {
      const id = selectIdByRemote.get(employerId, remoteId);
      return id === undefined ? undefined : getJob(employerId, id);
    },
    updateJob(employerId, id, fields, sync) {
      const params = toJobParams(fields);
      return runInTransaction(db, () => {
        if (selectSyncInfo.get({ employer_id: employerId, id }) === undefined)
          return err({ type: 'not-found' });
        const taken = referenceIdTaken(employerId, fields, id);
        if (taken) return err(taken);
        update.run({ ...params, ...toSyncParams(sync), employer_id: employerId, id, now: now() });
        return ok(reader.toJob({ ...params, id, employer_id: employerId }));
      });
    },
    deleteJob(employerId, id) {
      return runInTransaction(db, () => {
        const row = selectSyncInfo.get({ employer_id: employerId, id });
        if (row === undefined) return undefined;
        remove.run({ employer_id: employerId, id });
        return toJobSyncInfo(row);
      });
    },
    listJobs: search.listJobs,
    getJobSyncInfo(employerId, id) {
      const row = selectSyncInfo.get({ employer_id: employerId, id });
      return row === undefined ? undefined : toJobSyncInfo(row);
    },
    setJobSyncState(jobId, sync) {
      return setSync.run({ ...toSyncParams(sync), id: jobId }).changes === 1;
    },
    markJobSynced(jobId, version, remoteId) {
      return markSynced.run({ id: jobId, version, remote_id: remoteId }).changes === 1;
    },
    listJobSyncInfos: (employerId) => selectAllSyncInfo.all(employerId).map(toJobSyncInfo),
    writeBackJob(jobId, expectedVersion, fields, remoteId) {
      const params = toJobParams(fields);
      return (
        writeBack.run({ ...params, id: jobId, version: expectedVersion, remote_id: remoteId }).changes === 1
      );
    },
    getRemoteJob(jobId) {
      const row = selectRemote.get(jobId);
      return row === undefined ? undefined : toRemoteJob(row);
    },
    findRemoteJob(employerId, by, exceptJobId) {
      const lookup = { employer_id: employerId, except: exceptJobId ?? 0 };
      const row =
        'remoteId' in by
          ? selectRemoteByRemoteId.get({ ...lookup, remote_id: by.remoteId })
          : selectRemoteByReference.get({ ...lookup, reference_id: by.referenceId });
      return row === undefined ? undefined : toRemoteJob(row);
    },
    listRemoteJobs: (employerId) => selectRemotes.all(employerId).map(toRemoteJob),
    saveRemoteJob(entry) {
      upsertRemote.run({
        job_id: entry.jobId,
        employer_id: entry.employerId,
        remote_id: entry.remoteId,
        reference_id: entry.referenceId,
        status: entry.status,
        updated_at: now(),
      });
    },
    deleteRemoteJob: (jobId) => removeRemote.run(jobId).changes === 1,
  };
}

function toRemoteJob(row: RemoteJobRow): RemoteJob {
  return {
    jobId: row.job_id,
    employerId: row.employer_id,
    remoteId: row.remote_id,
    referenceId: row.reference_id,
    status: row.status,
    updatedAt: row.updated_at,
  };
}

function toSyncParams(sync: JobSyncUpdate | undefined): SyncParams {
  return {
    sync_state: sync?.state ?? null,
    sync_message: sync?.message ?? null,
    set_remote_id: sync?.remoteId === undefined ? 0 : 1,
    remote_id: sync?.remoteId ?? null,
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

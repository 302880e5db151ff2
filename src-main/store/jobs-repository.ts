// Jobs of each employer: insert, read, update, delete and list, every call scoped by employer id.

import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { type Clock, type Db, runInTransaction } from './database.ts';
import {
  createJobRowReader,
  JOB_SELECT,
  JOB_SYNC_COLUMNS,
  type JobRow,
  type JobSyncRow,
  type ReferenceLookups,
  toJobSyncInfo,
} from './job-rows.ts';
import {
  createJobSearch,
  type JobSearchOptions,
  type ListJobsQuery,
  type ListJobsResult,
} from './job-search.ts';
import { foldSearchText } from './search-keys.ts';
import {
  isCanonicalIsoDate,
  type JobNotFound,
  type JobSyncInfo,
  type JobSyncUpdate,
  type ReferenceIdInUse,
  type StoredJobFields,
} from './stored-job.ts';

export type JobsRepositoryOptions = { now: Clock; lookups: ReferenceLookups; search?: JobSearchOptions };

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
};

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
  const reader = createJobRowReader(options.lookups);
  const search = createJobSearch(db, reader, options.search);
  const now = () => options.now().toISOString();

  type Scoped = { employer_id: number; id: number };
  const selectJob = db.prepare<[Scoped], JobRow>(
    `${JOB_SELECT} WHERE j.employer_id = @employer_id AND j.id = @id`,
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

  function getJob(employerId: number, id: number): Job | undefined {
    const row = selectJob.get({ employer_id: employerId, id });
    return row === undefined ? undefined : reader.toJob(row);
  }

  function mustGetJob(employerId: number, id: number): Job {
    const job = getJob(employerId, id);
    if (job === undefined) throw new Error(`Job ${id} vanished inside its own transaction.`);
    return job;
  }

  function referenceIdTaken(employerId: number, fields: StoredJobFields, ownId: number | null) {
    if (fields.referenceId === null) return undefined;
    const holder = selectIdByReference.get(employerId, fields.referenceId);
    if (holder === undefined || holder === ownId) return undefined;
    return { type: 'reference-id-in-use', referenceId: fields.referenceId, jobId: holder } as const;
  }

  return {
    insertJob(employerId, fields, sync) {
      const params = toJobParams(fields);
      return runInTransaction(db, () => {
        const taken = referenceIdTaken(employerId, fields, null);
        if (taken) return err(taken);
        const result = insert.run({ ...params, ...toSyncParams(sync), employer_id: employerId, now: now() });
        return ok(mustGetJob(employerId, Number(result.lastInsertRowid)));
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
        return ok(mustGetJob(employerId, id));
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

function toJobParams(fields: StoredJobFields) {
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

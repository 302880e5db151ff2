// Sync's writes of a job here from the job board's version of it (a pull's import and refresh, a merge
// taking the board's values, a resolve, a discard): the job and its history entry, written together in the
// caller's transaction. Unlike a person's write (jobs-service.ts), none queues an outbox row: what came from
// the board is not sent back. The command that calls them (a pull's, a discard's, a resolve's) publishes the
// job's change in the same transaction.

import type { Result } from '../../src-shared/result.ts';
import { normalizeStoredDate } from '../../src-shared/rules/job-merge.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { NewHistoryEntry } from '../store/history-repository.ts';
import type { Store } from '../store/store.ts';
import {
  type JobNotFound,
  type ReferenceIdInUse,
  type StoredJobFields,
  storedFieldsFromJob,
} from '../store/stored-job.ts';

/** What the board has of a job it returned, as the store keeps it; unreadable dates fall back. */
export function boardFields(
  answer: Job,
  referenceId: string | null,
  fallbackPublishDate: string,
): StoredJobFields {
  return {
    ...storedFieldsFromJob(answer),
    referenceId,
    publishDate: normalizeStoredDate(answer.publishDate) ?? fallbackPublishDate,
    closeDate: normalizeStoredDate(answer.closeDate),
  };
}

/**
 * A job the board has and this store has not (a pull's import, a discard's restore): inserted with its
 * history entry. Refused, with nothing written, when its referenceId is taken here.
 */
export function insertBoardCopy(
  store: Store,
  employerId: number,
  fields: StoredJobFields,
  history: NewHistoryEntry | null,
): Result<Job, ReferenceIdInUse> {
  return store.transaction(() => {
    const inserted = store.jobs.insertJob(employerId, fields);
    if (inserted.ok && history !== null) store.history.append(inserted.value.id, history);
    return inserted;
  });
}

/**
 * The board's values written over the job as the recruiter's change would be (a resolve taking the board's
 * values, a discard's restore): its version moves on. Refused, with nothing written, when they cannot be
 * stored (the job is gone, or another job has the referenceId).
 */
export function updateFromBoard(
  store: Store,
  employerId: number,
  jobId: number,
  fields: StoredJobFields,
  history: NewHistoryEntry | null,
): Result<Job, ReferenceIdInUse | JobNotFound> {
  return store.transaction(() => {
    const written = store.jobs.updateJob(employerId, jobId, fields);
    if (written.ok && history !== null) store.history.append(jobId, history);
    return written;
  });
}

/**
 * The board's version written back over the job at the version sync read (a pull's refresh, a merge taking
 * the board's values): the version stays, so the job is not sent again. False, and nothing written, when
 * the recruiter changed the job meanwhile.
 */
export function writeBackBoardCopy(
  store: Store,
  jobId: number,
  version: number,
  fields: StoredJobFields,
  history: NewHistoryEntry | null,
): boolean {
  return store.transaction(() => {
    if (!store.jobs.writeBackJob(jobId, version, fields)) return false;
    if (history !== null) store.history.append(jobId, history);
    return true;
  });
}

/** The job deleted here because the board has none (a discard), with its history entry. */
export function deleteHere(store: Store, employerId: number, jobId: number, history: NewHistoryEntry): void {
  store.transaction(() => {
    store.jobs.deleteJob(employerId, jobId);
    store.history.append(jobId, history);
  });
}

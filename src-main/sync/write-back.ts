// The store side of each replay step, every one a single transaction: claiming rows before a request,
// and completing them with the board's answer written back, or recording why they wait or failed.
import { normalizeStoredDate } from '../../src-shared/rules/job-merge.ts';
import type { FieldError, Job } from '../../src-shared/schemas/resources.ts';
import { listedHeaderOf } from '../store/board-jobs-repository.ts';
import type { Store } from '../store/store.ts';
import { type JobSyncState, type StoredJobFields, storedFieldsFromJob } from '../store/stored-job.ts';
import type { PlannedCall } from './outbox-plan.ts';

export type SendablePlan = Extract<
  PlannedCall,
  { kind: 'upsert' | 'locate' | 'update-by-id' | 'delete-by-reference' | 'delete-by-id' }
>;
export type JobOutcome = JobSyncState | 'deleted';

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

function sentReferenceId(plan: SendablePlan): string | null {
  if (plan.kind === 'delete-by-id' || plan.kind === 'delete-by-reference') return null;
  const value = plan.body.referenceId;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Before sending: claims the rows (`in-flight`, one more attempt) and records in the board row that the job
 * may now be on the board, both in one transaction, so that a crash after this point never lets the
 * job's delete be skipped as "never sent". A status of `archived` on its way is recorded as possible.
 */
export function claimRows(store: Store, employerId: number, jobId: number, plan: SendablePlan): void {
  store.transaction(() => {
    for (const seq of plan.seqs) {
      const row = store.outbox.getOutbox(seq);
      if (row !== undefined && row.state !== 'pending' && row.state !== 'in-flight')
        store.outbox.requeueOutbox(seq);
      store.outbox.markInFlight(seq);
    }
    if (plan.kind === 'delete-by-id' || plan.kind === 'delete-by-reference') return;
    const remote = store.boardJobs.get(jobId);
    const archiving = plan.body.status === 'archived';
    if (plan.kind === 'update-by-id') {
      store.boardJobs.save({
        jobId,
        employerId,
        remoteId: plan.remoteId,
        referenceId: remote?.referenceId ?? null,
        status: archiving ? 'archived' : (remote?.status ?? null),
      });
      return;
    }
    store.boardJobs.save({
      jobId,
      employerId,
      remoteId: remote?.remoteId ?? null,
      referenceId: remote?.referenceId ?? sentReferenceId(plan),
      status: archiving ? 'archived' : (remote?.status ?? null),
    });
  });
}

/**
 * The board acknowledged the step. Completes its rows (a `locate` puts them back to pending instead),
 * updates the job's board row (id, referenceId, status, list header, and the version acknowledged), and
 * writes the board's version back to the local job (publishDate, closeDate, resolved names) only if the
 * job's version is still the one that was sent; otherwise it stays pending for the newer change. One
 * transaction.
 */
export function applyAcknowledged(
  store: Store,
  employerId: number,
  jobId: number,
  plan: SendablePlan,
  answer: Job | null,
): JobOutcome {
  return store.transaction(() => {
    if (plan.kind === 'delete-by-id' || plan.kind === 'delete-by-reference') {
      for (const seq of plan.seqs) store.outbox.completeOutbox(seq);
      store.boardJobs.delete(jobId);
      return outcomeOf(store, employerId, jobId);
    }
    if (answer === null) throw new Error('A job call was acknowledged without a job.');
    const board = {
      jobId,
      employerId,
      remoteId: answer.id,
      referenceId: sentReferenceId(plan),
      status: answer.status,
      listedHeader: listedHeaderOf(answer),
    };
    if (plan.kind === 'locate') {
      store.boardJobs.save(board);
      for (const seq of plan.seqs) store.outbox.requeueOutbox(seq);
      return outcomeOf(store, employerId, jobId);
    }
    store.boardJobs.save({ ...board, ackedVersion: plan.version });
    for (const seq of plan.seqs) store.outbox.completeOutbox(seq);
    const job = store.jobs.getJob(employerId, jobId);
    if (job !== undefined) {
      store.jobs.writeBackJob(jobId, plan.version, boardFields(answer, job.referenceId, job.publishDate));
    }
    return outcomeOf(store, employerId, jobId);
  });
}

/** The job was created and deleted before anything was sent: its rows go, with no call. */
export function applyDrop(
  store: Store,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
): JobOutcome {
  return store.transaction(() => {
    for (const seq of seqs) store.outbox.completeOutbox(seq);
    return outcomeOf(store, employerId, jobId);
  });
}

/**
 * The rows wait for a person: `failed` (the board refused the change), `needs-attention` (402, no job
 * credit) or `set-aside`, with `message`; the job's state follows from them. One transaction.
 */
export function applyRefusal(
  store: Store,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
  rowState: 'failed' | 'needs-attention' | 'set-aside',
  message: string,
  fields: readonly FieldError[] = [],
): JobOutcome {
  return store.transaction(() => {
    for (const seq of seqs) store.outbox.failOutbox(seq, { state: rowState, message, fields });
    return outcomeOf(store, employerId, jobId);
  });
}

/** The rows go back to pending, due at `nextAttemptAt` (null: at once); the job stays pending. */
export function applyRetryLater(
  store: Store,
  seqs: readonly number[],
  message: string,
  nextAttemptAt: Date | null,
): void {
  store.transaction(() => {
    for (const seq of seqs) store.outbox.failOutbox(seq, { state: 'pending', message, nextAttemptAt });
  });
}

/** Sets rows aside with their reasons; a job left with nothing else to send shows the first reason. */
export function applySetAside(store: Store, rows: ReadonlyArray<{ seq: number; reason: string }>): void {
  if (rows.length === 0) return;
  store.transaction(() => {
    for (const { seq, reason } of rows) store.outbox.failOutbox(seq, { state: 'set-aside', message: reason });
  });
}

function outcomeOf(store: Store, employerId: number, jobId: number): JobOutcome {
  return store.jobs.getJobSyncInfo(employerId, jobId)?.syncState ?? 'deleted';
}

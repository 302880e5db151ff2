// The store side of each replay step, every one a single transaction: claiming rows before a request,
// and completing them with the board's answer written back, or recording why they wait or failed. A step
// that settles the job's sync state publishes the job's change in its transaction (it goes out at the
// commit, and never for a step rolled back).

import { messageInEditorWords } from '../../src-shared/rules/editor-labels.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import { normalizeReferenceId } from '../../src-shared/rules/reference-id.ts';
import { changesToSend, pickProperties } from '../../src-shared/rules/three-way-merge.ts';
import { MERGED_PROPERTIES } from '../../src-shared/schemas/conflicts.ts';
import type { FieldError, Job } from '../../src-shared/schemas/resources.ts';
import { type BoardJob, type BoardJobUpdate, listedHeaderOf } from '../store/board-jobs-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import {
  type JobSyncState,
  storedFieldsFromJob,
  withMergedValues,
  withPropertiesFrom,
} from '../store/stored-job.ts';
import { boardFields, writeBackBoardCopy } from './board-copy-writes.ts';
import type { BoardView } from './board-view.ts';
import { boardChangesDeletedEntry, pullEntry } from './job-history.ts';
import { baseWithSent, PLAN_MESSAGES, planMergedUpdate, type SendablePlan } from './outbox-plan.ts';
import type { PullVersionSteps } from './pull-writes.ts';
import { deleteHeldMessage, isWhatWasSent } from './sent-record.ts';

export type JobOutcome = JobSyncState | 'deleted';

/**
 * What a step left to do: `done` (the rows are complete, or wait for a person or a retry), `again` (the
 * rows are pending again and due now: plan anew), or `next`, a step to send at once with the rows still
 * claimed (the update a read called for).
 */
export type StepOutcome =
  | { step: 'done'; outcome: JobOutcome | null }
  | { step: 'again' }
  | { step: 'next'; plan: SendablePlan };

/**
 * Before sending: claims the rows (`in-flight`, one more attempt) and records in the board row that the job
 * may now be on the board, both in one transaction, so that a crash after this point never lets the
 * job's delete be skipped as "never sent". A status of `archived` on its way is recorded as possible.
 * The claim alone is undone at every start (rows in flight are made pending again), and a job's first
 * board row is written again at a start after a run that did not close the store
 * (recordPossibleFirstSends): neither waits for the disk. Only a change to an existing board row (a
 * rename, an archive on its way) must be on disk before the request leaves.
 */
export function claimRows(store: BoardView, employerId: number, jobId: number, plan: SendablePlan): void {
  const remote = store.boardJobs.get(jobId);
  // A create records the body it sends: a job found later under its referenceId is told to be this one
  // by it (a lost answer), or somebody else's.
  const record =
    plan.kind === 'create'
      ? {
          ...possiblyOnBoard(remote, jobId, employerId, plan.body.referenceId, plan.body.status),
          sent: plan.body,
        }
      : null;
  const recordsNew =
    record !== null &&
    (remote === undefined ||
      remote.referenceId !== record.referenceId ||
      remote.status !== record.status ||
      remote.sent === null);
  store.transaction(
    () => {
      for (const seq of plan.seqs) {
        const row = store.outbox.getOutbox(seq);
        if (row !== undefined && row.state !== 'pending' && row.state !== 'in-flight')
          store.outbox.requeueOutbox(seq);
        store.outbox.markInFlight(seq);
      }
      if (record !== null && recordsNew) store.boardJobs.save(record);
    },
    { flush: recordsNew && remote !== undefined },
  );
}

/** The board row of a job whose create is sent with this referenceId and status. */
function possiblyOnBoard(
  remote: BoardJob | undefined,
  jobId: number,
  employerId: number,
  referenceId: string,
  status: Job['status'] | undefined,
): BoardJobUpdate {
  return {
    jobId,
    employerId,
    remoteId: remote?.remoteId ?? null,
    referenceId: remote?.referenceId ?? referenceId,
    status: status === 'archived' ? 'archived' : (remote?.status ?? null),
  };
}

/**
 * At a start after a run that did not close the store (killed, crashed, a power cut): a job's first board
 * row was claimed without waiting for the disk, so a power cut may have lost one whose request reached the
 * board. Each job of the employer with changes to send, no board row and a referenceId is recorded as
 * possibly on the board, as its claim would have been: its delete then goes to the board by that
 * referenceId (answered 404 when the create never arrived) instead of being dropped as never sent.
 * Returns how many were recorded; one transaction, waited for on disk.
 */
export function recordPossibleFirstSends(store: BoardView, employerId: number): number {
  return store.transaction(() => {
    let recorded = 0;
    for (const jobId of store.outbox.listJobIdsWithRows(employerId)) {
      if (store.boardJobs.get(jobId) !== undefined) continue;
      const job = store.jobs.getJob(employerId, jobId);
      if (job === undefined || job.referenceId === null) continue;
      store.boardJobs.save(possiblyOnBoard(undefined, jobId, employerId, job.referenceId, job.status));
      recorded += 1;
    }
    return recorded;
  });
}

/**
 * The board answered a read of the job (`GET /jobs/{id}`), in the transaction that records the call. When
 * the job changed here meanwhile, its rows are planned again. When the board's job is not this one (another
 * referenceId at its id: the board was reset, say), it reads as gone. Else the three-way merge: a conflict
 * is recorded and nothing is sent; otherwise the properties changed only on the board, and the combined
 * value of those merged (changed on both sides in parts that combine), are taken into the local job (its
 * history says so), the base becomes the board's version, and either the rows are complete (nothing
 * changed here) or the update of the properties changed here and merged is next, its rows still claimed.
 */
export function applyRead(
  store: BoardView,
  employerId: number,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'read' }>,
  board: Job,
  versions?: PullVersionSteps,
): StepOutcome {
  const local = store.jobs.getJob(employerId, jobId);
  const remote = store.boardJobs.get(jobId);
  if (local === undefined || remote === undefined || store.jobs.getJobVersion(jobId) !== plan.version) {
    for (const seq of plan.seqs) store.outbox.requeueOutbox(seq);
    return { step: 'again' };
  }
  const boardReference = normalizeReferenceId(board.referenceId);
  // The names this job may have there: the one the board last confirmed, the base's, this one, and that of
  // a rename sent whose answer never came (the board may have taken it).
  const sentReference = remote.sent?.referenceId;
  const known = [
    remote.referenceId,
    remote.base?.referenceId ?? null,
    local.referenceId,
    ...(sentReference === undefined ? [] : [normalizeReferenceId(sentReference)]),
  ];
  if (remote.referenceId !== null && !known.includes(boardReference))
    return { step: 'done', outcome: applyMissing(store, employerId, jobId, plan.seqs) };

  const held = remote.conflict?.properties ?? [];
  const { merge, theirs, update } = planMergedUpdate(plan, remote.base, local, board, held, remote.sent);
  if (merge.conflicts.length > 0) {
    store.boardJobs.setConflict(jobId, { properties: merge.conflicts, board });
    // Where both sides came to the same value, that value is what they now share: a later change on either
    // side merges against it, instead of the old base making it a conflict too.
    const agreed = MERGED_PROPERTIES.filter((property) => merge.properties[property] === 'same');
    if (remote.base !== null && agreed.length > 0)
      store.boardJobs.setBase(jobId, { ...remote.base, ...pickProperties(theirs, agreed) });
    for (const seq of plan.seqs)
      store.outbox.failOutbox(seq, { state: 'failed', message: PLAN_MESSAGES.conflict });
    return { step: 'done', outcome: settle(store, employerId, jobId) };
  }
  const before = storedFieldsFromJob(local);
  const fromBoard = boardFields(board, boardReference, local.publishDate);
  const after = {
    ...withMergedValues(withPropertiesFrom(before, fromBoard, merge.theirs), merge.values, [
      ...local.locations,
      ...board.locations,
    ]),
    publishDate: fromBoard.publishDate,
  };
  if (JSON.stringify(after) !== JSON.stringify(before)) {
    const write = () =>
      writeBackBoardCopy(store, jobId, plan.version, after, pullEntry(false, fieldChanges(before, after)));
    // What the board changed of the shared details reaches the job's version in the other language too.
    if (versions === undefined) write();
    else versions.followBoard(employerId, jobId, write);
  }
  store.boardJobs.save({
    jobId,
    employerId,
    remoteId: board.id,
    referenceId: boardReference,
    status: board.status,
    listedHeader: listedHeaderOf(board),
    base: theirs,
    conflict: null,
    sent: null,
    ...(update === null ? { ackedVersion: plan.version } : {}),
  });
  if (update === null) {
    for (const seq of plan.seqs) store.outbox.completeOutbox(seq);
    return { step: 'done', outcome: settle(store, employerId, jobId) };
  }
  // What the board may have once the update is sent: an archive on its way, and the values sent (found
  // there at the next read, they are this update's, not the board's). The referenceId stays the one the
  // board has now until it answers: while a rename is on its way, a new job of the old name must wait.
  store.boardJobs.save({
    jobId,
    employerId,
    remoteId: board.id,
    referenceId: boardReference,
    status: update.body.status === 'archived' ? 'archived' : board.status,
    sent: changesToSend(jobToInput(local), merge),
  });
  return { step: 'next', plan: update };
}

/**
 * The board answered the read before a delete: the delete is next, by the referenceId the board has the
 * job under now (by id when it has none), its rows still claimed; what the board's version changed since
 * JobDesk last saw it goes into the job's history, since the delete removes it. No job (404): it is gone,
 * the rows are complete.
 */
export function deleteAfterRead(
  store: BoardView,
  employerId: number,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'read-before-delete' }>,
  board: Job | null,
): StepOutcome {
  const { seqs, remoteId } = plan;
  if (board === null)
    return applyAcknowledged(store, employerId, jobId, { kind: 'delete-by-id', seqs, remoteId }, null);
  // A value of an update sent and never answered that is on the board is JobDesk's own, not the board's.
  const remote = store.boardJobs.get(jobId);
  const base = baseWithSent(remote?.base ?? null, remote?.sent ?? null, jobToInput(board));
  const lost = boardChangesDeletedEntry(base, board);
  if (lost !== null) store.history.append(jobId, lost);
  const referenceId = normalizeReferenceId(board.referenceId);
  return {
    step: 'next',
    plan:
      referenceId === null
        ? { kind: 'delete-by-id', seqs, remoteId }
        : { kind: 'delete-by-reference', seqs, referenceId },
  };
}

/**
 * The look-up before deleting a job whose create was never answered. The job found is what was sent: it
 * is this one and goes by id next. None found: nothing of this job is on the board, and the rows are
 * complete. Found and different (edited since on another laptop or the website, or somebody else's job
 * under the same Reference ID): the delete waits for the recruiter, its rows refused with a message naming
 * the board's job, and the board row remembers that job's id (and what JobDesk sent, as the base its
 * changes are read against), so that "Delete it on the board too" deletes exactly that job and keeps what
 * the delete removes in the history. One transaction.
 */
export function deleteAfterFind(
  store: BoardView,
  employerId: number,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'find-before-delete' }>,
  found: Job | null,
): StepOutcome {
  const { seqs, record } = plan;
  if (found !== null && isWhatWasSent(found, record))
    return { step: 'next', plan: { kind: 'delete-by-id', seqs, remoteId: found.id } };
  return store.transaction((): StepOutcome => {
    if (found === null) {
      for (const seq of seqs) store.outbox.completeOutbox(seq);
      store.boardJobs.delete(jobId);
      return { step: 'done', outcome: settle(store, employerId, jobId) };
    }
    store.boardJobs.save({
      jobId,
      employerId,
      remoteId: found.id,
      referenceId: normalizeReferenceId(found.referenceId),
      status: found.status,
      listedHeader: listedHeaderOf(found),
      base: record,
      conflict: null,
      sent: null,
    });
    const message = deleteHeldMessage(found.title);
    for (const seq of seqs) store.outbox.failOutbox(seq, { state: 'failed', message });
    // The job is gone here, so it has no sync state of its own: its delete is what was refused.
    return { step: 'done', outcome: 'failed' };
  });
}

/**
 * `DELETE /jobs` by referenceId answered 404 while the board's id of the job is known: the board may know it
 * by another referenceId (a rename whose answer never came), so the delete by id is next, the rows still
 * claimed. Null when there is no id to try: the 404 means the job is gone.
 */
export function deleteByIdAfterMiss(
  store: BoardView,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'delete-by-reference' }>,
): StepOutcome | null {
  const remoteId = store.boardJobs.get(jobId)?.remoteId ?? null;
  return remoteId === null
    ? null
    : { step: 'next', plan: { kind: 'delete-by-id', seqs: plan.seqs, remoteId } };
}

/**
 * The board acknowledged the step. Completes its rows (an upsert that did not complete the job puts them
 * back to pending instead), updates the job's board row (id, referenceId, status, list header, base, and
 * the version acknowledged), and writes the board's version back to the local job (publishDate, closeDate,
 * resolved names) only if the job's version is still the one that was sent; otherwise it stays pending for
 * the newer change. One transaction.
 */
export function applyAcknowledged(
  store: BoardView,
  employerId: number,
  jobId: number,
  plan: Exclude<SendablePlan, { kind: 'read' | 'read-before-delete' | 'find-before-delete' }>,
  answer: Job | null,
): StepOutcome {
  return store.transaction((): StepOutcome => {
    if (plan.kind === 'delete-by-id' || plan.kind === 'delete-by-reference') {
      for (const seq of plan.seqs) store.outbox.completeOutbox(seq);
      store.boardJobs.delete(jobId);
      return { step: 'done', outcome: settle(store, employerId, jobId) };
    }
    if (answer === null) throw new Error('A job call was acknowledged without a job.');
    const completes = plan.kind === 'update-by-id' || plan.completes;
    const referenceId = normalizeReferenceId(answer.referenceId);
    // The answer is the board's whole job, with what others changed since the read. It becomes the base
    // only when the job here takes it too (unchanged since it was planned); otherwise the base is the
    // version read, with what was sent: a change made meanwhile on the board is still one to merge.
    const answered = jobToInput(answer);
    const previousBase = store.boardJobs.get(jobId)?.base ?? null;
    const takenHere = store.jobs.getJobVersion(jobId) === plan.version;
    const base =
      plan.kind === 'update-by-id' && !takenHere && previousBase !== null
        ? { ...previousBase, ...pickProperties(answered, plan.properties) }
        : answered;
    store.boardJobs.save({
      jobId,
      employerId,
      remoteId: answer.id,
      referenceId,
      status: answer.status,
      listedHeader: listedHeaderOf(answer),
      base,
      sent: null,
      ...(completes ? { ackedVersion: plan.version } : {}),
    });
    if (!completes) {
      for (const seq of plan.seqs) store.outbox.requeueOutbox(seq);
      return { step: 'again' };
    }
    for (const seq of plan.seqs) store.outbox.completeOutbox(seq);
    const job = store.jobs.getJob(employerId, jobId);
    if (job !== undefined) {
      writeBackBoardCopy(
        store,
        jobId,
        plan.version,
        boardFields(answer, job.referenceId, job.publishDate),
        null,
      );
    }
    return { step: 'done', outcome: settle(store, employerId, jobId) };
  });
}

/**
 * The board has no such job any more (a 404 to a read or an update, or another job at its id): the job
 * waits as missing on the board, its rows with it, until the recruiter publishes it again or removes it.
 */
export function applyMissing(
  store: BoardView,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
): JobOutcome {
  return store.transaction(() => {
    store.boardJobs.markMissing(jobId);
    for (const seq of seqs)
      store.outbox.failOutbox(seq, { state: 'failed', message: PLAN_MESSAGES.missingOnRemote });
    return settle(store, employerId, jobId);
  });
}

/** The job was created and deleted before anything was sent: its rows go, with no call. */
export function applyDrop(
  store: BoardView,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
): JobOutcome {
  return store.transaction(() => {
    for (const seq of seqs) store.outbox.completeOutbox(seq);
    return settle(store, employerId, jobId);
  });
}

/**
 * The rows wait for a person: `failed` (the board refused the change), `needs-attention` (402, no job
 * credit) or `set-aside`, with `message`; the job's state follows from them. One transaction. A message led
 * by an API path (`referenceId: …`) is kept with the editor's label instead, since a recruiter reads it.
 */
export function applyRefusal(
  store: BoardView,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
  rowState: 'failed' | 'needs-attention' | 'set-aside',
  message: string,
  fields: readonly FieldError[] = [],
): JobOutcome {
  const worded = messageInEditorWords(message);
  const wordedFields = fields.map((field) => ({ ...field, message: messageInEditorWords(field.message) }));
  return store.transaction(() => {
    for (const seq of seqs) {
      store.outbox.failOutbox(seq, { state: rowState, message: worded, fields: wordedFields });
    }
    return settle(store, employerId, jobId);
  });
}

/**
 * A create refused because its referenceId was in use, and the job holding it is what this job's earlier
 * send made (its answer was lost): the board's job is this one's. The board row takes its id and version as
 * the base, and the rows are planned again: a read, then an update of what changed here since. One
 * transaction.
 */
export function applyOwnCreateFound(
  store: BoardView,
  employerId: number,
  jobId: number,
  plan: Extract<SendablePlan, { kind: 'create' }>,
  board: Job,
): StepOutcome {
  return store.transaction((): StepOutcome => {
    store.boardJobs.save({
      jobId,
      employerId,
      remoteId: board.id,
      referenceId: normalizeReferenceId(board.referenceId),
      status: board.status,
      listedHeader: listedHeaderOf(board),
      base: jobToInput(board),
      sent: null,
    });
    for (const seq of plan.seqs) store.outbox.requeueOutbox(seq);
    return { step: 'again' };
  });
}

/**
 * A create refused because another job holds its referenceId on the board: nothing of that job is taken.
 * The job's board row goes (its create never made a job there, or one JobDesk cannot tell is its own: a
 * later delete must not reach the other job by that referenceId), and its rows wait for the recruiter,
 * refused with `message` under the Reference ID. One transaction.
 */
export function applyReferenceTaken(
  store: BoardView,
  employerId: number,
  jobId: number,
  seqs: readonly number[],
  message: string,
): JobOutcome {
  return store.transaction(() => {
    store.boardJobs.delete(jobId);
    return applyRefusal(store, employerId, jobId, seqs, 'failed', message, [
      { path: 'referenceId', message },
    ]);
  });
}

/**
 * A create refused with nothing of this job on the board (a first send refused, or none found under its
 * referenceId): its board row goes, so the next send is a first send of the job as it is then.
 */
export function forgetBoardRow(store: BoardView, jobId: number): void {
  store.transaction(() => {
    store.boardJobs.delete(jobId);
  });
}

/**
 * A create refused because another job holds the referenceId it was sent with, while the job has another
 * one here by now: the board row goes (nothing of the job is taken) and the rows are pending again, so the
 * next send is a first send under the job's referenceId now. One transaction.
 */
export function applyRenamedSinceCreate(
  store: BoardView,
  jobId: number,
  seqs: readonly number[],
): StepOutcome {
  return store.transaction((): StepOutcome => {
    store.boardJobs.delete(jobId);
    for (const seq of seqs) store.outbox.requeueOutbox(seq);
    return { step: 'again' };
  });
}

/** The rows go back to pending, due at `nextAttemptAt` (null: at once); the job stays pending. */
export function applyRetryLater(
  store: BoardView,
  seqs: readonly number[],
  message: string,
  nextAttemptAt: Date | null,
): void {
  store.transaction(() => {
    for (const seq of seqs) store.outbox.failOutbox(seq, { state: 'pending', message, nextAttemptAt });
  });
}

/** Sets the job's rows aside with their reasons; a job left with nothing else to send shows the first reason. */
export function applySetAside(
  store: BoardView,
  employerId: number,
  jobId: number,
  rows: ReadonlyArray<{ seq: number; reason: string }>,
): void {
  if (rows.length === 0) return;
  store.transaction(() => {
    for (const { seq, reason } of rows) store.outbox.failOutbox(seq, { state: 'set-aside', message: reason });
    settle(store, employerId, jobId);
  });
}

/**
 * The job's sync state once a step has decided it, its change published in the step's transaction: it goes
 * out when that commits, and never for a step rolled back.
 */
function settle(store: BoardView, employerId: number, jobId: number): JobOutcome {
  const outcome = outcomeOf(store, employerId, jobId);
  store.changes.publish({ type: 'job', jobId, change: outcome === 'deleted' ? 'deleted' : 'sync-state' });
  return outcome;
}

export function outcomeOf(store: BoardView, employerId: number, jobId: number): JobOutcome {
  return store.jobs.getJobSyncState(employerId, jobId) ?? 'deleted';
}

// A bulk Publish or Archive that can be undone for the same window as a delete: the status changes here at
// once, and the board's update waits in the outbox until the window ends (as a delete's does). An Undo while
// those rows still wait puts the job back as it was (status, publish date, postings) and takes them out, so
// nothing reaches a board; once a row was claimed for sending, the Undo is an ordinary change of status that
// syncs. What a job was before is kept in the store (held-status-changes-repository.ts), as a deleted job is,
// so a restart within the window leaves the Undo possible. A job's version in the other language, changed with
// it, goes back with it.
import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { HeldStatusChange } from '../store/held-status-changes-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import type { Store } from '../store/store.ts';
import { type StoredJobFields, storedFieldsFromJob } from '../store/stored-job.ts';
import type { JobsService, JobWriteError } from './jobs-service.ts';
import { createLanguageVersionSteps } from './language-version-steps.ts';

export const NOTHING_TO_UNDO_MESSAGE =
  'This job was not published or archived a moment ago, so there is nothing to undo.';

function sameFields(one: StoredJobFields, other: StoredJobFields): boolean {
  return JSON.stringify(one) === JSON.stringify(other);
}

export type UndoableStatusChanges = {
  /**
   * Sets the job's status through the jobs service, its board updates held until `undoUntil`. Refused as
   * the jobs service refuses (a transition the rules forbid, a job gone). Call it inside the bulk action's
   * transaction or alone.
   */
  change(employerId: number, id: number, to: JobStatus, undoUntil: Date): Result<Job, JobWriteError>;
  /**
   * Puts the job's status back as it was before its last held change. Nothing is sent when every held row
   * still waits; otherwise the status goes back as an ordinary change (refused when the rules forbid it,
   * e.g. a job the board already shows as published cannot become a draft again).
   */
  undo(employerId: number, id: number): Result<Job, JobWriteError>;
};

export function createUndoableStatusChanges(
  store: Store,
  jobs: JobsService,
  now: () => Date,
): UndoableStatusChanges {
  // The app's change of status: the job's version in the other language is published or archived with it.
  const versions = createLanguageVersionSteps(store, jobs);
  /** The rows the change just appended: this job's pending updates held until exactly `until`, per board. */
  function heldRows(id: number, until: string): HeldStatusChange['rows'] {
    return store.boards.postingsOfJob(id).flatMap(({ boardId }) => {
      const row = store
        .outboxOf(boardId)
        .listOutboxForJob(id)
        .findLast((each) => each.operation === 'update' && each.notBefore === until);
      return row === undefined ? [] : [{ boardId, seq: row.seq }];
    });
  }

  /** The job as it is now, before a change: what its held change keeps. */
  function snapshot(employerId: number, id: number) {
    const before = store.jobs.getJob(employerId, id);
    const versionBefore = store.jobs.getJobVersion(id) ?? 0;
    return before === undefined
      ? undefined
      : { before, versionBefore, postings: store.boards.postingsOfJob(id) };
  }

  function change(employerId: number, id: number, to: JobStatus, undoUntil: Date) {
    return store.transaction((): Result<Job, JobWriteError> => {
      const own = snapshot(employerId, id);
      // The job's version in the other language is published or archived with it (language-version-steps.ts),
      // held alike.
      const twinId = store.languageVersions.twinOf(id)?.twinJobId;
      const twin = twinId === undefined ? undefined : snapshot(employerId, twinId);
      const updated = versions.update(employerId, id, { status: to }, { holdUntil: undoUntil });
      if (!updated.ok) return updated;
      const until = undoUntil.toISOString();
      for (const kept of [own, twin]) {
        if (kept === undefined) continue;
        const jobId = kept.before.id;
        if (jobId !== id && store.jobs.getJobVersion(jobId) === kept.versionBefore) continue;
        const rows = heldRows(jobId, until);
        store.heldStatusChanges.keep({ employerId, ...kept, rows, until }, now());
      }
      return updated;
    });
  }

  /** Every held row is still in its outbox, unclaimed: the board has heard nothing of the change. */
  function nothingSent(change: HeldStatusChange): boolean {
    return change.rows.every(
      ({ boardId, seq }) => store.outboxOf(boardId).getOutbox(seq)?.state === 'pending',
    );
  }

  /** The job as it was before the change, in the same transaction as taking out the rows that wait. */
  function putBack(change: HeldStatusChange, current: Job): Result<Job, JobWriteError> {
    for (const { boardId, seq } of change.rows) store.outboxOf(boardId).completeOutbox(seq);
    const fields = storedFieldsFromJob(current);
    // Only what the change set goes back: an edit saved meanwhile stays (its own rows send it).
    const restored = { ...fields, status: change.before.status, publishDate: change.before.publishDate };
    const written = store.jobs.updateJob(change.employerId, current.id, restored);
    if (!written.ok) return err({ type: 'not-found', message: NOTHING_TO_UNDO_MESSAGE });
    for (const posting of change.postings) store.boards.savePosting(posting);
    const version = store.jobs.getJobVersion(current.id) ?? 1;
    if (sameFields(restored, storedFieldsFromJob(change.before))) acknowledgeUnchanged(change, version);
    store.history.append(current.id, {
      kind: 'local-change',
      operation: 'undo',
      version,
      changes: fieldChanges(fields, restored),
    });
    store.changes.publish({ type: 'job', jobId: current.id, change: 'updated' });
    return ok(written.value);
  }

  /**
   * The job is back exactly as it was: each board that had its version before the change has this one, so the
   * job reads as synced there again and a pull does not take it for a local change.
   */
  function acknowledgeUnchanged(change: HeldStatusChange, version: number): void {
    for (const { boardId } of change.postings) {
      const boardJobs = store.boardJobsOf(boardId);
      const row = boardJobs.get(change.before.id);
      if (row === undefined || row.missing || row.ackedVersion !== change.versionBefore) continue;
      const { jobId, employerId, remoteId, referenceId, status } = row;
      boardJobs.save({ jobId, employerId, remoteId, referenceId, status, ackedVersion: version });
    }
  }

  function undo(employerId: number, id: number): Result<Job, JobWriteError> {
    return store.transaction((): Result<Job, JobWriteError> => {
      const change = store.heldStatusChanges.find(employerId, id);
      if (change === undefined) return err({ type: 'not-found', message: NOTHING_TO_UNDO_MESSAGE });
      const current = store.jobs.getJob(employerId, id);
      if (current === undefined) return err({ type: 'not-found', message: NOTHING_TO_UNDO_MESSAGE });
      const result = nothingSent(change)
        ? putBack(change, current)
        : // The board has the change (or is receiving it): going back is a change of its own, sent like any.
          versions.update(employerId, id, { status: change.before.status });
      if (!result.ok) return result;
      store.heldStatusChanges.forget(id);
      undoTwinWithIt(employerId, id, change);
      return result;
    });
  }

  /**
   * The job's version in the other language, changed with it by the same action (the same window), goes back
   * with it while nothing of its change was sent either.
   */
  function undoTwinWithIt(employerId: number, id: number, change: HeldStatusChange): void {
    const twinId = store.languageVersions.twinOf(id)?.twinJobId;
    const twinChange = twinId === undefined ? undefined : store.heldStatusChanges.find(employerId, twinId);
    const twin = twinId === undefined ? undefined : store.jobs.getJob(employerId, twinId);
    if (twinChange === undefined || twin === undefined || twinChange.until !== change.until) return;
    if (!nothingSent(twinChange)) return;
    if (putBack(twinChange, twin).ok) store.heldStatusChanges.forget(twin.id);
  }

  return { change, undo };
}

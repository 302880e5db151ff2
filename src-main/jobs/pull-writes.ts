// A pull's writes: a board job brought in, a local job refreshed from the board's version (and its version
// in the other language given the shared details the board changed), a job posted to this board because the
// board has it, and a synced job found gone from the board. Each one transaction
// (a savepoint of the pull's own when it holds one) that publishes the job's change when it has one; the
// pull decides which, the rows are written here.
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { listedHeaderOf } from '../store/board-jobs-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import type { JobSyncInfo } from '../store/stored-job.ts';
import { boardFields, insertBoardCopy, writeBackBoardCopy } from './board-copy-writes.ts';
import type { BoardView } from './board-view.ts';
import { pullEntry } from './job-history.ts';
import type { LanguageVersionSteps } from './language-version-steps.ts';

function boardRowOf(employerId: number, boardJob: Job) {
  return {
    employerId,
    remoteId: boardJob.id,
    referenceId: boardJob.referenceId,
    status: boardJob.status,
    listedHeader: listedHeaderOf(boardJob),
  };
}

/** A job here that the board has under its referenceId, not posted to this board yet: posted here now. */
export function postOnThisBoard(store: BoardView, jobId: number): void {
  store.transaction(() => {
    store.boards.savePosting({
      jobId,
      boardId: store.boardId,
      status: null,
      categoryIds: null,
      positionTypeId: null,
      closeDate: null,
    });
  });
}

/**
 * A board job this store does not have: inserted with its history entry and its board row (`replaced`: a
 * local job's board row this one takes the place of). Its id; undefined, with nothing written, when its
 * referenceId is taken here. `now`: its publish date when the board's cannot be read.
 */
export function importBoardJob(
  store: BoardView,
  employerId: number,
  boardJob: Job,
  replaced: number | undefined,
  now: Date,
): number | undefined {
  return store.transaction(() => {
    const fields = boardFields(boardJob, boardJob.referenceId, now.toISOString());
    const inserted = insertBoardCopy(
      store,
      employerId,
      fields,
      pullEntry(true, fieldChanges(undefined, fields)),
    );
    if (!inserted.ok) return undefined;
    if (replaced !== undefined) store.boardJobs.delete(replaced);
    store.boardJobs.save({
      ...boardRowOf(employerId, boardJob),
      jobId: inserted.value.id,
      ackedVersion: 1,
      base: jobToInput(boardJob),
      conflict: null,
      sent: null,
    });
    store.changes.publish({ type: 'job', jobId: inserted.value.id, change: 'sync-state' });
    return inserted.value.id;
  });
}

/** What a pull does for a job's version in the other language; without it (a test's engine), nothing. */
export type PullVersionSteps = Pick<LanguageVersionSteps, 'followBoard'>;

/**
 * The board's version of a local job with nothing waiting to be sent: its board row, and its values
 * written back at the version read (with the pull's history entry) unless they are the job's already.
 * True when the job changed. The board renaming it to a referenceId another local job has keeps ours.
 * With `versions`, the job's version in the other language takes the shared details the board changed
 * (a close date, the status, the pay, the places…; never the title or description), in the same
 * transaction, as a change of its own that goes to its boards.
 */
export function refreshFromBoardJob(
  store: BoardView,
  employerId: number,
  local: Job,
  info: JobSyncInfo,
  boardJob: Job,
  versions?: PullVersionSteps,
): boolean {
  if (versions === undefined) return refreshOne(store, employerId, local, info, boardJob);
  return versions.followBoard(employerId, local.id, () =>
    refreshOne(store, employerId, local, info, boardJob),
  );
}

function refreshOne(
  store: BoardView,
  employerId: number,
  local: Job,
  info: JobSyncInfo,
  boardJob: Job,
): boolean {
  return store.transaction(() => {
    let referenceId = boardJob.referenceId;
    const clash = referenceId === null ? undefined : store.jobs.getJobByReferenceId(employerId, referenceId);
    if (clash !== undefined && clash.id !== local.id) referenceId = local.referenceId;
    const fields = boardFields(boardJob, referenceId, local.publishDate);
    const before = boardFields(local, local.referenceId, local.publishDate);
    const same =
      info.syncState === 'synced' &&
      info.remoteId === boardJob.id &&
      JSON.stringify(fields) === JSON.stringify(before);
    store.boardJobs.save({
      ...boardRowOf(employerId, boardJob),
      referenceId,
      jobId: local.id,
      ackedVersion: info.version,
      base: jobToInput(boardJob),
      conflict: null,
      sent: null,
    });
    if (same) return false;
    writeBackBoardCopy(store, local.id, info.version, fields, pullEntry(false, fieldChanges(before, fields)));
    store.changes.publish({ type: 'job', jobId: local.id, change: 'sync-state' });
    return true;
  });
}

/** A synced job the board's list no longer has: it waits as missing there (kept, never deleted). */
export function markMissingOnBoard(store: BoardView, jobId: number): void {
  store.transaction(() => {
    store.boardJobs.markMissing(jobId);
    store.changes.publish({ type: 'job', jobId, change: 'sync-state' });
  });
}

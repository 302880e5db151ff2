// A recruiter's discard of a job's waiting changes: the board's version takes the place of the local one,
// or the job goes when the board has none, with the history entry that says so.
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { listedHeaderOf } from '../store/board-jobs-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';
import { boardFields, deleteHere, insertBoardCopy, updateFromBoard } from './board-copy-writes.ts';
import type { BoardView } from './board-view.ts';
import { discardEntry } from './job-history.ts';
import type { PullVersionSteps } from './pull-writes.ts';

export type DiscardOutcome =
  | { ok: true; outcome: 'restored'; jobId: number }
  | { ok: true; outcome: 'deleted' };

/**
 * A discard of the job's waiting changes, once the board's version is read (`board`; null: the board has
 * none). One transaction: drops the job's rows and board row, then writes the board's version (`now`: the
 * publish date of a job that never had one here) or deletes the job, and publishes the job's change. A job
 * deleted here comes back under a new local id. With `versions`, the job's version in the other language
 * takes the shared details put back. Throws when the board's version cannot be stored (its referenceId or id is another job's).
 */
export function discardToBoardCopy(
  store: BoardView,
  employerId: number,
  jobId: number,
  board: Job | null,
  now: string,
  versions?: PullVersionSteps,
): DiscardOutcome {
  return store.transaction((): DiscardOutcome => {
    for (const row of store.outbox.listOutboxForJob(jobId)) store.outbox.completeOutbox(row.seq);
    store.boardJobs.delete(jobId);
    const local = store.jobs.getJob(employerId, jobId);
    if (board === null) {
      deleteHere(store, employerId, jobId, discardEntry('deleted', []));
      store.changes.publish({ type: 'job', jobId, change: 'deleted' });
      return { ok: true, outcome: 'deleted' };
    }
    const clash =
      board.referenceId === null ? undefined : store.jobs.getJobByReferenceId(employerId, board.referenceId);
    const referenceId =
      clash !== undefined && clash.id !== jobId ? (local?.referenceId ?? null) : board.referenceId;
    const fields = boardFields(board, referenceId, local?.publishDate ?? now);
    const history = discardEntry(
      'restored',
      fieldChanges(local === undefined ? undefined : storedFieldsFromJob(local), fields),
    );
    const update = () => updateFromBoard(store, employerId, jobId, fields, history);
    // The shared details put back reach the job's version in the other language too.
    const written =
      local === undefined
        ? insertBoardCopy(store, employerId, fields, history)
        : versions === undefined
          ? update()
          : versions.followBoard(employerId, jobId, update);
    if (!written.ok) throw new Error(`The board's version of job ${jobId} cannot be stored.`);
    const restoredId = written.value.id;
    store.boardJobs.save({
      jobId: restoredId,
      employerId,
      remoteId: board.id,
      referenceId: board.referenceId,
      status: board.status,
      ackedVersion: store.jobs.getJobVersion(restoredId) ?? 1,
      listedHeader: listedHeaderOf(board),
      base: jobToInput(board),
      conflict: null,
      sent: null,
    });
    if (restoredId !== jobId) store.changes.publish({ type: 'job', jobId, change: 'deleted' });
    store.changes.publish({ type: 'job', jobId: restoredId, change: 'sync-state' });
    return { ok: true, outcome: 'restored', jobId: restoredId };
  });
}

// A job deleted here whose delete waits for the recruiter on a board: JobDesk did not send it (the job
// found there differs from what JobDesk sent, so it may be another recruiter's) or the board refused it.
// The recruiter deletes it on the board too, or leaves it there; each choice acts on every board where the
// delete waits, writes the rows and publishes the change in one transaction.
import type { Store } from '../store/store.ts';
import { type BoardView, createBoardView } from './board-view.ts';

/** One board's waiting delete of a job gone here. */
export type HeldDelete = {
  jobId: number;
  boardId: number;
  /** The job's title as JobDesk last had it (its kept copy, or what it sent or last read of it). */
  title: string;
  /** Why it waits, in the recruiter's words (the newest refusal). */
  message: string | null;
  /** When the delete was recorded (ISO time). */
  at: string;
};

const WAITING_STATES = new Set(['failed', 'needs-attention']);

/** The views (board-view.ts) of every board, removed ones too: a delete may wait on any of them. */
function boardViews(store: Store): BoardView[] {
  return store.boards.listAll().map((board) => createBoardView(store, board.id));
}

/** Whether the job is gone here and one of its delete rows on this board waits for the recruiter. */
function deleteWaits(scoped: BoardView, employerId: number, jobId: number): boolean {
  if (scoped.jobs.getJobVersion(jobId) !== undefined) return false;
  return scoped.outbox
    .listOutboxForJob(jobId)
    .some(
      (row) => row.employerId === employerId && row.operation === 'delete' && WAITING_STATES.has(row.state),
    );
}

/**
 * The title JobDesk last had: the kept copy (within the undo window), else the board row's base (for a
 * delete held back, what JobDesk sent), else the board's list header of it.
 */
function titleOf(store: Store, scoped: BoardView, employerId: number, jobId: number): string {
  const kept = store.deletedJobs.find(employerId, jobId)?.job.title;
  if (kept !== undefined) return kept;
  const row = scoped.boardJobs.get(jobId);
  if (row?.base) return row.base.title;
  const header = row?.listedHeader ?? null;
  const fromHeader = header === null ? undefined : (JSON.parse(header) as unknown[])[1];
  return typeof fromHeader === 'string' ? fromHeader : `Job ${jobId}`;
}

/** Every delete of the employer that waits for the recruiter, by board then job. */
export function listHeldDeletes(store: Store, employerId: number): HeldDelete[] {
  const held: HeldDelete[] = [];
  for (const scoped of boardViews(store)) {
    for (const jobId of scoped.outbox.listJobIdsWithDeleteWaiting(employerId)) {
      const rows = scoped.outbox.listOutboxForJob(jobId);
      const refused = rows.findLast((row) => WAITING_STATES.has(row.state));
      held.push({
        jobId,
        boardId: scoped.boardId,
        title: titleOf(store, scoped, employerId, jobId),
        message: refused?.lastError ?? null,
        at: rows.findLast((row) => row.operation === 'delete')?.createdAt ?? refused?.createdAt ?? '',
      });
    }
  }
  return held;
}

/** Whether the job has a delete waiting for the recruiter on any board. */
export function hasHeldDelete(store: Store, employerId: number, jobId: number): boolean {
  return boardViews(store).some((scoped) => deleteWaits(scoped, employerId, jobId));
}

/**
 * "Delete it on the board too": the waiting rows are sent again. The board row remembers the id of the job
 * found there, so the delete reads that job and deletes it, whatever it holds now, and its history keeps
 * what the delete removed. Returns whether any delete waited.
 */
export function deleteHeldOnBoard(store: Store, employerId: number, jobId: number): boolean {
  return store.transaction(() => {
    const boards = boardViews(store).filter((scoped) => deleteWaits(scoped, employerId, jobId));
    for (const scoped of boards)
      for (const row of scoped.outbox.listOutboxForJob(jobId)) scoped.outbox.requeueOutbox(row.seq);
    if (boards.length > 0) store.changes.publish({ type: 'job', jobId, change: 'sync-state' });
    return boards.length > 0;
  });
}

/**
 * "Leave it on the board": the waiting rows end and JobDesk forgets what it knew of the job there; nothing
 * is sent, and the board's job comes down like any other at the next read. Returns whether any delete waited.
 */
export function leaveHeldOnBoard(store: Store, employerId: number, jobId: number): boolean {
  return store.transaction(() => {
    const boards = boardViews(store).filter((scoped) => deleteWaits(scoped, employerId, jobId));
    for (const scoped of boards) {
      for (const row of scoped.outbox.listOutboxForJob(jobId)) scoped.outbox.completeOutbox(row.seq);
      scoped.boardJobs.delete(jobId);
    }
    if (boards.length > 0) store.changes.publish({ type: 'job', jobId, change: 'deleted' });
    return boards.length > 0;
  });
}

// A job's postings replaced by the recruiter: a create queued for a board added, a delete for a board left
// out (a withdrawal from that board only) and an update for a posting whose values changed, each on its
// own board's outbox, with the history entry and the job's change on the stream, in one transaction.
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { StoredPosting } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';

/** `current`: the job's postings as they were read, by board; `planned`: every posting it is to have. */
export function replacePostings(
  store: Store,
  employerId: number,
  job: Job,
  current: ReadonlyMap<number, StoredPosting>,
  planned: readonly StoredPosting[],
): void {
  store.transaction(() => {
    const version = store.jobs.getJobVersion(job.id) ?? job.id;
    const changes: Array<{ field: string; from: string | null; to: string | null }> = [];
    const queue = (boardId: number, operation: 'create' | 'update' | 'delete') =>
      store.outboxOf(boardId).appendOutbox({ jobId: job.id, employerId, operation, jobVersion: version });
    const nameOf = (boardId: number) => store.boards.get(boardId)?.name ?? `board ${boardId}`;
    const wanted = new Set(planned.map((posting) => posting.boardId));
    for (const [boardId, posting] of current) {
      if (wanted.has(boardId)) continue;
      queue(boardId, 'delete');
      store.boards.removePosting(job.id, boardId);
      changes.push({ field: `Post to ${nameOf(boardId)}`, from: posting.status ?? job.status, to: null });
    }
    for (const posting of planned) {
      const before = current.get(posting.boardId);
      if (before !== undefined && JSON.stringify(before) === JSON.stringify(posting)) continue;
      store.boards.savePosting(posting);
      queue(posting.boardId, before === undefined ? 'create' : 'update');
      changes.push({
        field: `Post to ${nameOf(posting.boardId)}`,
        from: before === undefined ? null : (before.status ?? job.status),
        to: posting.status ?? job.status,
      });
    }
    if (changes.length === 0) return;
    store.history.append(job.id, { kind: 'local-change', operation: 'update', version, changes });
    store.changes.publish({ type: 'job', jobId: job.id, change: 'updated' });
  });
}

/**
 * A board leaving the list with jobs posted there: each job's withdrawal (a delete on that board only)
 * queued on its outbox, its postings gone, and the board marked removed, in one transaction. Its engine
 * sends the withdrawals; the board goes once they are all confirmed.
 */
export function withdrawAllFromBoard(store: Store, employerId: number, boardId: number): void {
  store.transaction(() => {
    const outbox = store.outboxOf(boardId);
    for (const posting of store.boards.postingsOfBoard(boardId)) {
      const version = store.jobs.getJobVersion(posting.jobId);
      if (version !== undefined)
        outbox.appendOutbox({ jobId: posting.jobId, employerId, operation: 'delete', jobVersion: version });
      store.boards.removePosting(posting.jobId, boardId);
    }
    store.boards.update(boardId, { removed: true });
  });
}

/** A removed board whose withdrawals the board has all confirmed: the board goes, with any posting left on it. */
export function purgeBoard(store: Store, boardId: number): void {
  store.transaction(() => {
    store.boards.purge(boardId);
  });
}

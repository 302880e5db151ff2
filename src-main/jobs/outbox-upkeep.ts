// The outbox's own bookkeeping, as a sync engine asks for it: rows a stopped run left in flight made due
// again, retry delays cut short, a job's refused changes sent again, and withdrawals a new posting made
// pointless dropped. Each one transaction; none changes a job or what a recruiter sees of it but its sync
// state.
import type { OutboxRow } from '../store/outbox-repository.ts';
import type { BoardView } from './board-view.ts';

/** Rows left in flight (a run that stopped mid-call, a refused write) pending again: they are sent again, idempotently. */
export function requeueInFlight(store: BoardView, employerId: number): number {
  return store.transaction(() => store.outbox.requeueInFlightForEmployer(employerId));
}

/** Every waiting row of the employer due now (Sync now, a board answering again). */
export function resetRetryDelays(store: BoardView, employerId: number): number {
  return store.transaction(() => store.outbox.resetOutboxBackoff(employerId));
}

/**
 * Makes the job's refused, blocked or deferred rows pending and due now, and publishes its new sync state.
 * Set-aside rows stay aside (they would not parse any better). One transaction; false when nothing waits.
 */
export function retryJobRows(store: BoardView, employerId: number, jobId: number): boolean {
  return store.transaction(() => {
    let count = 0;
    for (const row of store.outbox.listOutboxForJob(jobId)) {
      if (row.state === 'set-aside' || row.state === 'in-flight') continue;
      if (row.state !== 'pending' || row.nextAttemptAt !== null) store.outbox.requeueOutbox(row.seq);
      count += 1;
    }
    if (count === 0) return false;
    const gone = store.jobs.getJobSyncInfo(employerId, jobId) === undefined;
    store.changes.publish({ type: 'job', jobId, change: gone ? 'deleted' : 'sync-state' });
    return true;
  });
}

/** Withdrawals a later posting on the same board supersedes: dropped unsent (the board still has the job). */
export function dropSupersededRows(store: BoardView, rows: readonly OutboxRow[]): void {
  if (rows.length === 0) return;
  store.transaction(() => {
    for (const row of rows) store.outbox.completeOutbox(row.seq);
  });
}

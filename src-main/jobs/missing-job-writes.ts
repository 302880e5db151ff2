// What the recruiter can do with a job a job board no longer has: send it anew, or forget it here. Each
// acts on every board that lost the job (the others keep it as it is), writes the job's rows and
// publishes its change in one transaction.
import type { Job } from '../../src-shared/schemas/resources.ts';
import { fieldChanges } from '../store/job-changes.ts';
import type { Store } from '../store/store.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';
import type { BoardView, BoardViews } from './board-view.ts';

/** The views of every board that no longer has the job. */
function boardsWhereMissing(store: Store, views: BoardViews, employerId: number, jobId: number): BoardView[] {
  return store.boards
    .listAll()
    .map((board) => views(board.id))
    .filter((scoped) => scoped.jobs.getJobSyncInfo(employerId, jobId)?.syncState === 'missing-on-remote');
}

/**
 * Queues the job to be sent again as a create to each board that lost it (its outbox row there, its board
 * row gone) with one history entry.
 */
export function republishJob(store: Store, views: BoardViews, employerId: number, job: Job): void {
  store.transaction(() => {
    const version = store.jobs.getJobVersion(job.id) ?? 1;
    for (const scoped of boardsWhereMissing(store, views, employerId, job.id)) {
      scoped.boardJobs.delete(job.id);
      scoped.outbox.appendOutbox({ jobId: job.id, employerId, operation: 'create', jobVersion: version });
    }
    store.history.append(job.id, {
      kind: 'local-change',
      operation: 'republish',
      version,
      changes: fieldChanges(undefined, storedFieldsFromJob(job)),
    });
    store.changes.publish({ type: 'job', jobId: job.id, change: 'sync-state' });
  });
}

/**
 * Forgets the job's postings on the boards that lost it, without telling them, with their waiting changes
 * (there is nothing to send there); the job goes here too once no board has it.
 */
export function removeJobHere(store: Store, views: BoardViews, employerId: number, jobId: number): void {
  store.transaction(() => {
    for (const scoped of boardsWhereMissing(store, views, employerId, jobId)) {
      for (const row of scoped.outbox.listOutboxForJob(jobId)) scoped.outbox.completeOutbox(row.seq);
      scoped.boardJobs.delete(jobId);
      store.boards.removePosting(jobId, scoped.boardId);
    }
    if (store.boards.postingsOfJob(jobId).length === 0) {
      store.jobs.deleteJob(employerId, jobId);
      store.changes.publish({ type: 'job', jobId, change: 'deleted' });
    } else store.changes.publish({ type: 'job', jobId, change: 'sync-state' });
  });
}

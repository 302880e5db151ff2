// What the recruiter can do with a job the job board no longer has: send it anew, or forget it here. Each
// writes the job's rows and publishes its change in one transaction.
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { Store } from '../store/store.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';

/** Queues the job to be sent again as a create (its outbox row and history entry); the board row goes. */
export function republishJob(store: Store, employerId: number, job: Job): void {
  store.transaction(() => {
    store.boardJobs.delete(job.id);
    store.recordLocalChange({
      employerId,
      jobId: job.id,
      operation: 'create',
      after: storedFieldsFromJob(job),
    });
    store.changes.publish({ type: 'job', jobId: job.id, change: 'sync-state' });
  });
}

/** Deletes the job here without telling the board, with its waiting changes (there is nothing to send). */
export function removeJobHere(store: Store, employerId: number, jobId: number): void {
  store.transaction(() => {
    for (const row of store.outbox.listOutboxForJob(jobId)) store.outbox.completeOutbox(row.seq);
    store.boardJobs.delete(jobId);
    store.jobs.deleteJob(employerId, jobId);
    store.changes.publish({ type: 'job', jobId, change: 'deleted' });
  });
}

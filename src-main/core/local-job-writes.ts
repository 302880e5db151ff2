// What JobDesk's local API does beyond the board: each change to a job queues an outbox row for the
// sync engine, written in the change's own transaction; jobs created without a referenceId get one.
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { LocalJobWrites } from '../api/jobs-service.ts';
import type { Store } from '../store/store.ts';

export function createLocalJobWrites(store: Store, newReferenceId: () => string): LocalJobWrites {
  return {
    newReferenceId,
    recordChange(change) {
      if (change.operation === 'delete') {
        store.outbox.appendOutbox({
          jobId: change.jobId,
          employerId: change.employerId,
          referenceId: change.referenceId,
          remoteId: change.remoteId,
          operation: 'delete',
          jobVersion: change.version,
          payload: { referenceId: change.referenceId },
        });
        return;
      }
      const info = store.jobs.getJobSyncInfo(change.employerId, change.job.id);
      store.outbox.appendOutbox({
        jobId: change.job.id,
        employerId: change.employerId,
        referenceId: change.job.referenceId,
        remoteId: info?.remoteId ?? null,
        operation: change.operation,
        jobVersion: change.version,
        payload: jobToInput(change.job),
      });
    },
  };
}

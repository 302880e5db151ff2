// What JobDesk's local API does beyond the board: each change to a job is recorded for sync (its outbox
// row) and for the recruiter (its history entry), in the change's own transaction; jobs created without
// a referenceId get one.

import type { Store } from '../store/store.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';
import type { LocalJobWrites } from './jobs-service.ts';

export function createLocalJobWrites(store: Store, newReferenceId: () => string): LocalJobWrites {
  return {
    newReferenceId,
    recordChange(change) {
      if (change.operation === 'delete') {
        const { employerId, jobId, version, notBefore } = change;
        store.recordLocalChange({ employerId, jobId, operation: 'delete', version, notBefore });
        return;
      }
      if (change.operation === 'restore') {
        // Nothing to send: the board never got the delete, which leaves the outbox here.
        const { job, version } = change.kept;
        store.deletedJobs.putBack(change.kept);
        store.history.append(job.id, { kind: 'local-change', operation: 'restore', version, changes: [] });
        return;
      }
      store.recordLocalChange({
        employerId: change.employerId,
        jobId: change.job.id,
        operation: change.operation,
        before: change.operation === 'update' ? storedFieldsFromJob(change.before) : undefined,
        after: storedFieldsFromJob(change.job),
      });
    },
  };
}

/** How JobDesk writes a job (its local API and its app endpoints alike): the clock and the local writes. */
export type JobWriting = { now: () => Date; local: LocalJobWrites };

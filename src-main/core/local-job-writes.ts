// What JobDesk's local API does beyond the board: each change to a job is recorded for sync (its outbox
// row) and for the recruiter (its history entry), in the change's own transaction; jobs created without
// a referenceId get one.
import type { LocalJobWrites } from '../api/jobs-service.ts';
import type { Store } from '../store/store.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';

export function createLocalJobWrites(store: Store, newReferenceId: () => string): LocalJobWrites {
  return {
    newReferenceId,
    recordChange(change) {
      if (change.operation === 'delete') {
        const { employerId, jobId, version } = change;
        store.recordLocalChange({ employerId, jobId, operation: 'delete', version });
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

// What JobDesk's local API does beyond the board: each change to a job is recorded for sync (its outbox
// row) and for the recruiter (its history entry), in the change's own transaction; jobs created without
// a referenceId get one.

import type { Store } from '../store/store.ts';
import { storedFieldsFromJob } from '../store/stored-job.ts';
import type { BoardViews } from './board-view.ts';
import type { JobsService, LocalJobWrites } from './jobs-service.ts';
import { relinkRestoredVersion } from './language-version-steps.ts';
import { recordLocalChange } from './local-changes.ts';

export function createLocalJobWrites(store: Store, newReferenceId: () => string): LocalJobWrites {
  return {
    newReferenceId,
    recordChange(change) {
      if (change.operation === 'delete') {
        const { employerId, jobId, version, notBefore } = change;
        recordLocalChange(store, { employerId, jobId, operation: 'delete', version, notBefore });
        return;
      }
      if (change.operation === 'restore') {
        // Nothing to send: the board never got the delete, which leaves the outbox here.
        const { job, version, postings, spellingLanguage, restorableUntil } = change.kept;
        // The postings, language and link to its version in the other language come back; this delete's rows leave each board's outbox (a withdrawal
        // from one board queued before it stays); the kept job is forgotten.
        for (const posting of postings) {
          store.boards.savePosting(posting);
          store.outboxOf(posting.boardId).removeWaitingDeletes(job.id, restorableUntil);
        }
        if (spellingLanguage !== null) store.spelling.setJobLanguage(job.id, spellingLanguage);
        relinkRestoredVersion(store, change.kept);
        store.deletedJobs.forget(job.id);
        store.history.append(job.id, { kind: 'local-change', operation: 'restore', version, changes: [] });
        return;
      }
      recordLocalChange(store, {
        employerId: change.employerId,
        jobId: change.job.id,
        operation: change.operation,
        before: change.operation === 'update' ? storedFieldsFromJob(change.before) : undefined,
        after: storedFieldsFromJob(change.job),
        notBefore: change.operation === 'update' ? change.notBefore : undefined,
      });
    },
  };
}

/**
 * How JobDesk writes a job, built once by the composition root that opens the store and shared by its local
 * API, its app endpoints and its sync engines: the clock, the local writes, the one jobs service and the
 * boards' views.
 */
export type JobWriting = {
  now: () => Date;
  local: LocalJobWrites;
  jobs: JobsService;
  boardViews: BoardViews;
};

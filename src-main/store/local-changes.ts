// A local change to a job, recorded where it is written: its outbox row (what sync sends) and its history
// entry (what the recruiter reads), both in the change's own transaction.
import type { RunInTransaction } from './database.ts';
import type { HistoryRepository } from './history-repository.ts';
import { fieldChanges } from './job-changes.ts';
import type { JobsRepository } from './jobs-repository.ts';
import type { OutboxOperation, OutboxRepository } from './outbox-repository.ts';
import type { StoredJobFields } from './stored-job.ts';

export type LocalChange = {
  employerId: number;
  jobId: number;
  operation: OutboxOperation;
  /** The job before the change (none for a create). */
  before?: StoredJobFields;
  /** The job after the change (none for a delete). */
  after?: StoredJobFields;
  /** The job's version after the change; read from the job when absent (a delete must give it). */
  version?: number;
};

/** Call it in the transaction that wrote the change, so both or neither are kept. */
export type RecordLocalChange = (change: LocalChange) => void;

export function createLocalChangeRecorder(parts: {
  jobs: JobsRepository;
  outbox: OutboxRepository;
  history: HistoryRepository;
  transaction: RunInTransaction;
}): RecordLocalChange {
  const { jobs, outbox, history, transaction } = parts;
  return (change) =>
    transaction(() => {
      const version = change.version ?? jobs.getJobVersion(change.jobId);
      if (version === undefined)
        throw new Error(`Job ${change.jobId} is gone: its change cannot be recorded.`);
      const { employerId, jobId, operation } = change;
      outbox.appendOutbox({ jobId, employerId, operation, jobVersion: version });
      const changes = operation === 'delete' ? [] : fieldChanges(change.before, change.after);
      history.append(jobId, { kind: 'local-change', operation, version, changes });
    });
}

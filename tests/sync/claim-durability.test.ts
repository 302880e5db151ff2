import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TransactionOptions } from '../../src-main/store/database.ts';
import type { Store } from '../../src-main/store/store.ts';
import { openTestStore, sampleJobFields } from '../../src-main/store/test-fixtures.ts';
import { claimRows, type SendablePlan } from '../../src-main/sync/write-back.ts';

let store: Store;
let employerId: number;
let flushes: Array<boolean | undefined>;
/** The store as claimRows sees it, each transaction's `flush` option recorded. */
let watched: Store;

beforeEach(() => {
  store = openTestStore();
  employerId = store.employers.addEmployerWithKey('Acme', 'key-a').id;
  flushes = [];
  watched = {
    ...store,
    transaction: <T>(fn: () => T, options?: TransactionOptions) => {
      flushes.push(options?.flush);
      return store.transaction(fn, options);
    },
  };
});
afterEach(() => store.close());

function queuedJob(): { jobId: number; seqs: number[] } {
  return store.transaction(() => {
    const fields = sampleJobFields({ referenceId: 'JD-1' });
    const inserted = store.jobs.insertJob(employerId, fields);
    if (!inserted.ok) throw new Error('insert failed');
    const jobId = inserted.value.id;
    store.recordLocalChange({ employerId, jobId, operation: 'create', after: fields });
    return { jobId, seqs: store.outbox.listOutboxForJob(jobId).map((row) => row.seq) };
  });
}

describe('claiming a job’s changes before a request', () => {
  it('waits for the disk only when it records that the job may now be on the board', () => {
    const { jobId, seqs } = queuedJob();
    const upsert = {
      kind: 'upsert',
      seqs,
      version: 1,
      body: { referenceId: 'JD-1' },
      completes: true,
    } as unknown as SendablePlan;

    claimRows(watched, employerId, jobId, upsert);
    expect(store.boardJobs.get(jobId)).toMatchObject({ referenceId: 'JD-1', remoteId: null });
    // Sent again (its answer lost): the board row already says so, and a claim alone is undone at start.
    claimRows(watched, employerId, jobId, upsert);
    claimRows(watched, employerId, jobId, { kind: 'read', seqs, version: 1, remoteId: 9 } as SendablePlan);

    expect(flushes).toEqual([true, false, false]);
    expect(store.outbox.listOutboxForJob(jobId)).toMatchObject([{ state: 'in-flight' }]);
  });
});

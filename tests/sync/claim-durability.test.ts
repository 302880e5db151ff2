import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BoardView, createBoardView } from '../../src-main/jobs/board-view.ts';
import { recordLocalChange } from '../../src-main/jobs/local-changes.ts';
import type { SendablePlan } from '../../src-main/jobs/outbox-plan.ts';
import { claimRows, recordPossibleFirstSends } from '../../src-main/jobs/write-back.ts';
import type { TransactionOptions } from '../../src-main/store/database.ts';
import type { Store } from '../../src-main/store/store.ts';
import { openTestStore, sampleJobFields } from '../../src-main/store/test-fixtures.ts';

let store: Store;
let employerId: number;
let flushes: Array<boolean | undefined>;
/** The store as claimRows sees it, each transaction's `flush` option recorded. */
let watched: BoardView;

beforeEach(() => {
  store = openTestStore();
  employerId = store.employers.addEmployerWithKey('Acme', 'key-a').id;
  flushes = [];
  watched = {
    ...createBoardView(store, 1),
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
    recordLocalChange(store, { employerId, jobId, operation: 'create', after: fields });
    return {
      jobId,
      seqs: store
        .outboxOf(1)
        .listOutboxForJob(jobId)
        .map((row) => row.seq),
    };
  });
}

describe('claiming a job’s changes before a request', () => {
  it('waits for the disk only when it changes a board row the job already has', () => {
    const { jobId, seqs } = queuedJob();
    const upsert = (status: 'active' | 'archived') =>
      ({
        kind: 'create',
        seqs,
        version: 1,
        body: { referenceId: 'JD-1', status },
        completes: true,
        firstSend: true,
      }) as unknown as SendablePlan;

    // The first record is not waited for: a start after an unclean stop writes it again.
    claimRows(watched, employerId, jobId, upsert('active'));
    expect(store.boardJobsOf(1).get(jobId)).toMatchObject({
      referenceId: 'JD-1',
      remoteId: null,
      status: null,
    });
    // Sent again (its answer lost): the board row already says so, and a claim alone is undone at start.
    claimRows(watched, employerId, jobId, upsert('active'));
    // An archive on its way changes the row: that must be on disk before the request leaves.
    claimRows(watched, employerId, jobId, upsert('archived'));
    claimRows(watched, employerId, jobId, { kind: 'read', seqs, version: 1, remoteId: 9 } as SendablePlan);

    expect(flushes).toEqual([false, false, true, false]);
    expect(store.boardJobsOf(1).get(jobId)).toMatchObject({ status: 'archived' });
    expect(store.outboxOf(1).listOutboxForJob(jobId)).toMatchObject([{ state: 'in-flight' }]);
  });
});

describe('a start after a run that did not close the store', () => {
  it('records every job with changes to send and no board row as possibly on the board', () => {
    const { jobId: unsent } = queuedJob();
    const claimed = store.transaction(() => {
      const fields = sampleJobFields({ referenceId: 'JD-2', status: 'archived' });
      const inserted = store.jobs.insertJob(employerId, fields);
      if (!inserted.ok) throw new Error('insert failed');
      recordLocalChange(store, { employerId, jobId: inserted.value.id, operation: 'create', after: fields });
      store.boardJobsOf(1).save({
        jobId: inserted.value.id,
        employerId,
        remoteId: 7,
        referenceId: 'JD-2',
        status: null,
      });
      return inserted.value.id;
    });

    expect(recordPossibleFirstSends(createBoardView(store, 1), employerId)).toBe(1);

    expect(store.boardJobsOf(1).get(unsent)).toMatchObject({
      referenceId: 'JD-1',
      remoteId: null,
      status: null,
    });
    // A job that has a board row keeps it as it is.
    expect(store.boardJobsOf(1).get(claimed)).toMatchObject({
      referenceId: 'JD-2',
      remoteId: 7,
      status: null,
    });
    expect(recordPossibleFirstSends(createBoardView(store, 1), employerId)).toBe(0);
  });
});

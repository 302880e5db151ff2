import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CoreChange } from '../store/change-stream.ts';
import type { Store } from '../store/store.ts';
import { openTestStore, sampleJobFields } from '../store/test-fixtures.ts';
import { type BoardView, createBoardView } from './board-view.ts';
import { recordLocalChange } from './local-changes.ts';
import { retryJobRows } from './outbox-upkeep.ts';
import { applyRefusal, applyRetryLater } from './write-back.ts';

let store: Store;
let board: BoardView;
let employerId: number;
let heard: CoreChange[];

beforeEach(() => {
  store = openTestStore();
  employerId = store.employers.addEmployerWithKey('Acme', 'key-a').id;
  board = createBoardView(store, 1);
  heard = [];
  store.changes.subscribe((change) => {
    heard.push(change);
  });
});
afterEach(() => store.close());

/** A job created here, its create waiting in board 1's outbox; the changes heard so far forgotten. */
function queuedJob(): { jobId: number; seqs: number[] } {
  const jobId = store.transaction(() => {
    const inserted = store.jobs.insertJob(employerId, sampleJobFields({ referenceId: 'JD-1' }));
    if (!inserted.ok) throw new Error('insert failed');
    recordLocalChange(store, { employerId, jobId: inserted.value.id, operation: 'create' });
    return inserted.value.id;
  });
  heard = [];
  return { jobId, seqs: board.outbox.listOutboxForJob(jobId).map((row) => row.seq) };
}

describe("a sync answer's command", () => {
  it("publishes the job's new sync state when its transaction commits, not before", () => {
    const { jobId, seqs } = queuedJob();
    store.transaction(() => {
      expect(applyRefusal(board, employerId, jobId, seqs, 'failed', 'Title is too long.')).toBe('failed');
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual([{ type: 'job', jobId, change: 'sync-state' }]);
  });

  it('publishes nothing, and writes nothing, when the step it is part of is rolled back', () => {
    const { jobId, seqs } = queuedJob();
    expect(() =>
      store.transaction(() => {
        applyRefusal(board, employerId, jobId, seqs, 'failed', 'Title is too long.');
        throw new Error('the disk refused the step');
      }),
    ).toThrow('the disk refused the step');
    expect(heard).toEqual([]);
    expect(board.outbox.listOutboxForJob(jobId)).toMatchObject([{ state: 'pending', lastError: null }]);
  });

  it('publishes no job change for a retry put off, whose sync state stays pending', () => {
    const { jobId, seqs } = queuedJob();
    applyRetryLater(board, seqs, 'The job board is busy.', new Date('2026-01-15T09:01:00.000Z'));
    expect(heard).toEqual([]);
    expect(board.jobs.getJobSyncState(employerId, jobId)).toBe('pending');
  });

  it("publishes the job's change with a retry the recruiter asked for, and none when nothing waits", () => {
    const { jobId, seqs } = queuedJob();
    applyRefusal(board, employerId, jobId, seqs, 'failed', 'Title is too long.');
    heard = [];
    expect(retryJobRows(board, employerId, jobId)).toBe(true);
    expect(heard).toEqual([{ type: 'job', jobId, change: 'sync-state' }]);
    expect(board.jobs.getJobSyncState(employerId, jobId)).toBe('pending');
    heard = [];
    for (const seq of seqs) board.outbox.completeOutbox(seq);
    expect(retryJobRows(board, employerId, jobId)).toBe(false);
    expect(heard).toEqual([]);
  });
});

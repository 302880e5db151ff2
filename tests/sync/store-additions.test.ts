import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src-main/store/store.ts';
import { fixedClock, openTestStore, sampleJobFields } from '../../src-main/store/test-fixtures.ts';

let clock: ReturnType<typeof fixedClock>;
let store: Store;
let acme: number;
let globex: number;
beforeEach(() => {
  clock = fixedClock();
  store = openTestStore(clock);
  acme = store.employers.addEmployerWithKey('Acme', 'key-acme').id;
  globex = store.employers.addEmployerWithKey('Globex', 'key-globex').id;
});
afterEach(() => store.close());

function insert(employerId: number, referenceId: string | null): number {
  const inserted = store.jobs.insertJob(employerId, sampleJobFields({ referenceId }));
  if (!inserted.ok) throw new Error('insert failed');
  // Posted to the first board, as a job created through the API is.
  store.boards.savePosting({
    jobId: inserted.value.id,
    boardId: 1,
    status: null,
    categoryIds: null,
    positionTypeId: null,
    closeDate: null,
  });
  return inserted.value.id;
}

function append(jobId: number, employerId = acme) {
  return store.outboxOf(1).appendOutbox({
    jobId,
    employerId,
    operation: 'update',
    jobVersion: 1,
  });
}

describe('the board jobs (what the board has of each job)', () => {
  it('saves, finds by remote id or referenceId, lists and deletes entries, and outlives its job', () => {
    const first = insert(acme, 'R-1');
    const second = insert(acme, 'R-2');
    store.boardJobsOf(1).save({
      jobId: first,
      employerId: acme,
      remoteId: 70,
      referenceId: 'R-1',
      status: 'active',
    });
    store.boardJobsOf(1).save({
      jobId: second,
      employerId: acme,
      remoteId: null,
      referenceId: 'R-2',
      status: null,
    });

    expect(store.boardJobsOf(1).get(first)).toEqual({
      jobId: first,
      employerId: acme,
      remoteId: 70,
      referenceId: 'R-1',
      status: 'active',
      ackedVersion: null,
      listedHeader: null,
      missing: false,
      base: null,
      readAt: null,
      conflict: null,
      sent: null,
      updatedAt: clock.now().toISOString(),
    });
    expect(store.boardJobsOf(1).find(acme, { remoteId: 70 })?.jobId).toBe(first);
    expect(store.boardJobsOf(1).find(acme, { remoteId: 70, referenceId: null })).toBeUndefined();
    expect(store.boardJobsOf(1).find(globex, { remoteId: 70 })).toBeUndefined();
    expect(store.boardJobsOf(1).find(acme, { referenceId: 'R-2' })?.jobId).toBe(second);
    expect(store.boardJobsOf(1).find(acme, { referenceId: 'R-2' }, second)).toBeUndefined();
    expect(
      store
        .boardJobsOf(1)
        .list(acme)
        .map((entry) => entry.jobId),
    ).toEqual([first, second]);

    store.boardJobsOf(1).save({
      jobId: second,
      employerId: acme,
      remoteId: 71,
      referenceId: 'R-2',
      status: 'draft',
    });
    expect(store.boardJobsOf(1).get(second)).toMatchObject({ remoteId: 71, status: 'draft' });

    store.jobs.deleteJob(acme, first);
    expect(store.boardJobsOf(1).get(first)).toBeDefined();
    expect(store.boardJobsOf(1).delete(first)).toBe(true);
    expect(store.boardJobsOf(1).delete(first)).toBe(false);
  });
});

describe('writing the board’s version back', () => {
  it('replaces the fields without a new version, only when the version is still the one sent', () => {
    const id = insert(acme, 'R-1');
    store.jobs.updateJob(acme, id, sampleJobFields({ title: 'Second' }));
    const boardVersion = sampleJobFields({ title: 'Second', publishDate: '2026-02-01T10:00:00.000Z' });

    expect(store.jobs.writeBackJob(id, 1, boardVersion)).toBe(false);
    expect(store.jobs.getJob(acme, id)?.publishDate).toBe('2026-01-15T09:00:00.000Z');

    expect(store.jobs.writeBackJob(id, 2, boardVersion)).toBe(true);
    expect(store.jobs.getJob(acme, id)?.publishDate).toBe('2026-02-01T10:00:00.000Z');
    expect(store.jobs.getJobSyncInfo(acme, id)).toMatchObject({ version: 2 });
  });

  it('lists every job of an employer with its sync bookkeeping', () => {
    const first = insert(acme, 'R-1');
    insert(globex, 'R-1');
    const second = insert(acme, null);
    expect(store.jobs.listJobSyncInfos(acme).map((info) => info.id)).toEqual([first, second]);
  });

  it('lists only the jobs a recruiter must act on: refused, waiting for credit, gone from the board, in conflict', () => {
    const synced = insert(acme, 'S');
    const refused = insert(acme, 'F');
    const credit = insert(acme, 'C');
    const gone = insert(acme, 'G');
    const waiting = insert(acme, 'W');
    const retried = insert(acme, 'R');
    const conflicted = insert(acme, 'X');
    const save = (jobId: number) =>
      store.boardJobsOf(1).save({
        jobId,
        employerId: acme,
        remoteId: jobId + 100,
        referenceId: null,
        status: 'draft',
        ackedVersion: 1,
        listedHeader: null,
      });
    save(synced);
    save(gone);
    store.boardJobsOf(1).markMissing(gone);
    store.outboxOf(1).failOutbox(append(refused).seq, { state: 'failed', message: 'Title is required.' });
    store.outboxOf(1).failOutbox(append(credit).seq, { state: 'needs-attention', message: 'No job credit.' });
    append(waiting);
    // A refused change followed by a newer one waiting to be sent is not the recruiter's to fix yet.
    store.outboxOf(1).failOutbox(append(retried).seq, { state: 'failed', message: 'no' });
    append(retried);
    save(conflicted);
    const board = store.jobs.getJob(acme, conflicted);
    if (board === undefined) throw new Error('the job was just inserted');
    store.boardJobsOf(1).setConflict(conflicted, { properties: ['title'], board });
    // A change waiting beside a conflict is not sent: the conflict is still the recruiter's.
    append(conflicted);
    const otherEmployers = insert(globex, 'F');
    store.outboxOf(1).failOutbox(append(otherEmployers, globex).seq, { state: 'failed', message: 'no' });

    const listed = store.jobs.listJobsNeedingAttention(acme);
    expect(listed.map((info) => [info.id, info.syncState])).toEqual([
      [refused, 'failed'],
      [credit, 'needs-attention'],
      [gone, 'missing-on-remote'],
      [conflicted, 'conflict'],
    ]);
    expect(listed[0]?.syncMessage).toBe('Title is required.');
    expect(store.boardJobsOf(1).get(conflicted)?.conflict).toEqual({ properties: ['title'], board });
  });
});

describe('the outbox, as the sync engine reads it', () => {
  it('lists a job as due only when none of its pending rows waits for a later retry', () => {
    const [a, b, c, d] = [insert(acme, 'A'), insert(acme, 'B'), insert(acme, 'C'), insert(acme, 'D')];
    append(a);
    const waiting = append(b);
    append(b);
    store.outboxOf(1).failOutbox(waiting.seq, {
      state: 'pending',
      message: 'busy',
      nextAttemptAt: new Date(clock.now().getTime() + 60_000),
    });
    const refused = append(c);
    store.outboxOf(1).failOutbox(refused.seq, { state: 'failed', message: 'no' });
    append(c);
    append(d, globex);
    const now = clock.now().toISOString();

    expect(store.outboxOf(1).listDueOutboxJobIds(acme, now, 10)).toEqual([a, c]);
    expect(store.outboxOf(1).listDueOutboxJobIds(acme, now, 1)).toEqual([a]);
    expect(store.outboxOf(1).listDueOutboxJobIds(globex, now, 10)).toEqual([d]);
    expect(store.outboxOf(1).nextOutboxAttemptAt(acme, now)).toBe(
      new Date(clock.now().getTime() + 60_000).toISOString(),
    );
    expect(store.outboxOf(1).nextOutboxAttemptAt(globex, now)).toBeNull();

    clock.advance(60_000);
    expect(store.outboxOf(1).listDueOutboxJobIds(acme, clock.now().toISOString(), 10)).toEqual([a, b, c]);
  });

  it('resets retry delays, requeues rows left in flight, and counts rows, for one employer', () => {
    const [a, d] = [insert(acme, 'A'), insert(globex, 'D')];
    const waiting = append(a);
    store.outboxOf(1).failOutbox(waiting.seq, {
      state: 'pending',
      message: 'busy',
      nextAttemptAt: new Date(clock.now().getTime() + 60_000),
    });
    const flying = append(a);
    store.outboxOf(1).markInFlight(flying.seq);
    const other = append(d, globex);
    store.outboxOf(1).markInFlight(other.seq);

    expect(store.outboxOf(1).countOutboxForEmployer(acme)).toMatchObject({ pending: 1, 'in-flight': 1 });
    expect(store.outboxOf(1).resetOutboxBackoff(acme)).toBe(1);
    expect(store.outboxOf(1).getOutbox(waiting.seq)?.nextAttemptAt).toBeNull();
    expect(store.outboxOf(1).requeueInFlightForEmployer(acme)).toBe(1);
    expect(store.outboxOf(1).countOutboxForEmployer(acme)).toMatchObject({ pending: 2, 'in-flight': 0 });
    expect(store.outboxOf(1).countOutboxForEmployer(globex)).toMatchObject({ pending: 0, 'in-flight': 1 });
  });
});

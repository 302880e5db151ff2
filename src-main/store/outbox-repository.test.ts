import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxEntry } from './outbox-repository.ts';
import type { Store } from './store.ts';
import { fixedClock, openTestStore, sampleJobFields } from './test-fixtures.ts';

const entry = (overrides: Partial<OutboxEntry> = {}): OutboxEntry => ({
  jobId: 1,
  employerId: 1,
  operation: 'create',
  jobVersion: 1,
  ...overrides,
});

describe('the outbox repository', () => {
  let clock: ReturnType<typeof fixedClock>;
  let store: Store;
  beforeEach(() => {
    clock = fixedClock();
    store = openTestStore(clock);
  });
  afterEach(() => store.close());
  /** The ids of employer 1's jobs whose rows are due now. */
  const due = () => store.outbox.listDueOutboxJobIds(1, clock.now().toISOString(), 10);

  it('appends pending rows in order and reads them back', () => {
    const first = store.outbox.appendOutbox(entry());
    const second = store.outbox.appendOutbox(entry({ operation: 'delete', jobVersion: 2 }));
    expect(second.seq).toBeGreaterThan(first.seq);
    expect(first).toEqual({
      ...entry(),
      seq: first.seq,
      createdAt: '2026-01-15T09:00:00.000Z',
      notBefore: null,
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      lastErrorFields: [],
      state: 'pending',
    });
    expect(store.outbox.getOutbox(first.seq)).toEqual(first);
    expect(due()).toEqual([1]);
    expect(store.outbox.listOutboxForJob(1).map((row) => row.seq)).toEqual([first.seq, second.seq]);
  });

  it("keeps the board's per-field messages with a refusal, and reads a damaged value as none", () => {
    const { seq } = store.outbox.appendOutbox(entry());
    const fields = [{ path: 'salary.amount', message: 'Salary must be 0 or more.' }];
    store.outbox.failOutbox(seq, { state: 'failed', message: 'Salary must be 0 or more.', fields });
    expect(store.outbox.getOutbox(seq)).toMatchObject({
      lastError: 'Salary must be 0 or more.',
      lastErrorFields: fields,
    });

    store.db.prepare('UPDATE outbox SET last_error_fields = \'[{"path": 3}]\' WHERE seq = ?').run(seq);
    expect(store.outbox.getOutbox(seq)?.lastErrorFields).toEqual([]);
    store.outbox.failOutbox(seq, { state: 'pending', message: 'busy' });
    expect(store.outbox.getOutbox(seq)?.lastErrorFields).toEqual([]);
  });

  it('claims a pending row once and counts the attempt', () => {
    const { seq } = store.outbox.appendOutbox(entry());
    expect(store.outbox.markInFlight(seq)).toBe(true);
    expect(store.outbox.markInFlight(seq)).toBe(false);
    expect(store.outbox.getOutbox(seq)).toMatchObject({ state: 'in-flight', attempts: 1 });
    expect(due()).toEqual([]);
  });

  it('deletes a completed row', () => {
    const { seq } = store.outbox.appendOutbox(entry());
    expect(store.outbox.completeOutbox(seq)).toBe(true);
    expect(store.outbox.getOutbox(seq)).toBeUndefined();
    expect(store.outbox.completeOutbox(seq)).toBe(false);
  });

  it('holds a row that failed with a retry time until that time', () => {
    const { seq } = store.outbox.appendOutbox(entry());
    store.outbox.markInFlight(seq);
    const retryAt = new Date(clock.now().getTime() + 30_000);
    expect(
      store.outbox.failOutbox(seq, { message: 'HTTP 503', state: 'pending', nextAttemptAt: retryAt }),
    ).toBe(true);
    expect(store.outbox.getOutbox(seq)).toMatchObject({
      state: 'pending',
      lastError: 'HTTP 503',
      attempts: 1,
    });
    expect(due()).toEqual([]);
    clock.advance(30_000);
    expect(due()).toEqual([1]);
  });

  it('holds a job whose row waits for an undo window until it ends, and "Sync now" does not bring it forward', () => {
    const until = new Date(clock.now().getTime() + 5_000).toISOString();
    store.outbox.appendOutbox(entry());
    const { seq } = store.outbox.appendOutbox(entry({ operation: 'delete', notBefore: until }));
    expect(store.outbox.getOutbox(seq)?.notBefore).toBe(until);
    expect(due()).toEqual([]);
    expect(store.outbox.nextOutboxAttemptAt(1, clock.now().toISOString())).toBe(until);
    expect(store.outbox.resetOutboxBackoff(1)).toBe(0);
    expect(due()).toEqual([]);
    clock.advance(4_999);
    expect(due()).toEqual([]);
    clock.advance(1);
    expect(due()).toEqual([1]);
  });

  it('keeps a row that needs a person out of the queue until it is requeued', () => {
    const { seq } = store.outbox.appendOutbox(entry());
    store.outbox.failOutbox(seq, { message: 'No job credit left.', state: 'needs-attention' });
    expect(due()).toEqual([]);
    expect(store.outbox.getOutbox(seq)).toMatchObject({ state: 'needs-attention', nextAttemptAt: null });
    expect(store.outbox.requeueOutbox(seq)).toBe(true);
    expect(due()).toEqual([1]);
  });

  it('puts rows left in flight by a crash back in the queue', () => {
    const a = store.outbox.appendOutbox(entry());
    const b = store.outbox.appendOutbox(entry({ jobId: 2 }));
    store.outbox.markInFlight(a.seq);
    store.outbox.markInFlight(b.seq);
    expect(store.outbox.requeueInFlightForEmployer(1)).toBe(2);
    expect(due()).toEqual([1, 2]);
    expect(store.outbox.getOutbox(b.seq)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(store.outbox.requeueInFlightForEmployer(1)).toBe(0);
  });

  it('lists the jobs gone here whose delete waits for a person, and no job that is still here or still sending', () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
    const kept = store.jobs.insertJob(acme, sampleJobFields());
    if (!kept.ok) throw new Error('the job was not inserted');
    const refusedDelete = (jobId: number) => {
      const row = store.outbox.appendOutbox(entry({ jobId, employerId: acme, operation: 'delete' }));
      store.outbox.failOutbox(row.seq, { state: 'failed', message: 'Not deleted.' });
    };
    refusedDelete(kept.value.id);
    refusedDelete(901);
    store.outbox.appendOutbox(entry({ jobId: 902, employerId: acme, operation: 'delete' }));
    const update = store.outbox.appendOutbox(entry({ jobId: 903, employerId: acme, operation: 'update' }));
    store.outbox.failOutbox(update.seq, { state: 'failed', message: 'Refused.' });

    expect(store.outbox.listJobIdsWithDeleteWaiting(acme)).toEqual([901]);
    expect(store.outbox.listJobIdsWithDeleteWaiting(acme + 1)).toEqual([]);
  });

  it('counts rows by state', () => {
    const a = store.outbox.appendOutbox(entry());
    store.outbox.appendOutbox(entry());
    const c = store.outbox.appendOutbox(entry());
    store.outbox.markInFlight(a.seq);
    store.outbox.failOutbox(c.seq, { message: 'bad payload', state: 'set-aside' });
    expect(store.outbox.countOutboxForEmployer(1)).toEqual({
      pending: 1,
      'in-flight': 1,
      failed: 0,
      'needs-attention': 0,
      'set-aside': 1,
    });
  });
});

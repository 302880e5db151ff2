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
  const due = () => store.outboxOf(1).listDueOutboxJobIds(1, clock.now().toISOString(), 10);

  it("keeps each board's rows apart, and queuing a row posts no job: that is a command's rule, not the store's", () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
    const job = store.jobs.insertJob(acme, sampleJobFields());
    if (!job.ok) throw new Error('insert failed');
    const second = store.boards.add({ name: 'West', url: 'https://west.example/api/v1.1' });
    const row = store.outboxOf(second.id).appendOutbox(entry({ jobId: job.value.id, employerId: acme }));
    expect(store.outboxOf(second.id).listOutboxForJob(job.value.id)).toEqual([row]);
    expect(store.outboxOf(1).listOutboxForJob(job.value.id)).toEqual([]);
    expect(store.boards.postingsOfJob(job.value.id)).toEqual([]);
    expect(store.outboxOf(second.id)).toBe(store.outboxOf(second.id));
  });

  it('appends pending rows in order and reads them back', () => {
    const first = store.outboxOf(1).appendOutbox(entry());
    const second = store.outboxOf(1).appendOutbox(entry({ operation: 'delete', jobVersion: 2 }));
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
    expect(store.outboxOf(1).getOutbox(first.seq)).toEqual(first);
    expect(due()).toEqual([1]);
    expect(
      store
        .outboxOf(1)
        .listOutboxForJob(1)
        .map((row) => row.seq),
    ).toEqual([first.seq, second.seq]);
  });

  it("keeps the board's per-field messages with a refusal, and reads a damaged value as none", () => {
    const { seq } = store.outboxOf(1).appendOutbox(entry());
    const fields = [{ path: 'salary.amount', message: 'Salary must be 0 or more.' }];
    store.outboxOf(1).failOutbox(seq, { state: 'failed', message: 'Salary must be 0 or more.', fields });
    expect(store.outboxOf(1).getOutbox(seq)).toMatchObject({
      lastError: 'Salary must be 0 or more.',
      lastErrorFields: fields,
    });

    store.db.prepare('UPDATE outbox SET last_error_fields = \'[{"path": 3}]\' WHERE seq = ?').run(seq);
    expect(store.outboxOf(1).getOutbox(seq)?.lastErrorFields).toEqual([]);
    store.outboxOf(1).failOutbox(seq, { state: 'pending', message: 'busy' });
    expect(store.outboxOf(1).getOutbox(seq)?.lastErrorFields).toEqual([]);
  });

  it('claims a pending row once and counts the attempt', () => {
    const { seq } = store.outboxOf(1).appendOutbox(entry());
    expect(store.outboxOf(1).markInFlight(seq)).toBe(true);
    expect(store.outboxOf(1).markInFlight(seq)).toBe(false);
    expect(store.outboxOf(1).getOutbox(seq)).toMatchObject({ state: 'in-flight', attempts: 1 });
    expect(due()).toEqual([]);
  });

  it('deletes a completed row', () => {
    const { seq } = store.outboxOf(1).appendOutbox(entry());
    expect(store.outboxOf(1).completeOutbox(seq)).toBe(true);
    expect(store.outboxOf(1).getOutbox(seq)).toBeUndefined();
    expect(store.outboxOf(1).completeOutbox(seq)).toBe(false);
  });

  it('holds a row that failed with a retry time until that time', () => {
    const { seq } = store.outboxOf(1).appendOutbox(entry());
    store.outboxOf(1).markInFlight(seq);
    const retryAt = new Date(clock.now().getTime() + 30_000);
    expect(
      store.outboxOf(1).failOutbox(seq, { message: 'HTTP 503', state: 'pending', nextAttemptAt: retryAt }),
    ).toBe(true);
    expect(store.outboxOf(1).getOutbox(seq)).toMatchObject({
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
    store.outboxOf(1).appendOutbox(entry());
    const { seq } = store.outboxOf(1).appendOutbox(entry({ operation: 'delete', notBefore: until }));
    expect(store.outboxOf(1).getOutbox(seq)?.notBefore).toBe(until);
    expect(due()).toEqual([]);
    expect(store.outboxOf(1).nextOutboxAttemptAt(1, clock.now().toISOString())).toBe(until);
    expect(store.outboxOf(1).resetOutboxBackoff(1)).toBe(0);
    expect(due()).toEqual([]);
    clock.advance(4_999);
    expect(due()).toEqual([]);
    clock.advance(1);
    expect(due()).toEqual([1]);
  });

  it('keeps a row that needs a person out of the queue until it is requeued', () => {
    const { seq } = store.outboxOf(1).appendOutbox(entry());
    store.outboxOf(1).failOutbox(seq, { message: 'No job credit left.', state: 'needs-attention' });
    expect(due()).toEqual([]);
    expect(store.outboxOf(1).getOutbox(seq)).toMatchObject({ state: 'needs-attention', nextAttemptAt: null });
    expect(store.outboxOf(1).requeueOutbox(seq)).toBe(true);
    expect(due()).toEqual([1]);
  });

  it('puts rows left in flight by a crash back in the queue', () => {
    const a = store.outboxOf(1).appendOutbox(entry());
    const b = store.outboxOf(1).appendOutbox(entry({ jobId: 2 }));
    store.outboxOf(1).markInFlight(a.seq);
    store.outboxOf(1).markInFlight(b.seq);
    expect(store.outboxOf(1).requeueInFlightForEmployer(1)).toBe(2);
    expect(due()).toEqual([1, 2]);
    expect(store.outboxOf(1).getOutbox(b.seq)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(store.outboxOf(1).requeueInFlightForEmployer(1)).toBe(0);
  });

  it('lists the jobs gone here whose delete waits for a person, and no job that is still here or still sending', () => {
    const acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
    const kept = store.jobs.insertJob(acme, sampleJobFields());
    if (!kept.ok) throw new Error('the job was not inserted');
    const refusedDelete = (jobId: number) => {
      const row = store.outboxOf(1).appendOutbox(entry({ jobId, employerId: acme, operation: 'delete' }));
      store.outboxOf(1).failOutbox(row.seq, { state: 'failed', message: 'Not deleted.' });
    };
    refusedDelete(kept.value.id);
    refusedDelete(901);
    store.outboxOf(1).appendOutbox(entry({ jobId: 902, employerId: acme, operation: 'delete' }));
    const update = store
      .outboxOf(1)
      .appendOutbox(entry({ jobId: 903, employerId: acme, operation: 'update' }));
    store.outboxOf(1).failOutbox(update.seq, { state: 'failed', message: 'Refused.' });

    expect(store.outboxOf(1).listJobIdsWithDeleteWaiting(acme)).toEqual([901]);
    expect(store.outboxOf(1).listJobIdsWithDeleteWaiting(acme + 1)).toEqual([]);
  });

  it('counts rows by state', () => {
    const a = store.outboxOf(1).appendOutbox(entry());
    store.outboxOf(1).appendOutbox(entry());
    const c = store.outboxOf(1).appendOutbox(entry());
    store.outboxOf(1).markInFlight(a.seq);
    store.outboxOf(1).failOutbox(c.seq, { message: 'bad payload', state: 'set-aside' });
    expect(store.outboxOf(1).countOutboxForEmployer(1)).toEqual({
      pending: 1,
      'in-flight': 1,
      failed: 0,
      'needs-attention': 0,
      'set-aside': 1,
    });
  });
});

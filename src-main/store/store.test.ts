import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from './store.ts';
import { fixedClock, openTestStore, sampleJobFields, TEST_LOOKUPS } from './test-fixtures.ts';

describe('the store', () => {
  let store: Store;
  let acme: number;
  beforeEach(() => {
    store = openTestStore();
    acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
  });
  afterEach(() => store.close());

  function createWithOutbox(referenceId: string, failAfterOutbox = false) {
    return store.transaction(() => {
      const fields = sampleJobFields({ referenceId });
      const result = store.jobs.insertJob(acme, fields);
      if (!result.ok) throw new Error('conflict');
      const job = result.value;
      store.outboxOf(1).appendOutbox({ jobId: job.id, employerId: acme, operation: 'create', jobVersion: 1 });
      store.history.append(job.id, { kind: 'local-change', operation: 'create', version: 1, changes: [] });
      if (failAfterOutbox) throw new Error('crash before commit');
      return job;
    });
  }

  it('writes a job, its outbox row and its history entry together', () => {
    const job = createWithOutbox('A');
    expect(store.jobs.getJob(acme, job.id)).toBeDefined();
    expect(store.outboxOf(1).listOutboxForJob(job.id)).toMatchObject([
      { operation: 'create', jobVersion: 1 },
    ]);
    expect(store.history.page(job.id, 1, 10).rows).toMatchObject([
      { kind: 'local-change', operation: 'create', version: 1 },
    ]);
    expect(store.jobs.getJobSyncInfo(acme, job.id)?.syncState).toBe('pending');
  });

  it('commits a transaction with flush: false without waiting for the disk, then waits again', () => {
    const synchronous = () => store.db.pragma('synchronous', { simple: true });
    const FULL = 2;
    const NORMAL = 1;
    expect(store.transaction(synchronous, { flush: false })).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
    // Inside a transaction that waits, the outer one decides.
    expect(store.transaction(() => store.transaction(synchronous, { flush: false }))).toBe(FULL);
    expect(() =>
      store.transaction(
        () => {
          throw new Error('rolled back');
        },
        { flush: false },
      ),
    ).toThrow('rolled back');
    expect(synchronous()).toBe(FULL);
  });

  it('keeps neither the job, its outbox row nor its history entry when the transaction throws', () => {
    expect(() => createWithOutbox('A', true)).toThrow('crash before commit');
    expect(store.db.prepare('SELECT count(*) FROM job_history').pluck().get()).toBe(0);
    expect(store.jobs.listJobs(acme, { page: 1, pageSize: 10 }).total).toBe(0);
    expect(store.jobs.getJobByReferenceId(acme, 'A')).toBeUndefined();
    expect(store.outboxOf(1).countOutboxForEmployer(acme).pending).toBe(0);
    expect(store.db.inTransaction).toBe(false);
  });

  it('keeps earlier commits when a later transaction is abandoned', () => {
    createWithOutbox('A');
    expect(() => createWithOutbox('A')).toThrow('conflict');
    expect(store.outboxOf(1).countOutboxForEmployer(acme).pending).toBe(1);
  });

  it('refuses an asynchronous transaction and keeps none of its writes', () => {
    expect(() =>
      store.transaction(async () => {
        store.settings.setSetting('k', 'v');
      }),
    ).toThrow(TypeError);
    expect(store.settings.getSetting('k')).toBeUndefined();
  });

  it('passes SQLite’s integrity check', () => {
    createWithOutbox('A');
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
  });
});

describe('whether the run before closed the store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'jobdesk-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const open = () => openStore(join(dir, 'jobdesk.db'), { now: fixedClock().now, lookups: TEST_LOOKUPS });

  it('says so after a close, and not after a run that ended with the store open', () => {
    const first = open();
    expect(first.lastRunClosedCleanly).toBe(true);
    first.close();

    const closed = open();
    expect(closed.lastRunClosedCleanly).toBe(true);
    // Killed: the handle goes away without the store's close.
    closed.db.close();

    const afterKill = open();
    expect(afterKill.lastRunClosedCleanly).toBe(false);
    afterKill.close();
    const afterClose = open();
    expect(afterClose.lastRunClosedCleanly).toBe(true);
    afterClose.close();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { Store } from './store.ts';
import { MISSING_ON_REMOTE_MESSAGE, storedFieldsFromJob } from './stored-job.ts';
import { fixedClock, openTestStore, sampleJobFields } from './test-fixtures.ts';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`Expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('the jobs repository', () => {
  let clock: ReturnType<typeof fixedClock>;
  let store: Store;
  let acme: number;
  let globex: number;
  beforeEach(() => {
    clock = fixedClock();
    store = openTestStore(clock);
    acme = store.employers.addEmployerWithKey('Acme', 'key-a').id;
    globex = store.employers.addEmployerWithKey('Globex', 'key-b').id;
  });
  afterEach(() => store.close());

  it('inserts a job and reads it back as the API shows it, with every name resolved', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    const expected: Job = {
      id: job.id,
      referenceId: 'REF-1',
      employer: { id: acme, name: 'Acme' },
      title: 'Senior Accountant',
      publishDate: '2026-01-15T09:00:00.000Z',
      closeDate: '2026-03-16T09:00:00.000Z',
      confidential: false,
      autoRefresh: false,
      status: 'draft',
      locations: [{ id: 7, name: 'Moncton', description: 'Moncton, NB', type: 'Town' }],
      categories: [
        { id: 2, name: 'Engineering' },
        { id: 1, name: 'Accounting' },
      ],
      positionType: { id: 1, name: 'Full Time' },
      salary: {
        amount: 65000,
        maxAmount: 80000,
        period: { id: 1, name: 'Yearly', unit: 'year' },
        plusCommission: false,
      },
      description: '<p>Keep the books.</p>',
      applicantRoutingType: { id: 1, name: 'Email' },
      applicationEmail: 'jobs@example.com',
      applicationUrl: null,
    };
    expect(job).toEqual(expected);
    expect(store.jobs.getJob(acme, job.id)).toEqual(expected);
    expect(store.jobs.getJobByReferenceId(acme, 'REF-1')).toEqual(expected);
  });

  it('stores a job without salary or reference id and with URL routing', () => {
    const fields = sampleJobFields({
      referenceId: null,
      salary: null,
      applicantRoutingTypeId: 2,
      applicationEmail: null,
      applicationUrl: 'https://acme.example/apply',
      confidential: true,
      autoRefresh: true,
      closeDate: null,
    });
    const job = unwrap(store.jobs.insertJob(acme, fields));
    expect(job).toMatchObject({ referenceId: null, salary: null, confidential: true, autoRefresh: true });
    expect(job.applicantRoutingType).toEqual({ id: 2, name: 'URL' });
    expect(storedFieldsFromJob(job)).toEqual(fields);
  });

  it('reads ids missing from the reference lists with empty names instead of failing', () => {
    const salary = { amount: 20, maxAmount: null, periodId: 4, plusCommission: true };
    const fields = sampleJobFields({
      categoryIds: [99],
      positionTypeId: 42,
      applicantRoutingTypeId: 7,
      salary,
    });
    const job = unwrap(store.jobs.insertJob(acme, fields));
    expect(job.categories).toEqual([{ id: 99, name: '' }]);
    expect(job.positionType).toEqual({ id: 42, name: '' });
    expect(job.salary?.period).toEqual({ id: 4, name: '', unit: '' });
    expect(job.applicantRoutingType).toEqual({ id: 7, name: '' });
  });

  it('never shows one employer the jobs of another', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    expect(store.jobs.getJob(globex, job.id)).toBeUndefined();
    expect(store.jobs.getJobByReferenceId(globex, 'REF-1')).toBeUndefined();
    expect(store.jobs.updateJob(globex, job.id, sampleJobFields({ title: 'Hijacked' }))).toEqual({
      ok: false,
      error: { type: 'not-found' },
    });
    expect(store.jobs.deleteJob(globex, job.id)).toBeUndefined();
    expect(store.jobs.listJobs(globex, { page: 1, pageSize: 10 })).toEqual({ rows: [], total: 0 });
    expect(store.jobs.getJob(acme, job.id)?.title).toBe('Senior Accountant');
  });

  it('refuses a reference id the employer already uses, and allows it for another employer', () => {
    const first = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    expect(store.jobs.insertJob(acme, sampleJobFields())).toEqual({
      ok: false,
      error: { type: 'reference-id-in-use', referenceId: 'REF-1', jobId: first.id },
    });
    expect(store.jobs.insertJob(globex, sampleJobFields()).ok).toBe(true);
    expect(store.jobs.insertJob(acme, sampleJobFields({ referenceId: 'ref-1' })).ok).toBe(true);
  });

  it('allows any number of jobs without a reference id', () => {
    for (let i = 0; i < 3; i += 1) unwrap(store.jobs.insertJob(acme, sampleJobFields({ referenceId: null })));
    expect(store.jobs.listJobs(acme, { page: 1, pageSize: 10 }).total).toBe(3);
  });

  it('updates every field, bumps the version and keeps the creation time', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    clock.advance(60_000);
    const changed = sampleJobFields({
      title: 'Controller',
      status: 'active',
      categoryIds: [3],
      salary: null,
    });
    const updated = unwrap(store.jobs.updateJob(acme, job.id, changed));
    expect(updated).toMatchObject({ id: job.id, title: 'Controller', status: 'active', salary: null });
    expect(updated.categories).toEqual([{ id: 3, name: 'Health Care' }]);
    expect(store.jobs.getJob(acme, job.id)).toEqual(updated);
    const info = store.jobs.getJobSyncInfo(acme, job.id);
    expect(info).toMatchObject({ version: 2, createdAt: '2026-01-15T09:00:00.000Z', syncState: 'local' });
    expect(info?.updatedAt).not.toBe(info?.createdAt);
  });

  it('lets an update keep its own reference id but not take another job’s', () => {
    const first = unwrap(store.jobs.insertJob(acme, sampleJobFields({ referenceId: 'A' })));
    const second = unwrap(store.jobs.insertJob(acme, sampleJobFields({ referenceId: 'B' })));
    expect(
      store.jobs.updateJob(acme, first.id, sampleJobFields({ referenceId: 'A', title: 'Same ref' })).ok,
    ).toBe(true);
    expect(store.jobs.updateJob(acme, first.id, sampleJobFields({ referenceId: 'B' }))).toEqual({
      ok: false,
      error: { type: 'reference-id-in-use', referenceId: 'B', jobId: second.id },
    });
    expect(store.jobs.getJobSyncInfo(acme, first.id)?.version).toBe(2);
  });

  it('deletes a job and returns what the outbox row needs', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    const board = { jobId: job.id, employerId: acme, referenceId: 'REF-1', status: 'draft' as const };
    // Posted to the first board: its board id there is the one the delete's row needs.
    store.boards.savePosting({
      jobId: job.id,
      boardId: 1,
      status: null,
      categoryIds: null,
      positionTypeId: null,
      closeDate: null,
    });
    store.boardJobsOf(1).save({ ...board, remoteId: 501, ackedVersion: 1 });
    expect(store.jobs.deleteJob(acme, job.id)).toMatchObject({
      id: job.id,
      referenceId: 'REF-1',
      remoteId: 501,
      version: 1,
    });
    expect(store.jobs.getJob(acme, job.id)).toBeUndefined();
    expect(store.jobs.deleteJob(acme, job.id)).toBeUndefined();
  });

  it('refuses dates that are not canonical ISO strings', () => {
    expect(() => store.jobs.insertJob(acme, sampleJobFields({ publishDate: '2026-01-15' }))).toThrow(
      RangeError,
    );
    expect(() => store.jobs.insertJob(acme, sampleJobFields({ closeDate: '2026-01-15T09:00:00Z' }))).toThrow(
      /closeDate must be a canonical ISO date-time/,
    );
  });

  it('derives the sync state from the outbox rows and the board row, nowhere else', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    const info = () => store.jobs.getJobSyncInfo(acme, job.id);
    expect(info()).toMatchObject({
      syncState: 'local',
      syncMessage: null,
      remoteId: null,
      syncedVersion: null,
    });
    // Posted to the first board, as the domain's commands post a job before they queue its changes there.
    store.boards.savePosting({
      jobId: job.id,
      boardId: 1,
      status: null,
      categoryIds: null,
      positionTypeId: null,
      closeDate: null,
    });
    const row = store.outboxOf(1).appendOutbox({
      jobId: job.id,
      employerId: acme,
      operation: 'create',
      jobVersion: 1,
    });
    expect(info()).toMatchObject({ syncState: 'pending', syncMessage: null });
    store.outboxOf(1).markInFlight(row.seq);
    expect(info()?.syncState).toBe('pending');

    const board = { jobId: job.id, employerId: acme, referenceId: 'REF-1', status: 'draft' as const };
    store.boardJobsOf(1).save({ ...board, remoteId: 900, ackedVersion: 1 });
    store.outboxOf(1).completeOutbox(row.seq);
    expect(info()).toMatchObject({ syncState: 'synced', syncedVersion: 1, remoteId: 900 });

    unwrap(store.jobs.updateJob(acme, job.id, sampleJobFields({ title: 'v2' })));
    const second = store.outboxOf(1).appendOutbox({
      jobId: job.id,
      employerId: acme,
      operation: 'update',
      jobVersion: 2,
    });
    unwrap(store.jobs.updateJob(acme, job.id, sampleJobFields({ title: 'v3' })));
    store.outboxOf(1).appendOutbox({ jobId: job.id, employerId: acme, operation: 'update', jobVersion: 3 });
    // Version 2 reached the board, but version 3 is newer: the job still waits.
    store.boardJobsOf(1).save({ ...board, remoteId: 900, ackedVersion: 2 });
    store.outboxOf(1).completeOutbox(second.seq);
    expect(info()).toMatchObject({ version: 3, syncState: 'pending', syncedVersion: 2 });
    // An older acknowledgement never moves the version back.
    store.boardJobsOf(1).save({ ...board, remoteId: 900, ackedVersion: 1 });
    expect(info()?.syncedVersion).toBe(2);

    for (const waiting of store.outboxOf(1).listOutboxForJob(job.id)) {
      store.outboxOf(1).failOutbox(waiting.seq, { state: 'needs-attention', message: 'No job credit left.' });
    }
    expect(info()).toMatchObject({
      syncState: 'needs-attention',
      syncMessage: 'No job credit left.',
      version: 3,
    });
    for (const waiting of store.outboxOf(1).listOutboxForJob(job.id)) {
      store.outboxOf(1).failOutbox(waiting.seq, { state: 'failed', message: 'Title too long.' });
    }
    expect(info()).toMatchObject({ syncState: 'failed', syncMessage: 'Title too long.' });
    for (const waiting of store.outboxOf(1).listOutboxForJob(job.id)) {
      store.outboxOf(1).failOutbox(waiting.seq, { state: 'set-aside', message: 'Set aside: unreadable.' });
    }
    // Set aside while the board lacks the current version: still failed, with the reason.
    expect(info()).toMatchObject({ syncState: 'failed', syncMessage: 'Set aside: unreadable.' });
    store.boardJobsOf(1).save({ ...board, remoteId: 900, ackedVersion: 3 });
    expect(info()).toMatchObject({ syncState: 'synced', syncMessage: null });

    expect(store.boardJobsOf(1).markMissing(job.id)).toBe(true);
    expect(info()).toMatchObject({ syncState: 'missing-on-remote', syncMessage: MISSING_ON_REMOTE_MESSAGE });
    store.boardJobsOf(1).save({ ...board, remoteId: 900 });
    expect(info()).toMatchObject({ syncState: 'synced', syncedVersion: 3 });
    expect(store.boardJobsOf(1).markMissing(12345)).toBe(false);
  });

  it('passes the database integrity checks after a mix of writes', () => {
    const job = unwrap(store.jobs.insertJob(acme, sampleJobFields()));
    unwrap(store.jobs.updateJob(acme, job.id, sampleJobFields({ title: 'Renamed', referenceId: 'NEW' })));
    unwrap(store.jobs.insertJob(globex, sampleJobFields()));
    store.jobs.deleteJob(acme, job.id);
    expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(store.db.pragma('foreign_key_check')).toEqual([]);
  });
});

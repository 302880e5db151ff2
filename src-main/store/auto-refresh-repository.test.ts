import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './store.ts';
import { openTestStore, sampleJobFields } from './test-fixtures.ts';

const published = '2026-01-15T09:00:00.000Z';
const day = 24 * 60 * 60 * 1000;
const daysLater = (days: number) => new Date(Date.parse(published) + days * day);
let store: Store;
let employerId: number;

beforeEach(() => {
  store = openTestStore();
  employerId = store.employers.addEmployerWithKey('Acme', 'K1').id;
});
afterEach(() => store.close());

function insert(overrides: Parameters<typeof sampleJobFields>[0]) {
  const job = store.jobs.insertJob(employerId, sampleJobFields({ publishDate: published, ...overrides }));
  if (!job.ok) throw new Error('insert failed');
  return job.value.id;
}

describe('auto-refresh in the store', () => {
  it('moves an active auto-refreshed job forward in whole 7-day steps', () => {
    const id = insert({ referenceId: 'A', status: 'active', autoRefresh: true });
    expect(store.autoRefresh.advancePublishDates(employerId, daysLater(16))).toBe(1);
    expect(store.jobs.getJob(employerId, id)?.publishDate).toBe(daysLater(14).toISOString());
  });

  it('leaves jobs alone that are not due, not active or without auto-refresh', () => {
    const ids = [
      insert({
        referenceId: 'A',
        status: 'active',
        autoRefresh: true,
        publishDate: daysLater(10).toISOString(),
      }),
      insert({ referenceId: 'B', status: 'draft', autoRefresh: true }),
      insert({ referenceId: 'C', status: 'archived', autoRefresh: true }),
      insert({ referenceId: 'D', status: 'active', autoRefresh: false }),
    ];
    const before = ids.map((id) => store.jobs.getJob(employerId, id)?.publishDate);
    expect(store.autoRefresh.advancePublishDates(employerId, daysLater(16))).toBe(0);
    expect(ids.map((id) => store.jobs.getJob(employerId, id)?.publishDate)).toEqual(before);
  });

  it('is not an edit: the version and sync state stay', () => {
    const id = insert({ referenceId: 'A', status: 'active', autoRefresh: true });
    const before = store.jobs.getJobSyncInfo(employerId, id);
    store.autoRefresh.advancePublishDates(employerId, daysLater(30));
    const after = store.jobs.getJobSyncInfo(employerId, id);
    expect([after?.version, after?.syncState]).toEqual([before?.version, before?.syncState]);
  });

  it('sorts the list by the advanced date', () => {
    const refreshed = insert({ referenceId: 'A', status: 'active', autoRefresh: true });
    const plain = insert({ referenceId: 'B', status: 'active', publishDate: daysLater(3).toISOString() });
    store.autoRefresh.advancePublishDates(employerId, daysLater(8));
    const { rows } = store.jobs.listJobs(employerId, { page: 1, pageSize: 10 });
    expect(rows.map((row) => row.id)).toEqual([refreshed, plain]);
  });

  it('finds the due jobs through the partial index', () => {
    const plan = store.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id, publish_date FROM jobs
         WHERE employer_id = 1 AND auto_refresh = 1 AND status = 'active' AND publish_date <= 'x'`,
      )
      .all() as Array<{ detail: string }>;
    expect(plan.map((step) => step.detail).join(' ')).toContain('jobs_auto_refresh_due');
  });
});

// A property changed on both sides in parts that combine (the salary's amount here and its maximum on the
// board's website, a place added on each side): both changes end on the board and here, with no conflict.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../src-main/sync/index.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import type { JobHistoryEntry } from '../../src-shared/schemas/history.ts';
import { createSyncWorld, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
let website: JobBoardClient;
let engine: SyncEngine;
beforeEach(async () => {
  world = await createSyncWorld();
  website = world.boardClient();
  engine = world.engine();
});
afterEach(() => world.close());

const SALARY = { amount: 50000, maxAmount: 60000, period: { id: 1 }, plusCommission: false };

async function syncedJob(overrides: Parameters<SyncWorld['createLocalJob']>[0] = {}) {
  const job = await world.createLocalJob({ status: 'active', ...overrides });
  await world.clock.settle(engine.replayOnce());
  const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
  expect(remoteId).toBeGreaterThan(0);
  world.requests.length = 0;
  return { job, remoteId };
}

async function onWebsite(remoteId: number, patch: Parameters<JobBoardClient['updateJob']>[1]) {
  const updated = await website.updateJob(remoteId, patch);
  if (!updated.ok) throw updated.error;
}

const boardJob = (remoteId: number) => world.boardJobs().find((job) => job.id === remoteId);
const historyOf = (jobId: number): JobHistoryEntry[] =>
  world.local.store.history.page(jobId, 1, 1000).rows.slice().reverse();
const descriptions = (locations: ReadonlyArray<{ description: string }> | undefined) =>
  locations?.map((location) => location.description);

describe('a property changed on both sides in different parts', () => {
  it('keeps the salary’s low end raised here and its high end raised on the website, on the board and here', async () => {
    const { job, remoteId } = await syncedJob({ salary: SALARY });
    await onWebsite(remoteId, { salary: { ...SALARY, maxAmount: 70000 } });
    await world.updateLocalJob(job.id, { salary: { ...SALARY, amount: 55000 } });

    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([`GET /jobs/${remoteId}`, `PUT /jobs/${remoteId}`]);
    // The merged salary is sent whole: the board replaces it whole.
    expect(world.requests[1]?.body).toEqual({
      salary: { amount: 55000, maxAmount: 70000, period: { id: 1 }, plusCommission: false },
    });
    expect(boardJob(remoteId)?.salary).toMatchObject({ amount: 55000, maxAmount: 70000 });
    expect(world.localJob(job.id)?.salary).toMatchObject({ amount: 55000, maxAmount: 70000 });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    // The website's part came in with its history entry.
    expect(
      historyOf(job.id)
        .filter((entry) => entry.kind === 'pull')
        .at(-1),
    ).toMatchObject({
      changes: [expect.objectContaining({ field: 'salary' })],
    });

    // The board's answer is the base: the next sync has nothing to send or take.
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow({ full: true }));
    expect(world.requestLines().filter((line) => line.startsWith('PUT'))).toEqual([]);
    expect(world.localJob(job.id)?.salary).toMatchObject({ amount: 55000, maxAmount: 70000 });
  });

  it('keeps Ottawa added here and Hamilton added on the website, in that order', async () => {
    const { job, remoteId } = await syncedJob({ locations: [{ description: 'Toronto, ON' }] });
    await onWebsite(remoteId, {
      locations: [{ description: 'Toronto, ON' }, { description: 'Hamilton, ON' }],
    });
    await world.updateLocalJob(job.id, {
      locations: [{ description: 'Toronto, ON' }, { description: 'Ottawa, ON' }],
    });

    await world.clock.settle(engine.replayOnce());

    const merged = ['Toronto, ON', 'Ottawa, ON', 'Hamilton, ON'];
    expect(descriptions(boardJob(remoteId)?.locations)).toEqual(merged);
    expect(descriptions(world.localJob(job.id)?.locations)).toEqual(merged);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('still calls a fourth place a conflict, and sends nothing', async () => {
    const two = [{ description: 'Toronto, ON' }, { description: 'Moncton, NB' }];
    const { job, remoteId } = await syncedJob({ locations: two });
    await onWebsite(remoteId, { locations: [...two, { description: 'Hamilton, ON' }] });
    await world.updateLocalJob(job.id, { locations: [...two, { description: 'Ottawa, ON' }] });

    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([`GET /jobs/${remoteId}`]);
    expect(world.syncInfo(job.id)?.syncState).toBe('conflict');
  });
});

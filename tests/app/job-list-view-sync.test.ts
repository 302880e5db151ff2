// GET /app/v1/jobs while sync changes the store between two pages: each answer is one consistent moment
// (rows, counts, total), and the job the board changed shows with the board's values and sync state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobListView, JobListViewSchema } from '../../src-shared/schemas/job-list-view.ts';
import { appEndpointsOver } from '../sync/helpers/app-endpoints.ts';
import { createSyncWorld, LOCAL_KEY, type SyncWorld } from '../sync/helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

async function listPage(page: number): Promise<JobListView> {
  const door = appEndpointsOver(world);
  const response = await door.fetch(
    new Request(`http://jobdesk.local/app/v1/jobs?pageSize=3&page=${page}`, {
      headers: { 'API-Key': LOCAL_KEY },
    }),
  );
  expect(response.status).toBe(200);
  return JobListViewSchema.parse(await response.json());
}

describe('the list view while sync changes a job between two pages', () => {
  it('moves the job the board published to the top, with its status on both sides, and keeps counts whole', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push((await world.createLocalJob({ title: `Welder ${index + 1}`, status: 'draft' })).id);
      await world.clock.advance(60_000);
    }
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());

    const first = await listPage(1);
    expect(first.data.map((row) => row.title)).toEqual(['Welder 6', 'Welder 5', 'Welder 4']);
    expect(first.data.every((row) => row.sync.state === 'synced' && row.boardStatus === 'draft')).toBe(true);
    expect(first.counts).toEqual({ all: 6, draft: 6, active: 0, archived: 0 });

    // Someone publishes the oldest job on the board; the next pull brings it down.
    const oldest = ids[0] ?? 0;
    await world.clock.advance(60_000);
    const remoteId = world.syncInfo(oldest)?.remoteId ?? 0;
    expect((await world.boardClient().updateJob(remoteId, { status: 'active' })).ok).toBe(true);
    await world.clock.settle(engine.pullOnce());

    const second = await listPage(2);
    // The list shifted by one: page 2 now starts with the job page 1 ended with.
    expect(second.data.map((row) => row.title)).toEqual(['Welder 4', 'Welder 3', 'Welder 2']);
    expect(second.counts).toEqual({ all: 6, draft: 5, active: 1, archived: 0 });
    expect(second.paging).toMatchObject({ total: 6, pages: 2, page: 2 });
    expect(second.totalJobs).toBe(6);

    const again = await listPage(1);
    expect(again.data[0]).toMatchObject({
      id: oldest,
      title: 'Welder 1',
      status: 'active',
      boardStatus: 'active',
      sync: { state: 'synced', pendingChanges: 0 },
    });
  });
});

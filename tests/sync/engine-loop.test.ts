import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES, type SyncEngine } from '../../src-main/sync/index.ts';
import {
  createSyncWorld,
  faultyBoard,
  jobBody,
  REMOTE_BASE_URL,
  REMOTE_KEY,
  type SyncWorld,
} from './helpers/sync-world.ts';

let world: SyncWorld;
let engine: SyncEngine | undefined;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(async () => {
  await engine?.stop();
  engine = undefined;
  world.close();
});

describe('the sync loop', () => {
  it('replays new changes and pulls the board on its own, driven by the clock', async () => {
    engine = world.engine({ pollIntervalMs: 2_000, pullIntervalMs: 60_000 });
    engine.start();
    await world.clock.advance(1);
    const job = await world.createLocalJob({ title: 'Picked up by the loop' });
    await world.clock.advance(2_000);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');

    await world.boardClient().createJob(jobBody({ title: 'Made on the board' }));
    await world.clock.advance(60_000);
    const titles = world.local.store.jobs
      .listJobs(world.localEmployerId, { page: 1, pageSize: 10 })
      .rows.map((row) => row.title);
    expect(titles.sort()).toEqual(['Made on the board', 'Picked up by the loop']);

    await engine.stop();
    const sent = world.requests.length;
    await world.createLocalJob({ title: 'After stop' });
    await world.clock.advance(10 * 60_000);
    expect(world.requests).toHaveLength(sent);
  });

  it('reports an unexpected failure of a cycle and goes on with the next', async () => {
    const reported: unknown[] = [];
    engine = world.engine({ pollIntervalMs: 1_000, onUnexpectedError: (error) => reported.push(error) });
    const listDue = world.local.store.outboxOf(1).listDueOutboxJobIds;
    world.local.store.outboxOf(1).listDueOutboxJobIds = () => {
      world.local.store.outboxOf(1).listDueOutboxJobIds = listDue;
      throw new Error('disk went away');
    };
    const job = await world.createLocalJob();
    engine.start();
    await world.clock.advance(1);
    expect(reported).toEqual([new Error('disk went away')]);
    await world.clock.advance(1_000);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('wakes at once when kicked', async () => {
    engine = world.engine({ pollIntervalMs: 60_000, pullIntervalMs: 60 * 60_000 });
    engine.start();
    await world.clock.advance(1);
    const job = await world.createLocalJob();
    engine.kick();
    await world.clock.advance(0);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('is unconfigured while no board is set up, sends nothing, and starts once one is', async () => {
    world.remoteConfig = null;
    engine = world.engine({ pollIntervalMs: 1_000 });
    const job = await world.createLocalJob();
    expect(engine.status()).toMatchObject({
      state: 'unconfigured',
      reason: 'no-board',
      message: STATUS_MESSAGES['no-board'],
      pending: 1,
    });
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });
    engine.start();
    await world.clock.advance(5_000);
    expect(world.requests).toEqual([]);

    world.remoteConfig = { baseUrl: REMOTE_BASE_URL, apiKey: REMOTE_KEY };
    await world.clock.advance(1_000);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(engine.status().state).toBe('idle');
  });

  it('syncs now on request: every retry delay is reset, then it replays and pulls', async () => {
    const faulty = faultyBoard(world, { failRate: 1 });
    engine = world.engine({ fetch: faulty.fetch, random: () => 0.99 });
    const job = await world.createLocalJob();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await world.clock.advance(5 * 60_000);
      await world.clock.settle(engine.replayOnce());
    }
    expect(
      Date.parse(world.local.store.outboxOf(1).listOutboxForJob(job.id)[0]?.nextAttemptAt ?? ''),
    ).toBeGreaterThan(world.clock.now());
    faulty.faults = { ...faulty.faults, failRate: 0 };

    await world.clock.settle(engine.syncNow());

    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    // It pulled: the list, then (Sync now) every job it lists read again, so a colleague's change shows.
    const lines = world.requestLines();
    const afterCreate = lines.slice(lines.lastIndexOf('POST /jobs') + 1);
    expect(afterCreate.filter((line) => line.startsWith('GET /jobs'))).toEqual([
      'GET /jobs',
      `GET /jobs/${world.syncInfo(job.id)?.remoteId}`,
    ]);
    expect(engine.status()).toMatchObject({
      state: 'idle',
      pending: 0,
      lastSyncAt: world.clock.date().toISOString(),
    });
  });

  it('runs one pass at a time', async () => {
    engine = world.engine();
    await world.createLocalJob();
    const [first, second] = await world.clock.settle(Promise.all([engine.replayOnce(), engine.replayOnce()]));
    expect(first.requests + second.requests).toBe(1);
  });

  it('announces job changes and status changes', async () => {
    engine = world.engine();
    const job = await world.createLocalJob();
    await world.clock.settle(engine.replayOnce());

    expect(world.events).toContainEqual({ type: 'job', jobId: job.id, change: 'sync-state' });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    const states = world.events.flatMap((event) => (event.type === 'sync' ? [event.status.state] : []));
    // The counts change while syncing, so `syncing` may be announced more than once.
    expect(states.filter((state, index) => state !== states[index - 1])).toEqual(['syncing', 'idle']);
    const last = world.events.at(-1);
    expect(last?.type === 'sync' && last.status).toMatchObject({ pending: 0, failed: 0 });
  });

  it('stop waits for a Sync now under way, which sends nothing more once stopped (the store may close then)', async () => {
    const reported: unknown[] = [];
    // A job saved while the first pass runs gives Sync now a second pass to make after stop() is called.
    let savedDuringPass = false;
    engine = world.engine({
      pollIntervalMs: 60_000,
      onUnexpectedError: (error) => reported.push(error),
      fetch: async (input, init) => {
        if (!savedDuringPass && new Request(input, init).method === 'PUT') {
          savedDuringPass = true;
          await world.createLocalJob({ title: 'Saved while the first pass ran' });
        }
        return world.remoteFetch(input, init);
      },
    });
    engine.start();
    await world.clock.advance(1);
    await world.createLocalJob({ title: 'Queued' });
    const syncing = engine.syncNow();
    await engine.stop();
    const sentBeforeStopReturned = world.requests.length;
    world.local.store.close();
    await expect(syncing).resolves.toBeUndefined();
    await world.clock.advance(10 * 60_000);
    expect(world.requests).toHaveLength(sentBeforeStopReturned);
    expect(reported).toEqual([]);
  });
});

describe('a board that comes back', () => {
  it('gets what waits for it within 30 s of coming back, however long it was away, without Sync now', async () => {
    const faulty = faultyBoard(world, { dropRate: 1 });
    engine = world.engine({
      fetch: faulty.fetch,
      random: () => 0.99,
      pollIntervalMs: 2_000,
      pullIntervalMs: 60 * 60_000,
    });
    engine.start();
    const job = await world.createLocalJob({ title: 'Sent once the board is back' });
    // An hour away: a dozen failed tries, each delay longer than the last but never over 30 s.
    await world.clock.advance(60 * 60_000);
    const [row] = world.local.store.outboxOf(1).listOutboxForJob(job.id);
    expect(row?.attempts).toBeGreaterThan(10);
    const wait = Date.parse(row?.nextAttemptAt ?? '') - world.clock.now();
    expect(wait).toBeLessThanOrEqual(30_000);

    faulty.faults = { ...faulty.faults, dropRate: 0 };
    await world.clock.advance(30_000);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('sends every waiting change at once when one call reaches it again', async () => {
    const faulty = faultyBoard(world, { dropRate: 1 });
    engine = world.engine({
      fetch: faulty.fetch,
      random: () => 0.99,
      pollIntervalMs: 2_000,
      pullIntervalMs: 60 * 60_000,
    });
    engine.start();
    const waiting = await world.createLocalJob({ title: 'Waiting in its delay' });
    await world.clock.advance(10 * 60_000);
    const [row] = world.local.store.outboxOf(1).listOutboxForJob(waiting.id);
    expect(Date.parse(row?.nextAttemptAt ?? '')).toBeGreaterThan(world.clock.now() + 2_000);

    // The board answers again: a new job's create reaches it, and the waiting one goes right after.
    faulty.faults = { ...faulty.faults, dropRate: 0 };
    await world.createLocalJob({ title: 'New while the board came back' });
    await world.clock.advance(2_000);
    expect(world.syncInfo(waiting.id)?.syncState).toBe('synced');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../src-main/sync/index.ts';
import { realBoardDialect } from './helpers/real-board-dialect.ts';
import { createSyncWorld, faultyBoard, REMOTE_KEY, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

const syncInfo = (jobId: number) => world.local.store.jobs.getJobSyncInfo(world.localEmployerId, jobId);
const rowsOf = (jobId: number) => world.local.store.outboxOf(1).listOutboxForJob(jobId);
const boardTitles = () =>
  world
    .boardJobs()
    .map((job) => job.title)
    .sort();

/** The board refuses any job in category 30, as a board that does not offer it would. */
function refusingCategory30(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body === null ? '' : await request.clone().text();
    if (text.includes('"categories":[{"id":30}]')) {
      const error = {
        type: 'ValidationException',
        messages: ['Category 30 is not offered on this board.'],
        fields: [{ path: 'categories[0].id', message: 'Category 30 is not offered on this board.' }],
      };
      return new Response(JSON.stringify({ error }), {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    return inner(request);
  }) as typeof fetch;
}

/** A board that words its refusals with the API's field names, as the real one does ("referenceId: …"). */
function refusingWithApiPaths(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'GET') return inner(request);
    const error = {
      type: 'ValidationException',
      messages: ['referenceId: This reference is already used.'],
      fields: [{ path: 'referenceId', message: 'referenceId: This reference is already used.' }],
    };
    return new Response(JSON.stringify({ error }), {
      status: 400,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
  }) as typeof fetch;
}

describe('failures while replaying', () => {
  it("keeps a refusal in the editor's words: Reference ID, not referenceId, with the board's field path", async () => {
    const engine = world.engine({ fetch: refusingWithApiPaths(world.remoteFetch) });
    const refused = await world.createLocalJob({ title: 'Refused' });

    await world.clock.settle(engine.replayOnce());

    expect(syncInfo(refused.id)).toMatchObject({
      syncState: 'failed',
      syncMessage: 'Reference ID: This reference is already used.',
    });
    expect(rowsOf(refused.id)[0]?.lastErrorFields).toEqual([
      { path: 'referenceId', message: 'Reference ID: This reference is already used.' },
    ]);
  });

  it('pauses all sync when the board rejects the API key, and resumes once the key changes', async () => {
    const jobs = [];
    for (let index = 0; index < 3; index += 1)
      jobs.push(await world.createLocalJob({ title: `Job ${index}` }));
    world.remoteConfig = { baseUrl: world.remoteConfig?.baseUrl ?? '', apiKey: 'wrong-key' };
    const engine = world.engine({ concurrency: 1 });

    const report = await world.clock.settle(engine.replayOnce());

    expect(report).toMatchObject({ requests: 1, paused: true });
    expect(engine.status()).toMatchObject({
      state: 'paused',
      reason: 'key-rejected',
      message: STATUS_MESSAGES['key-rejected'],
      pending: 3,
    });
    expect(world.events).toContainEqual({
      type: 'sync',
      status: expect.objectContaining({ state: 'paused' }),
    });
    // The queue is not burned: nothing is refused, and nothing more is sent while paused.
    for (const job of jobs) expect(rowsOf(job.id)).toMatchObject([{ state: 'pending' }]);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0, paused: true });

    world.remoteConfig = { baseUrl: world.remoteConfig.baseUrl, apiKey: REMOTE_KEY };
    expect(engine.status().state).toBe('idle');
    const resumed = await world.clock.settle(engine.replayOnce());

    expect(resumed).toMatchObject({ requests: 3, completed: 3, paused: false });
    expect(boardTitles()).toEqual(['Job 0', 'Job 1', 'Job 2']);
  });

  it('pauses on 403 as on 401, whatever the body says', async () => {
    await world.createLocalJob();
    const forbidding = (async () =>
      new Response('<html><body>Forbidden</body></html>', { status: 403 })) as typeof fetch;
    const engine = world.engine({ fetch: forbidding });
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ paused: true });
    expect(engine.status()).toMatchObject({ state: 'paused', message: STATUS_MESSAGES['key-rejected'] });
  });

  it('tries again with the same key when the recruiter asks to sync now', async () => {
    await world.createLocalJob();
    world.remoteConfig = { baseUrl: world.remoteConfig?.baseUrl ?? '', apiKey: 'wrong-key' };
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    expect(engine.status().state).toBe('paused');

    // The board fixed the key on its side.
    world.remote.store.employers.addApiKey(world.remoteEmployerId, 'wrong-key');
    await world.clock.settle(engine.syncNow());

    expect(engine.status().state).toBe('idle');
    expect(world.boardJobs()).toHaveLength(1);
  });

  it('leaves a job without job credit needing attention, syncs the others, and publishes it on retry', async () => {
    const dialect = realBoardDialect(
      world.remoteFetch,
      { core: world.remote, employerId: world.remoteEmployerId },
      { credits: 0 },
    );
    const published = await world.createLocalJob({ title: 'Published', status: 'active' });
    const draft = await world.createLocalJob({ title: 'Draft' });
    const engine = world.engine({ fetch: dialect.fetch });

    const report = await world.clock.settle(engine.replayOnce());

    expect(report).toMatchObject({ requests: 2, completed: 1, failed: 1 });
    expect(rowsOf(published.id)).toMatchObject([
      { state: 'needs-attention', lastError: 'No job credit left' },
    ]);
    expect(syncInfo(published.id)).toMatchObject({
      syncState: 'needs-attention',
      syncMessage: 'No job credit left',
    });
    expect(syncInfo(draft.id)?.syncState).toBe('synced');
    expect(engine.status()).toMatchObject({ failed: 1, waitingForCredit: 1, pending: 0 });
    // Not retried in a loop.
    await world.clock.advance(60 * 60 * 1000);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });

    dialect.credits.left = 1;
    engine.retryJob(published.id);
    expect(syncInfo(published.id)?.syncState).toBe('pending');
    await world.clock.settle(engine.replayOnce());

    expect(syncInfo(published.id)?.syncState).toBe('synced');
    expect(world.boardJobs()).toContainEqual(
      expect.objectContaining({ title: 'Published', status: 'active' }),
    );
  });

  it("fails a change the board refuses with the board's message, syncs the others, and syncs the edit that fixes it", async () => {
    const engine = world.engine({ fetch: refusingCategory30(world.remoteFetch) });
    const refused = await world.createLocalJob({ title: 'Refused', categories: [{ id: 30 }] });
    const other = await world.createLocalJob({ title: 'Other' });

    const report = await world.clock.settle(engine.replayOnce());

    expect(report).toMatchObject({ requests: 2, completed: 1, failed: 1 });
    expect(rowsOf(refused.id)).toMatchObject([
      { state: 'failed', lastError: 'Category 30 is not offered on this board.' },
    ]);
    expect(syncInfo(refused.id)).toMatchObject({
      syncState: 'failed',
      syncMessage: 'Category 30 is not offered on this board.',
    });
    expect(syncInfo(other.id)?.syncState).toBe('synced');
    expect(engine.status()).toMatchObject({ failed: 1, waitingForCredit: 0 });
    // The board named the field: kept with the refusal, for the editor to show it under Categories.
    expect(rowsOf(refused.id)[0]?.lastErrorFields).toEqual([
      { path: 'categories[0].id', message: 'Category 30 is not offered on this board.' },
    ]);
    // A refused change is not sent again by itself…
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });
    // …and it holds up nothing else.
    await world.updateLocalJob(other.id, { title: 'Other, edited' });
    // An update of a job the board has: a read of the board's version, then the title alone.
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 2, completed: 1 });

    await world.updateLocalJob(refused.id, { categories: [{ id: 12 }] });
    const fixed = await world.clock.settle(engine.replayOnce());

    expect(fixed).toMatchObject({ requests: 1, completed: 1 });
    expect(rowsOf(refused.id)).toEqual([]);
    expect(syncInfo(refused.id)).toMatchObject({ syncState: 'synced', syncMessage: null });
    expect(boardTitles()).toEqual(['Other, edited', 'Refused']);
  });

  it('retries a busy board (503 with an HTML page) after a backoff delay', async () => {
    const faulty = faultyBoard(world, { failRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch, random: () => 0.99 });

    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 1, deferred: 1 });
    const [row] = rowsOf(job.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: '503 Service Unavailable' });
    expect(Date.parse(row?.nextAttemptAt ?? '') - world.clock.now()).toBe(990);
    // Never idle (green) while the board's last answer was a failure: it says what the board answered.
    expect(engine.status()).toMatchObject({ state: 'retrying', reason: 'board-trouble', pending: 1 });
    expect(engine.status().message).toContain('503 Service Unavailable');

    faulty.faults = { ...faulty.faults, failRate: 0 };
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });
    await world.clock.advance(990);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 1, completed: 1 });
    expect(engine.status()).toMatchObject({ state: 'idle', pending: 0 });
  });

  it('leaves idle for retrying when a pull after a good sync meets a 503, and comes back when the board answers', async () => {
    const faulty = faultyBoard(world, {});
    await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.syncNow());
    expect(engine.status()).toMatchObject({ state: 'idle', pending: 0 });

    faulty.faults = { ...faulty.faults, failRate: 1 };
    await world.clock.settle(engine.pullOnce());
    expect(engine.status()).toMatchObject({ state: 'retrying', pending: 0 });

    faulty.faults = { ...faulty.faults, failRate: 0 };
    await world.clock.settle(engine.pullOnce());
    expect(engine.status()).toMatchObject({ state: 'idle', pending: 0 });
  });

  it('honours Retry-After on a 429', async () => {
    const faulty = faultyBoard(world, { rateLimitRate: 1, retryAfterSeconds: 30 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    faulty.faults = { ...faulty.faults, rateLimitRate: 0 };

    expect(Date.parse(rowsOf(job.id)[0]?.nextAttemptAt ?? '') - world.clock.now()).toBe(30_000);
    await world.clock.advance(29_000);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });
    await world.clock.advance(1_000);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 1, completed: 1 });
  });

  it('waits at most an hour for an absurd Retry-After, with no exception in the replay', async () => {
    const asksForever = (async () =>
      new Response(JSON.stringify({ error: { type: 'RateLimitException', messages: ['Slow down.'] } }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '99999999999999999' },
      })) as typeof fetch;
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: asksForever });

    for (let pass = 0; pass < 5; pass += 1) {
      await world.clock.settle(engine.replayOnce());
      const row = rowsOf(job.id)[0];
      expect(row?.state).toBe('pending');
      expect(Date.parse(row?.nextAttemptAt ?? '') - world.clock.now()).toBe(60 * 60_000);
      expect(row?.lastError).toContain('Slow down.');
      await world.clock.advance(60 * 60_000);
    }
    expect(world.log.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('shows offline while the board cannot be reached, and recovers by itself', async () => {
    const faulty = faultyBoard(world, { dropRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch, pullIntervalMs: 10 * 60_000 });
    engine.start();
    await world.clock.advance(10_000);
    expect(engine.status()).toMatchObject({
      state: 'offline',
      reason: 'offline',
      message: STATUS_MESSAGES.offline,
      pending: 1,
    });
    const attempts = rowsOf(job.id)[0]?.attempts ?? 0;
    expect(attempts).toBeGreaterThan(1);

    faulty.faults = { ...faulty.faults, dropRate: 0 };
    await world.clock.advance(10 * 60_000);
    await engine.stop();

    expect(engine.status()).toMatchObject({ state: 'idle', pending: 0 });
    expect(syncInfo(job.id)?.syncState).toBe('synced');
  });
});

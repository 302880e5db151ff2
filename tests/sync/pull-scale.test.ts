import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FRESHNESS_MIN_AGE_MS, freshnessReadsPerPull } from '../../src-main/sync/pull.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { appEndpointsOver } from './helpers/app-endpoints.ts';
import { createSyncWorld, jobBody, LOCAL_KEY, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
let elsewhere: JobBoardClient;
beforeEach(async () => {
  world = await createSyncWorld();
  elsewhere = world.boardClient();
});
afterEach(() => world.close());

const DAY_MS = 24 * 60 * 60_000;

async function createOnBoard(count: number): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await elsewhere.createJob(
      jobBody({ referenceId: `BOARD-${index}`, title: `Job ${index}` }),
    );
    if (!created.ok) throw created.error;
    jobs.push(created.value.job);
  }
  return jobs;
}

const detailReads = () => world.requestLines().filter((line) => /^GET \/jobs\/\d+$/.test(line)).length;
const listReads = () => world.requestLines().filter((line) => line === 'GET /jobs').length;

/** Holds every GET /jobs/{id} until released, so a test can act while a pull is under way. */
function gatedDetails(inner: typeof fetch) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    // Only the first read waits: a replay's own read of the board's version goes through.
    if (held === 0 && request.method === 'GET' && /\/jobs\/\d+$/.test(new URL(request.url).pathname)) {
      held += 1;
      await gate;
    }
    return inner(request);
  }) as typeof globalThis.fetch;
  return { fetch, release, held: () => held };
}

describe('a pull that scales', () => {
  it('reads the list, then in full only the jobs whose header changed since it last saw them', async () => {
    const jobs = await createOnBoard(12);
    const engine = world.engine();

    const first = await world.clock.settle(engine.pullOnce());
    expect(first).toMatchObject({ ok: true, full: false, listed: 12, detailReads: 12, imported: 12 });
    expect(detailReads()).toBe(12);

    for (const job of jobs.slice(0, 3)) await elsewhere.updateJob(job.id, { title: `${job.title}, edited` });
    const created = await elsewhere.createJob(jobBody({ referenceId: 'BOARD-NEW', title: 'New' }));
    expect(created.ok).toBe(true);
    await elsewhere.deleteJob(jobs[11]?.id ?? 0);

    const second = await world.clock.settle(engine.pullOnce());
    expect(second).toMatchObject({
      ok: true,
      full: false,
      listed: 12,
      detailReads: 4,
      imported: 1,
      refreshed: 3,
    });
    expect(second.missing).toBe(1);
    expect(detailReads()).toBe(16);
    const titles = world.localJobs().map((job) => job.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Job 0, edited', 'Job 1, edited', 'Job 2, edited', 'New']),
    );

    // Nothing changed: the list only.
    const lists = listReads();
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ detailReads: 0, refreshed: 0 });
    expect(listReads()).toBe(lists + 1);
  });

  it('does not read again the jobs it has just sent: their answers are what the list shows', async () => {
    for (const title of ['One', 'Two', 'Three']) await world.createLocalJob({ title });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({
      ok: true,
      listed: 3,
      detailReads: 0,
    });
    expect(detailReads()).toBe(0);
  });

  it('sees a change the list does not show in a full pull (when asked, or once a day) and when it re-reads the jobs read least recently', async () => {
    const [job] = await createOnBoard(3);
    const engine = world.engine();
    await world.clock.settle(engine.pullOnce());
    await elsewhere.updateJob(job?.id ?? 0, { description: '<p>New words.</p>' });

    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ full: false, detailReads: 0 });
    const local = () => world.local.store.jobs.getJobByReferenceId(world.localEmployerId, 'BOARD-0');
    expect(local()?.description).not.toBe('<p>New words.</p>');

    expect(await world.clock.settle(engine.pullOnce({ full: true }))).toMatchObject({
      full: true,
      detailReads: 3,
      refreshed: 1,
    });
    expect(local()?.description).toBe('<p>New words.</p>');

    await elsewhere.updateJob(job?.id ?? 0, { description: '<p>Newer words.</p>' });
    // Read in full less than FRESHNESS_MIN_AGE_MS ago: not read again yet.
    await world.clock.advance(FRESHNESS_MIN_AGE_MS - 60_000);
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ full: false, detailReads: 0 });
    await world.clock.advance(61_000);
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ full: false, detailReads: 3 });
    expect(local()?.description).toBe('<p>Newer words.</p>');
    await elsewhere.updateJob(job?.id ?? 0, { description: '<p>Newest words.</p>' });
    await world.clock.advance(DAY_MS - FRESHNESS_MIN_AGE_MS - 1_000);
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ full: true, detailReads: 3 });
    expect(local()?.description).toBe('<p>Newest words.</p>');
    // A new engine over the same store (a restart) knows when the last full pull was.
    expect(await world.clock.settle(world.engine().pullOnce())).toMatchObject({ full: false });
  });

  it('re-reads a tenth of a large board per pull (at least 40), so every job is read again within an hour', async () => {
    expect(freshnessReadsPerPull(3)).toBe(40);
    expect(freshnessReadsPerPull(400)).toBe(40);
    expect(freshnessReadsPerPull(401)).toBe(41);
    expect(freshnessReadsPerPull(2_000)).toBe(200);

    const jobs = await createOnBoard(500);
    const engine = world.engine();
    await world.clock.settle(engine.pullOnce());
    for (const job of jobs) await elsewhere.updateJob(job.id, { description: `<p>Changed ${job.id}.</p>` });
    const arrived = () =>
      world.localJobs().filter((job) => /^<p>Changed \d+\.<\/p>$/.test(job.description)).length;
    // The first sync read every job: they wait out FRESHNESS_MIN_AGE_MS, then 50 a pull (500 ÷ 10).
    let pulls = 0;
    while (arrived() < jobs.length && pulls < 20) {
      await world.clock.advance(5 * 60_000);
      const before = detailReads();
      await world.clock.settle(engine.pullOnce());
      expect(detailReads() - before).toBeLessThanOrEqual(50);
      pulls += 1;
    }
    expect(arrived()).toBe(jobs.length);
    expect(pulls * 5).toBeLessThanOrEqual(60);
  }, 60_000);

  it('makes no second full pull when Sync now is asked twice at once on the first sync', async () => {
    await createOnBoard(10);
    const engine = world.engine();
    await world.clock.settle(Promise.all([engine.syncNow(), engine.syncNow()]));
    expect(detailReads()).toBe(10);
    expect(world.localJobs()).toHaveLength(10);
  });

  it('replays while a pull is under way, and the pull leaves alone the job the replay just sent', async () => {
    const [boardJob] = await createOnBoard(2);
    const engine = world.engine();
    await world.clock.settle(engine.pullOnce());
    const local = world.local.store.jobs.getJobByReferenceId(world.localEmployerId, 'BOARD-0');
    await elsewhere.updateJob(boardJob?.id ?? 0, { confidential: true });

    const gated = gatedDetails(world.remoteFetch);
    const pulling = world.engine({ fetch: gated.fetch });
    const pull = pulling.pullOnce();
    for (let tick = 0; tick < 50 && gated.held() === 0; tick += 1) await new Promise((r) => setTimeout(r, 1));
    expect(gated.held()).toBe(1);

    // The recruiter edits the job the pull is reading; the replay goes through while the pull waits.
    await world.updateLocalJob(local?.id ?? 0, { title: 'Edited here' });
    const replay = await world.clock.settle(pulling.replayOnce());
    expect(replay).toMatchObject({ requests: 2, completed: 1 });
    expect(world.boardJobs().find((job) => job.id === boardJob?.id)).toMatchObject({
      title: 'Edited here',
      confidential: true,
    });

    gated.release();
    const report = await world.clock.settle(pull);
    expect(report).toMatchObject({ ok: true, refreshed: 0, skipped: 1 });
    expect(world.localJob(local?.id ?? 0)).toMatchObject({ title: 'Edited here', confidential: true });
    expect(world.syncInfo(local?.id ?? 0)?.syncState).toBe('synced');
  });

  it('passes {"full": true} of POST /app/v1/sync to Sync now, and refuses a body that is not one', async () => {
    const asked: unknown[] = [];
    const app = appEndpointsOver(world, {
      syncNow: async (options) => {
        asked.push(options);
      },
    });
    const post = (body?: string) =>
      app.fetch(
        new Request('http://jobdesk.local/app/v1/sync', {
          method: 'POST',
          headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
          body,
        }),
      );
    expect((await post()).status).toBe(202);
    expect((await post('{"full": true}')).status).toBe(202);
    expect((await post('{"full": "yes"}')).status).toBe(400);
    expect(asked).toEqual([{}, { full: true }]);
  });
});

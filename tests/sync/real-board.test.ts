import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { realBoardDialect } from './helpers/real-board-dialect.ts';
import { createSyncWorld, jobBody, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

/** The board refuses titles containing "Refused", in its own error shape (the dialect rewrites it). */
function refusingTitles(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body === null ? '' : await request.clone().text();
    if (text.includes('"title":"Refused')) {
      const error = { type: 'ValidationException', messages: ['This title breaks the posting rules.'] };
      return new Response(JSON.stringify({ error }), {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    return inner(request);
  }) as typeof fetch;
}

describe('a remote that speaks like the real board', () => {
  it('pages with "" links, reads referenceId "" as none, and imports every job', async () => {
    const dialect = realBoardDialect(world.remoteFetch, {
      core: world.remote,
      employerId: world.remoteEmployerId,
    });
    const direct = world.boardClient(dialect.fetch);
    for (let index = 0; index < 120; index += 1) {
      const body = jobBody({
        title: `Board job ${index}`,
        referenceId: index % 3 === 0 ? `B-${index}` : undefined,
      });
      const created = await direct.createJob(body);
      if (!created.ok) throw created.error;
    }
    const listed = await direct.listJobs({ page: 2, pageSize: 100 });
    expect(listed.ok && listed.value.paging).toMatchObject({ next: null, pages: 2 });
    world.requests.length = 0;

    const engine = world.engine({ fetch: dialect.fetch });
    const report = await world.clock.settle(engine.pullOnce());

    expect(report).toMatchObject({ ok: true, imported: 120 });
    expect(world.requests.filter((request) => request.path === '/jobs')).toHaveLength(2);
    const jobs = world.localJobs();
    expect(jobs.filter((job) => job.referenceId === null)).toHaveLength(80);
    expect(jobs.filter((job) => job.referenceId === '')).toHaveLength(0);

    // An imported job without referenceId is updated by id, and the board still has one copy.
    const noReference = jobs.find((job) => job.referenceId === null) as Job;
    await world.updateLocalJob(noReference.id, { title: 'Edited here' });
    await world.clock.settle(engine.syncNow());
    expect(world.boardJobs()).toHaveLength(120);
    expect(world.boardJobs().filter((job) => job.title === 'Edited here')).toHaveLength(1);
    expect(engine.status()).toMatchObject({ state: 'idle', pending: 0, failed: 0 });
  });

  it('shows the message of an error body {"message": "..."} and of a 402 on publishing', async () => {
    const dialect = realBoardDialect(
      refusingTitles(world.remoteFetch),
      { core: world.remote, employerId: world.remoteEmployerId },
      { credits: 1 },
    );
    const refused = await world.createLocalJob({ title: 'Refused job' });
    const first = await world.createLocalJob({ title: 'First published', status: 'active' });
    const engine = world.engine({ fetch: dialect.fetch, concurrency: 1 });
    await world.clock.settle(engine.replayOnce());
    const second = await world.createLocalJob({ title: 'Second published', status: 'active' });
    await world.clock.settle(engine.replayOnce());

    expect(world.syncInfo(refused.id)).toMatchObject({
      syncState: 'failed',
      syncMessage: 'This title breaks the posting rules.',
    });
    expect(world.syncInfo(first.id)?.syncState).toBe('synced');
    expect(world.syncInfo(second.id)).toMatchObject({
      syncState: 'needs-attention',
      syncMessage: 'No job credit left',
    });
    expect(engine.status()).toMatchObject({ failed: 2, pending: 0 });

    dialect.credits.left = 5;
    engine.retryJob(second.id);
    await world.updateLocalJob(refused.id, { title: 'Acceptable job' });
    await world.clock.settle(engine.syncNow());

    expect(engine.status()).toMatchObject({ failed: 0, pending: 0 });
    expect(
      world
        .boardJobs()
        .map((job) => job.title)
        .sort(),
    ).toEqual(['Acceptable job', 'First published', 'Second published']);
  });
});

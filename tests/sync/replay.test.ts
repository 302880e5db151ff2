import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUS_AFTER_JOB_CHANGES_MS } from '../../src-main/sync/sync-status.ts';
import {
  createSyncWorld,
  faultyBoard,
  jobBody,
  losesUpdateAnswers,
  type SyncWorld,
} from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

const outbox = () => world.local.store.outboxOf(1).countOutboxForEmployer(world.localEmployerId);

/**
 * A job on the board, then renamed RENAMED-1 here: the board takes the rename, and its answer never comes
 * back. Returns the engine that sends normally from then on.
 */
async function renamedWithAnswerLost() {
  const job = await world.createLocalJob();
  const engine = world.engine();
  await world.clock.settle(engine.replayOnce());
  const remoteId = world.syncInfo(job.id)?.remoteId;
  await world.updateLocalJob(job.id, { referenceId: 'RENAMED-1' });
  await world.clock.settle(world.engine({ fetch: losesUpdateAnswers(world) }).replayOnce());
  expect(world.boardJobs()).toMatchObject([{ id: remoteId, referenceId: 'RENAMED-1' }]);
  return { job, engine, remoteId };
}

describe('replaying the outbox', () => {
  it('collapses a create and successive updates of one job into one POST /jobs of its latest state', async () => {
    const job = await world.createLocalJob({ title: 'Cook' });
    for (let index = 1; index <= 6; index += 1)
      await world.updateLocalJob(job.id, { title: `Cook ${index}` });
    await world.updateLocalJob(job.id, { status: 'active' });

    const report = await world.clock.settle(world.engine().replayOnce());

    expect(world.requestLines()).toEqual(['POST /jobs']);
    expect(world.requests[0]?.body).toMatchObject({
      referenceId: job.referenceId,
      title: 'Cook 6',
      status: 'active',
    });
    expect(report).toMatchObject({ requests: 1, completed: 1, failed: 0 });
    expect(world.boardJobs()).toMatchObject([
      { referenceId: job.referenceId, title: 'Cook 6', status: 'active' },
    ]);
    expect(outbox().pending).toBe(0);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', version: 8, syncedVersion: 8 });
  });

  it('replays several jobs in parallel, one request each', async () => {
    const jobs = [];
    for (let index = 0; index < 6; index += 1)
      jobs.push(await world.createLocalJob({ title: `Job ${index}` }));
    await world.clock.settle(world.engine({ concurrency: 3 }).replayOnce());
    expect(world.requestLines()).toEqual(Array.from({ length: 6 }, () => 'POST /jobs'));
    expect(
      world
        .boardJobs()
        .map((job) => job.title)
        .sort(),
    ).toEqual(jobs.map((job) => job.title).sort());
  });

  it('costs no call for a job created and deleted before any request for it was sent', async () => {
    const job = await world.createLocalJob();
    await world.updateLocalJob(job.id, { title: 'Renamed' });
    await world.deleteLocalJob(job.id);

    const report = await world.clock.settle(world.engine().replayOnce());

    expect(world.requests).toEqual([]);
    expect(report).toMatchObject({ requests: 0, completed: 1 });
    expect(outbox()).toMatchObject({ pending: 0, 'in-flight': 0, failed: 0 });
    expect(world.local.store.boardJobsOf(1).get(job.id)).toBeUndefined();
  });

  it('still sends the delete of a job whose create was sent but whose answer was lost', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    const first = await world.clock.settle(engine.replayOnce());
    expect(first).toMatchObject({ requests: 1, deferred: 1 });
    expect(world.boardJobs()).toHaveLength(1);
    expect(world.local.store.outboxOf(1).listOutboxForJob(job.id)).toMatchObject([
      { state: 'pending', attempts: 1 },
    ]);

    await world.deleteLocalJob(job.id);
    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    await world.clock.settle(engine.syncNow());

    // Looked up under its Reference ID and deleted by id, being what was sent.
    expect(world.requestLines().slice(0, 4)).toEqual([
      'POST /jobs',
      'GET /jobs',
      'GET /jobs/1',
      'DELETE /jobs/1',
    ]);
    expect(world.boardJobs()).toEqual([]);
    expect(outbox()).toMatchObject({ pending: 0, 'in-flight': 0 });
  });

  it('looks up a job whose create was dropped before reaching the board, and sends no delete for it', async () => {
    const faulty = faultyBoard(world, { dropRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    await world.deleteLocalJob(job.id);
    faulty.faults = { ...faulty.faults, dropRate: 0 };

    await world.clock.settle(engine.syncNow());

    expect(world.requestLines()[0]).toBe('GET /jobs');
    expect(world.requestLines().filter((line) => line.startsWith('DELETE'))).toEqual([]);
    expect(outbox()).toMatchObject({ pending: 0, failed: 0 });
  });

  it("writes the board's answer back: remote id, publishDate, closeDate and resolved names", async () => {
    const job = await world.createLocalJob({ status: 'active', locations: [{ description: 'halifax, ns' }] });
    await world.clock.advance(60 * 60 * 1000);
    await world.clock.settle(world.engine().replayOnce());

    const [boardJob] = world.boardJobs();
    const written = world.localJob(job.id);
    expect(written?.id).toBe(job.id);
    expect(written?.publishDate).toBe(boardJob?.publishDate);
    expect(written?.publishDate).not.toBe(job.publishDate);
    expect(written?.locations).toEqual(boardJob?.locations);
    expect(world.syncInfo(job.id)).toMatchObject({
      remoteId: boardJob?.id,
      syncState: 'synced',
      version: job && 1,
    });
  });

  it('writes nothing back over a change the recruiter made while the request was in flight', async () => {
    const job = await world.createLocalJob({ title: 'First' });
    let edited = false;
    const editingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await world.remoteFetch(input, init);
      if (!edited) {
        edited = true;
        await world.updateLocalJob(job.id, { title: 'Second' });
      }
      return response;
    }) as typeof fetch;
    const engine = world.engine({ fetch: editingFetch });

    await world.clock.settle(engine.replayOnce());

    const [boardJob] = world.boardJobs();
    expect(boardJob?.title).toBe('First');
    expect(world.localJob(job.id)?.title).toBe('Second');
    expect(world.syncInfo(job.id)).toMatchObject({
      remoteId: boardJob?.id,
      syncState: 'pending',
      version: 2,
      syncedVersion: 1,
    });

    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toMatchObject([{ id: boardJob?.id, title: 'Second' }]);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', syncedVersion: 2 });
  });

  it('publishes a job the board has as archived with PUT /jobs/{id}, after reading it, with only what changed', async () => {
    const job = await world.createLocalJob({ status: 'active' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    await world.updateLocalJob(job.id, { status: 'archived' });
    await world.clock.settle(engine.replayOnce());
    await world.updateLocalJob(job.id, { status: 'active', title: 'Back again' });
    await world.clock.settle(engine.replayOnce());

    const remoteId = world.syncInfo(job.id)?.remoteId;
    expect(world.requestLines()).toEqual([
      'POST /jobs',
      `GET /jobs/${remoteId}`,
      `PUT /jobs/${remoteId}`,
      `GET /jobs/${remoteId}`,
      `PUT /jobs/${remoteId}`,
    ]);
    expect(world.requests[2]?.body).toEqual({ status: 'archived' });
    expect(world.requests[4]?.body).toEqual({ title: 'Back again', status: 'active' });
    expect(world.boardJobs()).toMatchObject([{ status: 'active', title: 'Back again' }]);
  });

  it('renames a job with PUT /jobs/{id}, then deletes it by the referenceId the board has', async () => {
    const job = await world.createLocalJob();
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    const remoteId = world.syncInfo(job.id)?.remoteId;
    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-1' });
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toMatchObject([{ id: remoteId, referenceId: 'RENAMED-1' }]);
    expect(world.local.store.boardJobsOf(1).get(job.id)).toMatchObject({ referenceId: 'RENAMED-1' });

    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-2' });
    await world.deleteLocalJob(job.id);
    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([
      'POST /jobs',
      `GET /jobs/${remoteId}`,
      `PUT /jobs/${remoteId}`,
      `GET /jobs/${remoteId}`,
      'DELETE /jobs',
    ]);
    expect(world.requests[2]?.body).toEqual({ referenceId: 'RENAMED-1' });
    expect(world.requests[4]?.body).toEqual({ referenceId: 'RENAMED-1' });
    expect(world.boardJobs()).toEqual([]);
  });

  it('keeps syncing a job renamed again after a rename whose answer was lost, found under either name', async () => {
    const { job, engine, remoteId } = await renamedWithAnswerLost();

    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-2', title: 'Driver' });
    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toMatchObject([{ id: remoteId, referenceId: 'RENAMED-2', title: 'Driver' }]);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced' });
  });

  it('deletes by the name the board has after a rename whose answer was lost, never by the name it last knew', async () => {
    const { job, engine, remoteId } = await renamedWithAnswerLost();
    expect(world.local.store.boardJobsOf(1).get(job.id)?.referenceId).toBe(job.referenceId);
    // Another job now carries the old name on the board (made there meanwhile): it must survive.
    const other = await world
      .boardClient()
      .upsertJob({ ...jobBody({ title: 'Someone else’s' }), referenceId: job.referenceId ?? '' });
    expect(other.ok).toBe(true);

    await world.deleteLocalJob(job.id);
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().slice(0, 2)).toEqual([`GET /jobs/${remoteId}`, 'DELETE /jobs']);
    expect(world.requests[1]?.body).toEqual({ referenceId: 'RENAMED-1' });
    expect(world.boardJobs()).toMatchObject([{ title: 'Someone else’s', referenceId: job.referenceId }]);
    expect(outbox()).toMatchObject({ pending: 0, 'in-flight': 0, failed: 0 });
  });

  it('deletes by id when the job is renamed on the board between the read and the delete (404 by name)', async () => {
    const job = await world.createLocalJob();
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
    const website = world.boardClient();
    // Right after the board answers the read, its website renames the job.
    const renamesAfterRead = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await world.remoteFetch(request);
      if (request.method === 'GET' && new URL(request.url).pathname.endsWith(`/jobs/${remoteId}`))
        await website.updateJob(remoteId, { referenceId: 'RENAMED-ON-BOARD' });
      return response;
    }) as typeof fetch;
    await world.deleteLocalJob(job.id);
    world.requests.length = 0;
    await world.clock.settle(world.engine({ fetch: renamesAfterRead }).replayOnce());

    expect(world.requestLines().filter((line) => !line.startsWith('PUT'))).toEqual([
      `GET /jobs/${remoteId}`,
      'DELETE /jobs',
      `DELETE /jobs/${remoteId}`,
    ]);
    expect(world.boardJobs()).toEqual([]);
    expect(outbox()).toMatchObject({ pending: 0, 'in-flight': 0, failed: 0 });
  });

  it('reuses a deleted job’s referenceId only after the board has let go of it', async () => {
    const first = await world.createLocalJob({ referenceId: 'SHARED-1', title: 'Old' });
    const engine = world.engine({ concurrency: 4 });
    await world.clock.settle(engine.replayOnce());
    await world.deleteLocalJob(first.id);
    await world.createLocalJob({ referenceId: 'SHARED-1', title: 'New' });

    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toMatchObject([{ referenceId: 'SHARED-1', title: 'New' }]);
    expect(outbox()).toMatchObject({ pending: 0, failed: 0 });
  });

  it('makes rows a crashed engine left in flight pending again, and a new engine sends them', async () => {
    const job = await world.createLocalJob();
    const [row] = world.local.store.outboxOf(1).listOutboxForJob(job.id);
    world.local.store.outboxOf(1).markInFlight(row?.seq ?? 0);

    const engine = world.engine();
    expect(outbox()).toMatchObject({ pending: 1, 'in-flight': 0 });
    await world.clock.settle(engine.replayOnce());

    expect(world.boardJobs()).toHaveLength(1);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('sets aside an outbox row that cannot be right, with its reason, and the queue goes on', async () => {
    const broken = await world.createLocalJob({ title: 'Broken row' });
    const fine = await world.createLocalJob({ title: 'Fine' });
    world.local.store.outboxOf(1).appendOutbox({
      jobId: broken.id,
      employerId: world.localEmployerId + 1,
      operation: 'update',
      jobVersion: 1,
    });

    const report = await world.clock.settle(world.engine().replayOnce());

    expect(report.setAside).toBe(1);
    const rows = world.local.store.outboxOf(1).listOutboxForJob(broken.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'set-aside' });
    expect(rows[0]?.lastError).toBe('Set aside: this change belongs to another employer.');
    // The job's valid create went out anyway, and so did the other job.
    expect(
      world
        .boardJobs()
        .map((job) => job.title)
        .sort(),
    ).toEqual(['Broken row', 'Fine']);
    expect(world.syncInfo(fine.id)?.syncState).toBe('synced');
    expect(world.engine().status()).toMatchObject({ pending: 0 });
    expect(world.local.store.outboxOf(1).countOutboxForEmployer(world.localEmployerId + 1)).toMatchObject({
      pending: 0,
      'set-aside': 1,
    });
  });
});

describe('the status while a drain changes many jobs', () => {
  it('announces each job at once and the counts at most every 100 ms, the last ones included', async () => {
    for (let index = 0; index < 12; index += 1) await world.createLocalJob({ title: `Job ${index}` });
    const engine = world.engine({ concurrency: 4 });
    world.events.length = 0;

    await world.clock.settle(engine.replayOnce());
    const jobEvents = world.events.filter((event) => event.type === 'job');
    const statusEvents = () => world.events.filter((event) => event.type === 'sync');
    expect(jobEvents).toHaveLength(12);
    // Without the coalescing each of the 12 jobs announced its own count.
    expect(statusEvents().length).toBeLessThan(6);

    await world.clock.advance(STATUS_AFTER_JOB_CHANGES_MS);
    expect(statusEvents().at(-1)).toMatchObject({ status: { pending: 0, state: 'idle' } });
  });
});

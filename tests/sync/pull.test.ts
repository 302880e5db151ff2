import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_ON_REMOTE_MESSAGE } from '../../src-main/sync/index.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { appEndpointsOver } from './helpers/app-endpoints.ts';
import {
  createSyncWorld,
  faultyBoard,
  jobBody,
  LOCAL_KEY,
  losesUpdateAnswers,
  REMOTE_BASE_URL,
  type SyncWorld,
} from './helpers/sync-world.ts';

let world: SyncWorld;
/** Another client of the board (its web front end, another app): not recorded, not through JobDesk. */
let elsewhere: JobBoardClient;
beforeEach(async () => {
  world = await createSyncWorld();
  elsewhere = world.boardClient();
});
afterEach(() => world.close());

function appRequest(path: string, method = 'POST'): Request {
  return new Request(`http://jobdesk.local/app/v1${path}`, { method, headers: { 'API-Key': LOCAL_KEY } });
}

async function createOnBoard(body = jobBody()): Promise<Job> {
  const created = await elsewhere.createJob(body);
  if (!created.ok) throw created.error;
  return created.value.job;
}

describe('pulling the board’s jobs', () => {
  it('imports board jobs JobDesk lacks, with or without a referenceId, as synced and without outbox rows', async () => {
    const withReference = await createOnBoard(
      jobBody({ referenceId: 'BOARD-1', title: 'Welder', status: 'active' }),
    );
    const withoutReference = await createOnBoard(jobBody({ title: 'Nurse' }));

    const report = await world.clock.settle(world.engine().pullOnce());

    expect(report).toMatchObject({ ok: true, imported: 2, refreshed: 0, missing: 0 });
    const imported = world.localJobs();
    const summary = imported.map((job) => [job.title, job.referenceId, job.status]);
    expect(summary.sort()).toEqual([
      ['Nurse', null, 'draft'],
      ['Welder', 'BOARD-1', 'active'],
    ]);
    for (const job of imported) {
      const remote = job.title === 'Welder' ? withReference : withoutReference;
      expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', remoteId: remote.id });
      expect(job.publishDate).toBe(remote.publishDate);
      expect(job.description).toBe(remote.description);
    }
    expect(world.local.store.outboxOf(1).countOutboxForEmployer(world.localEmployerId)).toMatchObject({
      pending: 0,
    });
    expect(world.requestLines()).toEqual(
      expect.arrayContaining([
        'GET /positiontypes',
        'GET /categories',
        'GET /jobs',
        `GET /jobs/${withReference.id}`,
      ]),
    );

    // A second pull finds nothing new.
    expect(await world.clock.settle(world.engine().pullOnce())).toMatchObject({ imported: 0, refreshed: 0 });
    expect(world.localJobs()).toHaveLength(2);
  });

  it('refreshes a local job with no waiting change, and leaves alone one whose change waits', async () => {
    const engine = world.engine();
    const quiet = await world.createLocalJob({ title: 'Quiet' });
    const busy = await world.createLocalJob({ title: 'Busy' });
    await world.clock.settle(engine.replayOnce());
    const [quietRemote, busyRemote] = [
      world.syncInfo(quiet.id)?.remoteId ?? 0,
      world.syncInfo(busy.id)?.remoteId ?? 0,
    ];
    await elsewhere.updateJob(quietRemote, { title: 'Quiet, edited on the board' });
    await elsewhere.updateJob(busyRemote, { title: 'Busy, edited on the board' });
    await world.updateLocalJob(busy.id, { title: 'Busy, edited here' });

    const report = await world.clock.settle(engine.pullOnce());

    expect(report).toMatchObject({ ok: true, refreshed: 1, skipped: 1, imported: 0 });
    expect(world.localJob(quiet.id)?.title).toBe('Quiet, edited on the board');
    expect(world.syncInfo(quiet.id)).toMatchObject({ syncState: 'synced', version: 1 });
    expect(world.localJob(busy.id)?.title).toBe('Busy, edited here');
    expect(world.local.store.outboxOf(1).listOutboxForJob(quiet.id)).toEqual([]);
  });

  it('flags a synced job the board no longer has as missing on the remote, and keeps it', async () => {
    const engine = world.engine();
    const job = await world.createLocalJob({ title: 'Gone' });
    await world.clock.settle(engine.replayOnce());
    await elsewhere.deleteJob(world.syncInfo(job.id)?.remoteId ?? 0);

    const report = await world.clock.settle(engine.pullOnce());

    expect(report).toMatchObject({ ok: true, missing: 1 });
    expect(world.syncInfo(job.id)).toMatchObject({
      syncState: 'missing-on-remote',
      syncMessage: MISSING_ON_REMOTE_MESSAGE,
    });
    expect(world.localJob(job.id)?.title).toBe('Gone');
    expect(world.events).toContainEqual({ type: 'job', jobId: job.id, change: 'sync-state' });

    // An edit never recreates it: nothing is sent, and it still waits for the recruiter.
    world.requests.length = 0;
    await world.updateLocalJob(job.id, { title: 'Edited' });
    await world.clock.settle(engine.replayOnce());
    expect(world.requests).toEqual([]);
    expect(world.boardJobs()).toEqual([]);
    expect(world.syncInfo(job.id)?.syncState).toBe('missing-on-remote');

    // Publish again creates it anew, with the edit.
    expect((await appEndpointsOver(world).fetch(appRequest(`/jobs/${job.id}/republish`))).status).toBe(202);
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toMatchObject([{ referenceId: job.referenceId, title: 'Edited' }]);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });

  it('takes a job the board has under a rename whose answer was lost as the same job, never a new one', async () => {
    const job = await world.createLocalJob({ title: 'Renamed once' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    // The board takes the rename; its answer never comes back.
    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-1' });
    await world.clock.settle(world.engine({ fetch: losesUpdateAnswers(world) }).replayOnce());
    expect(world.boardJobs()).toMatchObject([{ referenceId: 'RENAMED-1' }]);
    // Renamed again here before the next sync: neither name JobDesk has for it is the board's.
    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-2' });

    await world.clock.settle(engine.pullOnce({ full: true }));

    expect(world.localJobs()).toMatchObject([
      { id: job.id, referenceId: 'RENAMED-2', title: 'Renamed once' },
    ]);
  });

  it('updates and deletes a job imported without referenceId by its board id', async () => {
    const boardJob = await createOnBoard(jobBody({ title: 'No reference' }));
    const engine = world.engine();
    await world.clock.settle(engine.pullOnce());
    const [local] = world.localJobs();
    world.requests.length = 0;

    await world.updateLocalJob(local?.id ?? 0, { title: 'No reference, edited' });
    await world.clock.settle(engine.replayOnce());
    await world.deleteLocalJob(local?.id ?? 0);
    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([
      `GET /jobs/${boardJob.id}`,
      `PUT /jobs/${boardJob.id}`,
      `GET /jobs/${boardJob.id}`,
      `DELETE /jobs/${boardJob.id}`,
    ]);
    expect(world.requests[1]?.body).toEqual({ title: 'No reference, edited' });
    expect(world.boardJobs()).toEqual([]);
  });

  it('refreshes position types and categories from the board', async () => {
    world.remote.store.reference.upsertCategories([{ id: 99, name: 'Robotics' }]);
    world.remote.store.reference.upsertPositionTypes([{ id: 6, name: 'Seasonal' }]);

    await world.clock.settle(world.engine().pullOnce());

    expect(world.local.store.reference.getCategory(99)).toEqual({ id: 99, name: 'Robotics' });
    expect(world.local.store.reference.getPositionType(6)).toEqual({ id: 6, name: 'Seasonal' });
  });

  it('changes nothing when the list cannot be read, and shows the board offline', async () => {
    await createOnBoard();
    const faulty = faultyBoard(world, { dropRate: 1 });
    const engine = world.engine({ fetch: faulty.fetch });

    const report = await world.clock.settle(engine.pullOnce());

    expect(report).toMatchObject({ ok: false, imported: 0 });
    expect(world.localJobs()).toEqual([]);
    expect(engine.status().state).toBe('offline');
  });

  it('pauses when the board rejects the key while listing', async () => {
    world.remoteConfig = { baseUrl: REMOTE_BASE_URL, apiKey: 'wrong' };
    const engine = world.engine();
    const report = await world.clock.settle(engine.pullOnce());
    expect(report.ok).toBe(false);
    expect(engine.status().state).toBe('paused');
  });
});

describe('Sync now', () => {
  it('shows a salary or close date changed elsewhere, which the list’s headers do not carry', async () => {
    const engine = world.engine();
    const job = await world.createLocalJob({ title: 'Line Cook', status: 'active' });
    await world.clock.settle(engine.syncNow());
    const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
    // Another laptop (or the website) changes what only a read shows, a minute later.
    await world.clock.advance(60_000);
    const salary = { amount: 64000, maxAmount: 70000, period: { id: 1 }, plusCommission: false };
    const changed = await elsewhere.updateJob(remoteId, { salary, closeDate: '2027-03-01' });
    if (!changed.ok) throw changed.error;

    await world.clock.settle(engine.syncNow());

    expect(world.localJob(job.id)).toMatchObject({
      salary: { amount: 64000, maxAmount: 70000 },
      closeDate: expect.stringMatching(/^2027-03-01/),
    });
  });
});

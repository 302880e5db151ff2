// A Reference ID is never taken over: a job's first send is a POST, which the board refuses when another
// job holds the referenceId; JobDesk then looks the holder up (GET /jobs?q=) and tells a lost answer to its
// own earlier send (the job it recorded sending) from somebody else's job, which it never touches. Against
// the standalone board, with the board's website (its API, round JobDesk) standing in for another laptop.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import { createSyncWorld, faultyBoard, jobBody, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
let website: JobBoardClient;
beforeEach(async () => {
  world = await createSyncWorld();
  website = world.boardClient();
});
afterEach(() => world.close());

const rowsOf = (jobId: number) => world.local.store.outboxOf(1).listOutboxForJob(jobId);

/** A colleague's job on the board, created on another laptop (or the website) with this referenceId. */
async function colleaguesJob(referenceId: string, title: string) {
  const created = await website.createJob(
    jobBody({ referenceId, title, description: '<p>Prepare the monthly close.</p>' }),
  );
  if (!created.ok) throw created.error;
  return created.value.job;
}

describe('a Reference ID used on the board by another job', () => {
  it('is refused here and waits for the recruiter, naming that job; the other job is untouched', async () => {
    const theirs = await colleaguesJob('REQ-2024-017', 'Senior Accountant');
    const mine = await world.createLocalJob({ referenceId: 'REQ-2024-017', title: 'Warehouse Lead' });
    const engine = world.engine();

    const report = await world.clock.settle(engine.replayOnce());

    // One create, one look-up: nothing written to the board.
    expect(world.requestLines()).toEqual(['POST /jobs', 'GET /jobs']);
    expect(report).toMatchObject({ failed: 1, completed: 0 });
    expect(world.boardJobs()).toEqual([theirs]);
    const message =
      'The Reference ID “REQ-2024-017” is already used on this job board by “Senior Accountant”. Give this job another Reference ID.';
    expect(world.syncInfo(mine.id)).toMatchObject({
      syncState: 'failed',
      syncMessage: message,
      remoteId: null,
    });
    expect(rowsOf(mine.id)[0]?.lastErrorFields).toEqual([{ path: 'referenceId', message }]);
    // The job here keeps its own title and text.
    expect(world.localJob(mine.id)).toMatchObject({ title: 'Warehouse Lead', referenceId: 'REQ-2024-017' });
    // A pull leaves both alone: the board's job is not imported over this one.
    await world.clock.settle(engine.syncNow());
    expect(world.localJob(mine.id)).toMatchObject({ title: 'Warehouse Lead' });
    expect(world.boardJobs()).toEqual([theirs]);
  });

  it('goes once the recruiter gives the job another Reference ID, and the colleague’s job then comes down too', async () => {
    const theirs = await colleaguesJob('REQ-2024-017', 'Senior Accountant');
    const mine = await world.createLocalJob({ referenceId: 'REQ-2024-017', title: 'Warehouse Lead' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());

    await world.updateLocalJob(mine.id, { referenceId: 'REQ-2024-018' });
    await world.clock.settle(engine.syncNow());

    expect(world.syncInfo(mine.id)).toMatchObject({ syncState: 'synced' });
    expect(
      world
        .boardJobs()
        .map((job) => [job.referenceId, job.title])
        .sort(),
    ).toEqual([
      ['REQ-2024-017', 'Senior Accountant'],
      ['REQ-2024-018', 'Warehouse Lead'],
    ]);
    expect(world.boardJobs().find((job) => job.id === theirs.id)).toEqual(theirs);
    expect(
      world
        .localJobs()
        .map((job) => [job.referenceId, job.title])
        .sort(),
    ).toEqual([
      ['REQ-2024-017', 'Senior Accountant'],
      ['REQ-2024-018', 'Warehouse Lead'],
    ]);
  });
});

describe('a create whose answer was lost', () => {
  it('finds its own job under its Reference ID and takes it, one job on the board', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob({ title: 'Night Baker' });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toHaveLength(1);
    expect(world.syncInfo(job.id)).toMatchObject({ remoteId: null });

    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow());

    // POST refused (in use), the look-up, the read that proves it is what was sent; then the pull.
    expect(world.requestLines().slice(0, 4)).toEqual([
      'POST /jobs',
      'GET /jobs',
      'GET /jobs/1',
      'GET /jobs/1',
    ]);
    expect(world.boardJobs()).toHaveLength(1);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', remoteId: world.boardJobs()[0]?.id });
    expect(rowsOf(job.id)).toEqual([]);
  });

  it('sends an edit made since as an update of the job it found', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob({ title: 'Night Baker' });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    await world.updateLocalJob(job.id, { title: 'Night Baker, lead' });

    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toMatchObject([{ title: 'Night Baker, lead', referenceId: job.referenceId }]);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced' });
  });

  it('does not take a job of its Reference ID that differs from what it sent: it may be somebody else’s', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob({ title: 'Night Baker' });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    const [landed] = world.boardJobs();
    if (landed === undefined) throw new Error('the create did not land');
    // Changed on the website before JobDesk heard back.
    const changed = await website.updateJob(landed.id, { title: 'Pastry Chef' });
    if (!changed.ok) throw changed.error;

    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toEqual([changed.value]);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'failed', remoteId: null });
    expect(world.syncInfo(job.id)?.syncMessage).toMatch(
      /^The Reference ID “.+” is already used on this job board by “Pastry Chef”\. It differs from what JobDesk sent/,
    );
    expect(world.localJob(job.id)).toMatchObject({ title: 'Night Baker' });
  });
});

describe('a job deleted here while its create was never answered', () => {
  it('is deleted on the board only when the job found there is what it sent', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob({ title: 'Night Baker' });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toHaveLength(1);
    await world.deleteLocalJob(job.id);

    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().slice(0, 3)).toEqual(['GET /jobs', 'GET /jobs/1', 'DELETE /jobs/1']);
    expect(world.boardJobs()).toEqual([]);
    expect(rowsOf(job.id)).toEqual([]);
  });

  it('never deletes a colleague’s job that holds the same Reference ID', async () => {
    // The create never reached the board; a colleague's job has the Reference ID.
    const faulty = faultyBoard(world, { dropRate: 1 });
    const job = await world.createLocalJob({ referenceId: 'REQ-2024-017', title: 'Warehouse Lead' });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toEqual([]);
    const theirs = await colleaguesJob('REQ-2024-017', 'Senior Accountant');
    await world.deleteLocalJob(job.id);

    faulty.faults = { ...faulty.faults, dropRate: 0 };
    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toEqual([theirs]);
    expect(rowsOf(job.id)).toEqual([]);
    expect(world.requestLines()).not.toContain('DELETE /jobs');
  });
});

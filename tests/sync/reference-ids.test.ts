// A Reference ID is never taken over: a job's first send is a POST, which the board refuses when another
// job holds the referenceId; JobDesk then looks the holder up (GET /jobs?q=) and tells a lost answer to its
// own earlier send (the job it recorded sending) from somebody else's job, which it never touches. Against
// the standalone board, with the board's website (its API, round JobDesk) standing in for another laptop.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FrontDoor } from '../../src-main/api/front-door.ts';
import { createBoardView } from '../../src-main/jobs/board-view.ts';
import { recordPossibleFirstSends } from '../../src-main/jobs/write-back.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import { appEndpointsOver, callApp } from './helpers/app-endpoints.ts';
import { createSyncWorld, faultyBoard, jobBody, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
let website: JobBoardClient;
let app: FrontDoor;
beforeEach(async () => {
  world = await createSyncWorld();
  website = world.boardClient();
  app = appEndpointsOver(world);
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

describe('a job refused for a Reference ID in use, then given another', () => {
  it('goes under its new Reference ID even when an unclean start recorded it as possibly sent under the old one', async () => {
    const theirs = await colleaguesJob('REQ-2024-017', 'Senior Accountant');
    const mine = await world.createLocalJob({ referenceId: 'REQ-2024-017', title: 'Warehouse Lead' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    expect(world.syncInfo(mine.id)).toMatchObject({ syncState: 'failed' });
    // JobDesk was killed: its next start records every job with changes and no board row as possibly sent.
    expect(recordPossibleFirstSends(createBoardView(world.local.store, 1), world.localEmployerId)).toBe(1);

    await world.updateLocalJob(mine.id, { referenceId: 'REQ-2024-018' });
    await world.clock.settle(engine.syncNow());

    expect(world.syncInfo(mine.id)).toMatchObject({ syncState: 'synced' });
    expect(rowsOf(mine.id)).toEqual([]);
    expect(world.boardJobs().find((job) => job.id === theirs.id)).toEqual(theirs);
    expect(
      world
        .boardJobs()
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

  it('never deletes a colleague’s job that holds the same Reference ID: the delete waits, and leaving it leaves that job untouched', async () => {
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
    expect(world.requestLines()).not.toContain('DELETE /jobs');
    expect(world.requestLines()).not.toContain(`DELETE /jobs/${theirs.id}`);
    const [held] = await attentionOf(job.id);
    expect(held).toMatchObject({
      title: 'Warehouse Lead',
      reason: 'delete-held',
      messages: [heldMessage('Senior Accountant')],
    });

    const left = await callApp(app, 'POST', `/jobs/${job.id}/leave-on-board`);
    expect(left.status).toBe(204);
    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toEqual([theirs]);
    expect(rowsOf(job.id)).toEqual([]);
    expect(await attentionOf(job.id)).toEqual([]);
    // The colleague's job comes down here as any board job does, as they wrote it.
    expect(world.localJobs().map((one) => [one.referenceId, one.title])).toEqual([
      ['REQ-2024-017', 'Senior Accountant'],
    ]);
  });

  it('waits in Needs attention, naming the board’s job, when the job found was edited since it was sent', async () => {
    const { job, edited, engine } = await deletedAfterWebsiteEdit();

    await world.clock.settle(engine.syncNow());

    expect(world.boardJobs()).toEqual([edited]);
    expect(world.requestLines().filter((line) => line.startsWith('DELETE'))).toEqual([]);
    // The job's rows (its create, folded into the delete) wait with it.
    expect(rowsOf(job.id).map((row) => [row.operation, row.state])).toEqual([
      ['create', 'failed'],
      ['delete', 'failed'],
    ]);
    const attention = await callApp(app, 'GET', '/jobs/attention');
    expect(attention.status).toBe(200);
    expect((attention.json as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        jobId: job.id,
        // This job's title as JobDesk sent it; the message names the board's job.
        title: 'Night Baker',
        reason: 'delete-held',
        messages: [heldMessage('Pastry Chef')],
      }),
    ]);
  });

  it('deletes exactly the job found on the board once the recruiter says “Delete it on the board too”, keeping the website’s edit in the history', async () => {
    const { job, edited, engine } = await deletedAfterWebsiteEdit();
    await world.clock.settle(engine.syncNow());
    // Someone else's job with another Reference ID stays whatever happens.
    const other = await colleaguesJob('REQ-2024-099', 'Senior Accountant');

    const chosen = await callApp(app, 'POST', `/jobs/${job.id}/delete-on-board`);
    expect(chosen.status).toBe(202);
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().slice(0, 2)).toEqual([`GET /jobs/${edited.id}`, 'DELETE /jobs']);
    expect(world.boardJobs()).toEqual([other]);
    expect(rowsOf(job.id)).toEqual([]);
    expect(await attentionOf(job.id)).toEqual([]);
    const history = await callApp(app, 'GET', `/jobs/${job.id}/history?page=1&pageSize=50`);
    const entries = (history.json as { data: Array<{ kind: string; changes?: unknown[] }> }).data;
    expect(entries.find((entry) => entry.kind === 'board-changes-deleted')?.changes).toEqual([
      { field: 'title', from: 'Night Baker', to: 'Pastry Chef' },
    ]);
    // The choice is made once: nothing waits any more.
    expect((await callApp(app, 'POST', `/jobs/${job.id}/delete-on-board`)).status).toBe(404);
    expect((await callApp(app, 'POST', `/jobs/${job.id}/leave-on-board`)).status).toBe(404);
  });

  it('leaves the job found on the board as it is when the recruiter says “Leave it on the board”', async () => {
    const { job, edited, engine } = await deletedAfterWebsiteEdit();
    await world.clock.settle(engine.syncNow());

    expect((await callApp(app, 'POST', `/jobs/${job.id}/leave-on-board`)).status).toBe(204);
    world.requests.length = 0;
    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().filter((line) => line.startsWith('DELETE'))).toEqual([]);
    expect(world.boardJobs()).toEqual([edited]);
    expect(rowsOf(job.id)).toEqual([]);
    expect(await attentionOf(job.id)).toEqual([]);
  });
});

/** The words Needs attention shows for a delete held back over the board's job of this title. */
const heldMessage = (title: string) =>
  `JobDesk did not delete “${title}” on the job board: it differs from what JobDesk sent, so it may be another recruiter’s job. Delete it there too, or leave it.`;

/** The job's entries in Needs attention, read through the app endpoints. */
async function attentionOf(jobId: number): Promise<Array<Record<string, unknown>>> {
  const answer = await callApp(app, 'GET', '/jobs/attention');
  return (answer.json as { data: Array<Record<string, unknown>> }).data.filter(
    (entry) => entry.jobId === jobId,
  );
}

/**
 * A job whose create landed with its answer lost, then edited on the website (its title), then deleted
 * here: the job the board has under its Reference ID is no longer what JobDesk sent.
 */
async function deletedAfterWebsiteEdit() {
  const faulty = faultyBoard(world, { lostAckRate: 1 });
  const job = await world.createLocalJob({ title: 'Night Baker' });
  const engine = world.engine({ fetch: faulty.fetch });
  await world.clock.settle(engine.replayOnce());
  const [landed] = world.boardJobs();
  if (landed === undefined) throw new Error('the create did not land');
  const changed = await website.updateJob(landed.id, { title: 'Pastry Chef' });
  if (!changed.ok) throw changed.error;
  await world.deleteLocalJob(job.id);
  faulty.faults = { ...faulty.faults, lostAckRate: 0 };
  world.requests.length = 0;
  return { job, edited: changed.value, engine };
}

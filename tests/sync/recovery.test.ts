import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createSyncWorld, faultyBoard, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

const rowsOf = (jobId: number) => world.local.store.outboxOf(1).listOutboxForJob(jobId);

/** A board that refuses every change whose title says so. */
function refusing(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body === null ? '' : await request.clone().text();
    if (text.includes('Not allowed')) {
      return new Response(JSON.stringify({ error: { type: 'ValidationException', messages: ['No.'] } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return inner(request);
  }) as typeof fetch;
}

describe('retrying and discarding a job’s changes', () => {
  it("discards a refused change and restores the board's version, keeping the local id", async () => {
    const engine = world.engine({ fetch: refusing(world.remoteFetch) });
    const job = await world.createLocalJob({ title: 'On the board' });
    await world.clock.settle(engine.replayOnce());
    await world.updateLocalJob(job.id, { title: 'Not allowed' });
    await world.clock.settle(engine.replayOnce());
    expect(world.syncInfo(job.id)?.syncState).toBe('failed');

    const outcome = await world.clock.settle(engine.discardJobChanges(job.id));

    expect(outcome).toEqual({ ok: true, outcome: 'restored', jobId: job.id });
    expect(world.localJob(job.id)?.title).toBe('On the board');
    expect(rowsOf(job.id)).toEqual([]);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', syncMessage: null });
    expect(engine.status()).toMatchObject({ failed: 0, pending: 0 });
    // The history says so, with what came back, in the restore's own transaction.
    expect(world.local.store.history.page(job.id, 1, 1).rows).toMatchObject([
      {
        kind: 'discard',
        outcome: 'restored',
        changes: [{ field: 'title', from: 'Not allowed', to: 'On the board' }],
      },
    ]);
  });

  it('deletes a local job the board never had', async () => {
    const engine = world.engine({ fetch: refusing(world.remoteFetch) });
    const job = await world.createLocalJob({ title: 'Not allowed' });
    await world.clock.settle(engine.replayOnce());

    const outcome = await world.clock.settle(engine.discardJobChanges(job.id));

    expect(outcome).toEqual({ ok: true, outcome: 'deleted' });
    expect(world.localJob(job.id)).toBeUndefined();
    expect(rowsOf(job.id)).toEqual([]);
    expect(world.events).toContainEqual({ type: 'job', jobId: job.id, change: 'deleted' });
  });

  it('brings back, under a new id, a job deleted here whose delete was not sent yet', async () => {
    const engine = world.engine();
    const job = await world.createLocalJob({ title: 'Keep me' });
    await world.clock.settle(engine.replayOnce());
    await world.deleteLocalJob(job.id);

    const outcome = await world.clock.settle(engine.discardJobChanges(job.id));

    expect(outcome).toMatchObject({ ok: true, outcome: 'restored' });
    const restoredId = outcome.ok && outcome.outcome === 'restored' ? outcome.jobId : 0;
    expect(restoredId).not.toBe(job.id);
    expect(world.localJob(restoredId)).toMatchObject({ title: 'Keep me', referenceId: job.referenceId });
    expect(rowsOf(job.id)).toEqual([]);
    expect(world.boardJobs()).toHaveLength(1);
    // Nothing is left to send, and a later edit of the restored job goes to the same board job.
    await world.updateLocalJob(restoredId, { title: 'Kept' });
    await world.clock.settle(engine.replayOnce());
    expect(world.boardJobs()).toMatchObject([{ title: 'Kept', referenceId: job.referenceId }]);
  });

  it('finds the board’s version by referenceId when the board id was never learnt', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const engine = world.engine({ fetch: faulty.fetch });
    const job = await world.createLocalJob({ title: 'Sent, never answered' });
    await world.clock.settle(engine.replayOnce());
    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    await world.updateLocalJob(job.id, { title: 'Changed my mind' });

    const outcome = await world.clock.settle(engine.discardJobChanges(job.id));

    expect(outcome).toEqual({ ok: true, outcome: 'restored', jobId: job.id });
    const [boardJob] = world.boardJobs() as [Job];
    expect(world.localJob(job.id)?.title).toBe('Sent, never answered');
    expect(world.syncInfo(job.id)?.remoteId).toBe(boardJob.id);
  });

  it('changes nothing when the board cannot be asked', async () => {
    const faulty = faultyBoard(world, { dropRate: 1 });
    const engine = world.engine({ fetch: faulty.fetch });
    const job = await world.createLocalJob();

    const outcome = await world.clock.settle(engine.discardJobChanges(job.id));

    expect(outcome).toMatchObject({
      ok: false,
      messages: [expect.stringContaining('Could not reach the job board')],
    });
    expect(world.localJob(job.id)).toBeDefined();
    expect(rowsOf(job.id)).toHaveLength(1);
  });

  it('retries a change waiting for its backoff at once', async () => {
    const faulty = faultyBoard(world, { failRate: 1 });
    const engine = world.engine({ fetch: faulty.fetch, random: () => 0.99 });
    const job = await world.createLocalJob();
    await world.clock.settle(engine.replayOnce());
    faulty.faults = { ...faulty.faults, failRate: 0 };
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });

    engine.retryJob(job.id);
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 1, completed: 1 });
  });
});

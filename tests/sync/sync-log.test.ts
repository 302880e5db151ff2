import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSyncWorld, faultyBoard, jobBody, REMOTE_KEY, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

const SECRET_DESCRIPTION = '<p>Only for the recruiter: the secret sauce.</p>';

describe("the sync engine's log", () => {
  it('logs each call it makes and each failure, never an API key nor a description', async () => {
    const faulty = faultyBoard(world, { failRate: 1 });
    const job = await world.createLocalJob({ description: SECRET_DESCRIPTION });
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    faulty.faults = { ...faulty.faults, failRate: 0 };
    await world.clock.settle(engine.syncNow());

    const entries = world.log.entries;
    expect(entries).toContainEqual({
      level: 'warn',
      message: 'call failed',
      fields: expect.objectContaining({ jobId: job.id, call: 'POST /jobs', status: 503 }),
    });
    expect(entries).toContainEqual({
      level: 'info',
      message: 'call',
      fields: expect.objectContaining({ jobId: job.id, call: 'POST /jobs', status: 201 }),
    });
    for (const call of ['GET /jobs', 'GET /positiontypes', 'GET /categories']) {
      expect(entries.some((entry) => entry.fields.call === call)).toBe(true);
    }
    expect(entries).toContainEqual(
      expect.objectContaining({ message: 'pull', fields: expect.objectContaining({ listed: 1 }) }),
    );
    // One entry per request the board saw.
    const calls = entries.filter((entry) => entry.message === 'call' || entry.message === 'call failed');
    expect(calls).toHaveLength(world.requests.length + 1);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(REMOTE_KEY);
    expect(text).not.toContain('secret sauce');
  });

  it('logs an unexpected failure of a replay step instead of swallowing it', async () => {
    const job = await world.createLocalJob();
    const engine = world.engine();
    const { store } = world.local;
    const original = store.history.append;
    store.history.append = () => {
      throw new Error('disk full');
    };
    try {
      await world.clock.settle(engine.replayOnce());
    } finally {
      store.history.append = original;
    }
    expect(world.log.entries).toContainEqual({
      level: 'error',
      message: 'replay step failed unexpectedly',
      fields: expect.objectContaining({ jobId: job.id, error: 'disk full' }),
    });
    expect(store.outboxOf(1).listOutboxForJob(job.id)).toMatchObject([{ state: 'pending' }]);
  });

  it('leaves alone, and logs, a board job the store refuses; any other failure of a pull goes up', async () => {
    const created = await world.boardClient().createJob(jobBody({ title: 'Made on the board' }));
    expect(created.ok).toBe(true);
    const { jobs } = world.local.store;
    const original = jobs.insertJob;
    const engine = world.engine();
    try {
      jobs.insertJob = () => {
        throw Object.assign(new Error('CHECK constraint failed: title'), { code: 'SQLITE_CONSTRAINT_CHECK' });
      };
      expect(await world.clock.settle(engine.pullOnce())).toMatchObject({
        ok: true,
        imported: 0,
        skipped: 1,
      });
      expect(world.log.entries).toContainEqual({
        level: 'warn',
        message: 'left a board job alone: it clashes with local data',
        fields: expect.objectContaining({ error: 'CHECK constraint failed: title' }),
      });
      jobs.insertJob = () => {
        throw new Error('a bug');
      };
      await expect(world.clock.settle(engine.pullOnce({ full: true }))).rejects.toThrow('a bug');
    } finally {
      jobs.insertJob = original;
    }
    expect(await world.clock.settle(engine.pullOnce())).toMatchObject({ ok: true, imported: 1 });
  });
});

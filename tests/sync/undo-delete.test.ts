// A delete made in the app happens in the core at once, and its DELETE waits in the outbox for the undo
// window: an Undo within it puts back the same job and the board never hears of the delete; without one,
// the board gets it once the window has passed, even across a crash. Driven through a whole core's front door.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import { BulkJobResultSchema, RestoreJobsResultSchema } from '../../src-shared/schemas/job-list-view.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { FakeClock } from './helpers/fake-clock.ts';
import type { Laptop } from './helpers/laptop.ts';
import { type LaptopOnBoard, openLaptopOnBoard } from './helpers/laptop-on-board.ts';
import { jobBody } from './helpers/sync-world.ts';

let world: LaptopOnBoard;
let clock: FakeClock;
let laptop: Laptop;
/** `METHOD /path` of every request that reached the board. */
let boardCalls: string[];

beforeEach(async () => {
  world = await openLaptopOnBoard('jobdesk-undo-');
  ({ clock, laptop, boardCalls } = world);
});
afterEach(() => world.close());

const deletesSent = () => boardCalls.filter((call) => call.startsWith('DELETE'));
const onBoard = (referenceId: string) => world.onBoard(referenceId);
const syncNow = () => world.syncNow();

/** A job created through the local API and synced, as the board has it. */
async function publishedJob(title: string): Promise<Job> {
  const created = await laptop.call('POST', '/api/v1.1/jobs', jobBody({ title, status: 'active' }));
  expect(created.status).toBe(201);
  await syncNow();
  const job = created.json as Job;
  expect(onBoard(job.referenceId ?? '')).toMatchObject({ title, status: 'active' });
  return job;
}

async function deleteInApp(ids: number[]) {
  const answer = await laptop.call('POST', '/app/v1/jobs/bulk', { action: 'delete', ids });
  expect(answer.status).toBe(200);
  return BulkJobResultSchema.parse(answer.json);
}

async function undoDelete(ids: number[]) {
  const answer = await laptop.call('POST', '/app/v1/jobs/restore', { ids });
  expect(answer.status).toBe(200);
  return RestoreJobsResultSchema.parse(answer.json);
}

const localJob = async (id: number) => laptop.call('GET', `/api/v1.1/jobs/${id}`);

describe('a delete made in the app, with its undo window', () => {
  it('is gone from the core at once; an Undo in the window brings back the same job, and the board never gets a DELETE', async () => {
    const job = await publishedJob('Baker');
    const deletedAt = clock.date().getTime();

    const deleted = await deleteInApp([job.id]);
    expect(deleted.changed).toEqual([{ id: job.id, title: 'Baker' }]);
    expect(Date.parse(deleted.restorableUntil ?? '')).toBe(deletedAt + UNDO_DELETE_WINDOW_MS);
    expect((await localJob(job.id)).status).toBe(404);

    // "Sync now" in the window sends nothing: the delete waits it out.
    await syncNow();
    await clock.advance(UNDO_DELETE_WINDOW_MS - 1_000);
    await syncNow();
    expect(clock.date().getTime()).toBeLessThan(deletedAt + UNDO_DELETE_WINDOW_MS);
    expect(deletesSent()).toEqual([]);

    const events = laptop.core.store.changes;
    const heard: string[] = [];
    const stop = events.subscribe((change) => {
      if (change.type === 'job' && change.jobId === job.id) heard.push(change.change);
    });
    expect(await undoDelete([job.id])).toEqual({ restored: [{ id: job.id, title: 'Baker' }], refused: [] });
    stop();
    expect(heard).toEqual(['created']);

    const back = await localJob(job.id);
    expect(back.status).toBe(200);
    expect(back.json).toEqual(job);
    const sync = await laptop.call('GET', `/app/v1/jobs/${job.id}/sync`);
    expect(sync.json).toMatchObject({ state: 'synced', pendingChanges: 0 });

    // Long after the window: still nothing sent, and the board keeps the job as it was.
    await clock.advance(10 * UNDO_DELETE_WINDOW_MS);
    await syncNow();
    expect(deletesSent()).toEqual([]);
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ title: 'Baker', status: 'active' });
    // Undone once: a second Undo has nothing to undo.
    expect((await undoDelete([job.id])).refused).toMatchObject([{ id: job.id, reason: 'not-found' }]);
  });

  it('reaches the board once, when the window has passed without an Undo; a late Undo is refused', async () => {
    const job = await publishedJob('Driver');
    await deleteInApp([job.id]);
    await syncNow();
    expect(deletesSent()).toEqual([]);

    await clock.advance(UNDO_DELETE_WINDOW_MS);
    await syncNow();
    await clock.advance(60_000);
    await syncNow();

    expect(deletesSent()).toHaveLength(1);
    expect(onBoard(job.referenceId ?? '')).toBeUndefined();
    expect((await undoDelete([job.id])).refused).toMatchObject([{ id: job.id, reason: 'expired' }]);
    expect((await localJob(job.id)).status).toBe(404);
  });

  it('keeps the delayed delete across a crash in the window: an Undo still works, and what is not undone goes once after the window', async () => {
    const kept = await publishedJob('Nurse');
    const gone = await publishedJob('Welder');
    const deleted = await deleteInApp([kept.id, gone.id]);
    expect(deleted.changed.map((each) => each.id)).toEqual([kept.id, gone.id]);

    // Killed at its next board request (a "Sync now" in the window reads the board first).
    await laptop.crash({ skip: 0, handled: true }, () => laptop.core.engine.syncNow());
    expect(clock.date().getTime()).toBeLessThan(Date.parse(deleted.restorableUntil ?? ''));
    await syncNow();
    expect(deletesSent()).toEqual([]);

    expect((await undoDelete([kept.id])).restored).toEqual([{ id: kept.id, title: 'Nurse' }]);
    expect((await localJob(kept.id)).json).toEqual(kept);

    await clock.advance(UNDO_DELETE_WINDOW_MS);
    await syncNow();
    await clock.advance(60_000);
    await syncNow();
    expect(deletesSent()).toHaveLength(1);
    expect(onBoard(gone.referenceId ?? '')).toBeUndefined();
    expect(onBoard(kept.referenceId ?? '')).toMatchObject({ title: 'Nurse', status: 'active' });
  });
});

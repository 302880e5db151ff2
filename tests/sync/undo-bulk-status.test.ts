// A bulk Publish or Archive made in the app changes the jobs in the core at once, and their updates wait in
// the outbox for the same undo window as a delete: an Undo within it puts every job back as it was (status,
// publish date, postings) and the board never hears of the change; an Undo that comes after a board got the
// change is an ordinary change that syncs, or is refused when the rules forbid going back (published → draft).
// Driven through a whole core's front door, against the board.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDO_DELETE_WINDOW_MS } from '../../src-shared/rules/undo-delete.ts';
import {
  type BulkJobAction,
  BulkJobResultSchema,
  RestoreJobsResultSchema,
} from '../../src-shared/schemas/job-list-view.ts';
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
  world = await openLaptopOnBoard('jobdesk-undo-bulk-');
  ({ clock, laptop, boardCalls } = world);
});
afterEach(() => world.close());

const writesSent = () => boardCalls.filter((call) => /^(PUT|POST|DELETE) /.test(call));
const onBoard = (referenceId: string) => world.onBoard(referenceId);
const syncNow = () => world.syncNow();
const localJob = async (id: number) => (await laptop.call('GET', `/api/v1.1/jobs/${id}`)).json as Job;

/** A job created through the local API in `status` and synced, as the board has it. */
async function syncedJob(title: string, status: Job['status']): Promise<Job> {
  const created = await laptop.call('POST', '/api/v1.1/jobs', jobBody({ title, status }));
  expect(created.status).toBe(201);
  await syncNow();
  const job = created.json as Job;
  expect(onBoard(job.referenceId ?? '')).toMatchObject({ title, status });
  return job;
}

async function bulk(action: BulkJobAction, ids: number[]) {
  const answer = await laptop.call('POST', '/app/v1/jobs/bulk', { action, ids });
  expect(answer.status).toBe(200);
  return BulkJobResultSchema.parse(answer.json);
}

async function undo(action: BulkJobAction, ids: number[]) {
  const answer = await laptop.call('POST', '/app/v1/jobs/restore', { action, ids });
  expect(answer.status).toBe(200);
  return RestoreJobsResultSchema.parse(answer.json);
}

describe('a bulk Publish or Archive made in the app, with its undo window', () => {
  it('a Publish undone within the window sends nothing to the board and leaves the drafts as they were, publish date included', async () => {
    const first = await syncedJob('Baker', 'draft');
    const second = await syncedJob('Cook', 'draft');
    const sentBefore = writesSent().length;
    const publishedAt = clock.date().getTime();

    const published = await bulk('publish', [first.id, second.id]);
    expect(published.changed.map((job) => job.id)).toEqual([first.id, second.id]);
    expect(Date.parse(published.restorableUntil ?? '')).toBe(publishedAt + UNDO_DELETE_WINDOW_MS);
    expect((await localJob(first.id)).status).toBe('active');

    // "Sync now" in the window sends nothing: the updates wait it out.
    await syncNow();
    await clock.advance(UNDO_DELETE_WINDOW_MS - 1_000);
    await syncNow();
    expect(writesSent()).toHaveLength(sentBefore);

    expect(await undo('publish', [first.id, second.id])).toEqual({
      restored: [
        { id: first.id, title: 'Baker' },
        { id: second.id, title: 'Cook' },
      ],
      refused: [],
    });
    const back = await localJob(first.id);
    expect(back).toMatchObject({ status: 'draft', publishDate: first.publishDate });
    const sync = await laptop.call('GET', `/app/v1/jobs/${first.id}/sync`);
    expect(sync.json).toMatchObject({ pendingChanges: 0 });

    // Long after the window: still nothing sent, and the board keeps the drafts.
    await clock.advance(10 * UNDO_DELETE_WINDOW_MS);
    await syncNow();
    expect(writesSent()).toHaveLength(sentBefore);
    expect(onBoard(first.referenceId ?? '')).toMatchObject({ status: 'draft' });
    expect(onBoard(second.referenceId ?? '')).toMatchObject({ status: 'draft' });
    // Undone once: a second Undo has nothing to undo.
    expect((await undo('publish', [first.id])).refused).toMatchObject([
      { id: first.id, reason: 'not-found' },
    ]);
  });

  it('an Archive undone within the window puts the status and the postings back, and sends nothing', async () => {
    const job = await syncedJob('Driver', 'active');
    const postingsOf = async () =>
      (await laptop.call('GET', `/app/v1/jobs/${job.id}/postings`)).json as {
        data: Array<{ boardId: number; status: string }>;
      };
    const before = await postingsOf();
    const sentBefore = writesSent().length;

    await bulk('archive', [job.id]);
    expect((await localJob(job.id)).status).toBe('archived');
    const list = await laptop.call('GET', '/app/v1/jobs?status=archived');
    expect((list.json as { data: Array<{ id: number }> }).data.map((row) => row.id)).toEqual([job.id]);

    expect((await postingsOf()).data).toMatchObject([{ status: 'archived' }]);

    expect(await undo('archive', [job.id])).toEqual({
      restored: [{ id: job.id, title: 'Driver' }],
      refused: [],
    });
    expect(await localJob(job.id)).toEqual(job);
    expect(await postingsOf()).toEqual(before);

    await clock.advance(10 * UNDO_DELETE_WINDOW_MS);
    await syncNow();
    expect(writesSent()).toHaveLength(sentBefore);
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ status: 'active' });
  });

  it('sends the change once the window has passed without an Undo', async () => {
    const job = await syncedJob('Nurse', 'active');
    const sentBefore = writesSent().length;
    await bulk('archive', [job.id]);

    await clock.advance(UNDO_DELETE_WINDOW_MS);
    await syncNow();

    expect(writesSent().length).toBeGreaterThan(sentBefore);
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ status: 'archived' });
  });

  it('an Undo after the board got the Archive is an ordinary change that syncs: the job is active there again', async () => {
    const job = await syncedJob('Welder', 'active');
    await bulk('archive', [job.id]);
    await clock.advance(UNDO_DELETE_WINDOW_MS);
    await syncNow();
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ status: 'archived' });

    expect((await undo('archive', [job.id])).restored).toEqual([{ id: job.id, title: 'Welder' }]);
    expect((await localJob(job.id)).status).toBe('active');
    await syncNow();
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ status: 'active' });
  });

  it('an Undo after the board got the Publish is refused: a published job cannot become a draft again', async () => {
    const job = await syncedJob('Plumber', 'draft');
    await bulk('publish', [job.id]);
    await clock.advance(UNDO_DELETE_WINDOW_MS);
    await syncNow();

    expect((await undo('publish', [job.id])).refused).toMatchObject([{ id: job.id, reason: 'expired' }]);
    expect((await localJob(job.id)).status).toBe('active');
  });

  it('a delete is undone as before when the Undo names no action', async () => {
    const job = await syncedJob('Roofer', 'active');
    await bulk('delete', [job.id]);
    const answer = await laptop.call('POST', '/app/v1/jobs/restore', { ids: [job.id] });
    expect(RestoreJobsResultSchema.parse(answer.json).restored).toEqual([{ id: job.id, title: 'Roofer' }]);
    expect(await localJob(job.id)).toEqual(job);
  });
});

// A job's first record that it may be on the board is committed without waiting for the disk, so a power
// cut may lose it after its create reached the board. A start after a run that did not close the store
// records again every unsent job as possibly on the board: its delete then reaches the board. After a
// clean stop nothing changes: a job the board never heard of is deleted here alone. Through the front door.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { Laptop } from './helpers/laptop.ts';
import { type LaptopOnBoard, openLaptopOnBoard } from './helpers/laptop-on-board.ts';
import { jobBody, REMOTE_KEY } from './helpers/sync-world.ts';

let world: LaptopOnBoard;
let board: StandaloneBoard;
let laptop: Laptop;
/** `METHOD /path` of every request that reached the board. */
let boardCalls: string[];

beforeEach(async () => {
  world = await openLaptopOnBoard('jobdesk-unclean-');
  ({ board, laptop, boardCalls } = world);
});
afterEach(() => world.close());

const onBoard = (referenceId: string) => world.onBoard(referenceId);
const syncNow = () => world.syncNow();

/** A job created while offline: never sent. */
async function createdOffline(): Promise<Job> {
  laptop.offline = true;
  const created = await laptop.call(
    'POST',
    '/api/v1.1/jobs',
    jobBody({ title: 'Line cook', status: 'active' }),
  );
  expect(created.status).toBe(201);
  return created.json as Job;
}

/** The create a power cut made JobDesk forget: it reached the board, by the job's referenceId. */
async function createLandedOnBoard(job: Job): Promise<void> {
  const answer = await board.fetch(
    new Request('http://board.test/api/v1.1/jobs', {
      method: 'PUT',
      headers: { 'API-Key': REMOTE_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(jobBody({ title: 'Line cook', status: 'active', referenceId: job.referenceId })),
    }),
  );
  expect(answer.status).toBeLessThan(300);
  expect(onBoard(job.referenceId ?? '')).toMatchObject({ title: 'Line cook' });
}

describe('a start after a run that did not close the store', () => {
  it('deletes on the board, by its referenceId, a job deleted here whose create may have been sent', async () => {
    const job = await createdOffline();
    await laptop.crash({ skip: 0, handled: false }, async () => {});
    await createLandedOnBoard(job);

    expect((await laptop.call('DELETE', `/api/v1.1/jobs/${job.id}`)).status).toBe(204);
    laptop.offline = false;
    await syncNow();

    expect(boardCalls).toContain('DELETE /jobs');
    expect(onBoard(job.referenceId ?? '')).toBeUndefined();
    expect(laptop.core.engine.status()).toMatchObject({ pending: 0, failed: 0 });
  });

  it('sends a job created before it once, as after a clean stop', async () => {
    const job = await createdOffline();
    await laptop.crash({ skip: 0, handled: false }, async () => {});
    laptop.offline = false;
    await syncNow();

    expect(boardCalls.filter((call) => call.startsWith('POST'))).toEqual(['POST /jobs']);
    expect(onBoard(job.referenceId ?? '')).toMatchObject({ title: 'Line cook', status: 'active' });
    expect(laptop.core.engine.status()).toMatchObject({ pending: 0, failed: 0 });
  });
});

describe('a start after a clean stop', () => {
  it('deletes here alone a job the board never heard of', async () => {
    const job = await createdOffline();
    await laptop.restart();

    expect((await laptop.call('DELETE', `/api/v1.1/jobs/${job.id}`)).status).toBe(204);
    laptop.offline = false;
    await syncNow();

    expect(boardCalls.filter((call) => !call.startsWith('GET'))).toEqual([]);
    expect(laptop.core.engine.status()).toMatchObject({ pending: 0, failed: 0 });
  });
});

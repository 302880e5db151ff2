// A job's first record that it may be on the board is committed without waiting for the disk, so a power
// cut may lose it after its create reached the board. A start after a run that did not close the store
// records again every unsent job as possibly on the board: its delete then reaches the board. After a
// clean stop nothing changes: a job the board never heard of is deleted here alone. Through the front door.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../helpers/test-logger.ts';
import { createFakeClock, type FakeClock } from './helpers/fake-clock.ts';
import { type Laptop, openLaptop } from './helpers/laptop.ts';
import { jobBody, REMOTE_KEY, TEST_PLACES } from './helpers/sync-world.ts';

const SETTLE = { maxMs: 60_000 };

let clock: FakeClock;
let board: StandaloneBoard;
let laptop: Laptop;
let root: string;
/** `METHOD /path` of every request that reached the board. */
let boardCalls: string[];

beforeEach(async () => {
  clock = createFakeClock();
  board = await createStandaloneBoard({
    keys: [{ key: REMOTE_KEY, employer: 'Acme' }],
    now: clock.date,
    places: TEST_PLACES,
    logger: createTestLogger({ quiet: true }),
  });
  boardCalls = [];
  root = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : '/tmp', 'jobdesk-unclean-'));
  laptop = await openLaptop({
    name: 'A',
    dataDir: join(root, 'A'),
    clock,
    random: () => 0.5,
    boardFetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      boardCalls.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1.1', '')}`);
      return board.fetch(request);
    }) as typeof fetch,
    referenceOf: () => undefined,
  });
});

afterEach(() => {
  laptop.clock.freeze();
  laptop.close();
  board.close();
  rmSync(root, { recursive: true, force: true });
});

const boardEmployerId = () => board.store.employers.findEmployerByKey(REMOTE_KEY)?.id ?? 0;
const onBoard = (referenceId: string) => board.store.jobs.getJobByReferenceId(boardEmployerId(), referenceId);
const syncNow = () => clock.settle(laptop.core.engine.syncNow(), SETTLE);

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

    expect(boardCalls.filter((call) => call.startsWith('PUT'))).toEqual(['PUT /jobs']);
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

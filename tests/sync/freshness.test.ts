// Fresh when it matters, against the standalone board: Sync now and opening a job show what a colleague
// changed, a board too big to read whole re-reads the jobs the recruiter opened or changed first, and the
// header says "All synced" only while every board was read in full within the last 10 minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { FRESH_READ_LIMIT } from '../../src-main/sync/pull.ts';
import { syncIndicatorWords } from '../../src-renderer/src/core/sync-indicator-words.ts';
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { boardsNotReadLately, READ_LATELY_MS } from '../../src-shared/rules/board-reads.ts';
import { JobReadResultSchema, SyncStatusSchema } from '../../src-shared/schemas/app.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createFakeClock, type FakeClock } from './helpers/fake-clock.ts';
import { type Laptop, openLaptop } from './helpers/laptop.ts';
import { startTestBoard } from './helpers/laptop-on-board.ts';
import { jobBody, REMOTE_BASE_URL, REMOTE_KEY } from './helpers/sync-world.ts';

const SETTLE = { maxMs: 60_000 };
const NO_ATTENTION = { jobs: 0, conflicts: 0, waitingForCredit: 0 };
const SALARY = { amount: 64000, maxAmount: 70000, period: { id: 1 }, plusCommission: false };

type Team = {
  clock: FakeClock;
  board: StandaloneBoard;
  a: Laptop;
  b: Laptop;
  /** `METHOD /path` of every request laptop A sent the board. */
  callsOfA: string[];
};

let team: Team | undefined;
let root: string | undefined;

afterEach(() => {
  if (team) {
    for (const laptop of [team.a, team.b]) {
      laptop.clock.freeze();
      laptop.close();
    }
    team.board.close();
  }
  if (root) rmSync(root, { recursive: true, force: true });
  team = undefined;
  root = undefined;
});

/** Two laptops (whole cores on files) of one recruiting team, on one board. */
async function openTeam(): Promise<Team> {
  const clock = createFakeClock();
  const board = await startTestBoard(clock);
  root = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : '/tmp', 'freshness-'));
  const callsOfA: string[] = [];
  const laptopOn = (name: string, record: boolean) =>
    openLaptop({
      name,
      dataDir: join(root as string, name),
      clock,
      random: () => 0.5,
      boardFetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (record)
          callsOfA.push(`${request.method} ${new URL(request.url).pathname.replace('/api/v1.1', '')}`);
        return board.fetch(request);
      }) as typeof fetch,
      referenceOf: () => undefined,
    });
  team = { clock, board, a: await laptopOn('A', true), b: await laptopOn('B', false), callsOfA };
  return team;
}

const syncNow = (world: Team, laptop: Laptop) => world.clock.settle(laptop.core.engine.syncNow(), SETTLE);
const detailReads = (calls: readonly string[]) => calls.filter((call) => /^GET \/jobs\/\d+$/.test(call));

async function createOn(laptop: Laptop, title: string): Promise<Job> {
  const answer = await laptop.call('POST', '/api/v1.1/jobs', jobBody({ title, status: 'active' }));
  expect(answer.status).toBe(201);
  return answer.json as Job;
}

async function statusOf(laptop: Laptop) {
  return SyncStatusSchema.parse((await laptop.call('GET', '/app/v1/sync')).json);
}

describe('a colleague’s change', () => {
  it('reaches laptop A at its next Sync now: the salary laptop B changed', async () => {
    const world = await openTeam();
    const job = await createOn(world.a, 'Line Cook');
    await syncNow(world, world.a);
    await syncNow(world, world.b);
    const onB = await world.b.jobByReference(job.referenceId ?? '');
    if (onB === undefined) throw new Error('Laptop B did not get the job from the board.');

    await world.clock.advance(60_000);
    expect((await world.b.call('PUT', `/api/v1.1/jobs/${onB.id}`, { salary: SALARY })).status).toBe(200);
    await syncNow(world, world.b);
    expect((await world.a.call('GET', `/api/v1.1/jobs/${job.id}`)).json).not.toMatchObject({
      salary: { amount: 64000 },
    });

    await syncNow(world, world.a);

    expect((await world.a.call('GET', `/api/v1.1/jobs/${job.id}`)).json).toMatchObject({
      salary: { amount: 64000, maxAmount: 70000 },
    });
  });

  it('reaches laptop A as it opens the job, with one read of it from the board and no Sync now', async () => {
    const world = await openTeam();
    const job = await createOn(world.a, 'Baker');
    await syncNow(world, world.a);
    await syncNow(world, world.b);
    const onB = await world.b.jobByReference(job.referenceId ?? '');
    expect((await world.b.call('PUT', `/api/v1.1/jobs/${onB?.id}`, { salary: SALARY })).status).toBe(200);
    await syncNow(world, world.b);
    const remoteId = world.board.store.jobs.getJobByReferenceId(1, job.referenceId ?? '')?.id;
    world.callsOfA.length = 0;

    const opened = await world.a.call('POST', `/app/v1/jobs/${job.id}/read`);

    expect(JobReadResultSchema.parse(opened.json)).toEqual({ data: [{ boardId: 1, outcome: 'read' }] });
    expect(world.callsOfA).toEqual([`GET /jobs/${remoteId}`]);
    expect((await world.a.call('GET', `/api/v1.1/jobs/${job.id}`)).json).toMatchObject({
      salary: { amount: 64000 },
    });
  });

  it('is not read over a change of laptop A that waits to be sent, and a board out of reach says so', async () => {
    const world = await openTeam();
    const job = await createOn(world.a, 'Porter');
    await syncNow(world, world.a);
    world.a.offline = true;

    const unreachable = JobReadResultSchema.parse(
      (await world.a.call('POST', `/app/v1/jobs/${job.id}/read`)).json,
    );
    expect(unreachable.data).toEqual([
      { boardId: 1, outcome: 'failed', message: expect.stringMatching(/cannot be reached|could not reach/i) },
    ]);

    expect((await world.a.call('PUT', `/api/v1.1/jobs/${job.id}`, { title: 'Night Porter' })).status).toBe(
      200,
    );
    world.a.offline = false;
    const held = JobReadResultSchema.parse((await world.a.call('POST', `/app/v1/jobs/${job.id}/read`)).json);
    expect(held.data).toEqual([{ boardId: 1, outcome: 'held' }]);
    expect((await world.a.call('GET', `/api/v1.1/jobs/${job.id}`)).json).toMatchObject({
      title: 'Night Porter',
    });
  });
});

describe('a board too big to read whole at each Sync now', () => {
  it('re-reads the jobs opened or changed lately first, then the least recently read, FRESH_READ_LIMIT in all', async () => {
    const world = await openTeam();
    const elsewhere = createJobBoardClient({
      baseUrl: REMOTE_BASE_URL,
      getApiKey: () => REMOTE_KEY,
      fetch: (input, init) => world.board.fetch(new Request(input, init)),
    });
    const listed = FRESH_READ_LIMIT + 200;
    const onBoard: Job[] = [];
    for (let index = 0; index < listed; index += 1) {
      const created = await elsewhere.createJob(
        jobBody({ referenceId: `BIG-${index}`, title: `Job ${index}` }),
      );
      if (!created.ok) throw created.error;
      onBoard.push(created.value.job);
    }
    await syncNow(world, world.a);
    expect(new Set(detailReads(world.callsOfA)).size).toBe(listed);

    // Far down the board's list: neither would come first among the least recently read.
    const changed = onBoard[1100] as Job;
    const opened = onBoard[1150] as Job;
    const changedHere = await world.a.jobByReference(changed.referenceId ?? '');
    const openedHere = await world.a.jobByReference(opened.referenceId ?? '');
    await world.clock.advance(60_000);
    expect(
      (await world.a.call('PUT', `/api/v1.1/jobs/${changedHere?.id}`, { title: 'Job 1100, renamed' })).status,
    ).toBe(200);
    await syncNow(world, world.a);
    await world.clock.advance(60_000);
    expect((await world.a.call('POST', `/app/v1/jobs/${openedHere?.id}/read`)).status).toBe(200);
    world.callsOfA.length = 0;

    await syncNow(world, world.a);

    const reads = detailReads(world.callsOfA);
    expect(reads.slice(0, 2)).toEqual([`GET /jobs/${opened.id}`, `GET /jobs/${changed.id}`]);
    expect(reads).toHaveLength(FRESH_READ_LIMIT);
    expect(new Set(reads).size).toBe(FRESH_READ_LIMIT);
    // The jobs left out are the least recently read at the next Sync now: each gets its turn.
    const left = onBoard.map((job) => `GET /jobs/${job.id}`).filter((read) => !reads.includes(read));
    expect(left).toHaveLength(listed - FRESH_READ_LIMIT);
    world.callsOfA.length = 0;
    await syncNow(world, world.a);
    expect(detailReads(world.callsOfA)).toEqual(expect.arrayContaining(left));
  }, 120_000);
});

describe('the header', () => {
  it('says "All synced" only while the board was read in full within the last 10 minutes', async () => {
    const world = await openTeam();
    await createOn(world.a, 'Cashier');
    await syncNow(world, world.a);
    const words = async () =>
      syncIndicatorWords(await statusOf(world.a), NO_ATTENTION, { now: world.clock.now() }).label;
    expect(await words()).toBe('All synced');

    // The loop's own pulls go on meanwhile (every minute here); they read only what the list shows changed.
    await world.clock.advance(READ_LATELY_MS - 60_000);
    expect(await words()).toBe('All synced');
    await world.clock.advance(2 * 60_000);

    const status = await statusOf(world.a);
    expect(status.pending).toBe(0);
    expect(boardsNotReadLately(status.reads ?? [], world.clock.now())).toHaveLength(1);
    expect(await words()).toBe('Sent — Job board last read 11 min ago');

    await syncNow(world, world.a);
    expect(await words()).toBe('All synced');
  });

  it('reaches "All synced" without a Sync now once a board out of reach since the start answers again', async () => {
    const world = await openTeam();
    world.a.offline = true;
    await syncNow(world, world.a);
    await createOn(world.a, 'Dishwasher');
    await world.clock.advance(60_000);
    expect((await statusOf(world.a)).state).toBe('offline');

    world.a.offline = false;
    // The next try of the waiting create reaches the board (≤ 30 s), and a read in full follows at once.
    await world.clock.advance(30_000);

    const words = syncIndicatorWords(await statusOf(world.a), NO_ATTENTION, { now: world.clock.now() });
    expect(words.label).toBe('All synced');
  });

  it('is not "All synced" after a Sync now that could not read the board, however recent the read before', async () => {
    const world = await openTeam();
    await syncNow(world, world.a);
    expect((await statusOf(world.a)).reads).toEqual([
      { board: 'Job board', readAt: new Date(world.clock.now()).toISOString(), current: true },
    ]);
    world.a.offline = true;

    await syncNow(world, world.a);

    const status = await statusOf(world.a);
    expect(status.reads?.[0]?.current).toBe(false);
    expect(boardsNotReadLately(status.reads ?? [], world.clock.now())).toHaveLength(1);
  });
});

// An upgrade loses nothing: the data folders the main of c52a0fc left (fixtures/c52a0fc, built by
// build-fixture.ts with that code) open with today's code, migrations and all, and sync as if JobDesk had
// never been upgraded: each change waiting for a board reaches it exactly once, the conflict stays in Needs
// attention with both values, and the deletes made just before the quit stay undoable until their Undo
// window ends. Each test opens its own copy of the fixture; the fixture itself is never written.
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncStatusSchema } from '../../src-shared/schemas/app.ts';
import { AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import { BoardListSchema } from '../../src-shared/schemas/boards.ts';
import { RestoreJobsResultSchema } from '../../src-shared/schemas/job-list-view.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createFakeClock, type FakeClock } from '../sync/helpers/fake-clock.ts';
import type { FixtureJob, FixtureManifest } from './fixture-manifest.ts';
import {
  BOARDS,
  type BoardName,
  type FixtureWorld,
  MANIFEST_FILE,
  openFixtureWorld,
} from './fixture-world.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'c52a0fc');
const manifest = JSON.parse(readFileSync(join(FIXTURE, MANIFEST_FILE), 'utf8')) as FixtureManifest;
const { jobs } = manifest;

let root: string;
let clock: FakeClock;
let world: FixtureWorld;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'jobdesk-upgrade-'));
  cpSync(FIXTURE, root, { recursive: true });
  // As a checkout leaves them (git keeps no 0600/0700): the hosts narrow them again when they open.
  for (const folder of ['jobdesk', 'board-east', 'board-west']) chmodSync(join(root, folder), 0o755);
  // The fixture's clock went on to the quit; the upgraded JobDesk starts at that moment.
  clock = createFakeClock(manifest.closedAt);
  world = await openFixtureWorld(root, clock);
});
afterEach(async () => {
  await world.close();
  rmSync(root, { recursive: true, force: true });
});

/** The writes (anything but a read) a board took for this job: by its Reference ID or its id there. */
function writesFor(board: BoardName, job: FixtureJob) {
  const boardId = job.boardIds?.[board] ?? world.boardJob(board, job.referenceId)?.id;
  return world.requests.filter((request) => {
    if (request.board !== board || request.method === 'GET') return false;
    const body = request.body as { referenceId?: unknown } | undefined;
    return body?.referenceId === job.referenceId || request.path === `/jobs/${boardId}`;
  });
}
const writeCount = () => world.requests.filter((request) => request.method !== 'GET').length;
const sameReferenceOn = (board: BoardName, referenceId: string) =>
  world.boards[board].store.jobs
    .listJobs(1, { page: 1, pageSize: 100 })
    .rows.filter((row) => row.referenceId === referenceId);

async function attention() {
  const answer = await world.call('GET', '/app/v1/jobs/attention');
  expect(answer.status).toBe(200);
  return AttentionListSchema.parse(answer.json).data;
}

/** The Needs attention entry of the conflict made before the quit: East's website and JobDesk both retitled. */
const bookkeeperConflict = {
  jobId: jobs.bookkeeper.id,
  reason: 'conflict',
  boardId: 1,
  conflicts: [{ property: 'title', mine: 'Senior Bookkeeper', theirs: 'Bookkeeper (part time)' }],
};

describe('the data folders of c52a0fc, opened by today’s code', () => {
  it('hold the two boards with their saved keys, the jobs as JobDesk left them, and each board’s own jobs', async () => {
    const boards = BoardListSchema.parse((await world.call('GET', '/app/v1/boards')).json).data;
    expect(boards.map((board) => [board.id, board.name, board.url, board.keySaved])).toEqual([
      [1, 'East', BOARDS.east.url, true],
      [manifest.westBoardId, 'West', BOARDS.west.url, true],
    ]);
    const listed = await world.call<{ data: Job[] }>('GET', '/api/v1.1/jobs?pageSize=100');
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((job) => [job.id, job.referenceId, job.title]).sort()).toEqual(
      [jobs.lineCook, jobs.payrollClerk, jobs.bookkeeper, jobs.warehouseLead]
        .map((job) => [job.id, job.referenceId, job.title])
        .sort(),
    );
    // The boards' folders (`npm run board -- --data`) still have what they had: six jobs, titles of before.
    for (const board of ['east', 'west'] as const) {
      const onBoard = world.boards[board].store.jobs.listJobs(1, { page: 1, pageSize: 100 }).rows;
      expect(onBoard.map((row) => row.referenceId).sort()).toEqual(
        [jobs.lineCook, jobs.payrollClerk, jobs.bookkeeper, jobs.forklift, jobs.driver, jobs.dishwasher]
          .map((job) => job.referenceId)
          .sort(),
      );
      expect(world.boardJob(board, jobs.lineCook.referenceId)?.title).toBe('Line Cook');
    }
    expect(world.boardJob('east', jobs.bookkeeper.referenceId)?.title).toBe('Bookkeeper (part time)');
    expect(world.boardJob('west', jobs.bookkeeper.referenceId)?.title).toBe('Senior Bookkeeper');
    expect(await attention()).toEqual([expect.objectContaining(bookkeeperConflict)]);
    const status = SyncStatusSchema.parse((await world.call('GET', '/app/v1/sync')).json);
    expect(status.pending).toBeGreaterThan(0);
    // Nothing was sent by merely opening the folders.
    expect(writeCount()).toBe(0);
  });

  it('send each change that waited to its board exactly once: an edit to both, an archive to West, a create to both, a delete to both', async () => {
    await world.syncNow();

    const expected: Array<[BoardName, FixtureJob, number]> = [
      ['east', jobs.lineCook, 1],
      ['west', jobs.lineCook, 1],
      ['east', jobs.payrollClerk, 0],
      ['west', jobs.payrollClerk, 1],
      ['east', jobs.warehouseLead, 1],
      ['west', jobs.warehouseLead, 1],
      ['east', jobs.forklift, 1],
      ['west', jobs.forklift, 1],
      ['east', jobs.bookkeeper, 0],
      ['west', jobs.bookkeeper, 0],
    ];
    const counted = expected.map(([board, job]) => [board, job.title, writesFor(board, job).length]);
    expect(counted).toEqual(expected.map(([board, job, count]) => [board, job.title, count]));
    expect(writesFor('east', jobs.forklift)[0]?.method).toBe('DELETE');
    expect(writesFor('west', jobs.forklift)[0]?.method).toBe('DELETE');

    for (const board of ['east', 'west'] as const) {
      expect(world.boardJob(board, jobs.lineCook.referenceId)?.title).toBe('Line Cook (nights)');
      expect(sameReferenceOn(board, jobs.warehouseLead.referenceId)).toHaveLength(1);
      expect(world.boardJob(board, jobs.warehouseLead.referenceId)?.title).toBe('Warehouse Lead');
      expect(world.boardJob(board, jobs.forklift.referenceId)).toBeUndefined();
    }
    expect(world.boardJob('west', jobs.payrollClerk.referenceId)?.status).toBe('archived');
    expect(world.boardJob('east', jobs.payrollClerk.referenceId)?.status).toBe('active');

    // Another Sync now, and a long while after (when the deletes made at the quit go too): nothing of these
    // jobs is sent twice.
    await world.syncNow();
    await clock.advance(10 * 60_000);
    await world.syncNow();
    expect(expected.map(([board, job]) => [board, job.title, writesFor(board, job).length])).toEqual(counted);
  });

  it('keep the conflict in Needs attention with both values, send nothing for it, then send the recruiter’s choice once', async () => {
    await world.syncNow();
    expect(await attention()).toEqual([expect.objectContaining(bookkeeperConflict)]);
    expect(writesFor('east', jobs.bookkeeper)).toEqual([]);
    expect(world.boardJob('east', jobs.bookkeeper.referenceId)?.title).toBe('Bookkeeper (part time)');

    const resolved = await world.call('POST', `/app/v1/jobs/${jobs.bookkeeper.id}/resolve`, {
      choices: { title: 'mine' },
    });
    expect(resolved.status).toBe(200);
    await world.syncNow();
    await world.syncNow();
    expect(writesFor('east', jobs.bookkeeper)).toHaveLength(1);
    expect(writesFor('west', jobs.bookkeeper)).toEqual([]);
    expect(world.boardJob('east', jobs.bookkeeper.referenceId)?.title).toBe('Senior Bookkeeper');
    expect(await attention()).toEqual([]);
  });

  it('keep the deletes made before the quit undoable until their window ends, then send the one not undone once to each board', async () => {
    const undoUntil = Date.parse(manifest.undoUntil);
    expect(clock.now()).toBeLessThan(undoUntil);
    await world.syncNow();
    await clock.advance(undoUntil - clock.now() - 1_000);
    await world.syncNow();
    for (const board of ['east', 'west'] as const) {
      expect(writesFor(board, jobs.driver)).toEqual([]);
      expect(writesFor(board, jobs.dishwasher)).toEqual([]);
    }

    // A second before the window ends: the Undo brings the same job back, and no board hears of the delete.
    const undone = await world.call('POST', '/app/v1/jobs/restore', { ids: [jobs.driver.id] });
    expect(undone.status).toBe(200);
    expect(RestoreJobsResultSchema.parse(undone.json)).toEqual({
      restored: [{ id: jobs.driver.id, title: 'Delivery Driver' }],
      refused: [],
    });
    const back = await world.call<Job>('GET', `/api/v1.1/jobs/${jobs.driver.id}`);
    expect(back.status).toBe(200);
    expect(back.json.referenceId).toBe(jobs.driver.referenceId);

    await clock.advance(2_000);
    await world.syncNow();
    await clock.advance(60_000);
    await world.syncNow();
    for (const board of ['east', 'west'] as const) {
      expect(writesFor(board, jobs.driver)).toEqual([]);
      expect(world.boardJob(board, jobs.driver.referenceId)?.title).toBe('Delivery Driver');
      expect(writesFor(board, jobs.dishwasher).map((write) => write.method)).toEqual(['DELETE']);
      expect(world.boardJob(board, jobs.dishwasher.referenceId)).toBeUndefined();
    }
    const late = await world.call('POST', '/app/v1/jobs/restore', { ids: [jobs.dishwasher.id] });
    expect(RestoreJobsResultSchema.parse(late.json).refused).toMatchObject([
      { id: jobs.dishwasher.id, reason: 'expired' },
    ]);
  });
});

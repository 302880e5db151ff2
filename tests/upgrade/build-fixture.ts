// Builds the upgrade fixture (tests/upgrade/fixtures/c52a0fc): JobDesk's data folder as the main of
// 2026-12-06 (commit c52a0fc) left it, with changes waiting for two boards, a conflict in Needs attention
// and two deletes inside their Undo window, beside each board's own data folder holding what it already had.
// The fixture is committed; this script records how it was made and is run only with the code of that day
// (`git checkout c52a0fc`, then `node tests/upgrade/build-fixture.ts`): later code need not build the same
// folders, and the upgrade test must never rebuild them.
import { strict as assert } from 'node:assert';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOCK_FILE } from '../../src-main/core/data-folder.ts';
import type { BulkJobResult } from '../../src-shared/schemas/job-list-view.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createFakeClock } from '../sync/helpers/fake-clock.ts';
import type { FixtureJob, FixtureManifest } from './fixture-manifest.ts';
import {
  BOARDS,
  type BoardName,
  FIXTURE_KEYS,
  FOLDERS,
  MANIFEST_FILE,
  openFixtureWorld,
} from './fixture-world.ts';

const COMMIT = 'c52a0fc';
const root = resolve(import.meta.dirname, 'fixtures', COMMIT);
if (existsSync(root)) rmSync(root, { recursive: true });
mkdirSync(root, { recursive: true });

const clock = createFakeClock('2026-12-06T05:00:00.000Z');
const world = await openFixtureWorld(root, clock);
const { call } = world;
const ok = <T>(answer: { status: number; json: T }, status: number, what: string): T => {
  assert.equal(answer.status, status, `${what}: ${JSON.stringify(answer.json)}`);
  return answer.json;
};

// Two boards: the board of before (1) at East, West beside it; new jobs go to both.
ok(
  await call('PUT', '/app/v1/boards/1', { name: 'East', url: BOARDS.east.url, apiKey: FIXTURE_KEYS.east }),
  200,
  'East',
);
const west = ok(
  await call<{ id: number }>('POST', '/app/v1/boards', {
    name: 'West',
    url: BOARDS.west.url,
    apiKey: FIXTURE_KEYS.west,
  }),
  201,
  'West',
);
const create = async (title: string) =>
  ok(await call<Job>('POST', '/api/v1.1/jobs', validJobBody({ title, status: 'active' })), 201, title);
const edit = async (job: Job, title: string) =>
  ok(
    await call<Job>('PUT', `/api/v1.1/jobs/${job.id}`, { title, referenceId: job.referenceId }),
    200,
    `${job.title} → ${title}`,
  );

// Online: five jobs reach both boards.
const lineCook = await create('Line Cook');
const payrollClerk = await create('Payroll Clerk');
const bookkeeper = await create('Bookkeeper');
const forklift = await create('Forklift Operator');
const driver = await create('Delivery Driver');
const dishwasher = await create('Dishwasher');
await world.syncNow();
const published = [lineCook, payrollClerk, bookkeeper, forklift, driver, dishwasher];
const boardIds = (job: Job): Record<BoardName, number> => {
  const ids = {
    east: world.boardJob('east', job.referenceId ?? '')?.id,
    west: world.boardJob('west', job.referenceId ?? '')?.id,
  };
  assert.ok(ids.east !== undefined && ids.west !== undefined, `${job.title} is on both boards`);
  return ids as Record<BoardName, number>;
};
// Read now: the boards' stores close with the quit.
const idsOnBoards = new Map(published.map((job) => [job.id, boardIds(job)]));
const idsOf = (job: Job) => idsOnBoards.get(job.id) ?? null;

// A conflict on East: its website retitles the job while JobDesk retitles it too; West takes JobDesk's title.
const eastBookkeeper = idsOf(bookkeeper)?.east;
ok(
  await world.onBoard('east', 'PUT', `/jobs/${eastBookkeeper}`, { title: 'Bookkeeper (part time)' }),
  200,
  'website edit',
);
await edit(bookkeeper, 'Senior Bookkeeper');
await world.syncNow();
const attention = ok(
  await call<{ data: Array<{ jobId: number; reason: string; boardId?: number }> }>(
    'GET',
    '/app/v1/jobs/attention',
  ),
  200,
  'attention',
);
assert.deepEqual(
  attention.data.map((each) => [each.jobId, each.reason, each.boardId]),
  [[bookkeeper.id, 'conflict', 1]],
);
assert.equal(world.boardJob('west', bookkeeper.referenceId ?? '')?.title, 'Senior Bookkeeper');

// Offline from here: every change waits in the outbox.
world.offline = true;
const sentBefore = world.requests.length;
await edit(lineCook, 'Line Cook (nights)'); // an update for both boards
ok(
  await call('PUT', `/app/v1/jobs/${payrollClerk.id}/postings`, {
    postings: [{ boardId: 1 }, { boardId: west.id, status: 'archived' }],
  }),
  200,
  'archive on West',
); // an update for West only
const warehouseLead = await create('Warehouse Lead'); // a create for both boards
const deleteJobs = async (jobs: Job[]) =>
  ok(
    await call<BulkJobResult>('POST', '/app/v1/jobs/bulk', {
      action: 'delete',
      ids: jobs.map((job) => job.id),
    }),
    200,
    'delete',
  );
const forkliftDelete = await deleteJobs([forklift]);
// Its Undo window passes: the delete is due for both boards, and a Sync now offline fails to send it.
await clock.advance(60_000);
await world.syncNow();
assert.equal(world.requests.length, sentBefore, 'nothing reached a board offline');

// Last: two jobs deleted a moment before JobDesk quits, inside their Undo window.
const lastDelete = await deleteJobs([driver, dishwasher]);
const undoUntil = lastDelete.restorableUntil ?? '';
await world.close();
const closedAt = clock.now();
assert.ok(
  Date.parse(undoUntil) - closedAt >= 4_000,
  `the Undo window (${undoUntil}) is still open at the quit`,
);

// The quit's backup copies the database: the upgrade is about the database itself, so it is left out.
rmSync(join(root, FOLDERS.laptop, 'backups'), { recursive: true, force: true });
for (const name of ['east', 'west'] as const)
  rmSync(join(root, FOLDERS[name], 'backups'), { recursive: true, force: true });
// The folder lock is made again by whoever opens a folder; a WAL or its index would mean a store left open.
for (const folder of Object.values(FOLDERS))
  for (const file of readdirSync(join(root, folder))) {
    if (file === LOCK_FILE) rmSync(join(root, folder, file));
    assert.ok(!file.endsWith('-wal') && !file.endsWith('-shm'), `${folder}/${file} left behind`);
  }

const described = (job: Job, boardIdsOf: Record<BoardName, number> | null): FixtureJob => ({
  id: job.id,
  referenceId: job.referenceId ?? '',
  title: job.title,
  boardIds: boardIdsOf,
});
const manifest: FixtureManifest = {
  builtFrom: COMMIT,
  note: 'Every key in these folders is fake (FIXTURE_KEYS in fixture-world.ts); no backups are kept.',
  closedAt: new Date(closedAt).toISOString(),
  undoUntil,
  forkliftUndoUntil: forkliftDelete.restorableUntil ?? '',
  westBoardId: west.id,
  jobs: {
    lineCook: { ...described(lineCook, idsOf(lineCook)), title: 'Line Cook (nights)' },
    payrollClerk: described(payrollClerk, idsOf(payrollClerk)),
    bookkeeper: { ...described(bookkeeper, idsOf(bookkeeper)), title: 'Senior Bookkeeper' },
    forklift: described(forklift, idsOf(forklift)),
    driver: described(driver, idsOf(driver)),
    dishwasher: described(dishwasher, idsOf(dishwasher)),
    warehouseLead: described(warehouseLead, null),
  },
};
writeFileSync(join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Upgrade fixture written to ${root}`);

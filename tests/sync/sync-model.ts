// The model-based sync property, shared by the vitest run and the soak script: random local changes
// through JobDesk's local API, interleaved with sync passes under random faults and engine restarts
// and crashes; then, faults off, sync until quiet and the board must equal the local jobs.
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import { createSeededRandom } from '../../src-main/host/seeded-random.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { NO_FAULTS } from './helpers/faulty-fetch.ts';
import { realBoardDialect } from './helpers/real-board-dialect.ts';
import { createSyncWorld } from './helpers/sync-world.ts';
import { MAX_SETTLE_MS, syncCommandsArbitrary } from './sync-model-commands.ts';
import {
  type ModelJob,
  newGeneration,
  type SyncModel,
  type SyncReal,
  strictPublishing,
} from './sync-model-real.ts';

/** Faults off, then syncNow (and time) until nothing waits; the board must then equal the local jobs. */
async function convergeAndCheck(model: SyncModel, real: SyncReal): Promise<void> {
  const { world } = real;
  real.faults = NO_FAULTS;
  real.generation.faulty.faults = NO_FAULTS;
  const waiting = () => {
    const counts = world.local.store.outboxOf(1).countOutboxForEmployer(world.localEmployerId);
    return Object.values(counts).reduce((sum, count) => sum + count, 0);
  };
  for (let round = 0; round < 20 && waiting() > 0; round += 1) {
    await world.clock.settle(real.generation.engine.syncNow(), { maxMs: MAX_SETTLE_MS });
    if (waiting() > 0) await world.clock.advance(60_000);
  }
  await world.clock.settle(real.generation.engine.syncNow(), { maxMs: MAX_SETTLE_MS });
  await world.clock.settle(real.generation.engine.stop(), { maxMs: MAX_SETTLE_MS });

  const rows = world.local.store.db
    .prepare('SELECT job_id, operation, state, attempts, last_error FROM outbox ORDER BY seq')
    .all();
  deepStrictEqual(
    world.local.store.outboxOf(1).countOutboxForEmployer(world.localEmployerId),
    { pending: 0, 'in-flight': 0, failed: 0, 'needs-attention': 0, 'set-aside': 0 },
    `changes still wait: ${JSON.stringify(rows)}`,
  );
  const local = world.local.store.jobs
    .listJobs(world.localEmployerId, { page: 1, pageSize: 10_000 })
    .rows.map((row) => world.local.store.jobs.getJob(world.localEmployerId, row.id) as Job);
  const board = world.boardJobs();
  const key = (job: Job) => job.referenceId ?? `(none) #${job.id}`;
  const shown = (job: Job | ModelJob) => ({
    id: job.id,
    referenceId: job.referenceId,
    status: job.status,
    title: job.title,
    description: job.description,
    categoryIds: 'categories' in job ? job.categories.map((category) => category.id) : job.categoryIds,
    confidential: job.confidential,
  });
  deepStrictEqual(
    local.map(shown).sort((a, b) => a.id - b.id),
    model.jobs.map(shown).sort((a, b) => a.id - b.id),
    'JobDesk lost or changed what the recruiter set',
  );
  deepStrictEqual(
    board.map(key).sort(),
    local.map(key).sort(),
    'the board and JobDesk hold different referenceIds',
  );
  strictEqual(new Set(board.map(key)).size, board.length, 'a referenceId is on the board twice');
  const boardByReference = new Map(board.map((job) => [job.referenceId, job]));
  for (const job of local) {
    const remote = boardByReference.get(job.referenceId) as Job;
    deepStrictEqual(jobToInput(remote), jobToInput(job), `job ${key(job)} differs from the board's`);
    strictEqual(
      remote.publishDate,
      job.publishDate,
      `job ${key(job)} has another publishDate than the board's`,
    );
    const info = world.local.store.jobs.getJobSyncInfo(world.localEmployerId, job.id);
    strictEqual(info?.syncState, 'synced', `job ${key(job)} is ${info?.syncState}: ${info?.syncMessage}`);
    strictEqual(info?.remoteId, remote.id, `job ${key(job)} has the wrong remote id`);
  }
}

/** The property: any run of commands with any faults converges once the faults stop. */
export const syncModelProperty = (replayPath?: string) =>
  fc.asyncProperty(
    syncCommandsArbitrary(replayPath),
    fc.integer(),
    fc.boolean(),
    async (commands, seed, speaksLikeTheRealBoard) => {
      const world = await createSyncWorld();
      const random = createSeededRandom(seed);
      const board = { core: world.remote, employerId: world.remoteEmployerId };
      const strict = strictPublishing(world.remoteFetch, () => world);
      const remoteFetch = speaksLikeTheRealBoard ? realBoardDialect(strict, board).fetch : strict;
      const base = { world, random, faults: NO_FAULTS, remoteFetch };
      const real: SyncReal = { ...base, generation: newGeneration(base) };
      try {
        const model: SyncModel = { jobs: [], renames: 0 };
        await fc.asyncModelRun(() => ({ model, real }), commands);
        await convergeAndCheck(model, real);
      } finally {
        real.generation.clock.freeze();
        world.close();
      }
    },
  );

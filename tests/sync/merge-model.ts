// The merge model property, shared by the vitest run and the soak script: two laptops and the board's
// website act on the same jobs at random, with faults, offline windows and crashes; then, all online,
// sync until quiet. Only real conflicts (two writes neither of which saw the other) may be held, and
// every one must be; once the recruiter has decided them all, the board holds the last write of every
// property, no deleted job is back, and both laptops equal the board.
import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import fc from 'fast-check';
import { LOCAL_EMPLOYER_ID } from '../../src-main/core/jobdesk-core.ts';
import { createSeededRandom } from '../../src-main/host/seeded-random.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { ConflictChoice } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { NO_FAULTS } from './helpers/faulty-fetch.ts';
import type { Laptop } from './helpers/laptop.ts';
import { mergeCommandsArbitrary } from './merge-model-arbitrary.ts';
import { startingJobs } from './merge-model-commands.ts';
import { falseConflict, type HeldJob, heldJobs, noteRealConflicts } from './merge-model-conflicts.ts';
import { comparable, valueKey } from './merge-model-graph.ts';
import { settleTwins } from './merge-model-twins.ts';
import { propertyOf } from './merge-model-values.ts';
import {
  boardJobs,
  count,
  createMergeWorld,
  EDITED,
  emptyMergeModel,
  type MergeModel,
  type MergeReal,
  SETTLE_MS,
} from './merge-model-world.ts';

const QUIET_ROUNDS = 12;
const DECISION_ROUNDS = 6;

const laptopsOf = (real: MergeReal): Laptop[] => Object.values(real.laptops);

function localJobs(laptop: Laptop): Job[] {
  const { jobs } = laptop.core.store;
  const { rows } = jobs.listJobs(LOCAL_EMPLOYER_ID, { page: 1, pageSize: 10_000 });
  return rows.map((row) => jobs.getJob(LOCAL_EMPLOYER_ID, row.id) as Job);
}

const shown = (job: Job) => ({ ...jobToInput(job), publishDate: job.publishDate });

/** Everything sync can still change: the board's jobs, each laptop's jobs and sync states. */
function fingerprint(real: MergeReal): string {
  const board = boardJobs(real).map(shown);
  const laptops = laptopsOf(real).map((laptop) =>
    localJobs(laptop).map((job) => ({
      ...shown(job),
      sync: laptop.core.store.jobs.getJobSyncInfo(LOCAL_EMPLOYER_ID, job.id)?.syncState,
    })),
  );
  return valueKey({ board, laptops });
}

/** All online, no faults; each laptop syncs and reads every board job until nothing changes. */
async function syncUntilQuiet(real: MergeReal): Promise<void> {
  for (const laptop of laptopsOf(real)) {
    laptop.offline = false;
    laptop.faulty.faults = NO_FAULTS;
  }
  let last = '';
  for (let round = 0; round < QUIET_ROUNDS; round += 1) {
    for (const laptop of laptopsOf(real)) {
      // One laptop at a time: two engines that both read a job and then both write the same property
      // would race, and the board's interface has no conditional write to stop the second.
      const others = laptopsOf(real).filter((other) => other !== laptop);
      for (const other of others) other.offline = true;
      await real.clock.settle(laptop.core.engine.syncNow(), { maxMs: SETTLE_MS });
      await real.clock.settle(laptop.core.engine.pullOnce({ full: true }), { maxMs: SETTLE_MS });
      for (const other of others) other.offline = false;
    }
    const now = fingerprint(real);
    if (now === last) return;
    last = now;
  }
  throw new Error(`sync did not go quiet in ${QUIET_ROUNDS} rounds`);
}

/**
 * What the laptops hold for the recruiter: each conflict must be real, a job missing from the board must
 * be one someone deleted, and a job with a property written twice without either writer seeing the other
 * must be held as a conflict by a laptop. (The job, not each such property: a laptop holding a job sends
 * and reads nothing more of it until the recruiter decides, so a second property may show only then.)
 */
async function checkHeld(model: MergeModel, real: MergeReal): Promise<Map<Laptop, HeldJob[]>> {
  const all = new Map<Laptop, HeldJob[]>();
  const heldConflicts = new Set<string>();
  for (const laptop of laptopsOf(real)) {
    const held = await heldJobs(laptop);
    all.set(laptop, held);
    for (const entry of held) {
      const what = `${laptop.name} holds ${entry.referenceId} as ${entry.reason}: ${entry.messages.join(' ')}`;
      // Refused for a Reference ID another job had, and given another since: the next sync sends it.
      if (entry.reason === 'refused' && model.givenAnew.has(entry.referenceId)) continue;
      if (entry.reason === 'missing-on-remote' || entry.reason === 'delete-held') {
        if (!model.deleted.has(entry.referenceId)) throw new Error(`${what}, but nobody deleted it`);
        continue;
      }
      if (entry.reason !== 'conflict') throw new Error(what);
      if ((entry.conflicts ?? []).length === 0) throw new Error(`${what}, with no property in conflict`);
      for (const conflict of entry.conflicts ?? []) {
        const problem = falseConflict(model, laptop, entry, conflict);
        if (problem !== null) throw new Error(problem);
        count(real, 'conflicts held after settling');
        heldConflicts.add(entry.referenceId);
      }
    }
  }
  for (const { referenceId } of model.jobs) {
    if (model.deleted.has(referenceId)) continue;
    for (const property of EDITED) {
      const heads = model.graphs.heads(referenceId, property);
      if (heads.length > 1 && !heldConflicts.has(referenceId)) {
        throw new Error(
          `${referenceId}.${property} was written as ${heads.map((head) => valueKey(head)).join(' and ')} ` +
            'without either writer seeing the other, and no laptop holds the job as a conflict',
        );
      }
    }
  }
  return all;
}

/**
 * The recruiter decides every held job: each conflict property either way, a job gone from the board
 * removed here, and a delete held back over a board job that differs from what was sent deleted there too
 * (in the model every job is the one team's: the differences are a colleague's edits, not another's job).
 */
async function decideAll(model: MergeModel, real: MergeReal, held: Map<Laptop, HeldJob[]>): Promise<void> {
  for (const [laptop, entries] of held) {
    for (const entry of entries) {
      if (entry.reason === 'refused') continue;
      if (entry.reason === 'delete-held') {
        real.trace.push(`delete on the board too(${laptop.name}, ${entry.referenceId})`);
        const answer = await laptop.call('POST', `/app/v1/jobs/${entry.jobId}/delete-on-board`);
        strictEqual(answer.status, 202, `${laptop.name} could not delete ${entry.referenceId} on the board`);
        count(real, 'held deletes confirmed');
        continue;
      }
      if (entry.reason === 'missing-on-remote') {
        const answer = await laptop.call('POST', `/app/v1/jobs/${entry.jobId}/discard`);
        strictEqual(answer.status, 200, `${laptop.name} could not remove ${entry.referenceId} here`);
        count(real, 'missing jobs removed here');
        continue;
      }
      const choices: Record<string, ConflictChoice> = {};
      for (const conflict of entry.conflicts ?? []) {
        const choice: ConflictChoice = real.random() < 0.5 ? 'mine' : 'board';
        choices[conflict.property] = choice;
        const [from, to] =
          choice === 'mine' ? [conflict.theirs, conflict.mine] : [conflict.mine, conflict.theirs];
        model.graphs.write(entry.referenceId, conflict.property, from, to, {
          again: choice === 'mine',
          adopted: choice !== 'mine',
        });
      }
      real.trace.push(`decide(${laptop.name}, ${entry.referenceId}, ${JSON.stringify(choices)})`);
      const answer = await laptop.call('POST', `/app/v1/jobs/${entry.jobId}/resolve`, { choices });
      strictEqual(answer.status, 200, `${laptop.name} could not resolve ${entry.referenceId}`);
    }
  }
}

function checkConverged(model: MergeModel, real: MergeReal): void {
  const board = new Map(boardJobs(real).map((job) => [job.referenceId ?? `#${job.id}`, job]));
  for (const { referenceId } of model.jobs) {
    const remote = board.get(referenceId);
    if (model.deleted.has(referenceId)) {
      strictEqual(remote, undefined, `${referenceId} was deleted and is back on the board`);
      continue;
    }
    if (remote === undefined) throw new Error(`${referenceId} was never deleted and is not on the board`);
    for (const property of EDITED) {
      const heads = model.graphs.heads(referenceId, property);
      strictEqual(heads.length, 1, `${referenceId}.${property} is still written two ways`);
      deepStrictEqual(
        valueKey(comparable(property, propertyOf(remote, property))),
        valueKey(comparable(property, heads[0])),
        `the board's ${referenceId}.${property} is not the last change made to it`,
      );
    }
  }
  const expected = [...board.values()].map(shown).sort((a, b) => valueKey(a).localeCompare(valueKey(b)));
  for (const laptop of laptopsOf(real)) {
    const jobs = localJobs(laptop);
    for (const job of jobs) {
      const info = laptop.core.store.jobs.getJobSyncInfo(LOCAL_EMPLOYER_ID, job.id);
      strictEqual(info?.syncState, 'synced', `${laptop.name}'s ${job.referenceId} is ${info?.syncState}`);
    }
    const local = jobs.map(shown).sort((a, b) => valueKey(a).localeCompare(valueKey(b)));
    deepStrictEqual(local, expected, `laptop ${laptop.name} differs from the board`);
  }
}

async function settleAndCheck(model: MergeModel, real: MergeReal): Promise<void> {
  let stillHeld: string[] = [];
  for (let round = 0; round < DECISION_ROUNDS; round += 1) {
    await syncUntilQuiet(real);
    // A job given another Reference ID is sent at the next sync: check once it has been.
    if ((await settleTwins(model, real)) > 0) continue;
    count(real, 'races the board cannot refuse', real.boardLog.settleRaces(model.graphs, EDITED));
    count(real, 'retries over an exact undo', real.boardLog.settleRetries(model.graphs, EDITED));
    const held = await checkHeld(model, real);
    stillHeld = [...held].flatMap(([laptop, entries]) =>
      entries.map(
        (entry) =>
          `${laptop.name} holds ${entry.referenceId} as ${entry.reason}: ${entry.messages.join(' ')}`,
      ),
    );
    if ([...held.values()].every((entries) => entries.length === 0)) {
      checkConverged(model, real);
      return;
    }
    await decideAll(model, real, held);
  }
  throw new Error(
    `jobs are still held after ${DECISION_ROUNDS} rounds of decisions (${stillHeld.join('; ')})`,
  );
}

/**
 * The property: any run of the three actors' commands settles to the board and laptops described above.
 * `onRun` is told what each run did (to see that runs exercise conflicts, crashes and lost answers).
 */
export const mergeModelProperty = (replayPath?: string, onRun?: (counts: Record<string, number>) => void) =>
  fc.asyncProperty(mergeCommandsArbitrary(replayPath), fc.integer(), async (commands, seed) => {
    const world = await createMergeWorld(createSeededRandom(seed));
    try {
      const model = emptyMergeModel();
      world.boardLog.watchReads((actor, board) => {
        if (actor !== 'W') noteRealConflicts(model, world.laptops[actor], board);
      });
      await startingJobs(model, world);
      await fc.asyncModelRun(() => ({ model, real: world }), commands);
      await settleAndCheck(model, world);
      for (const laptop of Object.values(world.laptops))
        count(world, 'writes landed unanswered', laptop.unacknowledgedWrites().length);
      onRun?.(world.counts);
    } catch (error) {
      if (error instanceof Error) error.message += `\n  trace: ${world.trace.join(', ')}`;
      throw error;
    } finally {
      world.close();
    }
  });

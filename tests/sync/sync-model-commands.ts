// The commands of the model run: local changes through JobDesk's API (checked against the model),
// sync passes, pulls, time, faults, clean restarts and crashes; and the arbitrary that draws them.

import fc from 'fast-check';
import type { JobRequestBody } from '../../src-shared/client/index.ts';
import { minimalJobBody } from '../../src-shared/rules/job-fixtures.testing.ts';
import { canTransition } from '../../src-shared/rules/status-transitions.ts';
import type { Job, JobStatus } from '../../src-shared/schemas/resources.ts';
import { flushAsync } from './helpers/fake-clock.ts';
import type { FetchFaults } from './helpers/faulty-fetch.ts';
import { NO_FAULTS } from './helpers/faulty-fetch.ts';
import {
  type ModelJob,
  newGeneration,
  type SyncCommand,
  type SyncModel,
  type SyncReal,
} from './sync-model-real.ts';

const POOL = ['POOL-1', 'POOL-2', 'POOL-3'] as const;
const STATUSES: JobStatus[] = ['draft', 'active', 'archived'];
export const MAX_SETTLE_MS = 6 * 60 * 60 * 1000;
function body(overrides: JobRequestBody): JobRequestBody {
  return { ...minimalJobBody(), title: 'Job', description: '<p>Work.</p>', ...overrides };
}

async function expectAnswer(
  real: SyncReal,
  method: string,
  path: string,
  payload: unknown,
  status: number,
): Promise<unknown> {
  const answer = await real.world.localApi(method, path, payload);
  if (answer.status !== status) {
    throw new Error(
      `${method} ${path} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.json)}`,
    );
  }
  return answer.json;
}

const picked = (model: SyncModel, pick: number): ModelJob => model.jobs[pick % model.jobs.length] as ModelJob;
const always = () => true;
const hasJobs = (model: Readonly<SyncModel>) => model.jobs.length > 0;

/** A command as fast-check runs it; `name` is what a counterexample prints. */
function command(
  name: string,
  run: (model: SyncModel, real: SyncReal) => Promise<void>,
  check: (model: Readonly<SyncModel>) => boolean = always,
): SyncCommand {
  return { check, run, toString: () => name };
}

function createJob(referenceId: (typeof POOL)[number] | null, status: JobStatus, title: string): SyncCommand {
  return command(`create(${referenceId ?? 'auto'}, ${status}, ${title})`, async (model, real) => {
    const inUse = referenceId !== null && model.jobs.some((job) => job.referenceId === referenceId);
    const payload = body({ title, status, referenceId: referenceId ?? undefined });
    const created = (await expectAnswer(real, 'POST', '/jobs', payload, inUse ? 409 : 201)) as Job;
    if (inUse) return;
    model.jobs.push({
      id: created.id,
      status,
      referenceId: created.referenceId as string,
      title,
      description: payload.description as string,
      categoryIds: [12],
      confidential: false,
    });
  });
}

type Edit =
  | { title: string }
  | { description: string }
  | { categories: Array<{ id: number }> }
  | { confidential: boolean }
  | 'rename';

function editJob(pick: number, edit: Edit): SyncCommand {
  return command(
    `edit(#${pick}, ${JSON.stringify(edit)})`,
    async (model, real) => {
      const job = picked(model, pick);
      let patch: JobRequestBody;
      if (edit === 'rename') {
        model.renames += 1;
        // Renames take referenceIds never used before: swapping two (A→B while B→A) needs a person.
        patch = { referenceId: `R-${job.id}-${model.renames}` };
      } else patch = edit;
      await expectAnswer(real, 'PUT', `/jobs/${job.id}`, patch, 200);
      if (patch.referenceId != null) job.referenceId = patch.referenceId;
      if (patch.title !== undefined) job.title = patch.title;
      if (patch.description !== undefined) job.description = patch.description;
      if (patch.categories !== undefined)
        job.categoryIds = patch.categories.map((category) => category.id as number);
      if (patch.confidential !== undefined) job.confidential = patch.confidential;
    },
    hasJobs,
  );
}

function changeStatus(pick: number, to: JobStatus): SyncCommand {
  return command(
    `status(#${pick}, ${to})`,
    async (model, real) => {
      const job = picked(model, pick);
      await expectAnswer(real, 'PUT', `/jobs/${job.id}`, { status: to }, 200);
      job.status = to;
    },
    (model) => {
      if (model.jobs.length === 0) return false;
      const from = picked(model as SyncModel, pick).status;
      return from !== to && canTransition(from, to);
    },
  );
}

function deleteJob(pick: number): SyncCommand {
  return command(
    `delete(#${pick})`,
    async (model, real) => {
      const job = picked(model, pick);
      await expectAnswer(real, 'DELETE', `/jobs/${job.id}`, undefined, 204);
      model.jobs.splice(model.jobs.indexOf(job), 1);
    },
    hasJobs,
  );
}

const replay = command('replay', async (_model, real) => {
  await real.world.clock.settle(real.generation.engine.replayOnce(), { maxMs: MAX_SETTLE_MS });
});

/** A pass runs while the recruiter edits a job: the answer must not overwrite the edit. */
function replayWhileEditing(pick: number, title: string): SyncCommand {
  return command(
    `replay-while-editing(#${pick}, ${title})`,
    async (model, real) => {
      const pass = real.generation.engine.replayOnce();
      await flushAsync(1);
      const job = picked(model, pick);
      await expectAnswer(real, 'PUT', `/jobs/${job.id}`, { title }, 200);
      job.title = title;
      await real.world.clock.settle(pass, { maxMs: MAX_SETTLE_MS });
    },
    hasJobs,
  );
}

const pull = command('pull', async (_model, real) => {
  await real.world.clock.settle(real.generation.engine.pullOnce(), { maxMs: MAX_SETTLE_MS });
});

function advance(ms: number): SyncCommand {
  return command(`advance(${ms})`, async (_model, real) => {
    await real.world.clock.advance(ms);
  });
}

function setFaults(faults: FetchFaults): SyncCommand {
  return command(`faults(${JSON.stringify(faults)})`, async (_model, real) => {
    real.faults = faults;
    real.generation.faulty.faults = faults;
  });
}

/** A clean restart: stop (waiting for the pass under way), then a fresh engine over the same store. */
const restart = command('restart', async (_model, real) => {
  await real.world.clock.settle(real.generation.engine.stop(), { maxMs: MAX_SETTLE_MS });
  real.generation.clock.freeze();
  real.generation = newGeneration(real);
});

/**
 * A crash mid-flight: the next request is handled by the board (or not) and never answered, and the
 * engine, its clock and its requests are abandoned for good; a fresh engine takes over the store.
 */
function crash(handled: boolean): SyncCommand {
  return command(`crash(${handled ? 'after handling' : 'before handling'})`, async (_model, real) => {
    const old = real.generation;
    const hung = old.faulty.crashOnNextRequest(handled);
    const pass = old.engine.replayOnce();
    await real.world.clock.settle(Promise.race([hung, pass]), { maxMs: MAX_SETTLE_MS });
    old.clock.freeze();
    void old.faulty.crashOnNextRequest(false);
    // Whatever the dead engine was doing in memory finishes now; from here on it only waits forever.
    await flushAsync(5);
    real.generation = newGeneration(real);
  });
}

const faultsArbitrary: fc.Arbitrary<FetchFaults> = fc.oneof(
  fc.constant(NO_FAULTS),
  fc.record({
    latencyMs: fc.constantFrom(0, 50, 2_000),
    failRate: fc.constantFrom(0, 0.2, 0.5),
    dropRate: fc.constantFrom(0, 0.2, 0.5),
    lostAckRate: fc.constantFrom(0, 0.2, 0.5),
    rateLimitRate: fc.constantFrom(0, 0.2),
    retryAfterSeconds: fc.constantFrom(1, 5),
  }),
);

const editArbitrary: fc.Arbitrary<Edit> = fc.oneof(
  fc.constantFrom('Cook', 'Welder', 'Nurse', 'Driver').map((title) => ({ title })),
  fc.constantFrom('<p>New.</p>', '<ul><li>Shifts</li></ul>').map((description) => ({ description })),
  fc
    .subarray([1, 12, 17, 23], { minLength: 1, maxLength: 3 })
    .map((ids) => ({ categories: ids.map((id) => ({ id })) })),
  fc.boolean().map((confidential) => ({ confidential })),
  fc.constant('rename' as const),
);

const pick = fc.nat({ max: 50 });

const createArbitrary = fc
  .tuple(
    fc.option(fc.constantFrom(...POOL), { nil: null }),
    fc.constantFrom(...STATUSES),
    fc.constantFrom('A', 'B', 'C'),
  )
  .map(([referenceId, status, title]) => createJob(referenceId, status, title));
const editCommandArbitrary = fc.tuple(pick, editArbitrary).map(([index, edit]) => editJob(index, edit));
const statusArbitrary = fc
  .tuple(pick, fc.constantFrom(...STATUSES))
  .map(([index, to]) => changeStatus(index, to));
const faultsCommandArbitrary = faultsArbitrary.map((faults) => setFaults(faults));

/**
 * Listed several times to weigh them: fc.commands picks among the arbitraries uniformly. `replayPath` is
 * the hint a counterexample prints (`/*replayPath="…"*\/`), needed with `seed` and `path` to replay it.
 */
export const syncCommandsArbitrary = (replayPath?: string) =>
  fc.commands<SyncModel, SyncReal, false>(
    [
      createArbitrary,
      createArbitrary,
      createArbitrary,
      editCommandArbitrary,
      editCommandArbitrary,
      editCommandArbitrary,
      statusArbitrary,
      statusArbitrary,
      pick.map((index) => deleteJob(index)),
      fc.constant(replay),
      fc.constant(replay),
      fc.tuple(pick, fc.constantFrom('X', 'Y')).map(([index, title]) => replayWhileEditing(index, title)),
      fc.constant(pull),
      fc.integer({ min: 100, max: 600_000 }).map((ms) => advance(ms)),
      faultsCommandArbitrary,
      faultsCommandArbitrary,
      fc.constant(restart),
      fc.boolean().map((handled) => crash(handled)),
    ],
    { maxCommands: 50, size: 'max', replayPath },
  );

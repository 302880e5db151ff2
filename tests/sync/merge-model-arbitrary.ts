// What a merge model run is made of: fast-check's arbitraries for every command, weighed by listing some
// several times (fc.commands picks among them uniformly).
import fc from 'fast-check';
import type { ConflictChoice } from '../../src-shared/schemas/conflicts.ts';
import type { JobStatus } from '../../src-shared/schemas/resources.ts';
import { type FetchFaults, NO_FAULTS } from './helpers/faulty-fetch.ts';
import { create, edit, remove, resolve, restore } from './merge-model-commands.ts';
import {
  advance,
  crash,
  faults,
  offline,
  pull,
  restart,
  stepClock,
  syncNow,
} from './merge-model-laptop-commands.ts';
import { createTwins } from './merge-model-twins.ts';
import { type Actor, EDITED, type LaptopName, type MergeModel, type MergeReal } from './merge-model-world.ts';

const laptopName = fc.constantFrom<LaptopName>('A', 'B');
const actor = fc.constantFrom<Actor>('A', 'B', 'W');
/** Small, so that the three actors often pick the same job. */
const pick = fc.nat({ max: 5 });
const faultsArbitrary: fc.Arbitrary<FetchFaults> = fc.oneof(
  fc.constant(NO_FAULTS),
  fc.record({
    latencyMs: fc.constantFrom(0, 50, 2_000),
    failRate: fc.constantFrom(0, 0.2),
    dropRate: fc.constantFrom(0, 0.2),
    lostAckRate: fc.constantFrom(0.3, 0.6, 0.9),
    rateLimitRate: fc.constantFrom(0, 0.1),
    retryAfterSeconds: fc.constantFrom(1, 5),
  }),
);
const editArbitrary = fc
  .tuple(actor, pick, fc.subarray([...EDITED], { minLength: 1, maxLength: 3 }))
  .map(([who, index, properties]) => edit(who, index, properties));
const editDuringPassArbitrary = fc
  .tuple(laptopName, pick, fc.subarray([...EDITED], { minLength: 1, maxLength: 2 }), fc.nat({ max: 12 }))
  .map(([who, index, properties, turns]) => edit(who, index, properties, turns));

const resolveArbitrary = fc
  .tuple(
    laptopName,
    pick,
    fc.array(fc.constantFrom<ConflictChoice>('mine', 'board'), { minLength: 1, maxLength: 3 }),
  )
  .map(([name, index, choices]) => resolve(name, index, choices));

const restoreArbitrary = fc
  .tuple(
    laptopName,
    pick,
    fc.constantFrom(...EDITED.filter((property) => property !== 'status')),
    fc.nat({ max: 7 }),
  )
  .map(([name, index, property, choice]) => restore(name, index, property, choice));

/** Listed several times to weigh them: fc.commands picks among the arbitraries uniformly. */
export const mergeCommandsArbitrary = (replayPath?: string) =>
  fc.commands<MergeModel, MergeReal, false>(
    [
      fc
        .tuple(actor, fc.constantFrom<JobStatus>('draft', 'active'))
        .map(([who, status]) => create(who, status)),
      fc
        .tuple(actor, fc.constantFrom<JobStatus>('draft', 'active'))
        .map(([who, status]) => create(who, status)),
      editArbitrary,
      editArbitrary,
      editArbitrary,
      editArbitrary,
      editArbitrary,
      editArbitrary,
      editDuringPassArbitrary,
      editDuringPassArbitrary,
      fc.constantFrom<JobStatus>('draft', 'active').map(createTwins),
      fc.tuple(actor, pick).map(([who, index]) => remove(who, index)),
      fc.tuple(laptopName, fc.constantFrom(-2, 2)).map(([name, days]) => stepClock(name, days)),
      laptopName.map(syncNow),
      laptopName.map(syncNow),
      laptopName.map(syncNow),
      laptopName.map(pull),
      fc.integer({ min: 100, max: 300_000 }).map(advance),
      fc.tuple(laptopName, fc.boolean()).map(([name, on]) => offline(name, on)),
      fc.tuple(laptopName, fc.boolean()).map(([name, on]) => offline(name, on)),
      fc.tuple(laptopName, faultsArbitrary).map(([name, chosen]) => faults(name, chosen)),
      fc.tuple(laptopName, faultsArbitrary).map(([name, chosen]) => faults(name, chosen)),
      fc
        .tuple(laptopName, fc.nat({ max: 3 }), fc.boolean())
        .map(([name, skip, handled]) => crash(name, skip, handled)),
      laptopName.map(restart),
      resolveArbitrary,
      resolveArbitrary,
      resolveArbitrary,
      restoreArbitrary,
      restoreArbitrary,
    ],
    { maxCommands: 40, size: 'max', replayPath },
  );

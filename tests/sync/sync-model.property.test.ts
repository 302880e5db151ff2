import fc from 'fast-check';
import { it } from 'vitest';
import { syncModelProperty } from './sync-model.ts';

const RUNS = 50;
/**
 * A failure prints `{ seed, path }` and, in the counterexample, `/*replayPath="…"*\/`. To replay it:
 * SYNC_MODEL_SEED=<seed> SYNC_MODEL_PATH=<path> SYNC_MODEL_REPLAY_PATH=<replayPath> \
 *   npx vitest run tests/sync/sync-model.property.test.ts
 */
const seed = process.env.SYNC_MODEL_SEED === undefined ? undefined : Number(process.env.SYNC_MODEL_SEED);
const path = process.env.SYNC_MODEL_PATH;
const replayPath = process.env.SYNC_MODEL_REPLAY_PATH;

it('the board ends equal to the local jobs after any changes, faults, restarts and crashes', async () => {
  await fc.assert(syncModelProperty(replayPath), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
  });
}, 120_000);

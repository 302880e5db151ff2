import fc from 'fast-check';
import { it } from 'vitest';
import { mergeModelProperty } from './merge-model.ts';

const RUNS = Number(process.env.MERGE_MODEL_RUNS ?? 200);
/**
 * A failure prints `{ seed, path }` and, in the counterexample, `/*replayPath="…"*\/`. To replay it:
 * MERGE_MODEL_SEED=<seed> MERGE_MODEL_PATH=<path> MERGE_MODEL_REPLAY_PATH=<replayPath> \
 *   npx vitest run tests/sync/merge-model.property.test.ts
 */
const seed = process.env.MERGE_MODEL_SEED === undefined ? undefined : Number(process.env.MERGE_MODEL_SEED);
const path = process.env.MERGE_MODEL_PATH;
const replayPath = process.env.MERGE_MODEL_REPLAY_PATH;

it('two laptops and the board’s website end agreeing, holding only real conflicts, after any changes, faults and crashes', async () => {
  await fc.assert(mergeModelProperty(replayPath), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
  });
}, 300_000);

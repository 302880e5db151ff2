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

/** MERGE_MODEL_COUNTS=1 prints what the runs did in all (writes, conflicts, crashes, lost answers). */
const totals: Record<string, number> = {};
const addCounts = (counts: Record<string, number>) => {
  for (const [what, n] of Object.entries(counts)) totals[what] = (totals[what] ?? 0) + n;
};

it('two laptops and the board’s website end agreeing, holding only real conflicts, after any changes, faults and crashes', async () => {
  await fc.assert(mergeModelProperty(replayPath, addCounts), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
  });
  if (process.env.MERGE_MODEL_COUNTS === '1') console.log(`merge model, ${RUNS} runs:`, totals);
}, 300_000);

import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mergeModelProperty } from './merge-model.ts';

const RUNS = Number(process.env.MERGE_MODEL_RUNS ?? 200);
/**
 * Runs and shrinking stop here, so that a failure still prints its seed before vitest's own timeout; a
 * machine too busy to finish the runs by then fails, saying how many it made.
 */
const TIME_LIMIT_MS = 240_000;
/**
 * A failure prints `{ seed, path }` and, in the counterexample, `/*replayPath="…"*\/`. To replay it:
 * MERGE_MODEL_SEED=<seed> MERGE_MODEL_PATH=<path> MERGE_MODEL_REPLAY_PATH=<replayPath> \
 *   npx vitest run tests/sync/merge-model.property.test.ts
 * MERGE_MODEL_COUNTS=1 prints what the runs did in all (writes, conflicts, crashes, lost answers).
 */
const seed = process.env.MERGE_MODEL_SEED === undefined ? undefined : Number(process.env.MERGE_MODEL_SEED);
const path = process.env.MERGE_MODEL_PATH;
const replayPath = process.env.MERGE_MODEL_REPLAY_PATH;

it('two laptops and the board’s website end agreeing, holding only real conflicts, after any changes, faults and crashes', async () => {
  const totals: Record<string, number> = {};
  const addCounts = (counts: Record<string, number>) => {
    for (const [what, n] of Object.entries(counts)) totals[what] = (totals[what] ?? 0) + n;
  };
  const details = await fc.check(mergeModelProperty(replayPath, addCounts), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
    plugins: [fc.interruptAfterTimeLimit(TIME_LIMIT_MS, { failOnInterrupt: true })],
  });
  if (details.failed) throw new Error(fc.defaultReportMessage(details));
  if (process.env.MERGE_MODEL_COUNTS === '1') console.log(`merge model, ${details.numRuns} runs:`, totals);
  // A machine too busy to finish in time says so, with how far it got, rather than claiming every run.
  if (details.interrupted)
    console.warn(`merge model: ${details.numRuns} of ${RUNS} runs in ${TIME_LIMIT_MS} ms`);
  expect(details.numRuns, 'runs completed').toBeGreaterThan(0);
}, 300_000);

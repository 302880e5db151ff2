import fc from 'fast-check';
import { expect, it } from 'vitest';
import { mergeModelProperty } from './merge-model.ts';

/**
 * 60 runs: about 30 s on a quiet 2-core machine (200 took 108 s of npm test's time), and every move of the
 * model still made many times over (run with MERGE_MODEL_COUNTS=1: creates with one Reference ID on both
 * laptops, crashes, clock steps, website edits, lost answers, conflicts). Thousands belong to `npm run soak`;
 * MERGE_MODEL_RUNS=200 for more here.
 */
const RUNS = Number(process.env.MERGE_MODEL_RUNS ?? 60);
/**
 * Runs and shrinking stop here, so that a failure still prints its seed before vitest's own timeout; a
 * machine too busy to finish the runs by then fails, saying how many it made.
 */
const TIME_LIMIT_MS = 540_000;
/**
 * A failure prints `{ seed, path }` and, in the counterexample, `/*replayPath="…"*\/`. To replay it:
 * MERGE_MODEL_SEED=<seed> MERGE_MODEL_PATH=<path> MERGE_MODEL_REPLAY_PATH=<replayPath> \
 *   npx vitest run tests/sync/merge-model.property.test.ts
 * MERGE_MODEL_COUNTS=1 prints what the runs did in all (writes, conflicts, crashes, lost answers).
 */
/**
 * A fixed seed by default, so that `npm test` is the same runs every time; `npm run soak` draws new seeds.
 * The one race the board's API cannot stop (a write landing between a laptop's read and its update: it has no
 * conditional write) ends with the later write, as README says; merge-model-races.ts tells it from a bug.
 */
const DEFAULT_SEED = 424_242;
const seed = Number(process.env.MERGE_MODEL_SEED ?? DEFAULT_SEED);
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
  if (details.failed) {
    const report = `${fc.defaultReportMessage(details)} (${details.numRuns} runs made)`;
    throw new Error(report, { cause: details.errorInstance });
  }
  if (process.env.MERGE_MODEL_COUNTS === '1') console.log(`merge model, ${details.numRuns} runs:`, totals);
  // A replay (a path given) runs that one case only.
  if (path === undefined) expect(details.numRuns, 'runs made').toBe(RUNS);
}, 600_000);

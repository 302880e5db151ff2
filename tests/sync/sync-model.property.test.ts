import fc from 'fast-check';
import { expect, it } from 'vitest';
import { syncModelProperty } from './sync-model.ts';

/** 50 runs: about 10 s on a quiet 2-core machine. Thousands with new seeds belong to `npm run soak`. */
const RUNS = Number(process.env.SYNC_MODEL_RUNS ?? 50);
/**
 * One run takes a fraction of a second: one still going after this has hung, and fails with its seed and path
 * (vitest's own timeout would end the test without them).
 */
const RUN_TIMEOUT_MS = 30_000;
/**
 * Runs and shrinking stop here, so that a failure still prints its seed before vitest's own timeout; a machine
 * too busy to finish the runs by then fails, saying how many it made.
 */
const TIME_LIMIT_MS = 150_000;
/**
 * A fixed seed by default, so that `npm test` makes the same runs every time; `npm run soak` draws new seeds.
 * A failure prints `{ seed, path }` and, in the counterexample, `/*replayPath="…"*\/`. To replay it:
 * SYNC_MODEL_SEED=<seed> SYNC_MODEL_PATH=<path> SYNC_MODEL_REPLAY_PATH=<replayPath> \
 *   npx vitest run tests/sync/sync-model.property.test.ts
 */
const DEFAULT_SEED = 20_261_207;
const seed = Number(process.env.SYNC_MODEL_SEED ?? DEFAULT_SEED);
const path = process.env.SYNC_MODEL_PATH;
const replayPath = process.env.SYNC_MODEL_REPLAY_PATH;

it('the board ends equal to the local jobs after any changes, faults, restarts and crashes', async () => {
  const details = await fc.check(syncModelProperty(replayPath), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
    plugins: [
      fc.timeout(RUN_TIMEOUT_MS),
      fc.interruptAfterTimeLimit(TIME_LIMIT_MS, { failOnInterrupt: true }),
    ],
  });
  if (details.failed) {
    const report = `${fc.defaultReportMessage(details)} (${details.numRuns} runs made)`;
    throw new Error(report, { cause: details.errorInstance });
  }
  // A replay (a path given) runs that one case only.
  if (path === undefined) expect(details.numRuns, 'runs made').toBe(RUNS);
}, 180_000);

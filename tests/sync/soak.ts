// Soak test of sync: the model property of sync-model.property.test.ts run many times, one seed each,
// then the two-board model of multi-board-model.property.test.ts (SYNC_SOAK_BOARD_RUNS runs, default 100),
// printing "N runs, F failures" and how to replay every failing seed.
// Usage: SYNC_SOAK_RUNS=5000 [SYNC_SOAK_BOARD_RUNS=500] [SYNC_SOAK_SEED=1] [SYNC_SOAK_SHRINK=1] npm run soak
import fc from 'fast-check';
import { multiBoardProperty } from './multi-board-model.ts';
import { syncModelProperty } from './sync-model.ts';

type Failure = { seed: number; path: string; replayPath: string; message: string };

const runs = Number(process.env.SYNC_SOAK_RUNS ?? 1000);
const firstSeed = Number(process.env.SYNC_SOAK_SEED ?? Date.now() % 2 ** 31);
const shrink = process.env.SYNC_SOAK_SHRINK === '1';
if (!Number.isInteger(runs) || runs < 1) throw new RangeError('SYNC_SOAK_RUNS must be a positive integer.');

const failures: Failure[] = [];
const started = performance.now();
for (let index = 0; index < runs; index += 1) {
  const seed = (firstSeed + index) | 0;
  const result = await fc.check(syncModelProperty(), { seed, numRuns: 1, endOnFailure: !shrink });
  if (result.failed) {
    const error = result.errorInstance;
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    const replayPath = /replayPath="([^"]*)"/.exec(fc.stringify(result.counterexample))?.[1] ?? '';
    failures.push({ seed, path: result.counterexamplePath ?? '0', replayPath, message });
    console.log(`seed ${seed} failed: ${message}`);
  }
  if ((index + 1) % 100 === 0) {
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`… ${index + 1} runs, ${failures.length} failures (${seconds} s)`);
  }
}

console.log(`${runs} runs, ${failures.length} failures`);

// The two-board model: one seed for all its runs, printed, as its vitest run does.
const boardRuns = Number(process.env.SYNC_SOAK_BOARD_RUNS ?? 100);
const boardSeed = firstSeed;
console.log(`two-board model: ${boardRuns} runs, seed ${boardSeed}`);
const boardResult = await fc.check(multiBoardProperty(), {
  seed: boardSeed,
  numRuns: boardRuns,
  endOnFailure: !shrink,
});
if (boardResult.failed) {
  const error = boardResult.errorInstance;
  console.log(
    `two-board model failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}\n` +
      `    replay: MULTI_BOARD_SEED=${boardSeed} MULTI_BOARD_PATH=${boardResult.counterexamplePath} ` +
      'npx vitest run tests/sync/multi-board-model.property.test.ts',
  );
} else console.log(`two-board model: ${boardRuns} runs, 0 failures`);
for (const failure of failures) {
  console.log(
    `  seed ${failure.seed}: ${failure.message}\n` +
      `    replay: SYNC_MODEL_SEED=${failure.seed} SYNC_MODEL_PATH=${failure.path} ` +
      `SYNC_MODEL_REPLAY_PATH='${failure.replayPath}' ` +
      'npx vitest run tests/sync/sync-model.property.test.ts',
  );
}
process.exitCode = failures.length > 0 || boardResult.failed ? 1 : 0;

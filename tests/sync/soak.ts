// Soak test of sync: the model properties of sync-model.property.test.ts (one laptop, its local changes)
// and merge-model.property.test.ts (two laptops and the board's website on the same jobs) run many times,
// one seed each, printing "N runs, F failures" per model and how to replay every failing seed; then the
// two-board model of multi-board-model.property.test.ts (SYNC_SOAK_BOARD_RUNS runs, default 100).
// Usage: [SYNC_SOAK_RUNS=5000] [SYNC_SOAK_MODEL=sync|merge|both] [SYNC_SOAK_BOARD_RUNS=100] [SYNC_SOAK_SEED=1]
// [SYNC_SOAK_SHRINK=1] npm run soak (SYNC_SOAK_RUNS runs of each model chosen; both models unless one is named.)
import fc from 'fast-check';
import { mergeModelProperty } from './merge-model.ts';
import { multiBoardProperty } from './multi-board-model.ts';
import { syncModelProperty } from './sync-model.ts';

type Failure = { seed: number; path: string; replayPath: string; message: string };
type Model = {
  name: 'sync' | 'merge';
  property: () => fc.IAsyncProperty<unknown>;
  /** The environment variables its vitest file replays a seed with, and the file. */
  prefix: string;
  file: string;
};

const MODELS: Model[] = [
  {
    name: 'sync',
    property: () => syncModelProperty() as fc.IAsyncProperty<unknown>,
    prefix: 'SYNC_MODEL',
    file: 'tests/sync/sync-model.property.test.ts',
  },
  {
    name: 'merge',
    property: () => mergeModelProperty() as fc.IAsyncProperty<unknown>,
    prefix: 'MERGE_MODEL',
    file: 'tests/sync/merge-model.property.test.ts',
  },
];

const runs = Number(process.env.SYNC_SOAK_RUNS ?? 5000);
const firstSeed = Number(process.env.SYNC_SOAK_SEED ?? Date.now() % 2 ** 31);
const shrink = process.env.SYNC_SOAK_SHRINK === '1';
const chosen = process.env.SYNC_SOAK_MODEL ?? 'both';
if (!Number.isInteger(runs) || runs < 1) throw new RangeError('SYNC_SOAK_RUNS must be a positive integer.');
if (!['sync', 'merge', 'both'].includes(chosen))
  throw new RangeError('SYNC_SOAK_MODEL must be sync, merge or both.');

let failed = 0;
for (const model of MODELS.filter(({ name }) => chosen === 'both' || chosen === name)) {
  const failures: Failure[] = [];
  const started = performance.now();
  for (let index = 0; index < runs; index += 1) {
    const seed = (firstSeed + index) | 0;
    const result = await fc.check(model.property(), { seed, numRuns: 1, endOnFailure: !shrink });
    if (result.failed) {
      const error = result.errorInstance;
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
      const replayPath = /replayPath="([^"]*)"/.exec(fc.stringify(result.counterexample))?.[1] ?? '';
      failures.push({ seed, path: result.counterexamplePath ?? '0', replayPath, message });
      console.log(`${model.name} seed ${seed} failed: ${message}`);
    }
    if ((index + 1) % 100 === 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`… ${model.name}: ${index + 1} runs, ${failures.length} failures (${seconds} s)`);
    }
  }

  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`${model.name} model: ${runs} runs, ${failures.length} failures (${seconds} s)`);
  for (const failure of failures) {
    console.log(
      `  seed ${failure.seed}: ${failure.message}\n` +
        `    replay: ${model.prefix}_SEED=${failure.seed} ${model.prefix}_PATH=${failure.path} ` +
        `${model.prefix}_REPLAY_PATH='${failure.replayPath}' npx vitest run ${model.file}`,
    );
  }
  failed += failures.length;
}

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
process.exitCode = failed > 0 || boardResult.failed ? 1 : 0;

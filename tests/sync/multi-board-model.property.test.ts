import fc from 'fast-check';
import { it } from 'vitest';
import { multiBoardProperty } from './multi-board-model.ts';

const RUNS = Number(process.env.MULTI_BOARD_RUNS ?? 100);
/** The seed is printed; a failure replays with MULTI_BOARD_SEED=<seed> (and fast-check's path, printed too). */
const seed =
  process.env.MULTI_BOARD_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.MULTI_BOARD_SEED);
const path = process.env.MULTI_BOARD_PATH;

it('each of two boards ends with exactly the postings sent to it, once each, with the latest values and its own status', async () => {
  console.log(`multi-board model: seed ${seed} (replay with MULTI_BOARD_SEED=${seed})`);
  await fc.assert(multiBoardProperty(), {
    numRuns: RUNS,
    seed,
    path,
    endOnFailure: path === undefined ? undefined : true,
  });
}, 600_000);

import fc from 'fast-check';
import { it } from 'vitest';
import { multiBoardProperty } from './multi-board-model.ts';

const RUNS = Number(process.env.MULTI_BOARD_RUNS ?? 100);
/**
 * The seed is printed; a failure replays with MULTI_BOARD_SEED=<seed> (and fast-check's path, printed too). A fixed
 * seed by default, so that `npm test` makes the same runs every time; `npm run soak` draws new seeds.
 */
const DEFAULT_SEED = 330_717_307;
const seed = Number(process.env.MULTI_BOARD_SEED ?? DEFAULT_SEED);
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

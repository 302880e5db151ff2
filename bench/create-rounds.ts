// Create through the board, through the floor server and as a raw in-process insert, timed in
// alternating rounds (A, B, C, then C, B, A, …) so that drift and noise on the shared machine fall on
// all three alike.
import { type Operation, runSequential, type Samples } from './measure.ts';

export type CreateSide = 'board' | 'floor' | 'raw';

export type CreateRoundsPlan = {
  rounds: number;
  perRound: number;
  /** For all rounds of all sides together. */
  maxMs: number;
  /** `i` of the first operation; each round continues from the last. */
  offset: number;
};

export async function runCreateRounds(
  sides: Record<CreateSide, Operation>,
  plan: CreateRoundsPlan,
): Promise<Record<CreateSide, Samples[]>> {
  const order: CreateSide[] = ['board', 'floor', 'raw'];
  const samples: Record<CreateSide, Samples[]> = { board: [], floor: [], raw: [] };
  const limits = { iterations: plan.perRound, maxMs: plan.maxMs / (plan.rounds * order.length) };
  for (let round = 0; round < plan.rounds; round += 1) {
    const offset = plan.offset + round * plan.perRound;
    for (const side of round % 2 === 0 ? order : [...order].reverse()) {
      samples[side].push(await runSequential(sides[side], limits, offset));
    }
  }
  return samples;
}

// The floor of a drain on this machine: the same PUT /jobs a drain sends, sent by a bare fetch loop at the
// same concurrency (no store, no engine), so a drain's ratio can be split into the board's share
// (its work on top of the latency, the network) and the engine's.
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import { makeBenchJob, toCreateBody } from './job-corpus.ts';
import { percentile, runConcurrent } from './measure.ts';
import type { SyncBoard } from './sync-board.ts';

const FLOOR_MAX_MS = 60_000;
const WARMUP_ROUNDS = 4;

export type PutFloor = {
  concurrency: number;
  requests: number;
  ms: number;
  /** requests × latency ÷ concurrency */
  boundMs: number;
  ratio: number;
  p50Ms: number;
  p99Ms: number;
};

/**
 * Sends `requests` distinct creates by referenceId (PUT /jobs) as a new employer of the board, after
 * WARMUP_ROUNDS rounds that are not measured (a board fresh from its start answers its first ones slower).
 */
export async function measurePutFloor(
  board: SyncBoard,
  concurrency: number,
  requests: number,
  seed: number,
): Promise<PutFloor> {
  const apiKey = board.takeKey();
  const random = createSeededRandom(seed);
  const warmup = WARMUP_ROUNDS * concurrency;
  const bodies = Array.from({ length: warmup + requests }, (_, i) =>
    JSON.stringify(toCreateBody(makeBenchJob(i, random), `FLOOR-${i + 1}`)),
  );
  const headers = {
    'API-Key': apiKey,
    'Content-Type': 'application/json; charset=utf-8',
    Accept: 'application/json',
  };
  const put = async (i: number) => {
    const response = await fetch(`${board.baseUrl}/jobs`, { method: 'PUT', headers, body: bodies[i] });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`floor PUT ${i} answered ${response.status}`);
  };
  await runConcurrent(put, { iterations: warmup, maxMs: FLOOR_MAX_MS }, concurrency);
  const samples = await runConcurrent(
    put,
    { iterations: requests, maxMs: FLOOR_MAX_MS },
    concurrency,
    warmup,
  );
  const sorted = [...samples.latenciesMs].sort((a, b) => a - b);
  const boundMs = (requests * board.latencyMs) / concurrency;
  return {
    concurrency,
    requests,
    ms: samples.elapsedMs,
    boundMs,
    ratio: samples.elapsedMs / boundMs,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
  };
}

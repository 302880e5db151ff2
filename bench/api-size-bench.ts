// One size of the API bench: seed N jobs into a temp data dir, start the board CLI and the floor server
// on it, time every operation sequentially and with concurrency, and create against its baselines.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOARD_OPERATIONS,
  type BoardOperationName,
  boardOperations,
  bodyAt,
  makeCreateBodies,
} from './board-operations.ts';
import { startChildServer } from './child-server.ts';
import { runCreateRounds } from './create-rounds.ts';
import { openFloorStore } from './floor-store.ts';
import { createHttpClient } from './http-client.ts';
import {
  compareWithJsonServer,
  type JsonServerComparison,
  type JsonServerPlan,
} from './json-server-compare.ts';
import {
  mergeSamples,
  type Operation,
  runConcurrent,
  runSequential,
  type Samples,
  type Stats,
  summarize,
} from './measure.ts';
import { BENCH_KEYS, seedBoard } from './seed-board.ts';

const BOARD_READY = /^JobDesk board listening on (http:\/\/127\.0\.0\.1:\d+)\/api\/v1\.1$/;
const FLOOR_READY = /^floor listening on (http:\/\/127\.0\.0\.1:\d+)$/;

export type SizePlan = {
  jobs: number;
  /** Requests per read, update or concurrent-create loop (each of sequential and concurrent). */
  iterations: number;
  concurrency: number;
  warmup: number;
  /** Time limit of one loop. */
  loopMaxMs: number;
  createRounds: number;
  createsPerRound: number;
  /** Run the json-server comparison at this size. */
  jsonServer?: Omit<JsonServerPlan, 'jobs' | 'tempDir' | 'seed'>;
  seed: number;
};

export type OperationResult = { sequential: Stats; concurrent?: Stats };

export type CreateRatios = {
  /** Board create p50 over the floor's, both pooled over all rounds. */
  floor: number;
  /** The median over rounds of each round's board p50 / floor p50: steadier when the machine drifts. */
  floorRoundMedian: number;
  raw: number;
  floorOverRaw: number;
};

export type SizeResult = {
  plan: SizePlan;
  jobs: number;
  otherEmployerJobs: number;
  seedMs: number;
  operations: Record<BoardOperationName | 'floor create' | 'raw insert', OperationResult>;
  createRatios: CreateRatios;
  jsonServer?: JsonServerComparison;
};

/** Everything it starts or opens is stopped, closed and removed before it returns or throws. */
export async function benchOneSize(
  plan: SizePlan,
  tempRoot: string,
  log: (line: string) => void,
): Promise<SizeResult> {
  const dir = join(tempRoot, `size-${plan.jobs}`);
  const boardDir = join(dir, 'board');
  mkdirSync(boardDir, { recursive: true });
  const cleanups: Array<() => unknown> = [() => rmSync(dir, { recursive: true, force: true })];
  try {
    return await measureSize(plan, dir, boardDir, log, (cleanup) => cleanups.unshift(cleanup));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

async function measureSize(
  plan: SizePlan,
  dir: string,
  boardDir: string,
  log: (line: string) => void,
  onCleanup: (cleanup: () => unknown) => void,
): Promise<SizeResult> {
  const otherEmployerJobs = Math.round(plan.jobs / 10);
  log(`  seeding ${plan.jobs} jobs (+${otherEmployerJobs} of another employer) through the store…`);
  const seeded = await seedBoard({
    dataDir: boardDir,
    keys: BENCH_KEYS,
    jobs: plan.jobs,
    otherEmployerJobs,
    seed: plan.seed,
  });
  const creates =
    plan.warmup +
    plan.createRounds * plan.createsPerRound +
    plan.iterations +
    (plan.jsonServer ? plan.jsonServer.warmup + plan.jsonServer.iterations : 0);
  const bodies = makeCreateBodies(creates, String(plan.jobs), plan.seed + 7);

  // The floor's tables hold as many rows as the board's, in the same kind of file.
  const floorFile = join(dir, 'floor.db');
  const floorSeed = openFloorStore(floorFile);
  floorSeed.seed(bodyAt(bodies, 0), plan.jobs + otherEmployerJobs);
  floorSeed.close();
  const raw = openFloorStore(join(dir, 'raw.db'));
  onCleanup(() => raw.close());
  raw.seed(bodyAt(bodies, 0), plan.jobs + otherEmployerJobs);

  const keyArgs = BENCH_KEYS.flatMap(({ key, employer }) => ['--key', `${key}=${employer}`]);
  const board = await startChildServer({
    name: 'board',
    args: ['src-main/host/board-cli.ts', '--port', '0', '--data', boardDir, ...keyArgs],
    ready: { line: BOARD_READY },
  });
  onCleanup(() => board.stop());
  const floor = await startChildServer({
    name: 'floor server',
    args: ['bench/floor-server.ts', floorFile],
    ready: { line: FLOOR_READY },
  });
  onCleanup(() => floor.stop());
  const boardClient = createHttpClient({
    origin: board.origin,
    headers: { 'API-Key': BENCH_KEYS[0].key },
    maxSockets: plan.concurrency,
  });
  onCleanup(() => boardClient.close());
  const floorClient = createHttpClient({ origin: floor.origin, maxSockets: plan.concurrency });
  onCleanup(() => floorClient.close());

  const ops = boardOperations(boardClient, seeded.jobIds, bodies, plan.seed);
  const loop = { iterations: plan.iterations, maxMs: plan.loopMaxMs };
  const warm = { iterations: plan.warmup, maxMs: plan.loopMaxMs };
  const operations: Partial<SizeResult['operations']> = {};
  for (const name of BOARD_OPERATIONS) {
    await runSequential(ops[name], warm);
    const sequential = summarize(await runSequential(ops[name], loop));
    const concurrent = summarize(await runConcurrent(ops[name], loop, plan.concurrency, plan.iterations));
    operations[name] = { sequential, concurrent };
    log(
      `  ${name.padEnd(14)} p50 ${sequential.p50.toFixed(2)} ms, c${plan.concurrency} ${Math.round(concurrent.reqPerSec)} req/s`,
    );
  }

  // Creates: the same bodies to board, floor and raw insert, in alternating rounds, then concurrently.
  const floorCreate: Operation = (i) => floorClient.expect(201, 'POST', '/jobs', bodyAt(bodies, i));
  const rawInsert: Operation = (i) => raw.insertBody(bodyAt(bodies, i));
  for (const op of [ops.create, floorCreate, rawInsert]) await runSequential(op, warm, 0);
  const roundsStart = plan.warmup;
  const rounds = await runCreateRounds(
    { board: ops.create, floor: floorCreate, raw: rawInsert },
    {
      rounds: plan.createRounds,
      perRound: plan.createsPerRound,
      maxMs: plan.loopMaxMs * 6,
      offset: roundsStart,
    },
  );
  const concurrentStart = roundsStart + plan.createRounds * plan.createsPerRound;
  operations.create = {
    sequential: summarize(mergeSamples(rounds.board)),
    concurrent: summarize(await runConcurrent(ops.create, loop, plan.concurrency, concurrentStart)),
  };
  operations['floor create'] = {
    sequential: summarize(mergeSamples(rounds.floor)),
    concurrent: summarize(await runConcurrent(floorCreate, loop, plan.concurrency, concurrentStart)),
  };
  operations['raw insert'] = { sequential: summarize(mergeSamples(rounds.raw)) };
  const complete = operations as SizeResult['operations'];
  const createRatios = ratiosOf(complete, rounds.board, rounds.floor);
  log(
    `  create         board/floor p50 ${createRatios.floor.toFixed(2)}× (per-round median ${createRatios.floorRoundMedian.toFixed(2)}×)`,
  );

  let jsonServer: JsonServerComparison | undefined;
  if (plan.jsonServer) {
    log(`  json-server comparison at ${plan.jobs} jobs…`);
    const start = concurrentStart + plan.iterations;
    jsonServer = await compareWithJsonServer(boardClient, bodies.slice(start), {
      ...plan.jsonServer,
      jobs: plan.jobs,
      tempDir: dir,
      seed: plan.seed,
    });
  }
  return {
    plan,
    jobs: plan.jobs,
    otherEmployerJobs,
    seedMs: seeded.seedMs,
    operations: complete,
    createRatios,
    jsonServer,
  };
}

function ratiosOf(operations: SizeResult['operations'], board: Samples[], floor: Samples[]): CreateRatios {
  const p50 = (name: keyof SizeResult['operations']) => operations[name].sequential.p50;
  const perRound = board
    .map((round, i) => summarize(round).p50 / summarize(floor[i] ?? { latenciesMs: [], elapsedMs: 0 }).p50)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    floor: p50('create') / p50('floor create'),
    floorRoundMedian: perRound[Math.floor(perRound.length / 2)] ?? Number.NaN,
    raw: p50('create') / p50('raw insert'),
    floorOverRaw: p50('floor create') / p50('raw insert'),
  };
}

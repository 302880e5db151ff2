// The API bench: the HTTP board (board CLI in a child process) at 1k, 10k and 100k stored jobs, against
// a minimal node:http + SQLite floor, a raw insert and json-server; writes bench/results/api.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatApiReport, formatJobs, type Target } from './api-report.ts';
import { benchOneSize, type SizePlan, type SizeResult } from './api-size-bench.ts';
import type { BenchContext, BenchModule } from './bench-module.ts';
import {
  type CreateStages,
  createStageShares,
  formatCreateStages,
  measureCreateStages,
  stageP50Us,
} from './create-stages.ts';

const CONCURRENCY = 8;
const FLOOR_RATIO_LIMIT = 1.5;
const LIST_TARGET_MS = 20;
const TARGET_JOBS = 100_000;
const LIST_OPERATIONS = ['list', 'list q common', 'list q rare', 'list q short'] as const;

/** Iterations per size: enough for a stable p99 at 1k and 10k, fewer at 100k, the whole run ≲ 4 min. */
function sizePlans(quick: boolean): SizePlan[] {
  const base = { concurrency: CONCURRENCY, warmup: 50, loopMaxMs: 5_000, seed: 20_261_122 };
  // json-server answers a create-then-list in ~0.2 s at 10k jobs: 150 iterations take ~30 s.
  const jsonServer = { iterations: 150, roundSize: 15, maxMs: 60_000, warmup: 5 };
  if (quick) {
    return [
      { ...base, jobs: 1_000, iterations: 200, createRounds: 4, createsPerRound: 25, warmup: 20 },
      {
        ...base,
        jobs: 10_000,
        iterations: 200,
        createRounds: 4,
        createsPerRound: 25,
        warmup: 20,
        jsonServer: { ...jsonServer, iterations: 40 },
      },
    ];
  }
  return [
    { ...base, jobs: 1_000, iterations: 1_000, createRounds: 10, createsPerRound: 100 },
    { ...base, jobs: 10_000, iterations: 1_000, createRounds: 10, createsPerRound: 100, jsonServer },
    { ...base, jobs: 100_000, iterations: 300, createRounds: 6, createsPerRound: 50, loopMaxMs: 6_000 },
  ];
}

export const apiBench: BenchModule = {
  name: 'api',
  summary:
    'the HTTP board: create/get/update/list at 1k, 10k, 100k jobs; ratios to a floor, a raw insert, json-server',
  async run(context: BenchContext) {
    const started = performance.now();
    const tempRoot = mkdtempSync(join(tmpdir(), 'jobdesk-api-bench-'));
    const sizes: SizeResult[] = [];
    let stages: CreateStages | null = null;
    try {
      for (const plan of sizePlans(context.quick)) {
        const sizeStart = performance.now();
        context.log(`api: ${plan.jobs} jobs`);
        sizes.push(await benchOneSize(plan, tempRoot, context.log));
        context.log(
          `api: ${plan.jobs} jobs done in ${((performance.now() - sizeStart) / 1000).toFixed(1)} s`,
        );
      }
      // Where a create's time over the floor goes, stage by stage, in the same run (quick mode skips it).
      if (!context.quick) stages = await measureCreateStages(context.log);
    } finally {
      rmSync(tempRoot, { recursive: true, force: true });
    }
    const targets = listTargets(sizes);
    for (const line of formatApiReport({
      sizes,
      concurrency: CONCURRENCY,
      targets,
      floorRatioLimit: FLOOR_RATIO_LIMIT,
    })) {
      context.print(line);
    }
    if (stages !== null) {
      context.print('');
      for (const line of formatCreateStages(stages)) context.print(line);
      for (const line of explainCreateGap(sizes, stages)) context.print(line);
    }
    const durationMs = performance.now() - started;
    context.print(
      `\napi bench: ${(durationMs / 1000).toFixed(1)} s${context.quick ? ' (quick mode: not for quoting)' : ''}`,
    );
    const file = join(context.resultsDir, 'api.json');
    const results = {
      bench: 'api',
      quick: context.quick,
      machine: context.machine,
      durationMs,
      concurrency: CONCURRENCY,
      targets: { floorRatio: FLOOR_RATIO_LIMIT, listP50Ms: LIST_TARGET_MS, listTargetJobs: TARGET_JOBS },
      verdicts: {
        lists: targets,
        floorRatio: sizes.map((size) => ({
          jobs: size.jobs,
          ratio: size.createRatios.floor,
          pass: size.createRatios.floor <= FLOOR_RATIO_LIMIT,
        })),
      },
      sizes,
      createStages: stages,
    };
    writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    context.print(`results: ${file}`);
  },
};

function listTargets(sizes: SizeResult[]): Target[] {
  const size = sizes.find((s) => s.jobs === TARGET_JOBS);
  if (!size) return [];
  return LIST_OPERATIONS.map((name) => {
    const value = size.operations[name].sequential.p50;
    return {
      name,
      jobs: size.jobs,
      value,
      limit: LIST_TARGET_MS,
      unit: 'ms p50',
      pass: value < LIST_TARGET_MS,
    };
  });
}

/**
 * The create's p50 over the floor's, split as the in-process stages split it: the commit's fsync (the pages
 * each commit writes) and the CPU of the API layer and the store's insert, with what they leave unexplained
 * (on a shared machine, mostly noise); and the ratio the stages predict with and without the fsync's share,
 * to say whether the disk or the code stands between the create and the target.
 */
function explainCreateGap(sizes: SizeResult[], stages: CreateStages): string[] {
  const size = sizes.find((each) => each.jobs === stages.jobs) ?? sizes[0];
  if (size === undefined) return [];
  const board = size.operations.create.sequential.p50 * 1000;
  const floor = size.operations['floor create'].sequential.p50 * 1000;
  const { fsyncUs } = createStageShares(stages);
  const fsyncExtra = fsyncUs.board - fsyncUs.floor;
  const cpuExtra =
    stageP50Us(stages, 'whole API handler, no HTTP (fsync off)') -
    stageP50Us(stages, 'floor: parse + INSERT (fsync off)');
  const unexplained = board - floor - fsyncExtra - cpuExtra;
  const predicted = (floor + fsyncExtra + cpuExtra) / floor;
  const codeOnly = (floor + cpuExtra) / floor;
  return [
    '',
    `Where the create's time over the floor goes (${formatJobs(size.jobs)} jobs, p50): over HTTP ${board.toFixed(0)} µs ` +
      `against ${floor.toFixed(0)} µs, ${(board - floor).toFixed(0)} µs more (${(board / floor).toFixed(2)}×).`,
    `  the commit's fsync, in process: ${fsyncUs.board.toFixed(0)} µs for the board's ${stages.walPages.board.toFixed(1)} WAL ` +
      `pages a commit against ${fsyncUs.floor.toFixed(0)} µs for the floor's ${stages.walPages.floor.toFixed(1)}: ` +
      `${fsyncExtra.toFixed(0)} µs more; a floor writing into a table shaped as the board's pays ` +
      `${fsyncUs.boardShapedFloor.toFixed(0)} µs (${stages.walPages.boardShapedFloor.toFixed(1)} pages) with no JobDesk code at all.`,
    `  the code, fsync off: the whole handler without HTTP ${cpuExtra.toFixed(0)} µs more than the floor's parse + ` +
      'INSERT (validation, locations, the key, routing, the row mapping, the response).',
    `  not explained by the stages: ${unexplained.toFixed(0)} µs (the p50s of two servers on a shared machine; ` +
      'large when the machine is busy).',
    `  the stages predict ${predicted.toFixed(2)}× (floor + fsync's share + code's share), and ${codeOnly.toFixed(2)}× ` +
      `with the floor's fsync: ${
        codeOnly > FLOOR_RATIO_LIMIT
          ? `the code's CPU alone is over ${FLOOR_RATIO_LIMIT}×.`
          : predicted > FLOOR_RATIO_LIMIT
            ? `the code's CPU is within ${FLOOR_RATIO_LIMIT}×; the pages each commit writes take it over.`
            : `within ${FLOOR_RATIO_LIMIT}× both; a miss over HTTP is the machine's noise.`
      }`,
  ];
}

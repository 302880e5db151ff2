// The API bench: the HTTP board (board CLI in a child process) at 1k, 10k and 100k stored jobs, against
// a minimal node:http + SQLite floor, a raw insert and json-server; writes bench/results/api.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatApiReport, type Target } from './api-report.ts';
import { benchOneSize, type SizePlan, type SizeResult } from './api-size-bench.ts';
import type { BenchContext, BenchModule } from './bench-module.ts';

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
    try {
      for (const plan of sizePlans(context.quick)) {
        const sizeStart = performance.now();
        context.log(`api: ${plan.jobs} jobs`);
        sizes.push(await benchOneSize(plan, tempRoot, context.log));
        context.log(
          `api: ${plan.jobs} jobs done in ${((performance.now() - sizeStart) / 1000).toFixed(1)} s`,
        );
      }
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

// The API bench's tables: operations by size (p50/p99/req/s, sequential and concurrent), then the
// ratios against the baselines, each with its target and PASS/FAIL.
import type { SizeResult } from './api-size-bench.ts';
import { BOARD_OPERATIONS, OPERATION_NOTES } from './board-operations.ts';
import type { Stats } from './measure.ts';

export type Target = {
  name: string;
  jobs: number;
  value: number;
  limit: number;
  unit: string;
  pass: boolean;
};

export type ApiReportInput = {
  sizes: SizeResult[];
  concurrency: number;
  targets: Target[];
  floorRatioLimit: number;
};

/** The table's rows: the board's operations in the order they are measured, then the creates compared. */
const ROW_ORDER = [...BOARD_OPERATIONS, 'create', 'floor create', 'raw insert'] as const;

export function formatApiReport(input: ApiReportInput): string[] {
  const lines: string[] = [];
  const c = `c${input.concurrency}`;
  lines.push(
    [
      'operation'.padEnd(14),
      'jobs'.padStart(5),
      'n'.padStart(5),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'req/s'.padStart(7),
      '│',
      `${c} n`.padStart(5),
      `${c} p50`.padStart(8),
      `${c} p99`.padStart(8),
      `${c} req/s`.padStart(9),
      ' target',
    ].join(' '),
  );
  lines.push('─'.repeat(lines[0]?.length ?? 80));
  for (const name of ROW_ORDER) {
    for (const size of input.sizes) {
      const result = size.operations[name];
      const concurrent = result.concurrent;
      const target = input.targets.find((t) => t.name === name && t.jobs === size.jobs);
      lines.push(
        [
          name.padEnd(14),
          formatJobs(size.jobs).padStart(5),
          ...statColumns(result.sequential, name === 'raw insert' ? 3 : 2),
          '│',
          ...(concurrent ? statColumns(concurrent, 2, 9) : [5, 8, 8, 9].map((width) => ''.padStart(width))),
          target ? ` p50 < ${target.limit} ms ${verdict(target.pass)}` : '',
        ].join(' '),
      );
    }
  }
  lines.push('');
  lines.push('Ratios (measured in the same run, in alternating rounds):');
  lines.push(
    `${'ratio'.padEnd(36)} ${'jobs'.padStart(5)} ${'JobDesk'.padStart(10)} ${'baseline'.padStart(10)} ${'ratio'.padStart(7)}  target`,
  );
  for (const size of input.sizes) {
    const ops = size.operations;
    const floorPass = size.createRatios.floor <= input.floorRatioLimit;
    lines.push(
      ratioLine(
        'create board / floor (p50)',
        size.jobs,
        ops.create.sequential.p50,
        ops['floor create'].sequential.p50,
        size.createRatios.floor,
        `≤ ${input.floorRatioLimit}× ${verdict(floorPass)} (per-round median ${size.createRatios.floorRoundMedian.toFixed(2)}×)`,
      ),
    );
    lines.push(
      ratioLine(
        'create board / raw insert (p50)',
        size.jobs,
        ops.create.sequential.p50,
        ops['raw insert'].sequential.p50,
        size.createRatios.raw,
        '(report)',
      ),
    );
    lines.push(
      ratioLine(
        '  floor / raw insert (p50)',
        size.jobs,
        ops['floor create'].sequential.p50,
        ops['raw insert'].sequential.p50,
        size.createRatios.floorOverRaw,
        '(report)',
      ),
    );
  }
  for (const size of input.sizes) {
    const js = size.jsonServer;
    if (!js) continue;
    lines.push(
      ratioLine(
        'json-server / JobDesk (mean/iter)',
        js.jobs,
        js.jobdesk.perIteration.mean,
        js.jsonServer.perIteration.mean,
        js.ratio,
        `> 1 ${verdict(js.ratio > 1)}`,
      ),
    );
    const side = (name: string, result: typeof js.jobdesk) =>
      `    ${name.padEnd(12)} ${String(result.perIteration.n).padStart(4)} iterations in ${(result.totalMs / 1000).toFixed(2)} s: ` +
      `p50 ${result.perIteration.p50.toFixed(2)} ms, p99 ${result.perIteration.p99.toFixed(2)} ms`;
    lines.push(`  ${js.workload}`);
    lines.push(side('JobDesk', js.jobdesk));
    lines.push(
      `${side('json-server', js.jsonServer)} (its db.json starts at ${js.jsonServerFileMb.toFixed(1)} MB and is rewritten on every POST)`,
    );
  }
  lines.push('');
  lines.push('What each operation sends:');
  for (const [name, note] of Object.entries(OPERATION_NOTES)) lines.push(`  ${name.padEnd(14)} ${note}`);
  return lines;
}

function statColumns(stats: Stats, digits: number, rateWidth = 7): string[] {
  return [
    String(stats.n).padStart(5),
    stats.p50.toFixed(digits).padStart(8),
    stats.p99.toFixed(digits).padStart(8),
    Math.round(stats.reqPerSec).toString().padStart(rateWidth),
  ];
}

function ratioLine(
  name: string,
  jobs: number,
  value: number,
  baseline: number,
  ratio: number,
  target: string,
): string {
  return `${name.padEnd(36)} ${formatJobs(jobs).padStart(5)} ${`${value.toFixed(3)} ms`.padStart(10)} ${`${baseline.toFixed(3)} ms`.padStart(10)} ${`${ratio.toFixed(2)}×`.padStart(7)}  ${target}`;
}

export function formatJobs(jobs: number): string {
  return jobs >= 1000 && jobs % 1000 === 0 ? `${jobs / 1000}k` : String(jobs);
}

function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

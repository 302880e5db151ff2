// The sync bench's tables: each drain against its bound with PASS/FAIL, where each drain's time went (the
// slots' gaps between requests, the store's calls on the main thread), the failure run's retries and the
// board check, and the pull syncNow runs afterwards.
import { DEFAULT_BACKOFF } from '../src-shared/rules/backoff.ts';
import type { PutFloor } from './sync-floor.ts';
import type { ScenarioResult } from './sync-scenario.ts';

export type SyncReportInput = {
  results: ScenarioResult[];
  /** Bare fetch loops sending the same PUTs, by concurrency. */
  floors: PutFloor[];
  latencyMs: number;
  targetRatio: number;
};

/** Store calls shown one a row (the rest are summed). */
const STORE_ROWS = 7;

export function formatSyncReport(input: SyncReportInput): string[] {
  const { results, floors, latencyMs, targetRatio } = input;
  const floorOf = (result: ScenarioResult) =>
    result.failRate > 0 ? undefined : floors.find((f) => f.concurrency === result.effectiveConcurrency);
  const lines: string[] = [];
  lines.push(
    `Drain of an outbox queued offline to the board CLI (--latency-ms ${latencyMs}): from pointing the core at ` +
      'the board (Settings → syncNow, loop running) until status().pending is 0.',
  );
  lines.push(
    `bound = jobs × ${latencyMs} ms ÷ concurrency (one create or update call a job: PUTs counts them, POST or ` +
      `PUT; any read a drain makes shows under GETs and is not in the bound); target: drain ≤ ${targetRatio}× bound for ` +
      'each row without faults.',
  );
  const header = [
    'scenario'.padEnd(26),
    'conc'.padStart(4),
    'changes'.padStart(7),
    'jobs'.padStart(5),
    'PUTs'.padStart(5),
    'GETs'.padStart(5),
    '5xx'.padStart(4),
    'drain s'.padStart(8),
    'bound s'.padStart(8),
    'ratio'.padStart(6),
    'floor'.padStart(6),
    ' target'.padEnd(15),
    'board check',
  ].join(' ');
  lines.push(header);
  lines.push('─'.repeat(header.length));
  for (const result of results) {
    const gets = sumKinds(result, (kind) => kind.startsWith('GET'));
    const fiveHundreds = Object.entries(result.requestsByStatus)
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, count]) => sum + count, 0);
    const target =
      result.failRate > 0
        ? '(report)'
        : `≤ ${targetRatio}× ${verdict(result.finished && result.ratio <= targetRatio)}`;
    lines.push(
      [
        scenarioName(result).padEnd(26),
        concurrencyLabel(result).padStart(4),
        String(result.changes).padStart(7),
        String(result.jobs).padStart(5),
        String(result.jobCalls).padStart(5),
        String(gets).padStart(5),
        String(fiveHundreds).padStart(4),
        `${seconds(result.drainMs)}${result.finished ? '' : '+'}`.padStart(8),
        seconds(result.boundMs).padStart(8),
        `${result.ratio.toFixed(2)}×`.padStart(6),
        (floorOf(result) === undefined ? '' : `${floorOf(result)?.ratio.toFixed(2)}×`).padStart(6),
        ` ${target}`.padEnd(15),
        boardCheck(result),
      ].join(' '),
    );
  }
  lines.push(
    '  conc: * = the engine default (the most PUTs seen in flight at once). board check: every local job',
  );
  lines.push(
    '  on the board exactly once (board jobs − distinct referenceIds = 0, board jobs − local jobs = 0).',
  );

  lines.push('');
  lines.push(...whereTimeGoes(results, latencyMs));
  lines.push('');
  lines.push(...storeCalls(results));
  const failing = results.filter((result) => result.failRate > 0);
  for (const result of failing) {
    lines.push('');
    lines.push(...failureDetails(result, latencyMs));
  }
  for (const result of results.filter((r) => r.pullAfterDrain !== null)) {
    const pull = result.pullAfterDrain;
    if (pull === null) continue;
    const kinds = Object.entries(pull.requestsByKind)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ');
    lines.push('');
    lines.push(
      `Pull after the drain (syncNow's closing pull, ${scenarioName(result)} at c${result.effectiveConcurrency}): ` +
        `${sumObject(pull.requestsByKind)} requests (${kinds}) in ${seconds(pull.ms)} s:`,
    );
    const detailReads = pull.requestsByKind['GET /jobs/{id}'] ?? 0;
    lines.push(
      `  ${detailReads} of the ${result.jobs} jobs just acknowledged read again with GET /jobs/{id} (a pull reads in ` +
        'full only the jobs whose list header differs from what JobDesk last saw). Replays do not wait for a pull.',
    );
  }
  return lines;
}

function whereTimeGoes(results: ScenarioResult[], latencyMs: number): string[] {
  const lines = [
    "Where the time goes, per job. A slot cycle is PUT latency + the slot's gap before its next PUT; ratio ≈ cycle ÷ latency.",
  ];
  const header = [
    'scenario'.padEnd(26),
    'conc'.padStart(4),
    'in flight'.padStart(9),
    'PUT p50'.padStart(8),
    'PUT p99'.padStart(8),
    'gap ms'.padStart(7),
    'cycle ms'.padStart(8),
    'idle s'.padStart(7),
    'pulls s'.padStart(7),
    'core CPU'.padStart(8),
    'store ms'.padStart(8),
    'commit'.padStart(7),
    'board CPU'.padStart(9),
    'loop p99'.padStart(8),
  ].join(' ');
  lines.push(header);
  lines.push('─'.repeat(header.length));
  for (const result of results) {
    const { timeline } = result;
    const c = result.effectiveConcurrency;
    // What each slot spent per job besides holding its request: claim, write-back, the next job's planning.
    const gapMs = (c * result.drainMs - timeline.jobCallTotalMs) / result.jobCalls;
    const commit = result.store.byName.find((entry) => entry.name.startsWith('transaction'));
    lines.push(
      [
        scenarioName(result).padEnd(26),
        concurrencyLabel(result).padStart(4),
        `${timeline.meanJobCallsInFlight.toFixed(2)}/${c}`.padStart(9),
        timeline.jobCallP50Ms.toFixed(1).padStart(8),
        timeline.jobCallP99Ms.toFixed(1).padStart(8),
        gapMs.toFixed(1).padStart(7),
        ((c * result.drainMs) / result.jobCalls).toFixed(1).padStart(8),
        seconds(timeline.noJobCallInFlightMs).padStart(7),
        seconds(timeline.pullBusyMs).padStart(7),
        result.cpu.corePerJobMs.toFixed(2).padStart(8),
        result.store.perJobMs.toFixed(2).padStart(8),
        (commit === undefined ? 0 : commit.selfMs / result.jobs).toFixed(2).padStart(7),
        (result.cpu.boardPerJobMs === null ? '—' : result.cpu.boardPerJobMs.toFixed(2)).padStart(9),
        result.eventLoopDelayMs.p99.toFixed(1).padStart(8),
      ].join(' '),
    );
  }
  lines.push(
    `  in flight: mean PUTs in flight / slots. PUT p50/p99: request to answer head as the core's fetch saw it (latency ${latencyMs} ms +`,
  );
  lines.push(
    "  board work + the core's event loop). gap: slots × drain ÷ PUTs − PUT time, per PUT. idle: no PUT in flight at all.",
  );
  lines.push(
    '  core CPU, store ms (main thread inside store calls), commit (BEGIN/COMMIT with synchronous=FULL fsync),',
  );
  lines.push('  board CPU: ms per job during the drain. loop p99: event loop delay of the core, ms.');
  return lines;
}

function storeCalls(results: ScenarioResult[]): string[] {
  const names = new Map<string, number>();
  for (const result of results)
    for (const entry of result.store.byName)
      names.set(entry.name, (names.get(entry.name) ?? 0) + entry.selfMs / result.jobs);
  const top = [...names.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, STORE_ROWS)
    .map(([name]) => name);
  const columns = results.map((result) => `${shortName(result)} c${result.effectiveConcurrency}`);
  const width = Math.max(9, ...columns.map((column) => column.length));
  const lines = ["Store calls on the core's main thread during the drain: self ms per job (calls per job)."];
  const header = ['store call'.padEnd(34), ...columns.map((column) => column.padStart(width))].join(' ');
  lines.push(header);
  lines.push('─'.repeat(header.length));
  const cell = (result: ScenarioResult, name: string | null): string => {
    const entries = result.store.byName.filter((entry) =>
      name === null ? !top.includes(entry.name) : entry.name === name,
    );
    const ms = entries.reduce((sum, entry) => sum + entry.selfMs, 0) / result.jobs;
    const calls = entries.reduce((sum, entry) => sum + entry.calls, 0) / result.jobs;
    return `${ms.toFixed(2)} (${calls.toFixed(1)})`.padStart(width);
  };
  for (const name of top)
    lines.push([name.padEnd(34), ...results.map((result) => cell(result, name))].join(' '));
  lines.push(['(every other call)'.padEnd(34), ...results.map((result) => cell(result, null))].join(' '));
  lines.push(
    ['total'.padEnd(34), ...results.map((result) => result.store.perJobMs.toFixed(2).padStart(width))].join(
      ' ',
    ),
  );
  return lines;
}

function failureDetails(result: ScenarioResult, latencyMs: number): string[] {
  const v = result.verification;
  const putFailures = result.jobCalls - result.jobs;
  const sentBoundMs = (result.jobCalls * latencyMs) / result.effectiveConcurrency;
  const { timeline } = result;
  const pulls = timeline.pullWindows
    .map((w) => `${seconds(w.fromMs)}–${seconds(w.toMs)} s (${w.requests} requests)`)
    .join(', ');
  const b = DEFAULT_BACKOFF;
  return [
    `${result.failRate * 100}% of requests answered 503 with an HTML page (board --fail-rate ${result.failRate} --seed ${result.seed}), ` +
      `c${result.effectiveConcurrency}:`,
    `  drain ${seconds(result.drainMs)} s${result.finished ? '' : ' (unfinished: gave up)'}; ` +
      `PUTs ${result.jobCalls} = ${result.jobs} jobs + ${putFailures} retries; ` +
      `${seconds(result.drainMs)} s is ${(result.drainMs / sentBoundMs).toFixed(2)}× the ${seconds(sentBoundMs)} s those PUTs need at c${result.effectiveConcurrency}.`,
    `  duplicates on the board: board jobs − distinct referenceIds = ${v.duplicatesByReference} ${verdict(v.duplicatesByReference === 0)}; ` +
      `board jobs − local jobs = ${v.boardMinusLocal} ${verdict(v.boardMinusLocal === 0)}`,
    `  every local job on the board once: ${v.localJobs - v.missingOnBoard}/${v.localJobs} present, ` +
      `${v.missingOnBoard} missing, ${v.repeatedOnBoard} repeated ${verdict(v.missingOnBoard === 0 && v.repeatedOnBoard === 0)}; ` +
      `outbox at the end: ${result.endStatus.pending} pending, ${result.endStatus.failed} failed`,
    `  backoff (src-main/sync/backoff.ts DEFAULT_BACKOFF): full jitter, retry n waits uniform in [${b.floorMs} ms, ` +
      `min(${b.capMs / 1000} s, ${b.baseMs / 1000} s × 2^(n−1))); a job refused k times waits up to ${b.baseMs / 1000}+2+… s.`,
    `  passes (replay or pull) ended at ${result.passEndsMs.map((ms) => seconds(ms)).join(', ') || '—'} s; ` +
      `the last PUT answered at ${seconds(result.drainMs - timeline.tailMs)} s.`,
    `  no PUT in flight for ${seconds(timeline.noJobCallInFlightMs)} s of the drain: pulls ${seconds(timeline.pullBusyMs)} s ` +
      `(${pulls === '' ? 'none' : `${pulls}; GET p50 ${timeline.pullP50Ms.toFixed(1)} ms`}), backoff waits and gaps ${seconds(timeline.noJobCallInFlightMs - timeline.pullBusyMs)} s.`,
  ];
}

function scenarioName(result: ScenarioResult): string {
  const base = result.mix === 'creates' ? `${result.jobs} creates` : `${result.jobs} × (create+update)`;
  return result.failRate > 0 ? `${base}, ${result.failRate * 100}% 503` : base;
}

function shortName(result: ScenarioResult): string {
  const base = result.mix === 'creates' ? 'creates' : 'c+u';
  return result.failRate > 0 ? `${base} 503` : base;
}

function concurrencyLabel(result: ScenarioResult): string {
  return `${result.effectiveConcurrency}${result.concurrency === null ? '*' : ''}`;
}

function boardCheck(result: ScenarioResult): string {
  const v = result.verification;
  return `${v.boardJobs}/${v.localJobs} ${verdict(v.pass)}`;
}

function sumKinds(result: ScenarioResult, match: (kind: string) => boolean): number {
  return Object.entries(result.requestsByKind)
    .filter(([kind]) => match(kind))
    .reduce((sum, [, count]) => sum + count, 0);
}

function sumObject(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}

function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'FAIL';
}

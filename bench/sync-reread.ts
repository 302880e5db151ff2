// The sync bench's Sync now re-read: a board of 1,000 jobs behind 50 ms of latency that JobDesk already
// holds in full, and a Sync now pressed with nothing to send. Sync now reads every job of a board that lists
// up to 1,000 again (a colleague's salary or close date shows only in a read), so its time is bounded by its
// reads: reads × latency ÷ concurrency. Every read is counted from the transport, none assumed.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createJobBoardClient } from '../src-shared/client/index.ts';
import { runConcurrent } from './measure.ts';
import type { SyncBoard } from './sync-board.ts';
import { createCountingFetch, type RecordedExchange } from './sync-counting-fetch.ts';
import { seedJobs } from './sync-pull.ts';
import { openCore } from './sync-scenario.ts';
import { countBy } from './sync-timeline.ts';

export type RereadRun = {
  /** The engine's concurrency asked for; null: its default. */
  concurrency: number | null;
  /** The most requests seen in flight at once during the Sync now. */
  inFlight: number;
  ms: number;
  requestsByKind: Record<string, number>;
  reads: number;
  detailReads: number;
  /** Writes sent during the Sync now (nothing waited: should be 0). */
  writes: number;
  /** reads × latency ÷ concurrency. */
  boundMs: number;
  ratio: number;
  /** GET /jobs/{id} as the core's fetch saw it, request to answer head: p50 and p99. */
  detailReadMs: { p50: number; p99: number };
  /** Per job read, the time a slot spent between one answer and its next request: the core's own work. */
  gapPerReadMs: number;
  /**
   * The machine's floor in the same run: the same number of GET /jobs/{id} sent by a bare fetch loop at the
   * same concurrency (no engine, no store), timed against the same bound.
   */
  floor: { ms: number; ratio: number };
  /** The reads that cannot overlap (list pages, one after another; reference lists) at full latency, the rest spread. */
  serialBoundMs: number;
};

export type RereadResult = {
  boardJobs: number;
  latencyMs: number;
  /** The first Sync now, which imports every job (not timed against a bound here; the pull table has it). */
  importMs: number;
  runs: RereadRun[];
};

/** The engine's default concurrency (sync-engine.ts, not exported): the bound of a run that leaves it. */
const ASSUMED_DEFAULT_CONCURRENCY = 4;
const FLOOR_MAX_MS = 120_000;

/** Runs a first Sync now (the import), then one timed Sync now per concurrency, each on a core of its own. */
export async function runReread(
  board: SyncBoard,
  jobs: number,
  concurrencies: ReadonlyArray<number | null>,
  seed: number,
  tempRoot: string,
): Promise<RereadResult> {
  const apiKey = board.takeKey();
  const direct = createJobBoardClient({
    baseUrl: board.baseUrl,
    getApiKey: () => apiKey,
    fetch: globalThis.fetch,
  });
  await seedJobs(direct, jobs, seed);
  const listed = await direct.listAllJobs();
  if (!listed.ok) throw new Error(`listing the board failed: ${listed.error.messages.join(' ')}`);
  const boardIds = listed.value.map((job) => job.id);
  const headers = { 'API-Key': apiKey, Accept: 'application/json' };
  const bareRead = async (i: number) => {
    const response = await fetch(`${board.baseUrl}/jobs/${boardIds[i % boardIds.length]}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`floor GET ${i} answered ${response.status}`);
  };
  const runs: RereadRun[] = [];
  let importMs = Number.NaN;
  for (const concurrency of concurrencies) {
    const dataDir = mkdtempSync(join(tempRoot, 'reread-'));
    const counting = createCountingFetch(globalThis.fetch);
    const errors: unknown[] = [];
    const core = await openCore(dataDir, counting.fetch, { concurrency, seed, errors });
    try {
      const started = performance.now();
      core.settings.update({ remoteUrl: board.baseUrl, apiKey });
      await core.engine.syncNow();
      if (Number.isNaN(importMs)) importMs = performance.now() - started;
      const before = counting.exchanges().length;
      const timed = performance.now();
      await core.engine.syncNow();
      const ms = performance.now() - timed;

      const sent = counting.exchanges().slice(before);
      if (errors.length > 0) throw new Error(`the core reported an unexpected error: ${String(errors[0])}`);
      const requestsByKind = countBy(sent, (exchange) => exchange.kind);
      const reads = sent.filter((exchange) => exchange.kind.startsWith('GET')).length;
      const detailReads = requestsByKind['GET /jobs/{id}'] ?? 0;
      const effective = concurrency ?? ASSUMED_DEFAULT_CONCURRENCY;
      const boundMs = (reads * board.latencyMs) / effective;
      const serialReads = reads - detailReads;
      const detailMs = sent
        .filter((exchange) => exchange.kind === 'GET /jobs/{id}')
        .map((exchange) => exchange.endMs - exchange.startMs)
        .sort((a, b) => a - b);
      const detailSpan = spanOf(sent.filter((exchange) => exchange.kind === 'GET /jobs/{id}'));
      const busyMs = detailMs.reduce((sum, each) => sum + each, 0);
      const floor = await runConcurrent(bareRead, { iterations: reads, maxMs: FLOOR_MAX_MS }, effective);
      runs.push({
        concurrency,
        inFlight: mostInFlight(sent),
        ms,
        requestsByKind,
        reads,
        detailReads,
        writes: sent.length - reads,
        boundMs,
        ratio: ms / boundMs,
        floor: { ms: floor.elapsedMs, ratio: floor.elapsedMs / boundMs },
        detailReadMs: { p50: percentile(detailMs, 0.5), p99: percentile(detailMs, 0.99) },
        gapPerReadMs: detailReads === 0 ? 0 : (effective * detailSpan - busyMs) / detailReads,
        serialBoundMs: serialReads * board.latencyMs + (detailReads * board.latencyMs) / effective,
      });
    } finally {
      counting.cut();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { boardJobs: jobs, latencyMs: board.latencyMs, importMs, runs };
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** From the first request's start to the last answer's end. */
function spanOf(exchanges: readonly RecordedExchange[]): number {
  if (exchanges.length === 0) return 0;
  return (
    Math.max(...exchanges.map((exchange) => exchange.endMs)) -
    Math.min(...exchanges.map((exchange) => exchange.startMs))
  );
}

/** The most exchanges under way at one moment. */
function mostInFlight(exchanges: readonly RecordedExchange[]): number {
  const edges = exchanges.flatMap((exchange) => [
    { at: exchange.startMs, step: 1 },
    { at: exchange.endMs, step: -1 },
  ]);
  // An answer that ends when another starts frees its slot first.
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let now = 0;
  let most = 0;
  for (const edge of edges) {
    now += edge.step;
    most = Math.max(most, now);
  }
  return most;
}

export function formatReread(result: RereadResult, targetRatio: number): string[] {
  const lines = [
    '',
    `Sync now re-reading a board of ${result.boardJobs} jobs (--latency-ms ${result.latencyMs}) that JobDesk already ` +
      `holds (imported by a first Sync now in ${(result.importMs / 1000).toFixed(1)} s), nothing waiting to send.`,
    `bound = reads × ${result.latencyMs} ms ÷ concurrency (every GET counted: list pages, reference lists, each job); ` +
      `target: ≤ ${targetRatio}× bound. "serial" = the list pages and reference lists one after another, the job reads spread.`,
  ];
  const header = [
    'concurrency'.padEnd(12),
    'in flight'.padStart(9),
    'GET /jobs'.padStart(9),
    'GET /jobs/{id}'.padStart(14),
    'other GETs'.padStart(10),
    'writes'.padStart(6),
    'seconds'.padStart(8),
    'bound s'.padStart(8),
    'ratio'.padStart(6),
    'floor'.padStart(6),
    'serial s'.padStart(9),
    'read p50'.padStart(8),
    'p99'.padStart(6),
    'gap/read'.padStart(8),
    ' target',
  ].join(' ');
  lines.push(header, '─'.repeat(header.length));
  for (const run of result.runs) {
    const lists = run.requestsByKind['GET /jobs'] ?? 0;
    const pass = run.ratio <= targetRatio && run.detailReads >= result.boardJobs && run.writes === 0;
    lines.push(
      [
        (run.concurrency === null
          ? `${ASSUMED_DEFAULT_CONCURRENCY} (default)`
          : String(run.concurrency)
        ).padEnd(12),
        String(run.inFlight).padStart(9),
        String(lists).padStart(9),
        String(run.detailReads).padStart(14),
        String(run.reads - lists - run.detailReads).padStart(10),
        String(run.writes).padStart(6),
        (run.ms / 1000).toFixed(2).padStart(8),
        (run.boundMs / 1000).toFixed(2).padStart(8),
        `${run.ratio.toFixed(2)}×`.padStart(6),
        `${run.floor.ratio.toFixed(2)}×`.padStart(6),
        (run.serialBoundMs / 1000).toFixed(2).padStart(9),
        run.detailReadMs.p50.toFixed(1).padStart(8),
        run.detailReadMs.p99.toFixed(0).padStart(6),
        run.gapPerReadMs.toFixed(1).padStart(8),
        ` ≤ ${targetRatio}× ${pass ? 'PASS' : 'FAIL'}`,
      ].join(' '),
    );
  }
  lines.push(
    '  floor: as many GET /jobs/{id} from a bare fetch loop at the same concurrency, against the same bound: what ' +
      'this machine allows in this run (ratio ÷ floor is the engine’s own share).',
    `  read p50/p99: GET /jobs/{id} request to answer head in ms (latency ${result.latencyMs} ms + the board's work + ` +
      "the core's event loop); gap/read: ms a slot stood between an answer and its next read (the core writing what it read).",
    `  PASS needs every one of the ${result.boardJobs} jobs read again and nothing written, within the ratio.`,
  );
  return lines;
}

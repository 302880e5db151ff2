// The sync bench: an outbox of 1,000 changes queued offline drained to the board CLI (50 ms latency) at the
// engine's default concurrency and at 8 and 16, a create+update mix that collapses, and 10% of requests
// failing; each drain timed against its bound, the board checked for duplicates; then the pull of a board
// with 2,000 jobs, first and after 30 changes on the board; drains of 1,000 updates to jobs the board has
// (a read and a write each); how many pulls a change to a description takes to arrive; writes
// bench/results/sync.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRESH_READ_LIMIT } from '../src-main/sync/pull.ts';
import { DEFAULT_BACKOFF } from '../src-shared/rules/backoff.ts';
import type { BenchContext, BenchModule } from './bench-module.ts';
import { type SyncBoard, startSyncBoard, warmUpBoard } from './sync-board.ts';
import { measurePutFloor, type PutFloor } from './sync-floor.ts';
import { type FreshnessResult, formatFreshness, runFreshness } from './sync-freshness.ts';
import { formatMultiBoardDrain, type MultiBoardDrain, runMultiBoardDrain } from './sync-multi-board.ts';
import { formatPullReport, type PullScenarioResult, runPullScenario } from './sync-pull.ts';
import { formatSyncReport } from './sync-report.ts';
import { formatReread, type RereadResult, runReread } from './sync-reread.ts';
import {
  type QueuedOutbox,
  queueOffline,
  runScenario,
  type ScenarioPlan,
  type ScenarioResult,
  type SyncMix,
} from './sync-scenario.ts';
import { formatUpdateDrains, runUpdateDrain, type UpdateDrainResult } from './sync-updates.ts';

const LATENCY_MS = 50;
const TARGET_RATIO = 1.25;
const FAIL_RATE = 0.1;
const SEED = 20_261_122;
/** The scale of each drain's time limit: its bound times this, at least MIN_DRAIN_LIMIT_MS. */
const DRAIN_LIMIT_FACTOR = 4;
const MIN_DRAIN_LIMIT_MS = 30_000;
/** The engine's default concurrency (sync-engine.ts, not exported); it only sizes a drain's time limit. */
const ASSUMED_DEFAULT_CONCURRENCY = 4;
/** Requests each board answers before anything is measured (its first ones are slower), and how many at once. */
const WARM_UP_REQUESTS = 300;
const WARM_UP_CONCURRENCY = 16;
/** A floor sends this many rounds of `concurrency` PUTs (~1.25 s at 50 ms). */
const FLOOR_ROUNDS = 25;
/** The pull scenario's board jobs (quick mode: fewer). */
const PULL_JOBS = 2_000;
const PULL_JOBS_QUICK = 400;
/**
 * The most detail reads the pull scenario's second Sync now may make: the jobs whose list header changed on
 * the board (edited, new), and the re-reads every Sync now makes so that a colleague's change to a detail the
 * list does not show arrives (every job of a board listing up to FRESH_READ_LIMIT, that many of a bigger one).
 */
function maxSecondPullDetailReads(boardJobs: number, changed: { edited: number; created: number }): number {
  return changed.edited + changed.created + Math.min(FRESH_READ_LIMIT, boardJobs);
}
/** The drain to several boards: this many jobs, each posted to all three boards. */
const MULTI_BOARD_JOBS = 500;
/** Update drains: at the engine's default concurrency and at 16 (quick mode: the default only). */
const UPDATE_CONCURRENCIES = [ASSUMED_DEFAULT_CONCURRENCY, 16];
/** The freshness run's board jobs (quick mode: fewer). */
const FRESHNESS_JOBS = 1_000;
const FRESHNESS_JOBS_QUICK = 120;
/** Sync now re-reading a board that lists this many jobs (all of them read again), at these concurrencies. */
const REREAD_JOBS = 1_000;
const REREAD_JOBS_QUICK = 200;
const REREAD_CONCURRENCIES: ReadonlyArray<number | null> = [null, 16];

type Run = {
  mix: SyncMix;
  /** null: the engine's default concurrency. */
  concurrency: number | null;
  failRate: number;
  timePullAfterDrain?: boolean;
};

/**
 * ~150 s in all on two shared cores: the create drains ~50 s, the update drains (and the create drains
 * before them) ~50 s, the pull and freshness runs ~40 s, queueing, boards and checks the rest.
 */
function runsFor(quick: boolean): { jobs: number; runs: Run[] } {
  const runs: Run[] = [
    { mix: 'creates', concurrency: null, failRate: 0 },
    { mix: 'creates', concurrency: 8, failRate: 0 },
    { mix: 'creates', concurrency: 16, failRate: 0, timePullAfterDrain: true },
    { mix: 'create+update', concurrency: null, failRate: 0 },
    { mix: 'creates', concurrency: null, failRate: FAIL_RATE },
  ];
  return quick ? { jobs: 200, runs: runs.filter((run) => run.concurrency !== 8) } : { jobs: 1_000, runs };
}

/**
 * One board per fail rate, started and warmed up together, with an employer for each scenario that drains
 * to it (and each floor); `boards` holds every board that started, even when another did not.
 */
async function startBoards(
  runs: Run[],
  floors: number,
  updateDrains: number,
  boards: Map<number, SyncBoard>,
): Promise<void> {
  const failRates = [...new Set(runs.map((run) => run.failRate))];
  const startups = await Promise.allSettled(
    failRates.map(async (failRate) => {
      // The clean board also serves each floor, the pull scenario, each update drain, the freshness run and
      // the Sync now re-read.
      const employers =
        runs.filter((run) => run.failRate === failRate).length +
        (failRate === 0 ? floors + 1 + updateDrains + 1 + 1 : 0);
      const board = await startSyncBoard({ latencyMs: LATENCY_MS, failRate, seed: SEED }, employers);
      boards.set(failRate, board);
      await warmUpBoard(board, WARM_UP_REQUESTS, WARM_UP_CONCURRENCY);
    }),
  );
  for (const startup of startups) if (startup.status === 'rejected') throw startup.reason;
}

export const syncBench: BenchModule = {
  name: 'sync',
  summary:
    'drain of 1,000 changes queued offline to the board (50 ms latency) at concurrency 4/8/16, a collapsing mix, 10% 503s; 1,000 updates (read + write each); freshness of board changes; Sync now re-reading 1,000 board jobs',
  async run(context: BenchContext) {
    const started = performance.now();
    const { jobs, runs } = runsFor(context.quick);
    const tempRoot = mkdtempSync(join(tmpdir(), 'jobdesk-sync-bench-'));
    const queues = new Map<SyncMix, QueuedOutbox>();
    const results: ScenarioResult[] = [];
    const boards = new Map<number, SyncBoard>();
    const floors: PutFloor[] = [];
    let pull: PullScenarioResult | null = null;
    let multiBoard: MultiBoardDrain | null = null;
    const updateDrains: UpdateDrainResult[] = [];
    let freshness: FreshnessResult | null = null;
    let reread: RereadResult | null = null;
    const updateConcurrencies = context.quick ? UPDATE_CONCURRENCIES.slice(0, 1) : UPDATE_CONCURRENCIES;
    try {
      const floorConcurrencies = [
        ...new Set(
          runs
            .filter((run) => run.failRate === 0)
            .map((run) => run.concurrency ?? ASSUMED_DEFAULT_CONCURRENCY),
        ),
      ];
      await startBoards(runs, floorConcurrencies.length, updateConcurrencies.length, boards);
      for (const run of runs) {
        let queued = queues.get(run.mix);
        if (queued === undefined) {
          // Changes, not jobs, are what was asked for: 1,000 either way.
          const jobCount = run.mix === 'creates' ? jobs : jobs / 2;
          queued = await queueOffline(run.mix, jobCount, SEED, mkdtempSync(join(tempRoot, 'queued-')));
          queues.set(run.mix, queued);
          context.log(
            `sync: ${queued.changes} changes (${run.mix}) queued offline in ${(queued.queueMs / 1000).toFixed(1)} s`,
          );
        }
        const boundMs = (queued.jobs * LATENCY_MS) / (run.concurrency ?? ASSUMED_DEFAULT_CONCURRENCY);
        const plan: ScenarioPlan = {
          concurrency: run.concurrency,
          maxDrainMs: Math.max(MIN_DRAIN_LIMIT_MS, boundMs * DRAIN_LIMIT_FACTOR),
          timePullAfterDrain: run.timePullAfterDrain ?? false,
        };
        const board = boards.get(run.failRate);
        if (board === undefined) throw new Error(`no board with fail rate ${run.failRate}`);
        const result = await runScenario(queued, plan, board, tempRoot);
        context.log(
          `sync: ${run.mix} c${result.effectiveConcurrency}${run.failRate > 0 ? ` ${run.failRate * 100}% 503` : ''}: ` +
            `drained in ${(result.drainMs / 1000).toFixed(2)} s (${result.ratio.toFixed(2)}× the bound)`,
        );
        results.push(result);
      }
      // After the drains, so the board is warm for the floors as it was for most drains.
      const cleanBoard = boards.get(0);
      if (cleanBoard !== undefined) {
        for (const concurrency of floorConcurrencies) {
          const floor = await measurePutFloor(cleanBoard, concurrency, concurrency * FLOOR_ROUNDS, SEED);
          floors.push(floor);
          context.log(`sync: bare PUT floor c${concurrency}: ${floor.ratio.toFixed(2)}× the bound`);
        }
        const pullJobs = context.quick ? PULL_JOBS_QUICK : PULL_JOBS;
        pull = await runPullScenario(cleanBoard, pullJobs, SEED, tempRoot);
        context.log(
          `sync: pull of ${pullJobs} board jobs: first ${(pull.first.ms / 1000).toFixed(1)} s ` +
            `(${pull.first.detailReads} detail reads), second ${(pull.second.ms / 1000).toFixed(1)} s ` +
            `(${pull.second.detailReads} detail reads)`,
        );
        const creates = queues.get('creates');
        if (creates === undefined)
          throw new Error('no queued creates to put jobs on the board for the update drains');
        for (const concurrency of updateConcurrencies) {
          const bound = (creates.jobs * 2 * LATENCY_MS) / concurrency;
          const maxDrainMs = Math.max(MIN_DRAIN_LIMIT_MS, bound * DRAIN_LIMIT_FACTOR);
          const result = await runUpdateDrain(creates, concurrency, cleanBoard, tempRoot, maxDrainMs);
          updateDrains.push(result);
          context.log(
            `sync: ${result.updates} updates c${concurrency}: drained in ${(result.drainMs / 1000).toFixed(2)} s ` +
              `(${result.calls} calls, ${result.ratio.toFixed(2)}× the bound)`,
          );
        }
        const freshnessJobs = context.quick ? FRESHNESS_JOBS_QUICK : FRESHNESS_JOBS;
        freshness = await runFreshness(cleanBoard, freshnessJobs, SEED, tempRoot);
        context.log(
          `sync: freshness with ${freshnessJobs} board jobs: every description change arrived after ` +
            `${freshness.rounds.map((round) => round.pullsToAll ?? 'never').join(' and ')} pulls`,
        );
        const rereadJobs = context.quick ? REREAD_JOBS_QUICK : REREAD_JOBS;
        const rereadConcurrencies = context.quick ? REREAD_CONCURRENCIES.slice(0, 1) : REREAD_CONCURRENCIES;
        reread = await runReread(cleanBoard, rereadJobs, rereadConcurrencies, SEED, tempRoot);
        context.log(
          `sync: Sync now re-reading ${rereadJobs} board jobs: ` +
            reread.runs
              .map(
                (run) =>
                  `c${run.concurrency ?? 'default'} ${(run.ms / 1000).toFixed(2)} s (${run.ratio.toFixed(2)}×)`,
              )
              .join(', '),
        );
      }
      multiBoard = await runMultiBoardDrain({ jobs: MULTI_BOARD_JOBS, latencyMs: LATENCY_MS, boards: 3 });
      context.log(
        `sync: ${MULTI_BOARD_JOBS} jobs to 3 boards: ${multiBoard.all.calls} calls in ${(multiBoard.all.drainMs / 1000).toFixed(2)} s ` +
          `(${multiBoard.all.ratio.toFixed(2)}× the bound)`,
      );
    } finally {
      await Promise.all([...boards.values()].map((board) => board.server.stop()));
      rmSync(tempRoot, { recursive: true, force: true });
    }

    for (const line of formatSyncReport({
      results,
      floors,
      latencyMs: LATENCY_MS,
      targetRatio: TARGET_RATIO,
    }))
      context.print(line);
    if (pull !== null)
      for (const line of formatPullReport(pull, maxSecondPullDetailReads(pull.boardJobs, pull.changed)))
        context.print(line);
    if (multiBoard !== null) for (const line of formatMultiBoardDrain(multiBoard)) context.print(line);
    for (const line of formatUpdateDrains(updateDrains, TARGET_RATIO)) context.print(line);
    if (freshness !== null) for (const line of formatFreshness(freshness)) context.print(line);
    if (reread !== null) for (const line of formatReread(reread, TARGET_RATIO)) context.print(line);
    const durationMs = performance.now() - started;
    context.print(
      `\nsync bench: ${(durationMs / 1000).toFixed(1)} s${context.quick ? ' (quick mode: not for quoting)' : ''}`,
    );
    const file = join(context.resultsDir, 'sync.json');
    const report = {
      bench: 'sync',
      quick: context.quick,
      machine: context.machine,
      durationMs,
      latencyMs: LATENCY_MS,
      targets: {
        drainOverBound: TARGET_RATIO,
        updateDrainOverBound: TARGET_RATIO,
        freshnessPulls: freshness?.readmeBoundPulls ?? null,
        duplicatesOnBoard: 0,
        secondPullDetailReads: pull === null ? null : maxSecondPullDetailReads(pull.boardJobs, pull.changed),
        rereadOverBound: TARGET_RATIO,
      },
      backoff: DEFAULT_BACKOFF,
      floors,
      queues: [...queues.values()].map(({ dataDir: _gone, ...queue }) => queue),
      verdicts: results.map((result) => ({
        mix: result.mix,
        concurrency: result.effectiveConcurrency,
        failRate: result.failRate,
        ratio: result.ratio,
        ratioPass: result.failRate > 0 ? null : result.finished && result.ratio <= TARGET_RATIO,
        boardCheckPass: result.verification.pass,
      })),
      scenarios: results,
      pull,
      multiBoard,
      updateDrains,
      freshness,
      reread,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    context.print(`results: ${file}`);
  },
};

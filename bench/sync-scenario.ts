// One scenario of the sync bench: JobDesk's core reopened over an outbox queued offline, pointed at the board
// as a recruiter does it in Settings (which starts syncNow), and the drain timed until the outbox is empty;
// then the board checked for duplicates and missing jobs.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataFolder } from '../src-main/core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../src-main/core/secret-store.ts';
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import type { SyncClock } from '../src-main/sync/index.ts';
import { createJobBoardClient, type JobBoardClient } from '../src-shared/client/index.ts';
import { makeBenchJob, toCreateBody } from './job-corpus.ts';
import { listBoardJobs, type SyncBoard } from './sync-board.ts';
import { createCountingFetch, type RequestKind } from './sync-counting-fetch.ts';
import { type PullAfterDrain, processCpuMs, timeDrain, timePull } from './sync-drain.ts';
import { instrumentStore, type StoreTiming } from './sync-store-timing.ts';
import { countBy, type DrainTimeline, timelineOf, type Verification, verifyBoard } from './sync-timeline.ts';

const LOCAL_KEY = 'sync-bench-local-key';
const LOCAL_BASE_URL = 'http://jobdesk.local/api/v1.1';
// A create is sent as POST /jobs or PUT /jobs (api-decisions.md): either is the one call a job needs.
const JOB_CALLS: readonly RequestKind[] = [
  'POST /jobs',
  'PUT /jobs',
  'PUT /jobs/{id}',
  'DELETE /jobs',
  'DELETE /jobs/{id}',
];

/** `creates`: one create a job. `create+update`: a create and a partial update a job (one PUT needed). */
export type SyncMix = 'creates' | 'create+update';

export type QueuedOutbox = {
  mix: SyncMix;
  jobs: number;
  changes: number;
  queueMs: number;
  /** A data folder holding the closed store with the queued outbox; scenarios copy it. */
  dataDir: string;
};

export type ScenarioPlan = {
  /** Jobs replayed in parallel; null leaves the engine's default. */
  concurrency: number | null;
  /** The drain is given up past this (and reported as unfinished). */
  maxDrainMs: number;
  /** Also time the pull that syncNow runs after the drain (else the network is cut when the drain ends). */
  timePullAfterDrain: boolean;
};

export type ScenarioResult = ScenarioPlan & {
  /** The board's: its latency, the share of requests it answers 503 (HTML) without handling them, its seed. */
  latencyMs: number;
  failRate: number;
  seed: number;
  /** The concurrency set, or (engine default) the most job calls seen in flight at once. */
  effectiveConcurrency: number;
  mix: SyncMix;
  jobs: number;
  changes: number;
  queueMs: number;
  finished: boolean;
  drainMs: number;
  /** Requests sent during the drain, by operation and by status (0: network failure). */
  requestsByKind: Record<string, number>;
  requestsByStatus: Record<string, number>;
  /** PUT and DELETE requests during the drain (the replay's); GETs are pulls. */
  jobCalls: number;
  /** jobCalls − jobs. */
  retries: number;
  /** The fewest job calls that drain this outbox: one a job. */
  jobCallsNeeded: number;
  /** jobCallsNeeded × latency ÷ concurrency. */
  boundMs: number;
  ratio: number;
  timeline: DrainTimeline;
  /** When, from the drain's start, a pass (replay or pull) ended (the status turned idle). */
  passEndsMs: number[];
  /** CPU time of this process (the core) and of the board's during the drain. */
  cpu: { coreMs: number; corePerJobMs: number; boardMs: number | null; boardPerJobMs: number | null };
  store: StoreTiming & { perJobMs: number };
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  endStatus: { pending: number; failed: number; state: string };
  /** The pull syncNow runs once the drain is done, when timed. */
  pullAfterDrain: PullAfterDrain | null;
  verification: Verification;
};

const realClock: SyncClock = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * A core over `dataDir`; errors the core could only report (not throw) are collected in `errors`. `clock`
 * replaces the real one (the freshness run moves its time on by a pull interval between pulls).
 */
export function openCore(
  dataDir: string,
  transport: typeof fetch,
  options: { concurrency: number | null; seed: number; errors: unknown[]; clock?: SyncClock },
) {
  const { concurrency, seed, errors } = options;
  return createJobDeskCore({
    dataFolder: lockDataFolder(dataDir, 'a sync benchmark core'),
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    fetch: transport,
    clock: options.clock ?? realClock,
    random: createSeededRandom(seed),
    sync: concurrency === null ? {} : { concurrency },
    logger: {
      info: () => {},
      warn: () => {},
      error: (message, fields) => {
        errors.push(fields?.error ?? message);
      },
    },
  });
}

/**
 * Queues the changes offline (no board configured, the loop running as in the app) through the local API,
 * as the renderer saves: each create gets its referenceId (JD-…) and an outbox row, each update another.
 * The store is closed afterwards, so every scenario starts from the same outbox (an app reopened later).
 */
export async function queueOffline(
  mix: SyncMix,
  jobs: number,
  seed: number,
  dataDir: string,
): Promise<QueuedOutbox> {
  const unreachable = (() => Promise.reject(new TypeError('offline'))) as typeof fetch;
  const errors: unknown[] = [];
  const core = await openCore(dataDir, unreachable, { concurrency: 1, seed, errors });
  try {
    core.engine.start();
    const random = createSeededRandom(seed);
    const local = localClient(core);
    const started = performance.now();
    for (let i = 0; i < jobs; i += 1) {
      const { referenceId: _none, ...body } = toCreateBody(makeBenchJob(i, random), '');
      const created = await local.createJob(body);
      if (!created.ok) {
        throwIfAny(errors, `local create ${i}`);
        throw new Error(`local create ${i} failed: ${created.error.messages.join(' ')}`);
      }
      if (mix === 'create+update') {
        const { id, title } = created.value.job;
        const updated = await local.updateJob(id, { title: `${title} (updated)` });
        if (!updated.ok) throw new Error(`local update ${i} failed: ${updated.error.messages.join(' ')}`);
      }
    }
    const queueMs = performance.now() - started;
    throwIfAny(errors, 'queueing');
    const changes = core.engine.status().pending;
    const expected = mix === 'creates' ? jobs : jobs * 2;
    if (changes !== expected) throw new Error(`expected ${expected} changes in the outbox, found ${changes}`);
    return { mix, jobs, changes, queueMs, dataDir };
  } finally {
    await core.close();
  }
}

/** Drains a copy of `queued` to `board` as a new employer of it; the board is left running. */
export async function runScenario(
  queued: QueuedOutbox,
  plan: ScenarioPlan,
  board: SyncBoard,
  tempRoot: string,
): Promise<ScenarioResult> {
  const dataDir = mkdtempSync(join(tempRoot, 'core-'));
  cpSync(queued.dataDir, dataDir, { recursive: true });
  const apiKey = board.takeKey();
  let core: JobDeskCore | undefined;
  const counting = createCountingFetch(globalThis.fetch);
  const errors: unknown[] = [];
  try {
    core = await openCore(dataDir, counting.fetch, {
      concurrency: plan.concurrency,
      seed: board.seed,
      errors,
    });
    core.engine.start();
    const changes = core.engine.status().pending;
    if (changes !== queued.changes)
      throw new Error(`reopened with ${changes} changes, ${queued.changes} queued`);
    if (counting.exchanges().length > 0)
      throw new Error('the core reached the board before it was configured');

    const storeTimer = instrumentStore(core.store);
    const boardCpuBefore = processCpuMs(board.server.pid);
    storeTimer.start();
    const drain = await timeDrain(core, { remoteUrl: board.baseUrl, apiKey }, plan.maxDrainMs);
    const store = storeTimer.stop();
    const boardCpuAfter = processCpuMs(board.server.pid);
    const pullAfterDrain =
      plan.timePullAfterDrain && drain.finished ? await timePull(core, counting, drain.endMs) : null;
    counting.cut();
    const endStatus = core.engine.status();
    const localJobs = await localClient(core).listAllJobs();
    await core.close();
    core = undefined;
    if (!localJobs.ok)
      throw new Error(`listing the local jobs failed: ${localJobs.error.messages.join(' ')}`);
    const boardJobs = await listBoardJobs(board, apiKey);
    throwIfAny(errors, 'the drain');

    const during = counting
      .exchanges()
      .filter((exchange) => exchange.startMs >= drain.startMs && exchange.startMs <= drain.endMs);
    const jobCalls = during.filter((exchange) => JOB_CALLS.includes(exchange.kind));
    const drainMs = drain.endMs - drain.startMs;
    const timeline = timelineOf(drain, during, jobCalls);
    const effectiveConcurrency = plan.concurrency ?? timeline.maxJobCallsInFlight;
    const boundMs = (queued.jobs * board.latencyMs) / effectiveConcurrency;
    const coreMs = (drain.cpu.user + drain.cpu.system) / 1000;
    const boardMs = boardCpuBefore === null || boardCpuAfter === null ? null : boardCpuAfter - boardCpuBefore;
    return {
      ...plan,
      latencyMs: board.latencyMs,
      failRate: board.failRate,
      seed: board.seed,
      effectiveConcurrency,
      mix: queued.mix,
      jobs: queued.jobs,
      changes,
      queueMs: queued.queueMs,
      finished: drain.finished,
      drainMs,
      requestsByKind: countBy(during, (exchange) => exchange.kind),
      requestsByStatus: countBy(during, (exchange) => String(exchange.status)),
      jobCalls: jobCalls.length,
      retries: jobCalls.length - queued.jobs,
      jobCallsNeeded: queued.jobs,
      boundMs,
      ratio: drainMs / boundMs,
      timeline,
      passEndsMs: drain.passEndsMs.map(Math.round),
      cpu: {
        coreMs,
        corePerJobMs: coreMs / queued.jobs,
        boardMs,
        boardPerJobMs: boardMs === null ? null : boardMs / queued.jobs,
      },
      store: { ...store, perJobMs: store.totalMs / queued.jobs },
      eventLoopDelayMs: drain.loopDelay,
      endStatus: { pending: endStatus.pending, failed: endStatus.failed, state: endStatus.state },
      pullAfterDrain,
      verification: verifyBoard(
        localJobs.value.map((job) => job.referenceId),
        boardJobs.map((job) => job.referenceId),
      ),
    };
  } finally {
    counting.cut();
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function throwIfAny(errors: readonly unknown[], during: string): void {
  if (errors.length === 0) return;
  throw new Error(
    `the core reported ${errors.length} unexpected error(s) during ${during}: ${String(errors[0])}`,
  );
}

export function localClient(core: JobDeskCore): JobBoardClient {
  return createJobBoardClient({
    baseUrl: LOCAL_BASE_URL,
    getApiKey: () => LOCAL_KEY,
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      core.fetch(new Request(input, init))) as typeof fetch,
  });
}

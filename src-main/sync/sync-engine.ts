// The sync engine: replays the outbox to the remote board and pulls the board's jobs, on a loop driven by
// the injected clock, one pass at a time.

import PQueue from 'p-queue';
import { createBoardView } from '../jobs/board-view.ts';
import { resolveConflict } from '../jobs/conflict-resolution.ts';
import { requeueInFlight, resetRetryDelays } from '../jobs/outbox-upkeep.ts';
import type { CoreChange } from '../store/change-stream.ts';
import { storeFailureOf } from '../store/store-failure.ts';
import { type EngineContext, noteRecentJob, versionStepsOf } from './engine-context.ts';
import { discardJobChanges, retryJobChanges } from './job-recovery.ts';
import { pullPass, readJobOnOpen } from './pull.ts';
import type { RemoteAccess } from './remote-calls.ts';
import { replayPass } from './replay.ts';
import { errorMessage } from './sync-logger.ts';
import { createStatusTracker } from './sync-status.ts';
import type { PullReport, ReplayReport, SyncEngine, SyncEngineOptions } from './sync-types.ts';

const DEFAULT_CONCURRENCY = 4;
const DEFAULT_PULL_INTERVAL_MS = 5 * 60_000;
const DEFAULT_POLL_INTERVAL_MS = 2_000;
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** syncNow replays again while passes make progress and changes are due, up to this many passes. */
const SYNC_NOW_PASSES = 5;
/** A pull reads every board job in full at most this often, unless asked (a description change shows only then). */
const FULL_PULL_INTERVAL_MS = 24 * 60 * 60_000;

/**
 * Builds an engine for one employer's jobs. Rows a crashed engine left in flight are made pending at
 * once: they are sent again, which is safe because every call is idempotent. Nothing runs until start(),
 * syncNow(), replayOnce() or pullOnce() is called. The engine keeps no state outside the store but its
 * status (paused, offline, last sync time) and its loop.
 */
export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { employerId, clock } = options;
  // The engine works on its board's view of the store (jobs/board-view.ts), built once here.
  const store = createBoardView(options.store, options.boardId);
  const pullIntervalMs = options.pullIntervalMs ?? DEFAULT_PULL_INTERVAL_MS;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  const access: RemoteAccess = {
    getRemote: options.getRemote,
    fetch: options.fetch,
    now: () => clock.now(),
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    onBoardDate: options.onBoardDate,
  };
  // A board answering again after it could not be reached gets what waits for it at once, unless it asked
  // for a pause itself (Retry-After), which wins.
  let retryAfterUntil = 0;
  let boardBack = false;
  const tracker = createStatusTracker({
    store,
    employerId,
    getRemote: options.getRemote,
    clock,
    boardName: options.boardName,
    onBoardBack: () => {
      boardBack = true;
      if (freshReadDue) nextPullAt = 0;
      kick();
    },
  });
  const context: EngineContext = {
    store,
    employerId,
    access,
    random: options.random,
    noteRetryAfter: (ms) => {
      retryAfterUntil = Math.max(retryAfterUntil, clock.now() + ms);
    },
    concurrency: Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY),
    tracker,
    logger: options.logger,
    busy: new Map(),
    steps: { count: 0, lastByJob: new Map() },
    recent: new Map(),
    ...(options.languageVersions === undefined ? {} : { languageVersions: options.languageVersions }),
  };
  requeueInFlight(store, employerId);

  /** Replay passes never overlap: each waits for the one before. Pulls run beside them. */
  const replays = new PQueue({ concurrency: 1 });
  const exclusive = <T>(work: () => Promise<T>): Promise<T> => replays.add(() => tracker.during(work));

  const isoNow = () => new Date(clock.now()).toISOString();
  const dueNow = () => store.outbox.listDueOutboxJobIds(employerId, isoNow(), 1).length > 0;
  const madeProgress = (report: ReplayReport) =>
    report.requests + report.completed + report.failed + report.setAside > 0;

  const replayOnce = (): Promise<ReplayReport> =>
    exclusive(async () => {
      // Rows a refused write left in flight (a busy database, a full disk), when no step is under way:
      // passes never overlap, so no step of this engine holds them; they are due again.
      if (context.busy.size === 0 && store.outbox.countOutboxForEmployer(employerId)['in-flight'] > 0)
        requeueInFlight(store, employerId);
      if (boardBack && clock.now() >= retryAfterUntil) {
        boardBack = false;
        resetRetryDelays(store, employerId);
      }
      const report = await replayPass(context);
      if (report.requests > 0 && !report.paused && tracker.status().state !== 'offline') tracker.noteSynced();
      return report;
    });

  // When the last full pull completed is kept in the store, so a restart does not read every job again.
  // A store that never pulled starts the count with its first pull: that one reads every job it does not
  // know (on a new store, all of them), not again the jobs it has just sent and read the answers of.
  const fullPullKey = `sync.last-full-pull.${employerId}`;
  function lastFullPullAt(): number | null {
    const last = Date.parse(store.settings.getSetting(fullPullKey) ?? '');
    return Number.isNaN(last) ? null : last;
  }

  let pullRunning: Promise<PullReport> | null = null;
  let pullNext: { full: boolean; fresh: boolean; report: Promise<PullReport> } | null = null;

  // Since the start, or a Sync now, no pull has read the board in full: the loop's pulls read it as Sync now
  // does (and one comes as soon as the board can be reached again), so the recruiter opening JobDesk sees
  // what colleagues changed meanwhile, and the header can say "All synced" without a Sync now.
  let freshReadDue = true;

  /** What the pull under way was asked for. */
  const runningPull = { full: false, fresh: false };

  function startPull(full: boolean, fresh: boolean): Promise<PullReport> {
    runningPull.full = full;
    runningPull.fresh = fresh;
    const run = tracker.during(async () => {
      const last = lastFullPullAt();
      const asFull = full || (last !== null && clock.now() - last >= FULL_PULL_INTERVAL_MS);
      try {
        const report = await pullPass(context, { full: asFull, fresh });
        if (report.ok) {
          tracker.noteSynced();
          // The list and every re-read came back: what colleagues changed on the board is here.
          if (asFull || fresh) {
            tracker.noteReadInFull();
            freshReadDue = false;
          }
          if (asFull || last === null) store.settings.setSetting(fullPullKey, isoNow());
        }
        return report;
      } catch (error) {
        // The disk refused what the board sent: the status says so until a write succeeds.
        const failure = storeFailureOf(error);
        if (failure !== null) tracker.noteStoreRefused(failure);
        throw error;
      }
    });
    pullRunning = run;
    const done = () => {
      if (pullRunning === run) pullRunning = null;
    };
    run.then(done, done);
    return run;
  }

  function pullOnce(pullOptions: { full?: boolean; fresh?: boolean } = {}): Promise<PullReport> {
    const full = pullOptions.full ?? false;
    const fresh = pullOptions.fresh ?? false;
    if (pullNext !== null) {
      pullNext.full ||= full;
      pullNext.fresh ||= fresh;
      return pullNext.report;
    }
    if (pullRunning === null) return startPull(full, fresh);
    // Two Sync nows at once: the fresh pull under way serves both; a board is not read whole twice.
    if (!full && (runningPull.fresh || runningPull.full)) return pullRunning;
    const waitFor = pullRunning;
    const next = { full, fresh } as { full: boolean; fresh: boolean; report: Promise<PullReport> };
    next.report = waitFor
      .catch(() => undefined)
      .then(() => {
        pullNext = null;
        return startPull(next.full, next.fresh);
      });
    pullNext = next;
    return next.report;
  }

  // The loop: a timer on the injected clock; each tick replays, pulls when due, and sets the next tick.
  let running = false;
  let timer: unknown = null;
  let cycle: Promise<void> | null = null;
  let wakeAgain = false;
  let lastReplayMadeProgress = false;
  let nextPullAt = 0;

  function schedule(delayMs: number): void {
    if (!running) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(
      () => {
        timer = null;
        void runCycle();
      },
      Math.max(0, delayMs),
    );
  }

  function nextDelay(): number {
    if (wakeAgain) return 0;
    const now = clock.now();
    if (options.getRemote() === null || tracker.isPaused()) return pollIntervalMs;
    if (lastReplayMadeProgress && dueNow()) return 0;
    let delay = Math.min(pollIntervalMs, Math.max(0, nextPullAt - now));
    const nextAttempt = store.outbox.nextOutboxAttemptAt(employerId, isoNow());
    if (nextAttempt !== null) delay = Math.min(delay, Math.max(0, Date.parse(nextAttempt) - now));
    return delay;
  }

  async function runCycle(): Promise<void> {
    if (!running || cycle !== null) {
      wakeAgain = true;
      return;
    }
    wakeAgain = false;
    cycle = (async () => {
      try {
        lastReplayMadeProgress = madeProgress(await replayOnce());
        const canPull = options.getRemote() !== null && !tracker.isPaused();
        if (running && canPull && clock.now() >= nextPullAt) {
          nextPullAt = clock.now() + pullIntervalMs;
          // Not awaited: replays go on while the pull runs.
          pullOnce({ fresh: freshReadDue }).catch((error: unknown) => reportFailure('pull', error));
        }
      } catch (error) {
        // A failure of one cycle is reported; the next tick tries again.
        lastReplayMadeProgress = false;
        reportFailure('sync cycle', error);
      }
    })();
    await cycle;
    cycle = null;
    schedule(nextDelay());
  }

  function kick(): void {
    if (cycle !== null) wakeAgain = true;
    else schedule(0);
  }

  /** A busy or full disk is not a bug: its transaction rolled back, and the outbox keeps the change. */
  function reportFailure(what: string, error: unknown): void {
    const failure = storeFailureOf(error);
    if (failure !== null) {
      options.logger.warn(`${what} put off: the store refused a write`, { failure });
      tracker.noteStoreRefused(failure);
    } else {
      options.logger.error(`${what} failed unexpectedly`, { error: errorMessage(error) });
      options.onUnexpectedError?.(error);
    }
  }

  /**
   * What the running engine does on the store's change stream: a job written (created, updated, deleted,
   * by anyone) wakes the loop; saved settings start a sync at once (a new key resumes a paused sync).
   * Its own sync-state and status changes wake nothing.
   */
  function onChange(change: CoreChange): void {
    // A write that committed (the recruiter's, or sync's own): the disk takes writes again.
    if (change.type === 'settings' || (change.type === 'job' && change.change !== 'sync-state'))
      tracker.noteStoreSaved();
    if (change.type === 'settings')
      void syncNow().catch((error: unknown) => reportFailure('a sync after new settings', error));
    else if (change.type === 'job' && change.change !== 'sync-state' && change.change !== 'synced') {
      // A job written by the recruiter (or the local API): re-read among the first at the next Sync now.
      noteRecentJob(context, change.jobId);
      kick();
    }
  }
  let unsubscribe: (() => void) | null = null;

  /** Sync now calls under way: stop() waits for them, and they take no further step once it is called. */
  const syncNowRuns = new Set<Promise<void>>();
  let stopping = false;

  function syncNow(syncOptions: { full?: boolean } = {}): Promise<void> {
    const run = syncNowSteps(syncOptions.full ?? false);
    syncNowRuns.add(run);
    const done = () => syncNowRuns.delete(run);
    run.then(done, done);
    return run;
  }

  async function syncNowSteps(full: boolean): Promise<void> {
    if (stopping) return;
    // A full read from before this Sync now no longer says the board was read lately, until this one's.
    tracker.noteSyncNowBegun();
    freshReadDue = true;
    tracker.resume();
    try {
      resetRetryDelays(store, employerId);
    } catch (error) {
      // A read-only folder refuses even this first write: the status says so, as after a pull's refused write.
      const failure = storeFailureOf(error);
      if (failure !== null) tracker.noteStoreRefused(failure);
      throw error;
    }
    // Claimed before the passes, so the loop does not slip a pull of its own in between them.
    nextPullAt = clock.now() + pullIntervalMs;
    for (let pass = 0; pass < SYNC_NOW_PASSES; pass += 1) {
      const report = await replayOnce();
      // Stopping (the app quitting, a board removed): the store may be closed once stop() returns.
      if (stopping) return;
      if (report.paused || !madeProgress(report) || !dueNow()) break;
    }
    // Sync now is when the recruiter wants to see what colleagues changed: every job of a board of up to
    // FRESH_READ_LIMIT is read again (a change to a salary or a close date shows only in a read).
    await pullOnce({ full, fresh: true });
    if (stopping) return;
    tracker.announce();
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      unsubscribe = store.changes.subscribe(onChange);
      schedule(0);
    },
    async stop() {
      running = false;
      stopping = true;
      unsubscribe?.();
      unsubscribe = null;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await cycle;
      await Promise.allSettled([...syncNowRuns]);
      await replays.onIdle();
      await pullNext?.report.catch(() => undefined);
      await pullRunning?.catch(() => undefined);
      // After the passes: one still running may have changed a job meanwhile.
      tracker.stop();
    },
    syncNow,
    replayOnce,
    pullOnce,
    status: () => tracker.status(),
    async readJob(jobId) {
      return [{ boardId: store.boardId, ...(await readJobOnOpen(context, jobId)) }];
    },
    retryJob(jobId) {
      retryJobChanges(context, jobId);
      if (running) schedule(0);
    },
    discardJobChanges: (jobId) => discardJobChanges(context, jobId),
    resolveConflict(jobId, choices) {
      // The resolve publishes the job's change in its transaction, which wakes the loop.
      const result = resolveConflict(store, employerId, jobId, choices, versionStepsOf(context));
      if (result.ok) tracker.announce();
      return result;
    },
    kick,
  };
}

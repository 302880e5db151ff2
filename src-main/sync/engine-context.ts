// What replay, pull and recovery share inside one engine: the store, the board access, the status, and
// the jobs a step is under way for.
import pLimit from 'p-limit';
import type { BoardView } from '../jobs/board-view.ts';
import type { PullVersionSteps } from '../jobs/pull-writes.ts';
import type { RemoteAccess } from './remote-calls.ts';
import type { SyncLogger } from './sync-logger.ts';
import type { StatusTracker } from './sync-status.ts';

export type EngineContext = {
  store: BoardView;
  employerId: number;
  access: RemoteAccess;
  random: () => number;
  /** The board asked (Retry-After) that nothing be sent for this long: a board back does not override it. */
  noteRetryAfter: (ms: number) => void;
  concurrency: number;
  tracker: StatusTracker;
  logger: SyncLogger;
  /** Jobs with a step under way (a replay or a discard), so that two never overlap for one job. */
  busy: Map<number, Promise<unknown>>;
  /**
   * Steps counted as they start and end, and the count at each job's latest: a pull, which runs beside
   * replays, leaves alone a job a step touched after it began (what it read may be older).
   */
  steps: { count: number; lastByJob: Map<number, number> };
  /**
   * Local jobs the recruiter opened or changed lately, with when (clock ms), newest last; at most
   * RECENT_JOBS_KEPT: a Sync now of a board too big to read whole re-reads these first (pull.ts).
   */
  recent: Map<number, number>;
  /** A job's version in the other language kept in step with a pull's changes (SyncEngineOptions). */
  languageVersions?: PullVersionSteps;
};

/** How many jobs opened or changed lately an engine remembers (the oldest is forgotten first). */
export const RECENT_JOBS_KEPT = 1_000;

/** The recruiter opened or changed the job now: it moves to the newest end of `recent`. */
export function noteRecentJob(context: EngineContext, jobId: number): void {
  context.recent.delete(jobId);
  context.recent.set(jobId, context.access.now());
  if (context.recent.size > RECENT_JOBS_KEPT) {
    const oldest = context.recent.keys().next();
    if (!oldest.done) context.recent.delete(oldest.value);
  }
}

function noteStep(context: EngineContext, jobId: number): void {
  context.steps.count += 1;
  context.steps.lastByJob.set(jobId, context.steps.count);
}

/** Runs `work` for the job once no other step for it is under way, holding the job meanwhile. */
export async function withJob<T>(context: EngineContext, jobId: number, work: () => Promise<T>): Promise<T> {
  for (let held = context.busy.get(jobId); held !== undefined; held = context.busy.get(jobId)) {
    await held.catch(() => undefined);
  }
  noteStep(context, jobId);
  const running = work();
  context.busy.set(jobId, running);
  try {
    return await running;
  } finally {
    if (context.busy.get(jobId) === running) context.busy.delete(jobId);
    noteStep(context, jobId);
  }
}

/** Runs `work` over `items` in order with at most `limit` at a time (p-limit), until the list ends or `stop()` says so. */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  stop: () => boolean = () => false,
): Promise<void> {
  const bounded = pLimit(Math.max(1, limit));
  await Promise.all(items.map((item) => bounded(() => (stop() ? undefined : work(item)))));
}

/**
 * The engine's steps for a job's version in the other language (a pull's, a merge's taking the board's
 * values), a version that cannot follow the board said in the log; undefined without them.
 */
export function versionStepsOf(context: EngineContext): PullVersionSteps | undefined {
  const steps = context.languageVersions;
  if (steps === undefined) return undefined;
  return {
    followBoard: (employerId, jobId, write) =>
      steps.followBoard(employerId, jobId, write, (twinJobId, refusal) =>
        context.logger.warn('a language version did not take the board’s change', {
          jobId,
          twinJobId,
          reason: refusal.type === 'invalid' ? refusal.failure.messages.join(' ') : refusal.message,
        }),
      ),
  };
}

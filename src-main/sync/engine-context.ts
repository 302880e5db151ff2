// What replay, pull and recovery share inside one engine: the store, the board access, the status, and
// the jobs a step is under way for.
import pLimit from 'p-limit';
import type { BoardView } from '../jobs/board-view.ts';
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
};

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

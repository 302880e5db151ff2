// What the sync bench reads out of a drain's recorded requests (how busy the replay's slots were, when
// pulls ran) and out of the two job lists (duplicates and missing jobs on the board).
import { percentile } from './measure.ts';
import type { RecordedExchange } from './sync-counting-fetch.ts';

/** Pull requests less than this apart belong to one pull. */
const PULL_WINDOW_GAP_MS = 250;

export type DrainTimeline = {
  /** From the trigger to the first request sent. */
  firstRequestMs: number;
  /** From the last job call's answer to the outbox found empty (the last job's write-back). */
  tailMs: number;
  /** Time with at least one job call in flight, and with none (backoff waits, pulls, gaps). */
  jobCallBusyMs: number;
  noJobCallInFlightMs: number;
  /** Time with a pull request (GET) in flight during the drain, and the pulls (ms from the start). */
  pullBusyMs: number;
  pullWindows: Array<{ fromMs: number; toMs: number; requests: number }>;
  /** Pull request latency (GET), as the core's fetch saw it. */
  pullP50Ms: number;
  pullP99Ms: number;
  /** Σ job call durations ÷ drain: how many of the `concurrency` slots held a request, on average. */
  meanJobCallsInFlight: number;
  maxJobCallsInFlight: number;
  /** Σ job call durations (the time the slots held requests). */
  jobCallTotalMs: number;
  /** Job call latency seen by the core's fetch (request sent to answer head). */
  jobCallP50Ms: number;
  jobCallP99Ms: number;
};

type Interval = { start: number; end: number };

export function timelineOf(
  drain: { startMs: number; endMs: number },
  during: readonly RecordedExchange[],
  jobCalls: readonly RecordedExchange[],
): DrainTimeline {
  const drainMs = drain.endMs - drain.startMs;
  const clip = (exchanges: readonly RecordedExchange[]): Interval[] =>
    exchanges.map((exchange) => ({
      start: exchange.startMs,
      end: Math.min(Number.isNaN(exchange.endMs) ? drain.endMs : exchange.endMs, drain.endMs),
    }));
  const jobIntervals = clip(jobCalls);
  const pulls = clip(during.filter((exchange) => exchange.kind.startsWith('GET')));
  const pullDurations = pulls.map(({ start, end }) => end - start).sort((a, b) => a - b);
  const durations = jobIntervals.map(({ start, end }) => end - start).sort((a, b) => a - b);
  const busy = unionLength(jobIntervals);
  const total = durations.reduce((sum, value) => sum + value, 0);
  const lastAnswer = Math.max(drain.startMs, ...jobIntervals.map(({ end }) => end));
  const first = during[0];
  return {
    firstRequestMs: first === undefined ? Number.NaN : first.startMs - drain.startMs,
    tailMs: drain.endMs - lastAnswer,
    jobCallBusyMs: busy,
    noJobCallInFlightMs: drainMs - busy,
    pullBusyMs: unionLength(pulls),
    pullWindows: windowsOf(pulls, drain.startMs),
    pullP50Ms: percentile(pullDurations, 0.5),
    pullP99Ms: percentile(pullDurations, 0.99),
    meanJobCallsInFlight: total / drainMs,
    maxJobCallsInFlight: maxOverlap(jobIntervals),
    jobCallTotalMs: total,
    jobCallP50Ms: percentile(durations, 0.5),
    jobCallP99Ms: percentile(durations, 0.99),
  };
}

/** The most intervals that overlap at one instant. */
function maxOverlap(intervals: readonly Interval[]): number {
  const edges = intervals.flatMap(({ start, end }) => [
    { at: start, step: 1 },
    { at: end, step: -1 },
  ]);
  // At a tie an end comes first: a slot that is freed and taken again holds one request, not two.
  edges.sort((a, b) => a.at - b.at || a.step - b.step);
  let open = 0;
  let most = 0;
  for (const { step } of edges) {
    open += step;
    most = Math.max(most, open);
  }
  return most;
}

/** Total length covered by a set of intervals. */
function unionLength(intervals: readonly Interval[]): number {
  let total = 0;
  let current: Interval | null = null;
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    if (current === null || start > current.end) {
      if (current !== null) total += current.end - current.start;
      current = { start, end };
    } else {
      current.end = Math.max(current.end, end);
    }
  }
  return current === null ? total : total + current.end - current.start;
}

/** Stretches of intervals separated by gaps of more than PULL_WINDOW_GAP_MS, in ms from `originMs`. */
function windowsOf(intervals: readonly Interval[], originMs: number): DrainTimeline['pullWindows'] {
  const windows: DrainTimeline['pullWindows'] = [];
  for (const { start, end } of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = windows.at(-1);
    if (last !== undefined && start - originMs <= last.toMs + PULL_WINDOW_GAP_MS) {
      last.toMs = Math.max(last.toMs, end - originMs);
      last.requests += 1;
    } else {
      windows.push({ fromMs: start - originMs, toMs: end - originMs, requests: 1 });
    }
  }
  return windows.map((w) => ({
    fromMs: Math.round(w.fromMs),
    toMs: Math.round(w.toMs),
    requests: w.requests,
  }));
}

export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

export type Verification = {
  localJobs: number;
  boardJobs: number;
  distinctBoardReferenceIds: number;
  /** Board jobs − distinct referenceIds on the board (a job without one counts as a duplicate). */
  duplicatesByReference: number;
  /** Board jobs − local jobs. */
  boardMinusLocal: number;
  /** Local referenceIds not on the board, and referenceIds on it more than once. */
  missingOnBoard: number;
  repeatedOnBoard: number;
  /** Every count above is 0: each local job is on the board exactly once, and nothing else is. */
  pass: boolean;
};

export function verifyBoard(
  localIds: ReadonlyArray<string | null>,
  boardIds: ReadonlyArray<string | null>,
): Verification {
  const onBoard = new Map<string, number>();
  for (const id of boardIds) if (id !== null) onBoard.set(id, (onBoard.get(id) ?? 0) + 1);
  const counts = {
    localJobs: localIds.length,
    boardJobs: boardIds.length,
    distinctBoardReferenceIds: onBoard.size,
    duplicatesByReference: boardIds.length - onBoard.size,
    boardMinusLocal: boardIds.length - localIds.length,
    missingOnBoard: localIds.filter((id) => id === null || !onBoard.has(id)).length,
    repeatedOnBoard: [...onBoard.values()].filter((count) => count > 1).length,
  };
  const pass =
    counts.duplicatesByReference === 0 &&
    counts.boardMinusLocal === 0 &&
    counts.missingOnBoard === 0 &&
    counts.repeatedOnBoard === 0;
  return { ...counts, pass };
}

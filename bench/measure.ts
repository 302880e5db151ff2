// Timing loops bounded in count and in time, and their summary: p50/p99 latency and throughput.
import pLimit from 'p-limit';

/** One timed operation; `i` counts from 0 across a loop, so each call can use different data. */
export type Operation = (i: number) => Promise<unknown> | unknown;

export type Limits = {
  iterations: number;
  /** The loop stops early once this much time has passed (it still reports what it measured). */
  maxMs: number;
};

export type Samples = { latenciesMs: number[]; elapsedMs: number };

export type Stats = {
  n: number;
  p50: number;
  p99: number;
  mean: number;
  /** Completed operations per second of wall time. */
  reqPerSec: number;
};

/** One operation at a time; `offset` shifts `i` so that rounds of one loop never reuse data. */
export async function runSequential(operation: Operation, limits: Limits, offset = 0): Promise<Samples> {
  const latenciesMs: number[] = [];
  const start = performance.now();
  for (let i = 0; i < limits.iterations && performance.now() - start < limits.maxMs; i += 1) {
    const before = performance.now();
    await operation(offset + i);
    latenciesMs.push(performance.now() - before);
  }
  return { latenciesMs, elapsedMs: performance.now() - start };
}

/** `concurrency` workers share the iterations, each starting its next operation when one ends. */
export async function runConcurrent(
  operation: Operation,
  limits: Limits,
  concurrency: number,
  offset = 0,
): Promise<Samples> {
  const latenciesMs: number[] = [];
  const start = performance.now();
  const bounded = pLimit(concurrency);
  // Iterations not yet begun when time is up are skipped.
  await Promise.all(
    Array.from({ length: limits.iterations }, (_, i) =>
      bounded(async () => {
        if (performance.now() - start >= limits.maxMs) return;
        const before = performance.now();
        await operation(offset + i);
        latenciesMs.push(performance.now() - before);
      }),
    ),
  );
  return { latenciesMs, elapsedMs: performance.now() - start };
}

/** Joins the samples of several rounds of one loop. */
export function mergeSamples(rounds: Samples[]): Samples {
  return {
    latenciesMs: rounds.flatMap((round) => round.latenciesMs),
    elapsedMs: rounds.reduce((sum, round) => sum + round.elapsedMs, 0),
  };
}

export function summarize(samples: Samples): Stats {
  const sorted = [...samples.latenciesMs].sort((a, b) => a - b);
  const n = sorted.length;
  return {
    n,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    mean: n === 0 ? Number.NaN : sorted.reduce((sum, value) => sum + value, 0) / n,
    reqPerSec: samples.elapsedMs > 0 ? (n * 1000) / samples.elapsedMs : Number.NaN,
  };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] as number;
}

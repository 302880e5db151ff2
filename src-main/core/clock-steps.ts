// A laptop's wall clock steps (corrected by NTP, set by hand, a time zone fixed after days ahead): the
// waits JobDesk keeps as wall-clock times — retry times, the Undo window of a delete — then mean another
// wait than the one set. This watches the wall clock against a monotonic one and, on a step, moves those
// times by the step, so that a wait set for 5 s stays 5 s: a clock set back two days holds nothing back,
// and one set forward stretches no Undo window.
import type { SyncClock } from '../sync/index.ts';

/** A difference between the two clocks' progress larger than this is a step (timers run late by less). */
export const CLOCK_STEP_THRESHOLD_MS = 2_000;
/** How often the two clocks are compared. */
export const CLOCK_STEP_CHECK_MS = 1_000;

/**
 * Compares the wall clock's progress with the monotonic clock's every `everyMs` and calls `onStep` with
 * the step (positive: the wall clock jumped forward) when they differ by more than the threshold. Returns
 * the function that stops watching. Without a monotonic clock there is nothing to compare: it does nothing.
 */
export function watchClockSteps(
  clock: SyncClock,
  onStep: (stepMs: number) => void,
  options: { everyMs?: number; thresholdMs?: number } = {},
): () => void {
  const monotonicNow = clock.monotonicNow?.bind(clock);
  if (monotonicNow === undefined) return () => undefined;
  const everyMs = options.everyMs ?? CLOCK_STEP_CHECK_MS;
  const thresholdMs = options.thresholdMs ?? CLOCK_STEP_THRESHOLD_MS;
  let lastWall = clock.now();
  let lastMonotonic = monotonicNow();
  let stopped = false;
  let timer: unknown = null;
  const check = () => {
    if (stopped) return;
    const wall = clock.now();
    const monotonic = monotonicNow();
    const step = wall - lastWall - (monotonic - lastMonotonic);
    lastWall = wall;
    lastMonotonic = monotonic;
    if (Math.abs(step) > thresholdMs) onStep(step);
    timer = clock.setTimeout(check, everyMs);
  };
  timer = clock.setTimeout(check, everyMs);
  return () => {
    stopped = true;
    if (timer !== null) clock.clearTimeout(timer);
  };
}

// Timing one drain inside the core's process: the core pointed at the board, the outbox watched through the
// app's status events until it is empty, with the process's CPU time and event loop delay; then the pull
// syncNow runs afterwards; and a child process's CPU time.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { JobDeskCore } from '../src-main/core/jobdesk-core.ts';
import type { CountingFetch } from './sync-counting-fetch.ts';
import { countBy } from './sync-timeline.ts';

/** A fallback look at the outbox in case a status event is missed; the events give the exact end. */
const DRAIN_CHECK_MS = 500;
const IDLE_CHECK_MS = 20;
/** The pull after a drain is given up (and reported as it stood) past this. */
const PULL_LIMIT_MS = 60_000;
const LOOP_DELAY_RESOLUTION_MS = 5;
/** Linux reports process CPU time in these ticks (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

export type PullAfterDrain = { ms: number; requestsByKind: Record<string, number> };

export type Drain = {
  startMs: number;
  endMs: number;
  finished: boolean;
  /** When a pass (replay or pull) ended: the status turns idle until the next pass starts. */
  passEndsMs: number[];
  cpu: NodeJS.CpuUsage;
  loopDelay: { p50: number; p99: number; max: number };
};

/**
 * Points the core at the board (which, as in the app, starts syncNow; the loop keeps running beside it)
 * and waits until the outbox has nothing pending or in flight, or `maxDrainMs` passes.
 */
export async function timeDrain(
  core: JobDeskCore,
  remote: { remoteUrl: string; apiKey: string },
  maxDrainMs: number,
): Promise<Drain> {
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_DELAY_RESOLUTION_MS });
  let unsubscribe = () => {};
  let timer: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;
  try {
    loopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const startMs = performance.now();
    const passEndsMs: number[] = [];
    let lastState = core.engine.status().state;
    const finished = await new Promise<boolean>((resolve) => {
      const check = (pending: number) => {
        if (pending === 0) resolve(true);
      };
      unsubscribe = core.changes.subscribe((event) => {
        if (event.type !== 'sync') return;
        if (event.status.state === 'idle' && lastState === 'syncing')
          passEndsMs.push(performance.now() - startMs);
        lastState = event.status.state;
        check(event.status.pending);
      });
      timer = setInterval(() => check(core.engine.status().pending), DRAIN_CHECK_MS);
      deadline = setTimeout(() => resolve(false), maxDrainMs);
      core.settings.update(remote);
    });
    const endMs = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();
    // The histogram holds the timer's whole period; its delay is what lies beyond the resolution.
    const ms = (ns: number) => Math.max(0, ns / 1e6 - LOOP_DELAY_RESOLUTION_MS);
    return {
      startMs,
      endMs,
      finished,
      passEndsMs,
      cpu,
      loopDelay: {
        p50: ms(loopDelay.percentile(50)),
        p99: ms(loopDelay.percentile(99)),
        max: ms(loopDelay.max),
      },
    };
  } finally {
    unsubscribe();
    clearInterval(timer);
    clearTimeout(deadline);
    loopDelay.disable();
  }
}

/** Waits for the pull syncNow starts after the drain: its first GET, then no pass under way. */
export async function timePull(
  core: JobDeskCore,
  counting: CountingFetch,
  drainEndMs: number,
): Promise<PullAfterDrain> {
  const pulls = () => counting.exchanges().filter((exchange) => exchange.startMs > drainEndMs);
  const deadline = drainEndMs + PULL_LIMIT_MS;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
    if (pulls().length > 0 && core.engine.status().state !== 'syncing') break;
  }
  const sent = pulls();
  const lastEnd = Math.max(drainEndMs, ...sent.map((exchange) => exchange.endMs));
  return { ms: lastEnd - drainEndMs, requestsByKind: countBy(sent, (exchange) => exchange.kind) };
}

/** User plus system CPU time of a process in ms (Linux /proc), or null where it cannot be read. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

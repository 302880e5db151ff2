// A clock the sync tests drive by hand: timers fire only when the test advances time, and a "view" of
// it can be frozen for good (an engine that crashed never wakes up again).
import type { SyncClock } from '../../../src-main/sync/index.ts';

type Timer = { id: number; at: number; callback: () => void; owner: number };

export type ClockView = SyncClock & {
  sleep(ms: number): Promise<void>;
  /** Drops this view's timers and ignores new ones: whatever waits on it never resumes. */
  freeze(): void;
};

export type FakeClock = ClockView & {
  /** For the stores and board cores (`now: () => Date`). */
  date(): Date;
  /**
   * A separate view on the same time, frozen independently (one per engine generation). With
   * `wallOffsetMs`, the view is a computer whose wall clock can be stepped: `now()` is the shared time plus
   * the offset, and `monotonicNow()` the shared time (timers run on it, as Node's do).
   */
  view(options?: { wallOffsetMs: () => number }): ClockView;
  /** Moves time forward by `ms`, firing due timers in order and letting the work they start run. */
  advance(ms: number): Promise<void>;
  /**
   * Waits for `promise`, advancing time to the next timer whenever nothing else is left to run. Throws if
   * the promise can never settle (no timer pending and no progress), instead of hanging the test.
   */
  settle<T>(promise: Promise<T>, options?: { maxMs?: number }): Promise<T>;
  pendingTimers(): number;
};

/** Lets every queued microtask and immediate run (the in-process board answers within a few). */
export async function flushAsync(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

export function createFakeClock(start = '2026-03-02T09:00:00.000Z'): FakeClock {
  let time = Date.parse(start);
  let nextId = 1;
  let nextOwner = 1;
  const timers: Timer[] = [];
  const frozen = new Set<number>();

  function makeView(owner: number, wallOffsetMs?: () => number): ClockView {
    const setTimer = (callback: () => void, ms: number): number => {
      const id = nextId++;
      if (!frozen.has(owner)) timers.push({ id, at: time + Math.max(0, ms), callback, owner });
      return id;
    };
    return {
      now: () => time + (wallOffsetMs?.() ?? 0),
      ...(wallOffsetMs === undefined ? {} : { monotonicNow: () => time }),
      setTimeout: setTimer,
      clearTimeout(handle) {
        const index = timers.findIndex((timer) => timer.id === handle);
        if (index >= 0) timers.splice(index, 1);
      },
      sleep: (ms) => new Promise<void>((resolve) => setTimer(resolve, ms)),
      freeze() {
        frozen.add(owner);
        for (let index = timers.length - 1; index >= 0; index -= 1) {
          if (timers[index]?.owner === owner) timers.splice(index, 1);
        }
      },
    };
  }

  function takeNext(limit: number): Timer | undefined {
    let best: Timer | undefined;
    for (const timer of timers) {
      if (
        timer.at <= limit &&
        (best === undefined || timer.at < best.at || (timer.at === best.at && timer.id < best.id))
      )
        best = timer;
    }
    if (best !== undefined) timers.splice(timers.indexOf(best), 1);
    return best;
  }

  const base = makeView(0);
  return {
    ...base,
    date: () => new Date(time),
    view: (options) => makeView(nextOwner++, options?.wallOffsetMs),
    async advance(ms) {
      const target = time + ms;
      await flushAsync();
      for (let timer = takeNext(target); timer !== undefined; timer = takeNext(target)) {
        time = Math.max(time, timer.at);
        timer.callback();
        await flushAsync();
      }
      time = Math.max(time, target);
      await flushAsync();
    },
    async settle(promise, options = {}) {
      const deadline = time + (options.maxMs ?? 24 * 60 * 60 * 1000);
      let settled = false;
      promise.then(
        () => {
          settled = true;
        },
        () => {
          settled = true;
        },
      );
      let idleRounds = 0;
      while (!settled) {
        await flushAsync();
        if (settled) break;
        const timer = takeNext(deadline);
        if (timer === undefined) {
          idleRounds += 1;
          if (idleRounds > 20) throw new Error('The awaited work can never finish: no timer is pending.');
          // Real work may be under way (a file store's sync to disk, a worker's answer): give it real time
          // before calling the work stuck, more each round (about 1 s in all).
          await new Promise<void>((resolve) => setTimeout(resolve, idleRounds * 5));
          continue;
        }
        idleRounds = 0;
        time = Math.max(time, timer.at);
        timer.callback();
      }
      return promise;
    },
    pendingTimers: () => timers.length,
  };
}

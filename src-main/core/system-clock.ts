// The real time and timers, for the hosts that run the core for a person (the desktop app, browser mode);
// tests pass their own clock.
import type { SyncClock } from '../sync/index.ts';

export const systemClock: SyncClock = {
  now: () => Date.now(),
  monotonicNow: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

import { describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity.ts';

function manualClock() {
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    timers,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    setInterval: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: () => {},
    clearInterval: vi.fn(),
  };
}

describe('watchConnectivity', () => {
  it('wakes sync when the network comes back, once per change, from either source', () => {
    let online = false;
    const onOnline = vi.fn();
    const clock = manualClock();
    const watcher = watchConnectivity({ isOnline: () => online, clock, intervalMs: 10_000, onOnline });
    expect(clock.timers[0]?.ms).toBe(10_000);
    clock.timers[0]?.callback();
    expect(onOnline).not.toHaveBeenCalled();
    online = true;
    clock.timers[0]?.callback();
    clock.timers[0]?.callback();
    expect(onOnline).toHaveBeenCalledOnce();
    watcher.report(false);
    watcher.report(true);
    expect(onOnline).toHaveBeenCalledTimes(2);
    watcher.stop();
    expect(clock.clearInterval).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { watchConnectivity } from './connectivity.ts';
import { manualClock } from './manual-clock.testing.ts';

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

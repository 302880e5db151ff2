import { describe, expect, it } from 'vitest';
import { manualClock } from './manual-clock.testing.ts';
import { closeWithin } from './quit-gracefully.ts';

describe('closeWithin', () => {
  it('reports a close that finished in time', async () => {
    expect(await closeWithin(async () => {}, 4000, manualClock())).toBe('closed');
  });
  it('gives up when the wait runs out', async () => {
    const clock = manualClock();
    const outcome = closeWithin(() => new Promise(() => {}), 4000, clock);
    expect(clock.timers[0]?.ms).toBe(4000);
    clock.timers[0]?.callback();
    expect(await outcome).toBe('timed-out');
  });
  it('reports a close that threw', async () => {
    expect(await closeWithin(() => Promise.reject(new Error('x')), 4000, manualClock())).toBe('failed');
  });
});

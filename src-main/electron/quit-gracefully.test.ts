import { describe, expect, it, vi } from 'vitest';
import { closeWithin } from './quit-gracefully.ts';

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

// For the shell's unit tests: a clock whose timers only record what was scheduled, so a test runs them by hand.
import { vi } from 'vitest';

export function manualClock() {
  const timers: { callback: () => void; ms: number }[] = [];
  return {
    timers,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    setInterval: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    clearTimeout: () => {},
    clearInterval: vi.fn(),
  };
}

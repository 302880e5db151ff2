import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, retryDelayMs } from '../../src-main/sync/index.ts';

describe('retry delays (exponential backoff, full jitter)', () => {
  it('draws each delay uniformly below a ceiling that doubles with every attempt', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(500);
    expect(retryDelayMs(2, () => 0.5)).toBe(1_000);
    expect(retryDelayMs(5, () => 0.5)).toBe(8_000);
    expect(retryDelayMs(3, () => 0.999)).toBe(3_996);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(retryDelayMs(50, () => 0.999_999)).toBeLessThan(DEFAULT_BACKOFF.capMs);
    expect(retryDelayMs(2_000, () => 0.5)).toBe(DEFAULT_BACKOFF.capMs / 2);
  });

  it('never waits less than the floor, so small draws cannot make a busy loop', () => {
    expect(retryDelayMs(1, () => 0)).toBe(DEFAULT_BACKOFF.floorMs);
    expect(retryDelayMs(0, () => 0.1)).toBe(DEFAULT_BACKOFF.floorMs);
  });

  it("waits at least the board's Retry-After, even above the cap", () => {
    expect(retryDelayMs(1, () => 0.5, 30_000)).toBe(30_000);
    expect(retryDelayMs(1, () => 0.5, 10 * 60_000)).toBe(10 * 60_000);
    expect(retryDelayMs(8, () => 0.5, 1_000)).toBe(64_000);
  });

  it('spreads the retries of many clients over the whole window', () => {
    let state = 1;
    const random = () => {
      state = (state * 48_271) % 2_147_483_647;
      return state / 2_147_483_647;
    };
    const delays = Array.from({ length: 1_000 }, () => retryDelayMs(4, random));
    expect(Math.min(...delays)).toBeLessThan(1_000);
    expect(Math.max(...delays)).toBeGreaterThan(7_000);
    expect(Math.max(...delays)).toBeLessThan(8_000);
  });
});

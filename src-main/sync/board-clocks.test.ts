// Each board's clock as its answers tell it, against a laptop clock that is off and steps.
import { describe, expect, it } from 'vitest';
import { createBoardClocks } from './board-clocks.ts';
import type { SyncClock } from './sync-types.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BOARD_TIME = Date.parse('2026-11-02T09:00:00.000Z');

/** A laptop's wall clock (set by the test) and a monotonic clock that only runs. */
function laptopClock(wall: number) {
  const time = { wall, monotonic: 5_000 };
  const clock: SyncClock = {
    now: () => time.wall,
    monotonicNow: () => time.monotonic,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
  };
  const run = (ms: number) => {
    time.wall += ms;
    time.monotonic += ms;
  };
  return { clock, time, run };
}

describe('the boards’ clocks', () => {
  it('knows no board’s time before one of its answers carried a Date', () => {
    const clocks = createBoardClocks(laptopClock(BOARD_TIME).clock);
    expect(clocks.now(1)).toBeNull();
    expect(clocks.earliestNow([1])).toBeNull();
    expect(clocks.earliestNow([])).toBeNull();
  });

  it('runs a board’s time on from its answer, whatever the laptop’s wall clock says or does', () => {
    const laptop = laptopClock(BOARD_TIME + 2 * DAY_MS);
    const clocks = createBoardClocks(laptop.clock);
    clocks.note(1, BOARD_TIME);
    laptop.run(90_000);
    expect(clocks.now(1)).toBe(BOARD_TIME + 90_000);
    // The laptop's clock is corrected two days back: the board's time goes on as before.
    laptop.time.wall -= 2 * DAY_MS;
    laptop.run(10_000);
    expect(clocks.now(1)).toBe(BOARD_TIME + 100_000);
  });

  it('follows a board’s latest answer, so a board whose own clock was set moves with it', () => {
    const laptop = laptopClock(BOARD_TIME);
    const clocks = createBoardClocks(laptop.clock);
    clocks.note(1, BOARD_TIME);
    laptop.run(1_000);
    clocks.note(1, BOARD_TIME - DAY_MS);
    expect(clocks.now(1)).toBe(BOARD_TIME - DAY_MS);
  });

  it('gives the earliest of several boards, and none while one of them is unknown', () => {
    const clocks = createBoardClocks(laptopClock(BOARD_TIME).clock);
    clocks.note(1, BOARD_TIME + DAY_MS);
    clocks.note(2, BOARD_TIME - DAY_MS);
    expect(clocks.earliestNow([1, 2])).toBe(BOARD_TIME - DAY_MS);
    expect(clocks.earliestNow([1, 2, 3])).toBeNull();
  });

  it('uses the wall clock where the clock has no monotonic side', () => {
    let wall = BOARD_TIME + 2 * DAY_MS;
    const clocks = createBoardClocks({
      now: () => wall,
      setTimeout: () => 0,
      clearTimeout: () => undefined,
    });
    clocks.note(1, BOARD_TIME);
    wall += 5_000;
    expect(clocks.now(1)).toBe(BOARD_TIME + 5_000);
  });
});

// What JobDesk knows of each board's clock: the Date of its latest answer, kept as an offset from the
// laptop's monotonic clock, so that a laptop clock days off (or stepped meanwhile) does not move the
// board's "now". A close date is checked against it (validate-job.ts), never against the laptop's date.
import type { SyncClock } from './sync-types.ts';

export type BoardClocks = {
  /** A board's answer carried this `Date` (ms since the epoch), seen now. */
  note(boardId: number, boardDateMs: number): void;
  /** The board's time now, from its latest answer this run; null when none carried a `Date`. */
  now(boardId: number): number | null;
  /**
   * The earliest of these boards' times now: a close date none of them would refuse passes. Null when a
   * board's clock is not known (or no board is named): the laptop's clock, with its slack, decides then.
   */
  earliestNow(boardIds: readonly number[]): number | null;
};

/**
 * Offsets from `clock.monotonicNow` (the wall clock where a clock has no monotonic side). A Date is to the
 * second and was set before the answer arrived, so the board's time is never over-estimated: a close date
 * refused against it is one the board refuses too. Kept in memory: a monotonic clock restarts with the run.
 */
export function createBoardClocks(clock: SyncClock): BoardClocks {
  const local = (): number => clock.monotonicNow?.() ?? clock.now();
  const offsets = new Map<number, number>();
  const now = (boardId: number): number | null => {
    const offset = offsets.get(boardId);
    return offset === undefined ? null : local() + offset;
  };
  return {
    note(boardId, boardDateMs) {
      offsets.set(boardId, boardDateMs - local());
    },
    now,
    earliestNow(boardIds) {
      let earliest: number | null = null;
      for (const boardId of boardIds) {
        const at = now(boardId);
        if (at === null) return null;
        earliest = earliest === null ? at : Math.min(earliest, at);
      }
      return earliest;
    },
  };
}

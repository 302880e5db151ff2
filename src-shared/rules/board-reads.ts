// When a board counts as read lately: the one rule behind "All synced" (the header) and the core's tests.
// A board is read in full when its list and the re-reads of Sync now (every job up to 1,000, beyond that the
// jobs opened or changed lately, then the least recently read) all came back.
import type { BoardRead } from '../schemas/app.ts';

/** A full read older than this no longer says the laptop shows what colleagues changed on the board. */
export const READ_LATELY_MS = 10 * 60_000;

/**
 * The boards not read in full lately: never read in full, read READ_LATELY_MS ago or more (by `nowMs`), or
 * with a Sync now begun since their last full read that has not read them in full yet (`current: false`).
 * Empty when every board was: only then may the header say "All synced".
 */
export function boardsNotReadLately(reads: readonly BoardRead[], nowMs: number): BoardRead[] {
  return reads.filter((read) => {
    if (!read.current || read.readAt === null) return true;
    const at = Date.parse(read.readAt);
    return Number.isNaN(at) || nowMs - at >= READ_LATELY_MS;
  });
}

/** The board read longest ago among `reads` (one never read first), or undefined for none. */
export function boardReadLongestAgo(reads: readonly BoardRead[]): BoardRead | undefined {
  const age = (read: BoardRead) =>
    read.readAt === null ? Number.NEGATIVE_INFINITY : Date.parse(read.readAt);
  return reads.reduce<BoardRead | undefined>(
    (oldest, read) => (oldest === undefined || age(read) < age(oldest) ? read : oldest),
    undefined,
  );
}

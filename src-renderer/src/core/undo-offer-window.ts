// How long the toast that offers Undo stays: the core's window and no longer, counted on the page's monotonic
// clock whatever the pointer or the focus does. Mantine pauses a toast's own timer while it is hovered or
// focused, which would keep offering an Undo the core no longer takes once the board has the change.
import { UNDO_DELETE_WINDOW_MS } from '../../../src-shared/rules/undo-delete.ts';

/**
 * The time left to offer Undo, from the core's end of the window (`restorableUntil`) and the wall clock now:
 * never more than the window (the core's clock and the page's are the same machine's), never below zero, and
 * none for an end that cannot be read.
 */
export function undoOfferMs(restorableUntil: string, wallNowMs: number): number {
  const left = Date.parse(restorableUntil) - wallNowMs;
  if (Number.isNaN(left)) return 0;
  return Math.max(0, Math.min(UNDO_DELETE_WINDOW_MS, left));
}

/** Whether an Undo pressed at `monotonicNowMs` is still within the offer that closes at `closesAtMs` (same clock). */
export function undoStillOffered(closesAtMs: number, monotonicNowMs: number): boolean {
  return monotonicNowMs < closesAtMs;
}

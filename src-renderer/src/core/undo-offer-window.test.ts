import { describe, expect, it } from 'vitest';
import { UNDO_DELETE_WINDOW_MS } from '../../../src-shared/rules/undo-delete.ts';
import { undoOfferMs, undoStillOffered } from './undo-offer-window.ts';

const NOW = Date.parse('2026-12-06T12:00:00.000Z');

describe('how long a toast offers Undo', () => {
  it('offers it for what is left of the core’s window', () => {
    expect(undoOfferMs('2026-12-06T12:00:03.500Z', NOW)).toBe(3_500);
  });

  it('never for longer than the window, even when the core’s end reads later', () => {
    expect(undoOfferMs('2026-12-06T13:00:00.000Z', NOW)).toBe(UNDO_DELETE_WINDOW_MS);
  });

  it('not at all once the window has ended, or when its end cannot be read', () => {
    expect(undoOfferMs('2026-12-06T11:59:59.000Z', NOW)).toBe(0);
    expect(undoOfferMs('soon', NOW)).toBe(0);
  });

  it('refuses an Undo pressed at or after the offer closed, however long the pointer rested on the toast', () => {
    const closesAt = 1_000 + undoOfferMs('2026-12-06T12:00:05.000Z', NOW);
    expect(undoStillOffered(closesAt, 5_999)).toBe(true);
    expect(undoStillOffered(closesAt, 6_000)).toBe(false);
  });
});

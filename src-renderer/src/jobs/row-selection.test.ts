// Row selection: single toggles, shift-click ranges in either direction, select all, and pruning.
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, headerCheckboxState, keepVisible, toggleAll, toggleRow } from './row-selection.ts';

const ROWS = [50, 40, 30, 20, 10];
const ids = (selection: { selected: ReadonlySet<number> }) => [...selection.selected].sort((a, b) => b - a);

describe('row selection', () => {
  it('toggles one row and remembers it as the anchor', () => {
    const one = toggleRow(EMPTY_SELECTION, ROWS, 40, true, false);
    expect(ids(one)).toEqual([40]);
    expect(one.anchor).toBe(40);
    expect(ids(toggleRow(one, ROWS, 40, false, false))).toEqual([]);
  });

  it('selects the range from the anchor with shift, downwards and upwards', () => {
    const anchored = toggleRow(EMPTY_SELECTION, ROWS, 40, true, false);
    expect(ids(toggleRow(anchored, ROWS, 10, true, true))).toEqual([40, 30, 20, 10]);
    const fromBottom = toggleRow(EMPTY_SELECTION, ROWS, 20, true, false);
    expect(ids(toggleRow(fromBottom, ROWS, 50, true, true))).toEqual([50, 40, 30, 20]);
  });

  it('clears a range with shift when the clicked row is being cleared', () => {
    const all = toggleAll(EMPTY_SELECTION, ROWS);
    const anchored = toggleRow(all, ROWS, 50, false, false);
    expect(ids(toggleRow(anchored, ROWS, 30, false, true))).toEqual([20, 10]);
  });

  it('treats shift without an anchor on the page as a single click', () => {
    expect(ids(toggleRow({ selected: new Set(), anchor: 999 }, ROWS, 30, true, true))).toEqual([30]);
  });

  it('selects all, then clears all', () => {
    const all = toggleAll(toggleRow(EMPTY_SELECTION, ROWS, 30, true, false), ROWS);
    expect(ids(all)).toEqual(ROWS);
    expect(headerCheckboxState(all, ROWS)).toBe('all');
    expect(ids(toggleAll(all, ROWS))).toEqual([]);
    expect(headerCheckboxState(toggleRow(EMPTY_SELECTION, ROWS, 30, true, false), ROWS)).toBe('some');
    expect(headerCheckboxState(EMPTY_SELECTION, [])).toBe('none');
  });

  it('keeps only rows still shown, and the same object when nothing changed', () => {
    const selection = toggleRow(toggleRow(EMPTY_SELECTION, ROWS, 30, true, false), ROWS, 10, true, false);
    const pruned = keepVisible(selection, [50, 40, 30]);
    expect(ids(pruned)).toEqual([30]);
    expect(pruned.anchor).toBeNull();
    expect(keepVisible(selection, ROWS)).toBe(selection);
  });
});

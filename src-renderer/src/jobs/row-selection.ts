// Which rows are selected, with shift-click selecting (or clearing) the range from the last row clicked.

export type RowSelection = { selected: ReadonlySet<number>; anchor: number | null };

export const EMPTY_SELECTION: RowSelection = { selected: new Set(), anchor: null };

/**
 * The selection after `id`'s checkbox is set to `checked`. With `shift` and an anchor on the same page
 * (`orderedIds`, the rows in display order), every row between the anchor and `id` gets the same state.
 */
export function toggleRow(
  selection: RowSelection,
  orderedIds: readonly number[],
  id: number,
  checked: boolean,
  shift: boolean,
): RowSelection {
  const selected = new Set(selection.selected);
  const from = selection.anchor === null ? -1 : orderedIds.indexOf(selection.anchor);
  const to = orderedIds.indexOf(id);
  const range =
    shift && from !== -1 && to !== -1 ? orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of range) {
    if (checked) selected.add(each);
    else selected.delete(each);
  }
  return { selected, anchor: id };
}

/** Select every row on the page, or clear them all when they all are selected. */
export function toggleAll(selection: RowSelection, orderedIds: readonly number[]): RowSelection {
  const allSelected = orderedIds.length > 0 && orderedIds.every((id) => selection.selected.has(id));
  const selected = new Set(selection.selected);
  for (const id of orderedIds) {
    if (allSelected) selected.delete(id);
    else selected.add(id);
  }
  return { selected, anchor: null };
}

/** Keeps only the rows still shown (after a page change, a search or a delete). */
export function keepVisible(selection: RowSelection, orderedIds: readonly number[]): RowSelection {
  const visible = new Set(orderedIds);
  const selected = new Set([...selection.selected].filter((id) => visible.has(id)));
  if (
    selected.size === selection.selected.size &&
    (selection.anchor === null || visible.has(selection.anchor))
  )
    return selection;
  return {
    selected,
    anchor: selection.anchor !== null && visible.has(selection.anchor) ? selection.anchor : null,
  };
}

export function headerCheckboxState(
  selection: RowSelection,
  orderedIds: readonly number[],
): 'none' | 'some' | 'all' {
  const count = orderedIds.filter((id) => selection.selected.has(id)).length;
  if (count === 0) return 'none';
  return count === orderedIds.length ? 'all' : 'some';
}

// The boards a job created through /api/v1.1 goes to, as Settings shows and changes them. The core keeps the
// rule (none chosen means every board); this module only words it and works out the next choice.
import { t } from '@lingui/core/macro';
import { activeLanguage } from '../core/format.ts';

/** The chosen default board ids after a board's box is ticked or cleared, in the boards' own order. */
export function defaultBoardIdsAfterTick(
  boardIds: readonly number[],
  chosen: readonly number[],
  boardId: number,
  ticked: boolean,
): number[] {
  return boardIds.filter((id) => (id === boardId ? ticked : chosen.includes(id)));
}

/** The line under the boxes: which boards a new job goes to, in words. */
export function defaultBoardsSummary(
  boards: ReadonlyArray<{ id: number; name: string }>,
  chosen: readonly number[],
): string {
  const names = boards.filter((board) => chosen.includes(board.id)).map((board) => board.name);
  if (names.length === 0 || names.length === boards.length)
    return t`New jobs go to every board (none ticked means every board).`;
  // "A, B and C", « A, B et C »: the list as the UI's language joins it.
  const boardNames = new Intl.ListFormat(`${activeLanguage()}-CA`, { type: 'conjunction' }).format(names);
  return t`New jobs go to ${boardNames} only.`;
}

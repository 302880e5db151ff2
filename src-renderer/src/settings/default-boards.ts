// The boards a job created through /api/v1.1 goes to, as Settings shows and changes them. The core keeps the
// rule (none chosen means every board); this module only words it and works out the next choice.

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
    return 'New jobs go to every board (none ticked means every board).';
  const last = names.at(-1);
  const listed = names.length === 1 ? last : `${names.slice(0, -1).join(', ')} and ${last}`;
  return `New jobs go to ${listed} only.`;
}

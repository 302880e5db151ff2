// The options of a list the job board gives at run time, its categories and its position types: each named as
// the board names it, in either language of the UI, and valued by the id sent back to the board. The interface
// document fixes neither list (GET /positiontypes, the categories: "not shown"); sync reads each board's, and
// a board may name them in French already, so JobDesk translates none of them (unlike the salary periods,
// which the interface fixes).
export type BoardListOption = { value: string; label: string };

export function boardListOptions(items: ReadonlyArray<{ id: number; name: string }>): BoardListOption[] {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}

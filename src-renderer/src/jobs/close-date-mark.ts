// How a job's dates read in the list, and whether its close date deserves a mark (closing soon, closed).

export const CLOSING_SOON_DAYS = 7;
const DAY_MS = 86_400_000;

export type CloseDateMark =
  | { kind: 'closed' }
  | { kind: 'closing-soon'; daysLeft: number }
  | { kind: 'open' };

/**
 * `closed` once the close date has passed; `closing-soon` when it comes within the next 7 days; `open`
 * otherwise. `daysLeft` counts whole days left (0: it closes within a day, "today").
 */
export function closeDateMark(closeDate: string, now: number): CloseDateMark {
  const closesAt = Date.parse(closeDate);
  if (Number.isNaN(closesAt)) return { kind: 'open' };
  if (closesAt <= now) return { kind: 'closed' };
  const left = closesAt - now;
  return left <= CLOSING_SOON_DAYS * DAY_MS
    ? { kind: 'closing-soon', daysLeft: Math.floor(left / DAY_MS) }
    : { kind: 'open' };
}

/** The words beside a marked close date. */
export function closeDateMarkLabel(mark: CloseDateMark): string | null {
  if (mark.kind === 'closed') return 'Closed';
  if (mark.kind === 'open') return null;
  if (mark.daysLeft === 0) return 'Closes today';
  return `Closes in ${mark.daysLeft} ${mark.daysLeft === 1 ? 'day' : 'days'}`;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A date of the API (ISO 8601, UTC) as the list shows it, e.g. "Nov 25, 2026"; the board's dates are UTC days. */
export function formatListDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : dateFormat.format(time);
}

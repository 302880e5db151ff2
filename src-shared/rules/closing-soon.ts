// When a job's close date counts as "closing soon" (within 7 days) or passed: one rule for the core's
// Closing soon view and count and the list's marks. Days, not instants: a close date is the board's UTC
// day (the interface takes `YYYY-MM-DD` as 00:00 UTC), and "today" is the recruiter's own calendar day.

export const CLOSING_SOON_DAYS = 7;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, `YYYY-MM-DD`. */
export type Day = string;

/** The calendar day of `now` where the recruiter is (the machine's time zone unless one is given). */
export function localDay(now: Date | number, timeZone?: string): Day {
  const date = new Date(now);
  if (timeZone === undefined) {
    return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
      .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
      .join('-');
  }
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The board's day of a close date (its UTC day); null for a date that cannot be read. */
export function closeDayOf(closeDate: string): Day | null {
  const time = Date.parse(closeDate);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

export function isDay(text: string): text is Day {
  return DAY_PATTERN.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00.000Z`));
}

/**
 * The close dates that are closing soon on `today`, as stored (canonical ISO instants, which sort as text):
 * from `from` (today, 00:00 UTC) up to, not including, `before` (the day after the 7th day).
 */
export function closingSoonRange(today: Day): { from: string; before: string } {
  return {
    from: `${today}T00:00:00.000Z`,
    before: `${addDays(today, CLOSING_SOON_DAYS + 1)}T00:00:00.000Z`,
  };
}

export type CloseDateStanding =
  | { kind: 'closed' }
  | { kind: 'closing-soon'; daysLeft: number }
  | { kind: 'open' };

/**
 * `closed` once the close day is before today; `closing-soon` when it is today (0 days left) up to 7 days
 * ahead; `open` otherwise, and for a date that cannot be read.
 */
export function closeDateStanding(closeDate: string, today: Day): CloseDateStanding {
  const closeDay = closeDayOf(closeDate);
  if (closeDay === null) return { kind: 'open' };
  const daysLeft = daysBetween(today, closeDay);
  if (daysLeft < 0) return { kind: 'closed' };
  return daysLeft <= CLOSING_SOON_DAYS ? { kind: 'closing-soon', daysLeft } : { kind: 'open' };
}

// How a job's dates read in the list, and whether its close date deserves a mark (closing soon, closed).

import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { countOf, formatShortDay } from '../core/format.ts';

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
  return `Closes in ${countOf(mark.daysLeft, 'day', 'days')}`;
}

/**
 * The first of a job's two date lines: when it was published, or that it is not (the core gives no publish
 * date for a job never published: the board's, for a draft, is the day it was made).
 */
export function publishLine(
  status: JobStatus,
  publishDate: string | null,
): { words: string; date: string | null } {
  return status === 'draft' || publishDate === null
    ? { words: 'Not published yet', date: null }
    : { words: 'Published', date: formatShortDay(publishDate) };
}

// How a job's dates read in the list, and whether its close date deserves a mark (closing soon, closed).
import { plural, t } from '@lingui/core/macro';
import {
  type CloseDateStanding,
  closeDateStanding,
  localDay,
} from '../../../src-shared/rules/closing-soon.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { formatShortDay } from '../core/format.ts';

export { CLOSING_SOON_DAYS } from '../../../src-shared/rules/closing-soon.ts';

export type CloseDateMark = CloseDateStanding;

/**
 * `closed` once the close day (the board's) is before the recruiter's today; `closing-soon` from today (0 days
 * left) to 7 days ahead, as the Closing soon view counts (src-shared/rules/closing-soon.ts); `open` otherwise.
 */
export function closeDateMark(closeDate: string, now: number, timeZone?: string): CloseDateMark {
  return closeDateStanding(closeDate, localDay(now, timeZone));
}

/** The words beside a marked close date. */
export function closeDateMarkLabel(mark: CloseDateMark): string | null {
  if (mark.kind === 'closed') return t`Closed`;
  if (mark.kind === 'open') return null;
  const { daysLeft } = mark;
  if (daysLeft === 0) return t`Closes today`;
  return plural(daysLeft, { one: 'Closes in # day', other: 'Closes in # days' });
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
    ? { words: t`Not published yet`, date: null }
    : { words: t`Published`, date: formatShortDay(publishDate) };
}

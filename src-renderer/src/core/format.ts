// How the app writes dates, times, counts, money and plurals: one place, the platform's Intl, one locale
// (English as written in Canada). Every screen formats through here, so a date reads the same everywhere.

import { plural } from '../../../src-shared/plural.ts';
import { formatMoney } from '../../../src-shared/rules/money.ts';

const LOCALE = 'en-CA';

const counts = new Intl.NumberFormat(LOCALE);

/** Where the recruiter is, unless told otherwise (a test passes its own). */
export type TimeZoneOption = { timeZone?: string };

/**
 * One formatter per style and time zone, made once: making an Intl.DateTimeFormat costs about a millisecond,
 * and the jobs list formats two dates a row.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

function dateOf(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12,345". */
export function formatCount(count: number): string {
  return counts.format(count);
}

/**
 * "$55,000", "$21.50": whole dollars without cents (the shared money rule, which the core's findings use too),
 * and the word for `count` of a thing (src-shared/plural.ts, the core's messages use it too).
 */
export { formatMoney, plural };

/** "1 job", "12,345 jobs". */
export function countOf(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${plural(count, one, other)}`;
}

/**
 * "Nov 25, 2026": a day in a list. The board's publish and close dates are UTC days, so they are read in UTC
 * unless told otherwise. "—" for a date that cannot be read.
 */
export function formatShortDay(
  value: string | number | Date,
  { timeZone = 'UTC' }: TimeZoneOption = {},
): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ dateStyle: 'medium', timeZone }).format(date);
}

/** "March 15, 2027": a day in a sentence, where the recruiter is (as the date picker shows it). */
export function formatLongDay(
  value: string | number | Date,
  { timeZone }: TimeZoneOption = {},
): string | null {
  const date = dateOf(value);
  return date === null ? null : dateFormat({ dateStyle: 'long', timeZone }).format(date);
}

/** "Nov 25, 2026, 3:04 p.m.": when something happened, where the recruiter is. */
export function formatDateTime(value: string | number | Date, { timeZone }: TimeZoneOption = {}): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** "3:04 p.m.": a time later today, where the recruiter is. */
export function formatTime(value: string | number | Date, { timeZone }: TimeZoneOption = {}): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ timeStyle: 'short', timeZone }).format(date);
}

// How the app writes dates, times, counts and money: one place, the platform's Intl, in the language the UI
// speaks (Lingui's active one) as written in Canada: "Feb 4, 2027" and « 4 févr. 2027 », "12,345" and
// « 12 345 ». Every screen formats through here, so a date reads the same everywhere.

import { i18n } from '@lingui/core';
import { type AppLanguage, appLanguageOf, DEFAULT_LANGUAGE } from '../../../src-shared/i18n/app-language.ts';
import { plural } from '../../../src-shared/plural.ts';
import { formatMoney as formatMoneyIn } from '../../../src-shared/rules/money.ts';

/** The language the UI speaks now: Lingui's active one, English before any is active. */
export function activeLanguage(): AppLanguage {
  return appLanguageOf(i18n.locale ?? '') ?? DEFAULT_LANGUAGE;
}

/** The active language as Intl writes it for Canada: 'en-CA', 'fr-CA'. */
function activeLocale(): string {
  return `${activeLanguage()}-CA`;
}

/** Where the recruiter is, unless told otherwise (a test passes its own). */
export type TimeZoneOption = { timeZone?: string };

/**
 * One formatter per language, style and time zone, made once: making an Intl.DateTimeFormat costs about a
 * millisecond, and the jobs list formats two dates a row.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const countFormats = new Map<string, Intl.NumberFormat>();

function dateOf(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12,345"; in French « 12 345 ». */
export function formatCount(count: number): string {
  const locale = activeLocale();
  let format = countFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * "$55,000", "$21.50"; in French « 55 000 $ », « 21,50 $ »: whole dollars without cents (the shared money
 * rule, which the core's findings use too).
 */
export function formatMoney(amount: number): string {
  return formatMoneyIn(amount, activeLanguage());
}

/** The English word for `count` of a thing (src-shared/plural.ts); words in the catalogs use ICU plurals. */
export { plural };

/** "1 job", "12,345 jobs" (English words; words in the catalogs use ICU plurals). */
export function countOf(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${plural(count, one, other)}`;
}

/**
 * "Nov 25, 2026", « 25 nov. 2026 »: a day in a list, always with its year (a close date next month and one
 * next year must not read alike). The board's publish and close dates are UTC days, so they are read in UTC
 * unless told otherwise. "—" for a date that cannot be read.
 */
export function formatShortDay(
  value: string | number | Date,
  { timeZone = 'UTC' }: TimeZoneOption = {},
): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ dateStyle: 'medium', timeZone }).format(date);
}

/** "March 15, 2027", « 15 mars 2027 »: a day in a sentence, where the recruiter is (as the date picker shows it). */
export function formatLongDay(
  value: string | number | Date,
  { timeZone }: TimeZoneOption = {},
): string | null {
  const date = dateOf(value);
  return date === null ? null : dateFormat({ dateStyle: 'long', timeZone }).format(date);
}

/** "Nov 25, 2026, 3:04 p.m.", « 25 nov. 2026, 15 h 04 »: when something happened, where the recruiter is. */
export function formatDateTime(value: string | number | Date, { timeZone }: TimeZoneOption = {}): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/** "3:04 p.m.", « 15 h 04 »: a time later today, where the recruiter is. */
export function formatTime(value: string | number | Date, { timeZone }: TimeZoneOption = {}): string {
  const date = dateOf(value);
  return date === null ? '—' : dateFormat({ timeStyle: 'short', timeZone }).format(date);
}

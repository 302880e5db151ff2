// Close dates in the editor: calendar days where the recruiter is, the 60-day default, never before today.
import { LIMITS } from '../../../src-shared/schemas/limits.ts';

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function localDateOf(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local calendar day an instant (`toISOString()` form) falls on. */
export function instantToLocalDate(iso: string): string {
  return localDateOf(new Date(iso));
}

function parseLocalDate(day: string): Date | null {
  const match = LOCAL_DATE.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return localDateOf(date) === day ? date : null;
}

/**
 * The instant a job closes when the recruiter picks `day`: the last millisecond of that day where they
 * are, so a job closing "today" is open all day. Throws a RangeError for a day that does not exist.
 */
export function closeDateToInstant(day: string): string {
  const date = parseLocalDate(day);
  if (date === null) throw new RangeError(`Not a calendar day: ${day}`);
  date.setHours(23, 59, 59, 999);
  return date.toISOString();
}

/** `day` plus `days` calendar days (daylight-saving changes do not shift the day). */
export function addLocalDays(day: string, days: number): string {
  const date = parseLocalDate(day);
  if (date === null) throw new RangeError(`Not a calendar day: ${day}`);
  date.setDate(date.getDate() + days);
  return localDateOf(date);
}

/** The default close date of a new job: the board's default job lifetime from today. */
export function defaultCloseDate(now: Date): string {
  return addLocalDays(localDateOf(now), LIMITS.defaultJobLifetimeDays);
}

/** The earliest day the date picker offers: today. A date already in the past stays as the job has it. */
export function earliestCloseDate(now: Date): string {
  return localDateOf(now);
}

/** Whether `day` is before today (a job that would close before it is published). */
export function isBeforeToday(day: string, now: Date): boolean {
  return day < localDateOf(now);
}

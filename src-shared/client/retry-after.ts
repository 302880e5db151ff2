// Reads a Retry-After header (RFC 9110 §10.2.3) as a delay in milliseconds from a given clock, at most an hour.

/**
 * The longest wait a board can ask for. A board that asks for more (a bug, or `99999999999999999`) is
 * tried again after an hour: waiting longer would leave the recruiter's changes unsent with no one to
 * notice, and a delay past the Date range would throw where it is turned into a time.
 */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

const DELAY_SECONDS = /^\d+$/;

/**
 * The delay a `Retry-After` value asks for: whole seconds, or an HTTP-date turned into the time left until it
 * (0 when it is already past), never more than MAX_RETRY_AFTER_MS. `nowMs` is the caller's clock. Returns
 * null for an absent or unreadable value; never throws.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (DELAY_SECONDS.test(text)) return clampRetryAfter(Number(text) * 1000);
  // Every HTTP-date form has a month name and an hh:mm:ss time; checking that keeps the lenient Date.parse
  // from reading "later 5" or "12.5" as a date.
  if (!/[a-z]{3}/i.test(text) || !/\d{1,2}:\d{2}:\d{2}/.test(text)) return null;
  const date = Date.parse(text);
  if (!Number.isFinite(date)) return null;
  return clampRetryAfter(date - nowMs);
}

/** A delay within [0, MAX_RETRY_AFTER_MS]; anything not a finite number (Infinity from a huge value) is the maximum. */
export function clampRetryAfter(delayMs: number): number {
  if (Number.isNaN(delayMs)) return MAX_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, delayMs));
}

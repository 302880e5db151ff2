// Reads a Retry-After header (RFC 9110 §10.2.3) as a delay in milliseconds from a given clock.

const DELAY_SECONDS = /^\d+$/;

/**
 * The delay a `Retry-After` value asks for: whole seconds, or an HTTP-date turned into the time left until it
 * (0 when it is already past). `nowMs` is the caller's clock. Returns null for an absent or unreadable value.
 */
export function parseRetryAfter(value: string | null | undefined, nowMs: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (DELAY_SECONDS.test(text)) return Number(text) * 1000;
  // Every HTTP-date form has a month name and an hh:mm:ss time; checking that keeps the lenient Date.parse
  // from reading "later 5" or "12.5" as a date.
  if (!/[a-z]{3}/i.test(text) || !/\d{1,2}:\d{2}:\d{2}/.test(text)) return null;
  const date = Date.parse(text);
  if (!Number.isFinite(date)) return null;
  return Math.max(0, date - nowMs);
}

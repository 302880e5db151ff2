// Dates in request bodies (api-decisions.md, "Wire format"): `YYYY-MM-DD` taken as 00:00 UTC, or a full
// ISO 8601 date-time with `Z` or an offset. Anything else is rejected: a date without a zone is ambiguous.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|([+-])(\d{2}):?(\d{2}))$/i;

/**
 * Reads a request date and returns the instant as `toISOString()` (`2026-12-31T00:00:00.000Z`), or null
 * when the text is not one of the accepted forms or names a day or time that does not exist (2026-02-30,
 * 24:00). Fractions of a second beyond milliseconds are truncated.
 */
export function parseRequestDate(text: string): string | null {
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) return instant(numbers(dateOnly.slice(1, 4)), [0, 0, 0, 0], 0);

  const dateTime = DATE_TIME.exec(text);
  if (!dateTime) return null;
  const [, year, month, day, hour, minute, second, fraction, , sign, offsetHours, offsetMinutes] = dateTime;
  const millis = Number((fraction ?? '').padEnd(3, '0').slice(0, 3));
  const time = [Number(hour), Number(minute), Number(second ?? '0'), millis] as const;
  if (time[0] > 23 || time[1] > 59 || time[2] > 59) return null;
  let offset = 0;
  if (sign !== undefined) {
    const hours = Number(offsetHours);
    const minutes = Number(offsetMinutes);
    if (hours > 23 || minutes > 59) return null;
    offset = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  return instant(numbers([year, month, day]), time, offset);
}

function numbers(parts: ReadonlyArray<string | undefined>): [number, number, number] {
  return [Number(parts[0]), Number(parts[1]), Number(parts[2])];
}

function instant(
  [year, month, day]: [number, number, number],
  [hour, minute, second, millis]: readonly [number, number, number, number],
  offsetMinutes: number,
): string | null {
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A day that does not exist (2026-02-30) rolls over into the next month; catch it by reading back.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  date.setUTCHours(hour, minute - offsetMinutes, second, millis);
  const iso = date.toISOString();
  // An offset can push year 9999 past 4 digits (+010000-…); such a date is not one we can write back.
  return /^\d{4}-/.test(iso) ? iso : null;
}

// Dates in request bodies: YYYY-MM-DD at 00:00 UTC or an ISO 8601 date-time with a zone, nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequestDate } from './request-date.ts';

describe('parseRequestDate', () => {
  it.each([
    ['a date, as 00:00 UTC', '2026-12-31', '2026-12-31T00:00:00.000Z'],
    ['a leap day', '2028-02-29', '2028-02-29T00:00:00.000Z'],
    ['a date-time in UTC', '2026-12-31T17:30:00Z', '2026-12-31T17:30:00.000Z'],
    ['a date-time with milliseconds', '2026-12-31T17:30:00.123Z', '2026-12-31T17:30:00.123Z'],
    ['a date-time with microseconds, truncated', '2026-12-31T17:30:00.123999Z', '2026-12-31T17:30:00.123Z'],
    ['a date-time without seconds', '2026-12-31T17:30Z', '2026-12-31T17:30:00.000Z'],
    ['a negative offset', '2026-12-31T20:00:00-05:00', '2027-01-01T01:00:00.000Z'],
    ['a half-hour offset', '2026-12-31T20:00:00+05:30', '2026-12-31T14:30:00.000Z'],
    ['a compact offset', '2026-12-31T20:00:00-0800', '2027-01-01T04:00:00.000Z'],
    ['lower-case t and z', '2026-12-31t17:30:00z', '2026-12-31T17:30:00.000Z'],
    ['a year before 100', '0050-01-01', '0050-01-01T00:00:00.000Z'],
  ])('reads %s', (_name, text, iso) => {
    expect(parseRequestDate(text)).toBe(iso);
  });

  it.each([
    ['a date-time without a zone', '2026-12-31T17:30:00'],
    ['a date-time with a space', '2026-12-31 17:30:00Z'],
    ['the 29th of February of a common year', '2026-02-29'],
    ['month 13', '2026-13-01'],
    ['day 0', '2026-12-00'],
    ['hour 24', '2026-12-31T24:00Z'],
    ['minute 60', '2026-12-31T10:60Z'],
    ['a leap second', '2026-12-31T23:59:60Z'],
    ['an offset of 24 hours', '2026-12-31T10:00+24:00'],
    ['a North American date', '12/31/2026'],
    ['a date without zero padding', '2026-1-5'],
    ['an English date', 'Dec 31, 2026'],
    ['a week date', '2026-W53'],
    ['an empty string', ''],
    ['a date past year 9999 once in UTC', '9999-12-31T23:00-05:00'],
  ])('rejects %s', (_name, text) => {
    expect(parseRequestDate(text)).toBeNull();
  });

  it('reads back every instant written with toISOString', () => {
    const instants = fc.date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (date) => {
        expect(parseRequestDate(date.toISOString())).toBe(date.toISOString());
      }),
    );
  });
});

// The app's one formatter: dates, times, counts, money and plurals as written in Canada, in any time zone.
import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCount,
  formatDateTime,
  formatLongDay,
  formatMoney,
  formatShortDay,
  formatTime,
  plural,
} from './format.ts';

const utc = { timeZone: 'UTC' };

describe('the formatter', () => {
  it('writes counts with thousands separators and the plural the count takes', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(countOf(1, 'job', 'jobs')).toBe('1 job');
    expect(countOf(0, 'job', 'jobs')).toBe('0 jobs');
    expect(countOf(10000, 'entry', 'entries')).toBe('10,000 entries');
    expect(plural(2, 'detail is', 'details are')).toBe('details are');
  });

  it('writes money in Canadian dollars, cents only when there are some', () => {
    expect(formatMoney(55000)).toBe('$55,000');
    expect(formatMoney(21.5)).toBe('$21.50');
  });

  it('writes a list’s day in UTC by default (the board’s dates are UTC days)', () => {
    expect(formatShortDay('2026-11-25T00:00:00.000Z')).toBe('Nov 25, 2026');
    expect(formatShortDay('2026-11-25T23:30:00.000Z', { timeZone: 'America/Toronto' })).toBe('Nov 25, 2026');
    expect(formatShortDay('not a date')).toBe('—');
  });

  it('writes a day in a sentence in full, where the recruiter is', () => {
    expect(formatLongDay('2027-03-15T12:00:00.000Z', utc)).toBe('March 15, 2027');
    expect(formatLongDay('2027-03-16T02:00:00.000Z', { timeZone: 'America/Vancouver' })).toBe(
      'March 15, 2027',
    );
    expect(formatLongDay('nope')).toBeNull();
  });

  it('writes a moment with its day and time, and a time alone', () => {
    expect(formatDateTime('2026-11-25T15:04:00.000Z', utc)).toBe('Nov 25, 2026, 3:04 p.m.');
    expect(formatTime('2026-11-25T09:30:00.000Z', utc)).toBe('9:30 a.m.');
  });
});

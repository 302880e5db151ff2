// The app's one formatter: dates, times, counts, money and plurals as written in Canada, in any time zone, in
// the language the UI speaks.
import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import {
  activeLanguage,
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

describe('the formatter in French', () => {
  it('writes days as Quebec does, the year always shown, in the language the UI was switched to', async () => {
    expect(formatShortDay('2027-02-04T00:00:00.000Z')).toBe('Feb 4, 2027');
    await useFrenchUi();
    expect(activeLanguage()).toBe('fr');
    expect(formatShortDay('2027-02-04T00:00:00.000Z')).toBe('4 févr. 2027');
    expect(formatShortDay('2026-12-10T00:00:00.000Z')).toBe('10 déc. 2026');
    expect(formatLongDay('2027-03-15T12:00:00.000Z', utc)).toBe('15 mars 2027');
  });

  it('writes times on the 24-hour clock, counts and money with no-break spaces', async () => {
    await useFrenchUi();
    expect(formatDateTime('2026-11-25T15:04:00.000Z', utc)).toBe('25 nov. 2026, 15 h 04');
    expect(formatTime('2026-11-25T09:30:00.000Z', utc)).toBe('09 h 30');
    expect(formatCount(12345)).toBe('12\u00a0345');
    expect(formatMoney(62000)).toBe('62\u00a0000\u00a0$');
    expect(formatMoney(21.5)).toBe('21,50\u00a0$');
  });
});

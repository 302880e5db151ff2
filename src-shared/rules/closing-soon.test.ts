import { describe, expect, it } from 'vitest';
import { addDays, closeDateStanding, closingSoonRange, daysBetween, localDay } from './closing-soon.ts';

describe('closing soon', () => {
  it('reads today as the recruiter’s calendar day, not the UTC one', () => {
    const lateEvening = Date.parse('2026-12-07T03:30:00.000Z');
    expect(localDay(lateEvening, 'America/Toronto')).toBe('2026-12-06');
    expect(localDay(lateEvening, 'Europe/Paris')).toBe('2026-12-07');
  });

  it('counts whole days across a month and a year', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(daysBetween('2026-12-28', '2027-01-04')).toBe(7);
    expect(daysBetween('2027-01-04', '2026-12-28')).toBe(-7);
  });

  it('marks a close day of today as closing with 0 days left, the 7th day ahead as soon, the 8th as open', () => {
    const today = '2026-12-06';
    expect(closeDateStanding('2026-12-06T00:00:00.000Z', today)).toEqual({
      kind: 'closing-soon',
      daysLeft: 0,
    });
    expect(closeDateStanding('2026-12-13T00:00:00.000Z', today)).toEqual({
      kind: 'closing-soon',
      daysLeft: 7,
    });
    expect(closeDateStanding('2026-12-14T00:00:00.000Z', today)).toEqual({ kind: 'open' });
    expect(closeDateStanding('2026-12-05T00:00:00.000Z', today)).toEqual({ kind: 'closed' });
    expect(closeDateStanding('not a date', today)).toEqual({ kind: 'open' });
  });

  it('gives the stored close dates of the same 8 days as a range the core compares as text', () => {
    const range = closingSoonRange('2026-12-06');
    expect(range).toEqual({ from: '2026-12-06T00:00:00.000Z', before: '2026-12-14T00:00:00.000Z' });
    const inRange = (closeDate: string) => closeDate >= range.from && closeDate < range.before;
    for (const day of ['2026-12-05', '2026-12-06', '2026-12-13', '2026-12-14']) {
      const closeDate = `${day}T00:00:00.000Z`;
      expect(inRange(closeDate)).toBe(closeDateStanding(closeDate, '2026-12-06').kind === 'closing-soon');
    }
  });
});

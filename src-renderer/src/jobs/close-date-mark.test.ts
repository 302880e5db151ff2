// Close dates in the list: marked when closing within 7 days or closed.
import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { formatShortDay } from '../core/format.ts';
import { closeDateMark, closeDateMarkLabel, publishLine } from './close-date-mark.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('close date marks', () => {
  const TZ = 'America/Toronto';
  it('marks a close day before the recruiter’s today as closed, and today’s as closing today', () => {
    // 7 a.m. in Toronto on Nov 25.
    expect(closeDateMark('2026-11-24T00:00:00.000Z', NOW, TZ)).toEqual({ kind: 'closed' });
    expect(closeDateMarkLabel(closeDateMark('2026-11-24T00:00:00.000Z', NOW, TZ))).toBe('Closed');
    expect(closeDateMark('2026-11-25T00:00:00.000Z', NOW, TZ)).toEqual({ kind: 'closing-soon', daysLeft: 0 });
    expect(closeDateMarkLabel(closeDateMark('2026-11-25T00:00:00.000Z', NOW, TZ))).toBe('Closes today');
  });

  it('counts days from the recruiter’s day: late in the evening in Toronto, the UTC date is tomorrow', () => {
    const lateEvening = Date.parse('2026-11-26T03:00:00.000Z');
    expect(closeDateMark('2026-11-25T00:00:00.000Z', lateEvening, TZ)).toEqual({
      kind: 'closing-soon',
      daysLeft: 0,
    });
  });

  it('marks the next 7 days as closing soon, with the days left', () => {
    expect(closeDateMarkLabel(closeDateMark('2026-11-26T00:00:00.000Z', NOW, TZ))).toBe('Closes in 1 day');
    expect(closeDateMarkLabel(closeDateMark('2026-12-02T00:00:00.000Z', NOW, TZ))).toBe('Closes in 7 days');
  });

  it('leaves a later close date unmarked', () => {
    expect(closeDateMark('2026-12-03T00:00:00.000Z', NOW, TZ)).toEqual({ kind: 'open' });
    expect(closeDateMarkLabel({ kind: 'open' })).toBeNull();
  });

  it('says it in French when the UI is in French', async () => {
    await useFrenchUi();
    expect(closeDateMarkLabel({ kind: 'closing-soon', daysLeft: 3 })).toBe('Ferme dans 3 jours');
    expect(closeDateMarkLabel({ kind: 'closing-soon', daysLeft: 0 })).toBe('Ferme aujourd’hui');
    expect(closeDateMarkLabel({ kind: 'closed' })).toBe('Fermé');
  });

  it('formats the API dates as UTC days', () => {
    expect(formatShortDay('2026-01-05T00:00:00.000Z')).toBe('Jan 5, 2026');
    expect(formatShortDay('not a date')).toBe('—');
  });
});

describe('the publish line of a job in the list', () => {
  it('gives the day a job was published, and says a draft is not published yet', () => {
    expect(publishLine('active', '2026-11-25T09:00:00.000Z')).toEqual({
      words: 'Published',
      date: 'Nov 25, 2026',
    });
    expect(publishLine('archived', '2026-11-25T09:00:00.000Z')).toEqual({
      words: 'Published',
      date: 'Nov 25, 2026',
    });
    expect(publishLine('draft', '2026-11-25T09:00:00.000Z')).toEqual({
      words: 'Not published yet',
      date: null,
    });
  });

  it('shows no date for an archived job the core says was never published', () => {
    expect(publishLine('archived', null)).toEqual({ words: 'Not published yet', date: null });
  });
});

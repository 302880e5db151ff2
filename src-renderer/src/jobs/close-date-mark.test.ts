// Close dates in the list: marked when closing within 7 days or closed.
import { describe, expect, it } from 'vitest';
import { formatShortDay } from '../core/format.ts';
import { closeDateMark, closeDateMarkLabel, publishLine } from './close-date-mark.ts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

describe('close date marks', () => {
  it('marks a close date in the past (or now) as closed', () => {
    expect(closeDateMark(at(-DAY), NOW)).toEqual({ kind: 'closed' });
    expect(closeDateMark(at(0), NOW)).toEqual({ kind: 'closed' });
    expect(closeDateMarkLabel(closeDateMark(at(-1), NOW))).toBe('Closed');
  });

  it('marks the next 7 days as closing soon, with the whole days left', () => {
    expect(closeDateMark(at(12 * 3600_000), NOW)).toEqual({ kind: 'closing-soon', daysLeft: 0 });
    expect(closeDateMarkLabel(closeDateMark(at(12 * 3600_000), NOW))).toBe('Closes today');
    expect(closeDateMarkLabel(closeDateMark(at(DAY + 1), NOW))).toBe('Closes in 1 day');
    expect(closeDateMarkLabel(closeDateMark(at(7 * DAY), NOW))).toBe('Closes in 7 days');
  });

  it('leaves a later close date unmarked', () => {
    expect(closeDateMark(at(7 * DAY + 1), NOW)).toEqual({ kind: 'open' });
    expect(closeDateMarkLabel({ kind: 'open' })).toBeNull();
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

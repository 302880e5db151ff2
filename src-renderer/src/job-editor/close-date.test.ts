import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  closeDateToInstant,
  defaultCloseDate,
  earliestCloseDate,
  instantToLocalDate,
  isBeforeToday,
} from './close-date.ts';

describe('close dates', () => {
  it('defaults to 60 days ahead and never offers a day before today', () => {
    const now = new Date(2026, 1, 27, 23, 59);
    expect(defaultCloseDate(now)).toBe('2026-04-28');
    expect(earliestCloseDate(now)).toBe('2026-02-27');
    expect(isBeforeToday('2026-02-26', now)).toBe(true);
    expect(isBeforeToday('2026-02-27', now)).toBe(false);
  });

  it('reads back the day it was given, whatever the day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }),
        (date) => {
          const day = instantToLocalDate(date.toISOString());
          const instant = closeDateToInstant(day);
          expect(instantToLocalDate(instant)).toBe(day);
          expect(Date.parse(instant)).toBeGreaterThanOrEqual(date.getTime());
        },
      ),
    );
  });

  it('refuses a day that does not exist', () => {
    expect(() => closeDateToInstant('2026-02-30')).toThrow(RangeError);
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

// The reference catalogs: stable ids, names within the Limits table, and the lists the documents fix.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../schemas/limits.ts';
import {
  CATEGORIES,
  findCategory,
  findPositionType,
  findRoutingType,
  findSalaryPeriod,
  POSITION_TYPES,
  ROUTING_EMAIL,
  ROUTING_TYPES,
  ROUTING_URL,
  routingKindOf,
  SALARY_PERIODS,
} from './index.ts';

function ids(entries: ReadonlyArray<{ id: number }>): number[] {
  return entries.map((entry) => entry.id);
}

function oneToN(length: number): number[] {
  return Array.from({ length }, (_, index) => index + 1);
}

describe('categories', () => {
  it('lists about 30 categories with ids 1 to N in order', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(25);
    expect(CATEGORIES.length).toBeLessThanOrEqual(40);
    expect(ids(CATEGORIES)).toEqual(oneToN(CATEGORIES.length));
  });

  it('names each category once, in at most 40 characters', () => {
    const names = CATEGORIES.map((category) => category.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.length).toBeLessThanOrEqual(LIMITS.categoryNameLength);
  });

  it('finds a category by id, and nothing for an unknown id', () => {
    expect(findCategory(17)?.name).toBe('Information Technology');
    expect(findCategory(0)).toBeUndefined();
  });
});

describe('position types', () => {
  it('are the five the real board publishes, each name at most 10 characters', () => {
    expect(POSITION_TYPES.map((type) => [type.id, type.name])).toEqual([
      [1, 'Full Time'],
      [2, 'Part Time'],
      [3, 'Contract'],
      [4, 'Temp'],
      [5, 'Volunteer'],
    ]);
    for (const type of POSITION_TYPES)
      expect(type.name.length).toBeLessThanOrEqual(LIMITS.positionTypeNameLength);
    expect(findPositionType(5)?.name).toBe('Volunteer');
  });
});

describe('salary periods', () => {
  it('are ids 1 to 5 with the names and units of api-decisions.md, within 50 characters', () => {
    expect(SALARY_PERIODS.map((period) => [period.id, period.name, period.unit])).toEqual([
      [1, 'Yearly', 'year'],
      [2, 'Monthly', 'month'],
      [3, 'Weekly', 'week'],
      [4, 'Daily', 'day'],
      [5, 'Hourly', 'hour'],
    ]);
    for (const period of SALARY_PERIODS) {
      expect(period.name.length).toBeLessThanOrEqual(LIMITS.salaryPeriodNameLength);
      expect(period.unit.length).toBeLessThanOrEqual(LIMITS.salaryPeriodUnitLength);
    }
    expect(findSalaryPeriod(6)).toBeUndefined();
  });
});

describe('routing types', () => {
  it('are 1 Email and 2 URL, names within 50 characters', () => {
    expect(ROUTING_TYPES).toEqual([
      { id: 1, name: 'Email' },
      { id: 2, name: 'URL' },
    ]);
    for (const type of ROUTING_TYPES)
      expect(type.name.length).toBeLessThanOrEqual(LIMITS.routingTypeNameLength);
  });

  it('names the ids by kind', () => {
    expect([ROUTING_EMAIL, ROUTING_URL]).toEqual([1, 2]);
    expect([routingKindOf(1), routingKindOf(2), routingKindOf(3)]).toEqual(['email', 'url', undefined]);
    expect(findRoutingType(2)?.name).toBe('URL');
  });
});

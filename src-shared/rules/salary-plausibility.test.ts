import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { implausibleSalary, rangeNeedsQuestion, salaryPlausibilityWarning } from './salary-plausibility.ts';

const YEARLY = 1;
const MONTHLY = 2;
const HOURLY = 5;

describe('salary plausibility', () => {
  it('warns of a yearly salary that is an hourly wage, naming the period meant', () => {
    expect(salaryPlausibilityWarning(18, YEARLY)).toBe(
      '$18 a year is unusually low for pay by the year. Check the amount and the pay period: did you mean $18 an hour?',
    );
    expect(salaryPlausibilityWarning(22.5, YEARLY)).toContain('did you mean $22.50 an hour?');
  });

  it('warns of an hourly wage that is a yearly salary', () => {
    expect(salaryPlausibilityWarning(52_000, HOURLY)).toBe(
      '$52,000 an hour is unusually high for pay by the hour. Check the amount and the pay period: did you mean $52,000 a year?',
    );
  });

  it('says only to check when no period makes the amount plausible', () => {
    expect(salaryPlausibilityWarning(0.5, YEARLY)).toBe(
      '$0.50 a year is unusually low for pay by the year. Check the amount and the pay period.',
    );
  });

  it('accepts ordinary pay in every period, and says nothing of an unknown period or no amount', () => {
    for (const [amount, period] of [
      [55_000, YEARLY],
      [4_500, MONTHLY],
      [17.75, HOURLY],
      [250_000, YEARLY],
      [5_000, YEARLY],
    ] as const) {
      expect(salaryPlausibilityWarning(amount, period), `${amount} per ${period}`).toBeUndefined();
    }
    expect(salaryPlausibilityWarning(18, 99)).toBeUndefined();
    expect(salaryPlausibilityWarning(0, YEARLY)).toBeUndefined();
  });
});

describe('money', () => {
  it('writes whole dollars without cents and any other amount with both cents', () => {
    expect([55_000, 22.5, 21.05, 0.5, 1_234_567.891].map((amount) => formatMoney(amount))).toEqual([
      '$55,000',
      '$22.50',
      '$21.05',
      '$0.50',
      '$1,234,567.89',
    ]);
  });
});

describe('the range question', () => {
  it('asks about a maximum over three times the minimum', () => {
    expect(rangeNeedsQuestion(40_000, 5_000_000)).toBe(true);
    expect(rangeNeedsQuestion(20, 60.01)).toBe(true);
  });

  it('does not ask about a range up to three times, a single amount, or a minimum of zero', () => {
    expect(rangeNeedsQuestion(40_000, 120_000)).toBe(false);
    expect(rangeNeedsQuestion(40_000, null)).toBe(false);
    expect(rangeNeedsQuestion(null, 90_000)).toBe(false);
    expect(rangeNeedsQuestion(0, 90_000)).toBe(false);
  });
});

describe('implausibleSalary', () => {
  it('names the period an amount was most likely meant for', () => {
    expect(implausibleSalary(22.5, YEARLY)).toEqual({
      amount: 22.5,
      periodId: YEARLY,
      low: true,
      meantPeriodId: HOURLY,
    });
    expect(implausibleSalary(52_000, YEARLY)).toBeUndefined();
  });
});

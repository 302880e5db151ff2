import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';
import { salaryPlausibilityWarning } from './salary-plausibility.ts';

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

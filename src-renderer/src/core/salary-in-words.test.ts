import { describe, expect, it } from 'vitest';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { salaryInWords } from './salary-in-words.ts';

describe('the salary in words', () => {
  it('says a range with its period and commission', () => {
    expect(salaryInWords({ amount: 55000, maxAmount: 65000, periodId: 1, plusCommission: true })).toBe(
      '$55,000 to $65,000 a year, plus commission',
    );
  });

  it('says cents only when there are some, and "an hour"', () => {
    expect(salaryInWords({ amount: 18.5, maxAmount: null, periodId: 5, plusCommission: false })).toBe(
      '$18.50 an hour',
    );
    expect(salaryInWords({ amount: 900, maxAmount: 900, periodId: 3, plusCommission: false })).toBe(
      '$900 a week',
    );
  });

  it('says nothing without an amount', () => {
    expect(salaryInWords({ amount: null, maxAmount: 10, periodId: 1, plusCommission: true })).toBeNull();
  });
});

describe('the salary in words, in French', () => {
  it('says a range with its period and commission as Quebec writes amounts', async () => {
    await useFrenchUi();
    expect(salaryInWords({ amount: 55000, maxAmount: 65000, periodId: 1, plusCommission: true })).toBe(
      '55\u00a0000\u00a0$ à 65\u00a0000\u00a0$ par année, plus commission',
    );
    expect(salaryInWords({ amount: 18.5, maxAmount: null, periodId: 5, plusCommission: false })).toBe(
      '18,50\u00a0$ l’heure',
    );
  });
});

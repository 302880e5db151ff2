// A salary as a candidate reads it in the preview: "$55,000 to $65,000 a year, plus commission".
import { findSalaryPeriod } from '../../../src-shared/catalogs/salary-periods.ts';

export type SalaryWords = {
  amount: number | null;
  maxAmount: number | null;
  periodId: number | null;
  plusCommission: boolean;
};

const wholeDollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function money(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : withCents).format(amount);
}

/** "a year", "an hour": the unit of the period with its article. */
function perUnit(periodId: number | null): string {
  const unit = periodId === null ? undefined : findSalaryPeriod(periodId)?.unit;
  if (unit === undefined) return '';
  return ` ${/^[aeiou]|^hour/.test(unit) ? 'an' : 'a'} ${unit}`;
}

/** The salary in words, or null when there is none to show (no amount). */
export function salaryInWords(salary: SalaryWords): string | null {
  if (salary.amount === null) return null;
  const range =
    salary.maxAmount !== null && salary.maxAmount !== salary.amount
      ? `${money(salary.amount)} to ${money(salary.maxAmount)}`
      : money(salary.amount);
  return `${range}${perUnit(salary.periodId)}${salary.plusCommission ? ', plus commission' : ''}`;
}

// A salary as a candidate reads it in the preview: "$55,000 to $65,000 a year, plus commission".
import { findSalaryPeriod } from '../../../src-shared/catalogs/salary-periods.ts';
import { formatMoney } from './format.ts';

export type SalaryWords = {
  amount: number | null;
  maxAmount: number | null;
  periodId: number | null;
  plusCommission: boolean;
};

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
      ? `${formatMoney(salary.amount)} to ${formatMoney(salary.maxAmount)}`
      : formatMoney(salary.amount);
  return `${range}${perUnit(salary.periodId)}${salary.plusCommission ? ', plus commission' : ''}`;
}

// A salary as a candidate reads it in the preview: "$55,000 to $65,000 a year, plus commission", in French
// « 55 000 $ à 65 000 $ par année, plus commission ». Words from the catalogs, amounts through format.ts.
import { t } from '@lingui/core/macro';
import { formatMoney } from './format.ts';

export type SalaryWords = {
  amount: number | null;
  maxAmount: number | null;
  periodId: number | null;
  plusCommission: boolean;
};

/** The amount or range with its period (ids of the interface document: 1 yearly … 5 hourly). */
function perPeriod(pay: string, periodId: number | null): string {
  switch (periodId) {
    case 1:
      return t`${pay} a year`;
    case 2:
      return t`${pay} a month`;
    case 3:
      return t`${pay} a week`;
    case 4:
      return t`${pay} a day`;
    case 5:
      return t`${pay} an hour`;
    default:
      return pay;
  }
}

/** The salary in words, or null when there is none to show (no amount). */
export function salaryInWords(salary: SalaryWords): string | null {
  if (salary.amount === null) return null;
  const lowest = formatMoney(salary.amount);
  const highest = salary.maxAmount === null ? lowest : formatMoney(salary.maxAmount);
  const pay = highest !== lowest ? t`${lowest} to ${highest}` : lowest;
  const salaryWords = perPeriod(pay, salary.periodId);
  return salary.plusCommission ? t`${salaryWords}, plus commission` : salaryWords;
}

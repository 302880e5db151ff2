// The words under the salary: an amount no one is paid per its period, and the question a wide range asks,
// in the screen's language (money as Intl writes it there: "$5,000,000", « 5 000 000 $ »).
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { ImplausibleSalary } from '../../../src-shared/rules/salary-plausibility.ts';

function money(amount: number): string {
  return new Intl.NumberFormat(i18n.locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "a year", « par année »: the period after an amount. */
function perPeriod(periodId: number): string {
  switch (periodId) {
    case 1:
      return t`a year`;
    case 2:
      return t`a month`;
    case 3:
      return t`a week`;
    case 4:
      return t`a day`;
    default:
      return t`an hour`;
  }
}

/** "$18 a year is unusually low for yearly pay. Check the amount and the pay period: did you mean $18 an hour?" */
export function implausibleSalaryWords(found: ImplausibleSalary): string {
  const written = `${money(found.amount)} ${perPeriod(found.periodId)}`;
  const said = found.low
    ? t`${written} is unusually low for this pay period.`
    : t`${written} is unusually high for this pay period.`;
  if (found.meantPeriodId === undefined) return `${said} ${t`Check the amount and the pay period.`}`;
  const meant = `${money(found.amount)} ${perPeriod(found.meantPeriodId)}`;
  return `${said} ${t`Check the amount and the pay period: did you mean ${meant}?`}`;
}

/** The range question's sentence after its heading: "$40,000 to $5,000,000: the maximum is over three times the minimum." */
export function rangeQuestionWords(amount: number, maxAmount: number): string {
  const low = money(amount);
  const high = money(maxAmount);
  return t`${low} to ${high}: the maximum is more than three times the minimum. Check both amounts before you publish.`;
}

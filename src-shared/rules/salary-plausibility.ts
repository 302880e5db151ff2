// A salary that cannot be meant for its pay period ("$18 a year", "$52,000 an hour"): a warning, never a refusal,
// since the board takes any amount; most often the period was left at its first choice or the wrong one picked.
import { findSalaryPeriod, SALARY_PERIODS } from '../catalogs/salary-periods.ts';
import { toYearlyPay } from '../posting-laws/yearly-pay.ts';
import { formatMoney } from './money.ts';

/**
 * Pay per year, once converted, that no job in Canada is posted with: under $5,000 (below a quarter of a year
 * at minimum wage, part-time included) or over $2,000,000.
 */
export const PLAUSIBLE_YEARLY_PAY = { min: 5_000, max: 2_000_000 } as const;
/** A middle yearly pay, to pick the period an implausible amount was most likely meant for. */
const TYPICAL_YEARLY_PAY = 55_000;

/** "a year", "an hour": the unit with its article. */
function perUnit(unit: string): string {
  return `${/^[aeiou]|^hour/.test(unit) ? 'an' : 'a'} ${unit}`;
}

/**
 * What to say of `amount` paid per `periodId` when no one is paid that much or that little per that period,
 * naming the period it was most likely meant for; undefined when it is plausible (or the period unknown).
 */
export function salaryPlausibilityWarning(amount: number, periodId: number): string | undefined {
  const period = findSalaryPeriod(periodId);
  const yearly = toYearlyPay(amount, periodId);
  if (period === undefined || yearly === undefined || amount <= 0) return undefined;
  const low = yearly.amount < PLAUSIBLE_YEARLY_PAY.min;
  if (!low && yearly.amount <= PLAUSIBLE_YEARLY_PAY.max) return undefined;

  const written = `${formatMoney(amount)} ${perUnit(period.unit)}`;
  const meant = SALARY_PERIODS.flatMap((other) => {
    const pay = toYearlyPay(amount, other.id)?.amount;
    if (other.id === periodId || pay === undefined) return [];
    if (pay < PLAUSIBLE_YEARLY_PAY.min || pay > PLAUSIBLE_YEARLY_PAY.max) return [];
    return [{ unit: other.unit, distance: Math.abs(Math.log(pay / TYPICAL_YEARLY_PAY)) }];
  }).sort((a, b) => a.distance - b.distance)[0];
  const check = meant
    ? `Check the amount and the pay period: did you mean ${formatMoney(amount)} ${perUnit(meant.unit)}?`
    : 'Check the amount and the pay period.';
  return `${written} is unusually ${low ? 'low' : 'high'} for pay by the ${period.unit}. ${check}`;
}

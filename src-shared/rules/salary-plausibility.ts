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

/** An amount no one is paid per its period: too low or too high, and the period it was most likely meant for. */
export type ImplausibleSalary = { amount: number; periodId: number; low: boolean; meantPeriodId?: number };

/**
 * Whether `amount` paid per `periodId` is an amount no one is paid that much or that little per that period,
 * with the period it was most likely meant for; undefined when it is plausible (or the period unknown). The
 * editor words it in the screen's language; salaryPlausibilityWarning below, in English.
 */
export function implausibleSalary(amount: number, periodId: number): ImplausibleSalary | undefined {
  const yearly = toYearlyPay(amount, periodId);
  if (findSalaryPeriod(periodId) === undefined || yearly === undefined || amount <= 0) return undefined;
  const low = yearly.amount < PLAUSIBLE_YEARLY_PAY.min;
  if (!low && yearly.amount <= PLAUSIBLE_YEARLY_PAY.max) return undefined;
  const meant = SALARY_PERIODS.flatMap((other) => {
    const pay = toYearlyPay(amount, other.id)?.amount;
    if (other.id === periodId || pay === undefined) return [];
    if (pay < PLAUSIBLE_YEARLY_PAY.min || pay > PLAUSIBLE_YEARLY_PAY.max) return [];
    return [{ id: other.id, distance: Math.abs(Math.log(pay / TYPICAL_YEARLY_PAY)) }];
  }).sort((a, b) => a.distance - b.distance)[0];
  return { amount, periodId, low, ...(meant ? { meantPeriodId: meant.id } : {}) };
}

/**
 * What to say of `amount` paid per `periodId` when no one is paid that much or that little per that period,
 * naming the period it was most likely meant for; undefined when it is plausible (or the period unknown).
 */
export function salaryPlausibilityWarning(amount: number, periodId: number): string | undefined {
  const found = implausibleSalary(amount, periodId);
  const period = findSalaryPeriod(periodId);
  if (found === undefined || period === undefined) return undefined;
  const written = `${formatMoney(amount)} ${perUnit(period.unit)}`;
  const meant = found.meantPeriodId === undefined ? undefined : findSalaryPeriod(found.meantPeriodId);
  const check = meant
    ? `Check the amount and the pay period: did you mean ${formatMoney(amount)} ${perUnit(meant.unit)}?`
    : 'Check the amount and the pay period.';
  return `${written} is unusually ${found.low ? 'low' : 'high'} for pay by the ${period.unit}. ${check}`;
}

/** A maximum over this many times the minimum is asked about: most often a digit too many or too few. */
export const RANGE_QUESTION_RATIO = 3;

/**
 * Whether a range should be asked about ("Is this range right?"): its maximum is over RANGE_QUESTION_RATIO
 * times its minimum (a minimum of 0 is no range to judge). A question, never a refusal: the board takes it.
 */
export function rangeNeedsQuestion(amount: number | null, maxAmount: number | null): boolean {
  if (amount === null || maxAmount === null || amount <= 0) return false;
  return maxAmount > amount * RANGE_QUESTION_RATIO;
}

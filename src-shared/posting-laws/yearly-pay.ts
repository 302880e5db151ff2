// Pay per year, for the one rule that is written per year (Ontario's $50,000 range): a yearly salary as it
// is, any other period converted with an assumption the message states.
import { findSalaryPeriod } from '../catalogs/salary-periods.ts';
import { formatMoney } from '../rules/money.ts';

/** How many of a period make a year, and the assumption said to the recruiter (none for yearly pay). */
const PER_YEAR: Readonly<Record<number, { factor: number; assumption: string | null }>> = {
  1: { factor: 1, assumption: null },
  2: { factor: 12, assumption: '12 months a year' },
  3: { factor: 52, assumption: '52 weeks a year' },
  4: { factor: 260, assumption: '5 days a week, 52 weeks a year' },
  5: { factor: 2080, assumption: '40 hours a week, 52 weeks a year' },
};

export type YearlyPay = {
  amount: number;
  /** The period's unit, e.g. "hour". */
  unit: string;
  /** null for yearly pay; else the assumption the conversion made, e.g. "40 hours a week, 52 weeks a year". */
  assumption: string | null;
};

/** `amount` paid per `periodId` as pay per year; undefined for an unknown period. */
export function toYearlyPay(amount: number, periodId: number): YearlyPay | undefined {
  const period = findSalaryPeriod(periodId);
  const perYear = PER_YEAR[periodId];
  if (period === undefined || perYear === undefined) return undefined;
  return { amount: amount * perYear.factor, unit: period.unit, assumption: perYear.assumption };
}

/** "$60,000", "$25.50": how the findings write an amount (the shared money rule: never "$25.5"). */
export function formatDollars(amount: number): string {
  return formatMoney(amount);
}

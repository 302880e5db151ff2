// Pay per year, for the one rule that is written per year (Ontario's $50,000 range): a yearly salary as it
// is, any other period converted with an assumption the message states.
import type { AppLanguage, Localized } from '../i18n/app-language.ts';
import { formatMoney } from '../rules/money.ts';

type PeriodPerYear = { factor: number; per: Localized; assumption: Localized | null };

/** How many of a period make a year, the period as a finding says it, and the assumption said with it. */
const PER_YEAR: Readonly<Record<number, PeriodPerYear>> = {
  1: { factor: 1, per: { en: 'per year', fr: 'par année' }, assumption: null },
  2: {
    factor: 12,
    per: { en: 'per month', fr: 'par mois' },
    assumption: { en: '12 months a year', fr: '12 mois par année' },
  },
  3: {
    factor: 52,
    per: { en: 'per week', fr: 'par semaine' },
    assumption: { en: '52 weeks a year', fr: '52 semaines par année' },
  },
  4: {
    factor: 260,
    per: { en: 'per day', fr: 'par jour' },
    assumption: { en: '5 days a week, 52 weeks a year', fr: '5 jours par semaine, 52 semaines par année' },
  },
  5: {
    factor: 2080,
    per: { en: 'per hour', fr: 'de l’heure' },
    assumption: {
      en: '40 hours a week, 52 weeks a year',
      fr: '40 heures par semaine, 52 semaines par année',
    },
  },
};

export type YearlyPay = {
  amount: number;
  /** The period as the finding says it: "per hour", « de l’heure ». */
  per: Localized;
  /** null for yearly pay; else the assumption the conversion made, e.g. "40 hours a week, 52 weeks a year". */
  assumption: Localized | null;
};

/** `amount` paid per `periodId` as pay per year; undefined for an unknown period. */
export function toYearlyPay(amount: number, periodId: number): YearlyPay | undefined {
  const perYear = PER_YEAR[periodId];
  if (perYear === undefined) return undefined;
  return { amount: amount * perYear.factor, per: perYear.per, assumption: perYear.assumption };
}

/** An amount in each language: "$60,000" and « 60 000 $ » (the shared money rule: never "$25.5"). */
export function dollars(amount: number): Localized {
  return { en: formatMoney(amount, 'en'), fr: formatMoney(amount, 'fr') };
}

/** One language's words of a finding built from parts that are each in both languages. */
export function inEach(build: (language: AppLanguage) => string): Localized {
  return { en: build('en'), fr: build('fr') };
}

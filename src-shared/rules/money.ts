// How JobDesk writes an amount of Canadian dollars, in the UI and in the core's findings alike: whole dollars
// without cents ("$55,000"), any other amount with both cents ("$22.50", never "$22.5"); in French as
// Quebec writes it (« 55 000 $ », « 22,50 $ », the spaces no-break).
import type { AppLanguage } from '../i18n/app-language.ts';

const LOCALES: Readonly<Record<AppLanguage, string>> = { en: 'en-CA', fr: 'fr-CA' };

function dollarFormats(locale: string) {
  const currency = { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' } as const;
  return {
    whole: new Intl.NumberFormat(locale, { ...currency, maximumFractionDigits: 0 }),
    cents: new Intl.NumberFormat(locale, { ...currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  };
}

const FORMATS = { en: dollarFormats(LOCALES.en), fr: dollarFormats(LOCALES.fr) };

/** "$55,000", "$21.50"; in French « 55 000 $ », « 21,50 $ ». */
export function formatMoney(amount: number, language: AppLanguage = 'en'): string {
  const formats = FORMATS[language];
  return (Number.isInteger(amount) ? formats.whole : formats.cents).format(amount);
}

// What Mantine's date pickers take from the UI's language: dayjs's locale for month and day names (registered
// by activate-language.ts with the French catalog) and the first day of the week as Canada counts it.
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';

export type DatesSettings = {
  /** dayjs's name of the locale ('en' is built in; 'fr-ca' is loaded with the French catalog). */
  locale: string;
  /** 0 for Sunday, 1 for Monday: as Mantine's DatesProvider counts. */
  firstDayOfWeek: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** Saturday and Sunday, as Mantine counts them. */
  weekendDays: Array<0 | 1 | 2 | 3 | 4 | 5 | 6>;
};

/**
 * The pickers' settings for a language as written in Canada. Both en-CA and fr-CA start the week on Sunday
 * (CLDR, what Intl.Locale#getWeekInfo says), where Mantine's default is Monday.
 */
export function datesSettingsOf(language: AppLanguage): DatesSettings {
  return { locale: language === 'fr' ? 'fr-ca' : 'en', firstDayOfWeek: 0, weekendDays: [0, 6] };
}

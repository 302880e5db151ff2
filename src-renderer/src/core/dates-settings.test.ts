// The date pickers' settings follow the UI's language, the week starting as Canada's calendars start it.
import { describe, expect, it } from 'vitest';
import { datesSettingsOf } from './dates-settings.ts';

describe('the date pickers’ settings', () => {
  it('name months and days in French with the French UI, in English otherwise', () => {
    expect(datesSettingsOf('fr').locale).toBe('fr-ca');
    expect(datesSettingsOf('en').locale).toBe('en');
  });

  it('start the week on the day Intl says Canada starts it, in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const week = (
        new Intl.Locale(`${language}-CA`) as Intl.Locale & { getWeekInfo?: () => { firstDay: number } }
      ).getWeekInfo?.();
      // Intl counts Monday 1 … Sunday 7; Mantine Sunday 0 … Saturday 6.
      expect(datesSettingsOf(language).firstDayOfWeek).toBe((week?.firstDay ?? 7) % 7);
    }
  });
});

// Mantine's date pickers in the UI's language: month and day names, and the week starting as Canada's does.
// Follows a language chosen in Settings at once (Lingui re-renders its consumers on a change).
import { useLingui } from '@lingui/react';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';
import { appLanguageOf, DEFAULT_LANGUAGE } from '../../../src-shared/i18n/app-language.ts';
import { datesSettingsOf } from './dates-settings.ts';

export function DatesLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const language = appLanguageOf(i18n.locale) ?? DEFAULT_LANGUAGE;
  return <DatesProvider settings={datesSettingsOf(language)}>{children}</DatesProvider>;
}

// The language a page starts in, read once by the app's entry (main.tsx) and once by the first-paint script
// (first-paint/first-paint.ts), which paints a kept list only when it was drawn in this same language: the
// choice made in Settings, else the system's as the desktop shell gives it (the browser's elsewhere).
import type { AppLanguage } from '../../../src-shared/i18n/app-language.ts';
import { systemLanguagesOf } from './desktop-shell.ts';
import { startLanguage } from './ui-language.ts';

/** The page's globals this reads: the profile's storage, the browser's languages and the shell's bridge. */
export type LanguagePage = {
  localStorage: Pick<Storage, 'getItem'>;
  navigator: Pick<Navigator, 'languages'>;
};

/** The language the UI of `page` starts in. */
export function startLanguageOfPage(page: LanguagePage): AppLanguage {
  return startLanguage({
    systemLanguages: systemLanguagesOf(page, page.navigator.languages),
    storage: page.localStorage,
  });
}

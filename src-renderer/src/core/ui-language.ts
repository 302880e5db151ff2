// Which language the UI speaks: the one chosen in Settings, remembered in this browser or desktop profile,
// or else the system's (the first of `navigator.languages` JobDesk speaks), English otherwise. Read again at
// each start, so a system language changed since is followed.
import { APP_LANGUAGES, type AppLanguage, preferredLanguage } from '../../../src-shared/i18n/app-language.ts';

/** Where the choice made in Settings is kept (localStorage): 'en', 'fr', or absent for the system's. */
export const CHOSEN_LANGUAGE_KEY = 'jobdesk.language';

type LanguageSources = {
  /** The system's languages, most wanted first (`navigator.languages`). */
  systemLanguages: readonly string[];
  storage: Pick<Storage, 'getItem'>;
};

/** The language chosen in Settings, or null when the system's is followed (or the stored value is not one). */
export function chosenLanguage(storage: Pick<Storage, 'getItem'>): AppLanguage | null {
  let stored: string | null = null;
  try {
    stored = storage.getItem(CHOSEN_LANGUAGE_KEY);
  } catch {
    // Storage refused (a locked-down profile): the system's language then.
  }
  return APP_LANGUAGES.find((language) => language === stored) ?? null;
}

/** The language the UI starts in. */
export function startLanguage({ systemLanguages, storage }: LanguageSources): AppLanguage {
  return chosenLanguage(storage) ?? preferredLanguage(systemLanguages);
}

/** Keeps the language chosen in Settings for the next starts; null follows the system's again. */
export function rememberLanguage(
  choice: AppLanguage | null,
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
): void {
  if (choice === null) storage.removeItem(CHOSEN_LANGUAGE_KEY);
  else storage.setItem(CHOSEN_LANGUAGE_KEY, choice);
}

/** Each language by its own name, as a person looks for it in a list whatever the screen's language. */
export const LANGUAGE_NAMES: Readonly<Record<AppLanguage, string>> = { en: 'English', fr: 'Français' };

/** The page's `lang`: the language with Canada's region, as the app writes it. */
export function pageLang(language: AppLanguage): string {
  return `${language}-CA`;
}

// The languages JobDesk speaks, and which one a person gets from the languages they list (a browser's
// `navigator.languages`, a request's Accept-Language, Electron's `app.getLocale()`): the first they list that
// JobDesk speaks, by its primary subtag ("fr-CA" and "fr-FR" are French), English otherwise.

export const APP_LANGUAGES = ['en', 'fr'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** Words written in each language JobDesk speaks: data that carries its own translation (a law's finding). */
export type Localized = Readonly<Record<AppLanguage, string>>;

export const DEFAULT_LANGUAGE: AppLanguage = 'en';

/** The app language of one language tag ("fr-CA" → fr), or undefined when JobDesk does not speak it. */
export function appLanguageOf(tag: string): AppLanguage | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return APP_LANGUAGES.find((language) => language === primary);
}

/** The first listed language JobDesk speaks, in the order given (most wanted first); English otherwise. */
export function preferredLanguage(tags: readonly string[]): AppLanguage {
  for (const tag of tags) {
    const language = appLanguageOf(tag);
    if (language !== undefined) return language;
  }
  return DEFAULT_LANGUAGE;
}

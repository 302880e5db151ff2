// Which language the desktop menu speaks: the system's at start (as the page's, src-renderer/src/core/ui-language.ts),
// then the UI's each time the page reports it (a language chosen in Settings wins over the system's there).
import { type AppLanguage, preferredLanguage } from '../../src-shared/i18n/app-language.ts';
import { AppLanguageSchema } from '../../src-shared/i18n/app-language-schema.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';

export type LocaleSource = {
  /** Electron's `app.getPreferredSystemLanguages()`: the OS's list, most wanted first. */
  getPreferredSystemLanguages(): string[];
  /** Electron's `app.getLocale()`: the language Chromium's own UI uses. */
  getLocale(): string;
};

/** The system's languages, most wanted first: the OS's list, then Chromium's locale (empty strings dropped). */
export function systemLanguageTags(app: LocaleSource): string[] {
  const tags = [...app.getPreferredSystemLanguages(), app.getLocale()].filter((tag) => tag.trim() !== '');
  return [...new Set(tags)];
}

export function startMenuLanguage(app: LocaleSource): AppLanguage {
  return preferredLanguage(systemLanguageTags(app));
}

/** The language a UI_LANGUAGE_CHANNEL message names, or an error saying why it is not one. */
export function parseUiLanguageMessage(message: unknown): Result<AppLanguage, string> {
  const parsed = AppLanguageSchema.safeParse(message);
  return parsed.success
    ? ok(parsed.data)
    : err(`not a language JobDesk speaks: ${parsed.error.issues[0]?.message}`);
}

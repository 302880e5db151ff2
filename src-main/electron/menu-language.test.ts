import { describe, expect, it } from 'vitest';
import { parseUiLanguageMessage, startMenuLanguage, systemLanguageTags } from './menu-language.ts';

const system = (preferred: string[], locale: string) => ({
  getPreferredSystemLanguages: () => preferred,
  getLocale: () => locale,
});

describe('the desktop menu’s language', () => {
  it('starts in the first of the system’s languages JobDesk speaks', () => {
    expect(startMenuLanguage(system(['de-DE', 'fr-CA', 'en-US'], 'de'))).toBe('fr');
    expect(startMenuLanguage(system(['en-CA'], 'fr-CA'))).toBe('en');
  });

  it('falls back to Chromium’s locale when the system lists none, and to English when neither is spoken', () => {
    expect(startMenuLanguage(system([], 'fr'))).toBe('fr');
    expect(startMenuLanguage(system(['es-MX'], 'es'))).toBe('en');
  });

  it('lists the system’s languages once each, the OS’s list first', () => {
    expect(systemLanguageTags(system(['fr-CA', 'en-CA'], 'fr-CA'))).toEqual(['fr-CA', 'en-CA']);
    expect(systemLanguageTags(system([], ''))).toEqual([]);
  });

  it('accepts a language JobDesk speaks from the page and refuses anything else with a reason', () => {
    expect(parseUiLanguageMessage('fr')).toEqual({ ok: true, value: 'fr' });
    for (const message of ['fr-CA', 'de', 42, { language: 'en' }, null]) {
      const parsed = parseUiLanguageMessage(message);
      expect(parsed.ok, String(message)).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/^not a language JobDesk speaks/);
    }
  });
});

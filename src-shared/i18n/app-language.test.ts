import { describe, expect, it } from 'vitest';
import { appLanguageOf, preferredLanguage } from './app-language.ts';

describe('the language a person gets', () => {
  it('is French for any French of any region, by its primary subtag', () => {
    expect(appLanguageOf('fr-CA')).toBe('fr');
    expect(appLanguageOf('FR_fr')).toBe('fr');
    expect(appLanguageOf('fr')).toBe('fr');
  });

  it('is the first listed language JobDesk speaks, not the first listed', () => {
    expect(preferredLanguage(['es-MX', 'fr-CA', 'en-CA'])).toBe('fr');
    expect(preferredLanguage(['en-GB', 'fr-CA'])).toBe('en');
  });

  it('is English when nothing listed is spoken here, or nothing is listed', () => {
    expect(preferredLanguage(['de-DE', 'ja'])).toBe('en');
    expect(preferredLanguage([])).toBe('en');
    expect(appLanguageOf('french')).toBeUndefined();
  });
});

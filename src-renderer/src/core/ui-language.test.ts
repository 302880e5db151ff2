import { describe, expect, it } from 'vitest';
import {
  CHOSEN_LANGUAGE_KEY,
  chosenLanguage,
  pageLang,
  rememberLanguage,
  startLanguage,
} from './ui-language.ts';

const storageWith = (value: string | null) => ({
  getItem: (key: string) => (key === CHOSEN_LANGUAGE_KEY ? value : null),
});

describe('the language the UI starts in', () => {
  it('is the system’s when nothing was chosen: French for fr-CA, English for a language JobDesk does not speak', () => {
    expect(startLanguage({ systemLanguages: ['fr-CA', 'en-CA'], storage: storageWith(null) })).toBe('fr');
    expect(startLanguage({ systemLanguages: ['de-DE'], storage: storageWith(null) })).toBe('en');
  });

  it('is the one chosen in Settings, over the system’s', () => {
    expect(startLanguage({ systemLanguages: ['fr-CA'], storage: storageWith('en') })).toBe('en');
    expect(startLanguage({ systemLanguages: ['en-US'], storage: storageWith('fr') })).toBe('fr');
  });

  it('ignores a stored value that is not a language, and storage that refuses to be read', () => {
    expect(chosenLanguage(storageWith('klingon'))).toBeNull();
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(startLanguage({ systemLanguages: ['fr'], storage: refusing })).toBe('fr');
  });

  it('names the page’s language with Canada’s region', () => {
    expect(pageLang('fr')).toBe('fr-CA');
    expect(pageLang('en')).toBe('en-CA');
  });
});

describe('the language chosen in Settings', () => {
  it('is kept for the next start, and forgotten to follow the system’s again', () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    rememberLanguage('fr', storage);
    expect(startLanguage({ systemLanguages: ['en-CA'], storage })).toBe('fr');
    rememberLanguage(null, storage);
    expect(startLanguage({ systemLanguages: ['en-CA'], storage })).toBe('en');
  });
});

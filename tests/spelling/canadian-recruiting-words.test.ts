import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SpellingLanguage } from '../../src-shared/schemas/spelling.ts';
import { CANADIAN_RECRUITING_WORDS } from '../../src-shared/spelling/canadian-recruiting-words.ts';

// nspell is CommonJS without types of its own (the renderer declares the part its worker uses).
type Checker = { correct(word: string): boolean; add(word: string): unknown };
const nspell = createRequire(import.meta.url)('nspell') as (dictionary: {
  aff: string;
  dic: string;
}) => Checker;

// The packages export no file path; the dictionaries the UI bundles are these files.
const modules = resolve(import.meta.dirname, '../../node_modules');
const FOLDERS: Record<SpellingLanguage, string> = {
  'en-CA': join(modules, 'dictionary-en-ca'),
  'fr-CA': join(modules, 'dictionary-fr'),
};

function speller(language: SpellingLanguage, extra: readonly string[]) {
  const folder = FOLDERS[language];
  const checker = nspell({
    aff: readFileSync(join(folder, 'index.aff'), 'utf8'),
    dic: readFileSync(join(folder, 'index.dic'), 'utf8'),
  });
  for (const word of extra) checker.add(word);
  return checker;
}

// Hyphenated words as the editor checks them: by their parts.
const parts = (words: readonly string[]) => words.flatMap((word) => word.split('-'));
const RECRUITING = ['résumé', 'co-op', 'Québec', 'Montréal', 'Moncton', 'WSIB', 'onboarding'];
const PROVINCES = [
  'British Columbia',
  'Alberta',
  'Saskatchewan',
  'Manitoba',
  'Ontario',
  'Quebec',
  'Québec',
  'New Brunswick',
  'Nova Scotia',
  'Prince Edward Island',
  'Newfoundland and Labrador',
  'Yukon',
  'Northwest Territories',
  'Nunavut',
].flatMap((name) => name.split(' '));

// The French dictionary takes about a minute to load in nspell here: the English list is checked, the French
// one was found the same way once (words Grammalecte's dictionary lacks).
describe('the Canadian recruiting words', () => {
  it('make en-CA accept résumé, co-op, Québec and the provinces’ names', () => {
    const checker = speller('en-CA', CANADIAN_RECRUITING_WORDS['en-CA']);
    expect(parts([...RECRUITING, ...PROVINCES]).filter((word) => !checker.correct(word))).toEqual([]);
  });

  it('hold only words the en-CA dictionary lacks', () => {
    const bare = speller('en-CA', []);
    expect(CANADIAN_RECRUITING_WORDS['en-CA'].filter((word) => bare.correct(word))).toEqual([]);
  });
});

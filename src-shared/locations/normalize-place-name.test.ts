// The place-name key: which spellings of a Canadian place are the same name, and autocomplete prefixes.
import { describe, expect, it } from 'vitest';
import { normalizePlaceName, placeNamePrefixKeys } from './normalize-place-name.ts';

describe('normalizePlaceName', () => {
  it.each([
    ['ignores accents and case', ['Montréal', 'montreal', 'MONTRÉAL', 'Montréal']],
    ['ignores accents written as combining marks', ['Québec', 'Que\u0301bec', 'quebec']],
    [
      'treats hyphens, dashes and spaces alike',
      ['Saint-Jean-sur-Richelieu', 'saint jean sur richelieu', 'Saint–Jean – sur Richelieu'],
    ],
    ['collapses and trims whitespace', ['  Thunder \t Bay ', 'Thunder Bay']],
    [
      'reads St. and St as Saint',
      ['St. Catharines', 'St Catharines', 'Saint Catharines', 'saint-catharines'],
    ],
    ['reads Ste. as Sainte', ['Sault Ste. Marie', 'Sault Sainte Marie', 'sault ste marie']],
    ['drops straight and curly apostrophes', ["St. John's", 'St. John’s', 'St Johns']],
    ['spells out the œ ligature', ['Cœur-de-Lion', 'Coeur de Lion']],
  ])('%s', (_name, spellings) => {
    const keys = new Set(spellings.map(normalizePlaceName));
    expect(keys.size).toBe(1);
  });

  it('keeps different names apart', () => {
    expect(normalizePlaceName('Saint John')).not.toBe(normalizePlaceName("St. John's"));
    expect(normalizePlaceName('Sainte-Anne')).not.toBe(normalizePlaceName('Saint-Anne'));
    expect(normalizePlaceName('Stratford')).toBe('stratford');
  });

  it('gives an empty key for a blank name', () => {
    expect(normalizePlaceName(' - . ')).toBe('');
  });
});

describe('placeNamePrefixKeys', () => {
  it('gives no key for a blank prefix', () => {
    expect(placeNamePrefixKeys('  ')).toEqual([]);
  });

  it('reads an unfinished "St" both as Saint and as the start of a word', () => {
    expect(placeNamePrefixKeys('St')).toEqual(['saint', 'st']);
    expect(placeNamePrefixKeys('ste')).toEqual(['sainte', 'ste']);
  });

  it('reads a finished "St." as Saint only', () => {
    expect(placeNamePrefixKeys('St. ')).toEqual(['saint ']);
    expect(placeNamePrefixKeys('St. Cath')).toEqual(['saint cath']);
  });

  it('keeps a trailing separator so that only whole words match', () => {
    expect(placeNamePrefixKeys('Port ')).toEqual(['port ']);
    expect(placeNamePrefixKeys('Mont-')).toEqual(['mont ']);
  });
});

import { describe, expect, it } from 'vitest';
import { findWords } from './word-ranges.ts';

const words = (text: string) => findWords(text).map((range) => range.word);

describe('findWords', () => {
  it('finds each word with its offsets', () => {
    expect(findWords('We hire welders.')).toEqual([
      { word: 'We', start: 0, end: 2 },
      { word: 'hire', start: 3, end: 7 },
      { word: 'welders', start: 8, end: 15 },
    ]);
  });

  it('ignores web addresses, emails, domain names and anything with a digit', () => {
    expect(
      words(
        'Apply at https://acme.ca/jobs or www.acme.ca, write to jobs@acme.ca, see acme.ca today: 40 hours, 9am, B2B',
      ),
    ).toEqual(['Apply', 'at', 'or', 'write', 'to', 'see', 'today', 'hours']);
  });

  it('keeps inner apostrophes, splits hyphenated words and drops French elisions', () => {
    expect(words("we're a well-known team; l’équipe d'Acme qu’on aime")).toEqual([
      "we're",
      'a',
      'well',
      'known',
      'team',
      'équipe',
      'Acme',
      'on',
      'aime',
    ]);
    const [, elided] = findWords('à l’équipe');
    expect(elided).toEqual({ word: 'équipe', start: 4, end: 10 });
  });

  it('finds nothing in an empty or all-number text', () => {
    expect(findWords('')).toEqual([]);
    expect(findWords('2026 · $52,000')).toEqual([]);
  });
});

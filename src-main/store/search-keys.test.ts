import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSearchMatch, employerToken, foldSearchText, isIndexableTerm } from './search-keys.ts';
import type { Store } from './store.ts';
import { openTestStore, sampleJobFields } from './test-fixtures.ts';

describe('the search keys', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('encodes employer ids exactly as the search index triggers do', () => {
    const countMatches = store.db
      .prepare<[string], number>('SELECT count(*) FROM jobs_search WHERE jobs_search MATCH ?')
      .pluck();
    const ids = [1, 2, 2047, 2048, 4_194_303, 4_194_304, 2_147_483_647];
    for (const id of ids) {
      store.employers.addEmployerWithKey(`Employer ${id}`, `key-${id}`, id);
      const created = store.jobs.insertJob(id, sampleJobFields({ title: `Job of ${id}` }));
      expect(created.ok).toBe(true);
    }
    for (const id of ids) {
      expect(employerToken(id)).toHaveLength(3);
      expect(countMatches.get(`employer_token : "${employerToken(id)}"`)).toBe(1);
      expect(countMatches.get(buildSearchMatch(id, 'draft', foldSearchText(`Job of ${id}`)))).toBe(1);
    }
  });

  it('rejects ids outside Int32', () => {
    expect(() => employerToken(0)).toThrow(RangeError);
    expect(() => employerToken(2_147_483_648)).toThrow(RangeError);
  });

  it('folds case in every script and normalizes composition', () => {
    expect(foldSearchText('ÉCOLE Straße')).toBe('école straße');
    expect(foldSearchText('Cafe\u0301')).toBe('café');
  });

  it('indexes terms of three characters or more, counted as characters', () => {
    expect(isIndexableTerm('ab')).toBe(false);
    expect(isIndexableTerm('abc')).toBe(true);
    expect(isIndexableTerm('😀😀')).toBe(false);
    expect(isIndexableTerm('a\u0000b')).toBe(false);
  });

  it('quotes the term as one literal FTS5 string', () => {
    expect(buildSearchMatch(1, null, 'say "hi" OR x*')).toBe(
      `employer_token : "${employerToken(1)}" AND {title_key reference_key} : "say ""hi"" OR x*"`,
    );
  });
});

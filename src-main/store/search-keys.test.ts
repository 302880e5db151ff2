import { describe, expect, it } from 'vitest';
import { foldSearchText } from './search-keys.ts';

describe('the search keys', () => {
  it('folds case in every script and normalizes composition', () => {
    expect(foldSearchText('ÉCOLE Straße')).toBe('école straße');
    expect(foldSearchText('Cafe\u0301')).toBe('café');
  });
});

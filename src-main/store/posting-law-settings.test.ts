import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPostingLawSettings, updatePostingLawSettings } from './posting-law-settings.ts';
import type { Store } from './store.ts';
import { openTestStore } from './test-fixtures.ts';

describe('the posting-law settings', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('say 25 or more employees and AI use not said, until told', () => {
    expect(readPostingLawSettings(store.settings)).toEqual({
      ontarioEmployees25OrMore: true,
      usesAiScreening: null,
    });
  });

  it('keep each answer, leave the other as it was, and forget the AI answer when set to null', () => {
    expect(updatePostingLawSettings(store.settings, { usesAiScreening: true })).toEqual({
      ontarioEmployees25OrMore: true,
      usesAiScreening: true,
    });
    expect(updatePostingLawSettings(store.settings, { ontarioEmployees25OrMore: false })).toEqual({
      ontarioEmployees25OrMore: false,
      usesAiScreening: true,
    });
    expect(updatePostingLawSettings(store.settings, { usesAiScreening: null }).usesAiScreening).toBeNull();
    expect(readPostingLawSettings(store.settings).ontarioEmployees25OrMore).toBe(false);
  });
});

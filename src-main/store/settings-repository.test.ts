import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from './store.ts';
import { openTestStore } from './test-fixtures.ts';

describe('the settings repository', () => {
  let store: Store;
  beforeEach(() => {
    store = openTestStore();
  });
  afterEach(() => store.close());

  it('sets, replaces, reads and deletes a value', () => {
    expect(store.settings.getSetting('remote.baseUrl')).toBeUndefined();
    store.settings.setSetting('remote.baseUrl', 'https://a.example');
    store.settings.setSetting('remote.baseUrl', 'https://b.example');
    expect(store.settings.getSetting('remote.baseUrl')).toBe('https://b.example');
    expect(store.settings.deleteSetting('remote.baseUrl')).toBe(true);
    expect(store.settings.deleteSetting('remote.baseUrl')).toBe(false);
    expect(store.settings.getSetting('remote.baseUrl')).toBeUndefined();
  });
});

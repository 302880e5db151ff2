// The sync panel's store without React: closed at first, opened and closed by its actions.
import { describe, expect, it } from 'vitest';
import { createSyncPanelStore, selectPanelOpen } from './sync-panel-store.ts';

describe('the sync panel store', () => {
  it('starts closed', () => {
    expect(selectPanelOpen(createSyncPanelStore().getState())).toBe(false);
  });

  it('opens and closes, telling subscribers only when it changes', () => {
    const store = createSyncPanelStore();
    const seen: boolean[] = [];
    store.subscribe((state, previous) => {
      if (selectPanelOpen(state) !== selectPanelOpen(previous)) seen.push(selectPanelOpen(state));
    });
    store.getState().openPanel();
    store.getState().openPanel();
    store.getState().closePanel();
    expect(seen).toEqual([true, false]);
    expect(selectPanelOpen(store.getState())).toBe(false);
  });
});

// Whether the sync panel (the drawer the indicator opens) is open, in a small zustand store: opened from the
// header, closed from inside it (Edit, Open Settings) or with Escape. Lost harmlessly on a reload.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type SyncPanelState = { open: boolean };

export type SyncPanelActions = { openPanel(): void; closePanel(): void };

export type SyncPanelStore = StoreApi<SyncPanelState & SyncPanelActions>;

/** One store per app, made by the entry and given to the tree once (SyncPanelStoreContext). */
export function createSyncPanelStore(): SyncPanelStore {
  return createStore<SyncPanelState & SyncPanelActions>()((set) => ({
    open: false,
    openPanel: () => set({ open: true }),
    closePanel: () => set({ open: false }),
  }));
}

export const selectPanelOpen = (state: SyncPanelState): boolean => state.open;

export const SyncPanelStoreContext = createContext<SyncPanelStore | null>(null);

function useSyncPanelStore(): SyncPanelStore {
  const store = useContext(SyncPanelStoreContext);
  if (store === null) throw new Error('useSyncPanel needs a SyncPanelStoreContext provider above it.');
  return store;
}

export function useSyncPanel<T>(selector: (state: SyncPanelState) => T): T {
  return useStore(useSyncPanelStore(), selector);
}

/** The panel's actions, stable for the store's life. */
export function useSyncPanelActions(): SyncPanelActions {
  return useSyncPanelStore().getState();
}

// The one unsaved-edits store of the page (one IndexedDB connection), opened by the entry and given to the
// tree once; every reader and writer takes it from here. Dexie itself loads with the store, after the first
// screen: this module holds no more than the context (the live readers are in use-unsaved-edit-entries.ts).
import { createContext, useContext } from 'react';
import type { UnsavedEditsStore } from './unsaved-edits-store.ts';

/**
 * Null until the store is open, and for good where the page keeps no unsaved edits (no IndexedDB): editing
 * works then, only the safety net is gone.
 */
export const UnsavedEditsContext = createContext<UnsavedEditsStore | null>(null);

export function useUnsavedEditsStore(): UnsavedEditsStore | null {
  return useContext(UnsavedEditsContext);
}

/** True while the store is still opening (after the first screen): what shows it can keep its place meanwhile. */
export const UnsavedEditsOpeningContext = createContext(false);

export function useUnsavedEditsOpening(): boolean {
  return useContext(UnsavedEditsOpeningContext);
}

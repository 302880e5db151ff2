// The one unsaved-edits store of the page (one IndexedDB connection), opened by the entry and given to the
// tree once; every reader and writer takes it from here.
import { useLiveQuery } from 'dexie-react-hooks';
import { createContext, useContext } from 'react';
import type { UnsavedEditEntry, UnsavedEditsStore } from './unsaved-edits-store.ts';

/** Null where the page keeps no unsaved edits (no IndexedDB): editing works, the safety net is gone. */
export const UnsavedEditsContext = createContext<UnsavedEditsStore | null>(null);

export function useUnsavedEditsStore(): UnsavedEditsStore | null {
  return useContext(UnsavedEditsContext);
}

/**
 * Every unsaved entry, newest first, kept current by Dexie's liveQuery (writes from this tab and others);
 * undefined while the first read is on its way, and always without a store.
 */
export function useUnsavedEditEntries(): UnsavedEditEntry[] | undefined {
  const store = useUnsavedEditsStore();
  return useLiveQuery(() => store?.readable(), [store]);
}

// Every unsaved entry, newest first, kept current by Dexie's liveQuery (writes from this tab and others).
import { useLiveQuery } from 'dexie-react-hooks';
import { useUnsavedEditsStore } from './unsaved-edits-context.ts';
import type { UnsavedEditEntry } from './unsaved-edits-store.ts';

/** Undefined while the first read is on its way, and always without a store. */
export function useUnsavedEditEntries(): UnsavedEditEntry[] | undefined {
  const store = useUnsavedEditsStore();
  return useLiveQuery(() => store?.readable(), [store]);
}

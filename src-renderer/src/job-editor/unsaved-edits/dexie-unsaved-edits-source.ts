// The app frame's view of the unsaved edits (UnsavedEditsSource), backed by the editor's dexie store.

import type { UnsavedEditsSource } from './unsaved-edits-source.ts';
import {
  createUnsavedEditsStore,
  openUnsavedEditsDatabase,
  type UnsavedEditsStore,
} from './unsaved-edits-store.ts';

export function createDexieUnsavedEditsSource(store: UnsavedEditsStore): UnsavedEditsSource {
  return {
    count: () => store.count(),
    async list() {
      return (await store.list()).map((entry) => ({
        key: entry.key,
        jobId: entry.jobId,
        title: entry.values.title,
        savedAt: new Date(entry.savedAt).toISOString(),
      }));
    },
    subscribe: (onChange) => store.subscribe(onChange),
  };
}

/** The page's own source: the browser's IndexedDB, the database the editor writes. Open once, at start. */
export function openBrowserUnsavedEditsSource(): UnsavedEditsSource {
  return createDexieUnsavedEditsSource(createUnsavedEditsStore(openUnsavedEditsDatabase()));
}

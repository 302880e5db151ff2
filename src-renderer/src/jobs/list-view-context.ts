// The list view's store, given to the tree once (by the frame) and read with selectors.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import type { JobListViewQuery } from '../core/query-keys.ts';
import {
  type ListViewActions,
  type ListViewState,
  type ListViewStore,
  selectViewQuery,
} from './list-view-store.ts';

export const ListViewStoreContext = createContext<ListViewStore | null>(null);

function useListViewStore(): ListViewStore {
  const store = useContext(ListViewStoreContext);
  if (store === null) throw new Error('useListView needs a ListViewStoreContext provider above it.');
  return store;
}

/** A slice of the list view; the component renders again only when the slice changes. */
export function useListView<T>(selector: (state: ListViewState & ListViewActions) => T): T {
  return useStore(useListViewStore(), selector);
}

/** The list view's actions: the same functions for the store's life, so reading them renders nothing again. */
export function useListViewActions(): ListViewActions {
  return useListViewStore().getState();
}

/** The query the list asks the core now; the same object while its values stay the same. */
export function useListViewQuery(): JobListViewQuery {
  return useStore(useListViewStore(), useShallow(selectViewQuery));
}

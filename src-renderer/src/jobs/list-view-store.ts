// The jobs list's view (tab, search, page, page size, selection) in a small zustand store: kept while the
// recruiter opens a job and comes back, read through selectors, changed only by its actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { JobListViewQuery } from '../core/query-keys.ts';
import {
  INITIAL_LIST_STATE,
  type ListState,
  type PageSize,
  pageWithin,
  type StatusTab,
  statusOfTab,
  withBoard,
  withPage,
  withPageSize,
  withSearch,
  withTab,
} from './list-state.ts';
import { EMPTY_SELECTION, type RowSelection, toggleAll, toggleRow } from './row-selection.ts';

export type ListViewState = ListState & {
  /** The search the list was last asked for: what was typed, once typing settled (the screen debounces). */
  appliedSearch: string;
  selection: RowSelection;
  /**
   * The selection is every job matching the search and tab, on every page (set once the whole page is
   * selected and the recruiter asks for all); cleared with the selection.
   */
  allMatching: boolean;
};

export type ListViewActions = {
  /** What is typed in the search box; the list follows once `applySearch` is called with it. */
  setSearch(search: string): void;
  applySearch(search: string): void;
  setTab(tab: StatusTab): void;
  /** Only the jobs posted to this board; null for every job. */
  setBoard(board: number | null): void;
  setPage(page: number): void;
  setPageSize(pageSize: PageSize): void;
  /** After the list's answer: a page past the last one (after deletes, say) becomes the last page. */
  keepPageWithin(pages: number): void;
  /** `orderedIds`: the rows on screen in order, for a shift-click range. */
  toggleRow(orderedIds: readonly number[], id: number, checked: boolean, shift: boolean): void;
  toggleAll(orderedIds: readonly number[]): void;
  clearSelection(): void;
  /** Widens the selection to every job matching the search and tab, beyond the page. */
  selectAllMatching(): void;
};

export type ListViewStore = StoreApi<ListViewState & ListViewActions>;

export const INITIAL_LIST_VIEW: ListViewState = {
  ...INITIAL_LIST_STATE,
  appliedSearch: INITIAL_LIST_STATE.search,
  selection: EMPTY_SELECTION,
  allMatching: false,
};

/**
 * One store per app (made by the frame, given to the tree through context). A new tab, search, board, page or page
 * size shows other rows: the selection is cleared with it, so a bulk action never reaches rows out of view.
 */
export function createListViewStore(initial: ListViewState = INITIAL_LIST_VIEW): ListViewStore {
  return createStore<ListViewState & ListViewActions>()((set) => {
    /** Applies a pure list-state change; a change that moves the view clears the selection. */
    const moveView = (change: (state: ListViewState) => ListState) =>
      set((state) => {
        const next = change(state);
        const moved =
          next.tab !== state.tab ||
          next.board !== state.board ||
          next.page !== state.page ||
          next.pageSize !== state.pageSize;
        return moved ? { ...next, selection: EMPTY_SELECTION, allMatching: false } : next;
      });
    return {
      ...initial,
      setSearch: (search) => set({ search }),
      applySearch: (search) =>
        set((state) => {
          if (search === state.appliedSearch) return state;
          const { page } = withSearch({ ...state, search: state.appliedSearch }, search);
          return { appliedSearch: search, page, selection: EMPTY_SELECTION, allMatching: false };
        }),
      setTab: (tab) => moveView((state) => withTab(state, tab)),
      setBoard: (board) => moveView((state) => withBoard(state, board)),
      setPage: (page) => moveView((state) => withPage(state, page)),
      setPageSize: (pageSize) => moveView((state) => withPageSize(state, pageSize)),
      keepPageWithin: (pages) =>
        set((state) =>
          pages > 0 && state.page > pages
            ? { page: pageWithin(state.page, pages), selection: EMPTY_SELECTION, allMatching: false }
            : state,
        ),
      toggleRow: (orderedIds, id, checked, shift) =>
        set((state) => ({
          selection: toggleRow(state.selection, orderedIds, id, checked, shift),
          allMatching: false,
        })),
      toggleAll: (orderedIds) =>
        set((state) => ({ selection: toggleAll(state.selection, orderedIds), allMatching: false })),
      clearSelection: () => set({ selection: EMPTY_SELECTION, allMatching: false }),
      selectAllMatching: () => set({ allMatching: true }),
    };
  });
}

/** What the list asks the core for: the applied search (not what is being typed), the tab's status, the page. */
export function selectViewQuery(state: ListViewState): JobListViewQuery {
  return {
    q: state.appliedSearch.trim(),
    status: statusOfTab(state.tab),
    board: state.board,
    page: state.page,
    pageSize: state.pageSize,
  };
}

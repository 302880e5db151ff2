// The jobs list's view (tab, search, board, province, sort, page, page size, selection) in a small zustand
// store: kept while the app runs (the recruiter opens a job or Settings and comes back to the same view), read
// through selectors, changed only by its actions.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProvinceCode } from '../../../src-shared/locations/provinces.ts';
import type { JobListSort } from '../../../src-shared/rules/list-sort.ts';
import type { JobListViewQuery } from '../core/query-keys.ts';
import {
  INITIAL_LIST_STATE,
  type ListState,
  type ListTab,
  type PageSize,
  pageWithin,
  statusOfTab,
  withBoard,
  withPage,
  withPageSize,
  withProvince,
  withSearch,
  withSortBy,
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
  setTab(tab: ListTab): void;
  /** Only the jobs posted to this board; null for every job. */
  setBoard(board: number | null): void;
  /** Only the jobs with a location in this province; null for every one. */
  setProvince(province: ProvinceCode | null): void;
  /** Sorts by this column, or turns its order around when the list is sorted by it already. */
  sortBy(by: JobListSort): void;
  /** Empties the search box and lists every job again at once (no typing to wait for). */
  clearSearch(): void;
  /** The search, board and province all cleared: every job of the tab. */
  clearFilters(): void;
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
          next.province !== state.province ||
          next.sort !== state.sort ||
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
      setProvince: (province) => moveView((state) => withProvince(state, province)),
      sortBy: (by) => moveView((state) => withSortBy(state, by)),
      clearSearch: () =>
        set((state) =>
          state.search === '' && state.appliedSearch === ''
            ? state
            : { search: '', appliedSearch: '', page: 1, selection: EMPTY_SELECTION, allMatching: false },
        ),
      clearFilters: () =>
        moveView((state) => ({
          ...withProvince(withBoard(state, null), null),
          search: '',
          appliedSearch: '',
          page: 1,
        })),
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

/**
 * What the list asks the core for: the applied search (not what is being typed), the tab's status (and
 * Closing soon's), the board, the province, the order, the page.
 */
export function selectViewQuery(state: ListViewState): JobListViewQuery {
  return {
    q: state.appliedSearch.trim(),
    status: statusOfTab(state.tab),
    board: state.board,
    province: state.province,
    closing: state.tab === 'closing-soon' ? 'soon' : null,
    sort: state.sort.by,
    order: state.sort.order,
    page: state.page,
    pageSize: state.pageSize,
  };
}

// The jobs list's view state (tab, search, board, province, sort, page, page size) and how each change moves
// the others.
import { plural } from '@lingui/core/macro';
import type { ProvinceCode } from '../../../src-shared/locations/provinces.ts';
import { defaultSortOrder, type JobListSort, type SortOrder } from '../../../src-shared/rules/list-sort.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { formatCount } from '../core/format.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export const STATUS_TABS = ['all', 'draft', 'active', 'archived'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];
/** The status tabs, then Closing soon: the active jobs that close within 7 days (src-shared/rules/closing-soon.ts). */
export const LIST_TABS = [...STATUS_TABS, 'closing-soon'] as const;
export type ListTab = (typeof LIST_TABS)[number];

/** The list's order: a column and its direction. */
export type ListSort = { by: JobListSort; order: SortOrder };
/** GET /jobs's own order: newest published first. */
export const DEFAULT_SORT: ListSort = { by: 'publishDate', order: 'desc' };

export type ListState = {
  tab: ListTab;
  search: string;
  /** Only the jobs posted to this board; null for every job. */
  board: number | null;
  /** Only the jobs with a location in this province or territory; null for every one. */
  province: ProvinceCode | null;
  sort: ListSort;
  page: number;
  pageSize: PageSize;
};

export const INITIAL_LIST_STATE: ListState = {
  tab: 'all',
  search: '',
  board: null,
  province: null,
  sort: DEFAULT_SORT,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** The status a tab lists: Closing soon lists active jobs (the core keeps those closing within 7 days). */
export function statusOfTab(tab: ListTab): JobStatus | null {
  if (tab === 'all') return null;
  return tab === 'closing-soon' ? 'active' : tab;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** A new search starts at page 1: page 7 of the old results means nothing for the new ones. */
export function withSearch(state: ListState, search: string): ListState {
  return search === state.search ? state : { ...state, search, page: 1 };
}

/** Closing soon opens soonest first (what the recruiter came for); other tabs keep the order chosen. */
export function withTab(state: ListState, tab: ListTab): ListState {
  if (tab === state.tab) return state;
  const sort = tab === 'closing-soon' ? { by: 'closeDate' as const, order: 'asc' as const } : state.sort;
  return { ...state, tab, sort, page: 1 };
}

/**
 * A click on a column's sort button: the column sorted already turns around; another starts in its own
 * direction (newest published, soonest closing, A to Z). Page 1, as a new search.
 */
export function withSortBy(state: ListState, by: JobListSort): ListState {
  const order = state.sort.by === by ? (state.sort.order === 'asc' ? 'desc' : 'asc') : defaultSortOrder(by);
  return { ...state, sort: { by, order }, page: 1 };
}

/** Another province's jobs start at page 1, as another board's do. */
export function withProvince(state: ListState, province: ProvinceCode | null): ListState {
  return province === state.province ? state : { ...state, province, page: 1 };
}

/** True when the search, board or province leaves some jobs out of every tab. */
export function isNarrowed(state: Pick<ListState, 'search' | 'board' | 'province'>): boolean {
  return state.search.trim() !== '' || state.board !== null || state.province !== null;
}

/** The value of `aria-sort` on a column's header. */
export function ariaSortOf(sort: ListSort, by: JobListSort): 'ascending' | 'descending' | 'none' {
  if (sort.by !== by) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** Another board's jobs start at page 1, as another tab's do. */
export function withBoard(state: ListState, board: number | null): ListState {
  return board === state.board ? state : { ...state, board, page: 1 };
}

export function withPage(state: ListState, page: number): ListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}

/** A new page size keeps the first row that was on screen on screen. */
export function withPageSize(state: ListState, pageSize: PageSize): ListState {
  const firstRow = (state.page - 1) * state.pageSize;
  return { ...state, pageSize, page: Math.floor(firstRow / pageSize) + 1 };
}

/** The page to show once the total is known: past the last page (after a delete, say) means the last page. */
export function pageWithin(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}

/** "Showing 26–50 of 250 jobs", in the language of the UI. */
export function rangeLabel(page: number, pageSize: number, shown: number, total: number): string {
  const count = formatCount(total);
  if (total === 0 || shown === 0)
    return plural(total, { one: `0 of ${count} job`, other: `0 of ${count} jobs` });
  const first = formatCount((page - 1) * pageSize + 1);
  const last = formatCount((page - 1) * pageSize + shown);
  return plural(total, {
    one: `Showing ${first}–${last} of ${count} job`,
    other: `Showing ${first}–${last} of ${count} jobs`,
  });
}

export type EmptyReason = 'no-jobs' | 'no-match' | 'none-on-board' | 'none-in-province' | 'none-in-status';

/** Why a list page is empty, which decides what the empty state tells the recruiter to do next. */
export function emptyReason(state: ListState, totalJobs: number): EmptyReason {
  if (state.search.trim() !== '') return 'no-match';
  if (totalJobs === 0) return 'no-jobs';
  if (state.board !== null) return 'none-on-board';
  if (state.province !== null) return 'none-in-province';
  return 'none-in-status';
}

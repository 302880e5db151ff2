// The jobs list's view state (status tab, search, board, page, page size) and how each change moves the others.
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { countOf, formatCount } from '../core/format.ts';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export const STATUS_TABS = ['all', 'draft', 'active', 'archived'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export type ListState = {
  tab: StatusTab;
  search: string;
  /** Only the jobs posted to this board; null for every job. */
  board: number | null;
  page: number;
  pageSize: PageSize;
};

export const INITIAL_LIST_STATE: ListState = {
  tab: 'all',
  search: '',
  board: null,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export function statusOfTab(tab: StatusTab): JobStatus | null {
  return tab === 'all' ? null : tab;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** A new search starts at page 1: page 7 of the old results means nothing for the new ones. */
export function withSearch(state: ListState, search: string): ListState {
  return search === state.search ? state : { ...state, search, page: 1 };
}

export function withTab(state: ListState, tab: StatusTab): ListState {
  return tab === state.tab ? state : { ...state, tab, page: 1 };
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

/** "Showing 26–50 of 250 jobs". */
export function rangeLabel(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `0 of ${countOf(total, 'job', 'jobs')}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${formatCount(first)}–${formatCount(first + shown - 1)} of ${countOf(total, 'job', 'jobs')}`;
}

export type EmptyReason = 'no-jobs' | 'no-match' | 'none-on-board' | 'none-in-status';

/** Why a list page is empty, which decides what the empty state tells the recruiter to do next. */
export function emptyReason(state: ListState, totalJobs: number): EmptyReason {
  if (state.search.trim() !== '') return 'no-match';
  if (totalJobs === 0) return 'no-jobs';
  if (state.board !== null) return 'none-on-board';
  return 'none-in-status';
}

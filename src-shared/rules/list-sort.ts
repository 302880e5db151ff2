// The orders of the app's jobs list, apart from the list query's schemas (query.ts): the UI's first screen reads
// these, and not the request checks that come with the schemas.

/** What the app's list sorts by; `publishDate` (newest first) is GET /jobs's own order. */
export const JOB_LIST_SORTS = ['publishDate', 'closeDate', 'title'] as const;
export type JobListSort = (typeof JOB_LIST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The order a sort takes when none is asked: newest published first, soonest closing first, A to Z. */
export function defaultSortOrder(sort: JobListSort): SortOrder {
  return sort === 'publishDate' ? 'desc' : 'asc';
}

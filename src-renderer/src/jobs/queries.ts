// Query keys and options of jobs: the list view (one request a page: rows, tab counts, total) and one job.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { valueOrThrow } from '../core/query-result.ts';

export type JobListViewQuery = { q: string; status: JobStatus | null; page: number; pageSize: number };

export const jobKeys = {
  all: ['jobs'] as const,
  views: () => [...jobKeys.all, 'view'] as const,
  view: (query: JobListViewQuery) => [...jobKeys.views(), query] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
  syncStates: () => [...jobKeys.all, 'sync-states'] as const,
};

/** One page of the list with its rows' close dates and sync states, every tab's count and the total. */
export function jobListViewQuery(app: AppClient, query: JobListViewQuery) {
  return queryOptions({
    queryKey: jobKeys.view(query),
    queryFn: ({ signal }) =>
      valueOrThrow(
        app.jobListView(
          { q: query.q, status: query.status ?? undefined, page: query.page, pageSize: query.pageSize },
          { signal },
        ),
      ),
    // While the next page or a new search loads, the rows shown stay (no flash of an empty table).
    placeholderData: keepPreviousData,
  });
}

export function jobQuery(jobBoard: JobBoardClient, id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => valueOrThrow(jobBoard.getJob(id, { signal })),
  });
}

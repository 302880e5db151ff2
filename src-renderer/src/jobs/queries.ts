// Reads of the jobs list: the list view, one request a page (rows, tab counts, total).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { type JobListViewQuery, jobKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

/** One page of the list with its rows' close dates and sync states, every tab's count and the total. */
export function jobListViewQuery(app: AppClient, query: JobListViewQuery) {
  return queryOptions({
    queryKey: jobKeys.view(query),
    queryFn: ({ signal }) =>
      valueOrThrow(
        app.jobListView(
          {
            q: query.q,
            status: query.status ?? undefined,
            page: query.page,
            pageSize: query.pageSize,
            board: query.board ?? undefined,
            province: query.province ?? undefined,
            closing: query.closing ?? undefined,
            sort: query.sort,
            order: query.order,
          },
          { signal },
        ),
      ),
    // While the next page or a new search loads, the rows shown stay (no flash of an empty table).
    placeholderData: keepPreviousData,
  });
}

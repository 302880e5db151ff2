// Query keys and options of jobs: pages of the list, counts per status, one job, and jobs' sync states.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { valueOrThrow } from '../core/query-result.ts';

export type JobListQuery = { q: string; status: JobStatus | null; page: number; pageSize: number };

export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (query: JobListQuery) => [...jobKeys.lists(), query] as const,
  counts: () => [...jobKeys.all, 'count'] as const,
  count: (q: string, status: JobStatus | null) => [...jobKeys.counts(), { q, status }] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
  syncStates: () => [...jobKeys.all, 'sync-states'] as const,
  syncStatesOf: (ids: readonly number[]) => [...jobKeys.syncStates(), ids] as const,
};

export function jobListQuery(jobBoard: JobBoardClient, query: JobListQuery) {
  return queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) =>
      valueOrThrow(
        jobBoard.listJobs(
          {
            q: query.q.trim(),
            status: query.status ?? undefined,
            page: query.page,
            pageSize: query.pageSize,
          },
          { signal },
        ),
      ),
    // While the next page or a new search loads, the rows shown stay (no flash of an empty table).
    placeholderData: keepPreviousData,
  });
}

/** How many jobs match `q` with this status (null: any), read as the total of a one-row page. */
export function jobCountQuery(jobBoard: JobBoardClient, q: string, status: JobStatus | null) {
  return queryOptions({
    queryKey: jobKeys.count(q.trim(), status),
    queryFn: async ({ signal }) => {
      const page = await valueOrThrow(
        jobBoard.listJobs({ q: q.trim(), status: status ?? undefined, page: 1, pageSize: 1 }, { signal }),
      );
      return page.paging.total;
    },
    placeholderData: keepPreviousData,
  });
}

export function jobQuery(jobBoard: JobBoardClient, id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => valueOrThrow(jobBoard.getJob(id, { signal })),
  });
}

/** The sync state of each of `ids`, by job id (a job the core does not know is absent). */
export function jobSyncStatesQuery(app: AppClient, ids: readonly number[]) {
  return queryOptions({
    queryKey: jobKeys.syncStatesOf(ids),
    queryFn: async ({ signal }) => {
      const states = await valueOrThrow(app.jobSyncStates(ids, { signal }));
      return new Map<number, JobSyncStatus>(states.map((state) => [state.jobId, state]));
    },
    placeholderData: keepPreviousData,
    enabled: ids.length > 0,
  });
}

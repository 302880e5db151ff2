// Reads of the sync feature: the jobs that need the recruiter, one job's sync state and one job's history.
// Keyed under the jobs' sync states (core/query-keys.ts), so every job event refreshes them.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { jobKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

export function attentionJobsQuery(app: AppClient) {
  return queryOptions({
    queryKey: jobKeys.attention(),
    queryFn: ({ signal }) => valueOrThrow(app.attentionJobs({ signal })),
  });
}

/** One job's sync state (GET /jobs/{id}/sync): the editor's badge, its conflicts, the board's refusal. */
export function jobSyncStatusQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: jobKeys.syncState(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.jobSyncStatus(jobId, { signal })),
    retry: false,
  });
}

/** One page of a job's history, newest first. */
export function jobHistoryQuery(app: AppClient, jobId: number, page: number, pageSize: number) {
  return queryOptions({
    queryKey: jobKeys.history(jobId, page, pageSize),
    queryFn: ({ signal }) => valueOrThrow(app.jobHistory(jobId, { page, pageSize }, { signal })),
    placeholderData: keepPreviousData,
  });
}

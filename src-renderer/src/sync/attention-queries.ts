// Query options of the jobs that need the recruiter; keyed under the jobs' sync states so every job event refreshes them.
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { jobKeys } from '../jobs/queries.ts';

export const attentionKeys = {
  list: () => [...jobKeys.syncStates(), 'attention'] as const,
  history: (jobId: number, page: number, pageSize: number) =>
    [...jobKeys.syncStates(), 'history', jobId, page, pageSize] as const,
  /** One job's sync state, with its conflicts when it has some. */
  jobSyncStatus: (jobId: number) => [...jobKeys.syncStates(), 'one', jobId] as const,
};

export function attentionJobsQuery(app: AppClient) {
  return queryOptions({
    queryKey: attentionKeys.list(),
    queryFn: ({ signal }) => valueOrThrow(app.attentionJobs({ signal })),
  });
}

/** One job's sync state (GET /jobs/{id}/sync): the editor's badge and its conflicts. */
export function jobSyncStatusQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: attentionKeys.jobSyncStatus(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.jobSyncStatus(jobId, { signal })),
    retry: false,
  });
}

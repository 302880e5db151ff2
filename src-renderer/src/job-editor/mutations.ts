// The job editor's writes: saving a job with its boards (create or update), and the boards alone. The lists
// are not invalidated here: the core's event after the save refreshes them; only the saved job's own entries
// take the core's answer at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobSaveRequest } from '../../../src-shared/client/app-client-job-save.ts';
import type { PostingInput } from '../../../src-shared/schemas/boards.ts';
import { jobKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

/**
 * The editor's Save: the job (created, or the properties changed) and its boards in one request and one
 * transaction of the core. The saved job's entry and its postings take the core's answer at once; a refusal
 * is thrown as the client's JobBoardError (its fields under `job.` and `postings.`).
 */
export function useSaveJobWithPostings(app: AppClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: JobSaveRequest) => valueOrThrow(app.saveJobWithPostings(request)),
    onSuccess: ({ job, postings }) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      queryClient.setQueryData(jobKeys.postings(job.id), postings);
    },
  });
}

export type SetJobPostingsVariables = { jobId: number; postings: PostingInput[] };

/**
 * Replaces the boards a job is posted to (a board left out is withdrawn there only); the job's postings take
 * the core's answer at once. A refusal is thrown as the client's JobBoardError (its fields name the posting).
 */
export function useSetJobPostings(app: AppClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, postings }: SetJobPostingsVariables) =>
      valueOrThrow(app.setJobPostings(jobId, postings)),
    onSuccess: (answer, { jobId }) => queryClient.setQueryData(jobKeys.postings(jobId), answer),
  });
}

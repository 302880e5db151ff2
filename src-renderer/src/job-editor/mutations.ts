// The job editor's writes: saving a job (create or update) and choosing the boards it is posted to. The lists
// are not invalidated here: the core's event after the save refreshes them; only the saved job's own entry
// takes the core's answer at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { JobRequestBody } from '../../../src-shared/client/job-request-body.ts';
import type { PostingInput } from '../../../src-shared/schemas/boards.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { jobKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

export type SaveJobVariables = {
  /** The job as the core has it; null for a job not created yet (then it is created). */
  stored: Job | null;
  body: JobRequestBody;
};

/** Creates or updates a job; a refusal is thrown as the client's JobBoardError (its fields and messages). */
export function useSaveJob(jobBoard: JobBoardClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stored, body }: SaveJobVariables): Promise<Job> =>
      stored === null
        ? (await valueOrThrow(jobBoard.createJob(body))).job
        : valueOrThrow(jobBoard.updateJob(stored.id, body)),
    onSuccess: (saved) => queryClient.setQueryData(jobKeys.detail(saved.id), saved),
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

// The job editor's writes: saving a job (create or update). The lists are not invalidated here: the core's
// event after the save refreshes them; only the saved job's own entry takes the core's answer at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { JobRequestBody } from '../../../src-shared/client/job-request-body.ts';
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

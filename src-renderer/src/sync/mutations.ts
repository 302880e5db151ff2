// The sync feature's writes: the recruiter's decision on a conflict (POST /app/v1/jobs/{id}/resolve).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import type { ConflictResolution } from '../../../src-shared/schemas/conflicts.ts';
import { useCore } from '../core/core-context.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { jobKeys } from '../jobs/queries.ts';
import { attentionAfterResolve } from './attention-after-resolve.ts';
import { attentionKeys } from './attention-queries.ts';

export type ResolveConflictVariables = { jobId: number; choices: ConflictResolution['choices'] };

/**
 * Sends the recruiter's choices for some or all of a job's conflicts. On success the job's sync state and Needs
 * attention show the answer at once, and everything about jobs is read again (a choice of the board's value
 * changes the job here; the core's events say so too, this only does not wait for them).
 * A failure is thrown as the client's JobBoardError (its `messages` say why).
 */
export function useResolveConflict() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, choices }: ResolveConflictVariables) =>
      valueOrThrow(app.resolveConflict(jobId, choices)),
    onSuccess: async (status, { jobId }) => {
      queryClient.setQueryData(attentionKeys.jobSyncStatus(jobId), status);
      queryClient.setQueryData<AttentionJob[]>(attentionKeys.list(), (jobs) =>
        jobs === undefined ? undefined : attentionAfterResolve(jobs, status),
      );
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
    },
  });
}

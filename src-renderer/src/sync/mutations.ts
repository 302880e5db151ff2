// The sync feature's writes: the recruiter's decision on a conflict, the ways out of Needs attention
// (Retry, Publish again, Discard my change, Remove here, a held delete sent or left), and a value the history kept, restored. None invalidates a query: the core sends an event
// after each change it commits (core/use-core-events.ts), and the cache follows that.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import type { ConflictResolution } from '../../../src-shared/schemas/conflicts.ts';
import type { HistoryRestore } from '../../../src-shared/schemas/history.ts';
import { useCore } from '../core/core-context.ts';
import { jobKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { attentionAfterResolve } from './attention-after-resolve.ts';
import type { AttentionAction } from './attention-groups.ts';

export type ResolveConflictVariables = { jobId: number; choices: ConflictResolution['choices'] };

/**
 * Sends the recruiter's choices for some or all of a job's conflicts. On success the job's sync state and
 * Needs attention show the core's answer at once (the answer itself, not a read again).
 * A failure is thrown as the client's JobBoardError (its `messages` say why).
 */
export function useResolveConflict() {
  const { app } = useCore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, choices }: ResolveConflictVariables) =>
      valueOrThrow(app.resolveConflict(jobId, choices)),
    onSuccess: (status, { jobId }) => {
      queryClient.setQueryData(jobKeys.syncState(jobId), status);
      queryClient.setQueryData<AttentionJob[]>(jobKeys.attention(), (jobs) =>
        jobs === undefined ? undefined : attentionAfterResolve(jobs, status),
      );
    },
  });
}

/** Sync now: asks the core for a round at once (the indicator follows it through the core's events). */
export function useSyncNow() {
  const { app } = useCore();
  return useMutation({ mutationFn: () => valueOrThrow(app.syncNow()) });
}

/** The actions of a job in Needs attention that write (Edit only opens the editor). */
export type AttentionWrite = Exclude<AttentionAction, 'edit'>;

export type AttentionWriteVariables = { action: AttentionWrite; jobId: number };

/** One of Needs attention's writes; a failure is thrown as the client's JobBoardError. */
export function useAttentionAction() {
  const { app } = useCore();
  return useMutation({
    mutationFn: ({ action, jobId }: AttentionWriteVariables) => {
      switch (action) {
        case 'retry':
          return valueOrThrow(app.retryJob(jobId));
        case 'republish':
          return valueOrThrow(app.republishJob(jobId));
        case 'discard':
          return valueOrThrow(app.discardJobChanges(jobId));
        case 'remove-here':
          return valueOrThrow(app.removeJobHere(jobId));
        case 'delete-on-board':
          return valueOrThrow(app.deleteHeldOnBoard(jobId));
        case 'leave-on-board':
          return valueOrThrow(app.leaveHeldOnBoard(jobId));
      }
    },
  });
}

/**
 * Restores a value the job's history kept, as the recruiter's own edit of the job (the core checks it as a
 * save and sends it to the boards). A failure is thrown as the client's JobBoardError (its `messages` say why).
 */
export function useRestoreHistoryValue(jobId: number) {
  const { app } = useCore();
  return useMutation({
    mutationFn: (restore: HistoryRestore) => valueOrThrow(app.restoreHistoryValue(jobId, restore)),
  });
}

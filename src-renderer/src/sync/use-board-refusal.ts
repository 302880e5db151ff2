// The board's refusal of a job's last change, its messages placed by the field they name (for the editor).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isRefused } from '../../../src-shared/rules/job-sync-state.ts';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { boardsQuery, jobPostingsQuery, showsEachBoard } from '../core/queries.ts';
import { boardMessagesAsFieldErrors, refusalOfBoard } from './board-message-placement.ts';
import { jobSyncStatusQuery } from './queries.ts';

export type BoardRefusal = { fields: FieldError[]; messages: string[] };

/**
 * The refusal while the job's state is failed or needs attention; null otherwise (or for a new job). With
 * several boards, each refusing board's messages, each naming its board ("West: Title is too long.").
 */
export function useBoardRefusal(jobId: number | null): BoardRefusal | null {
  const { app } = useCore();
  const status = useQuery({ ...jobSyncStatusQuery(app, jobId ?? 0), enabled: jobId !== null });
  const several = showsEachBoard(useQuery(boardsQuery(app)).data);
  const postings = useQuery({
    ...jobPostingsQuery(app, jobId ?? 0),
    enabled: jobId !== null && several,
  }).data;
  const refused = status.data !== undefined && isRefused(status.data.state);
  const byBoard = several && postings !== undefined;
  // Compared as text: a refetch with the same refusal must not reset what the editor shows.
  const text = !refused
    ? null
    : byBoard
      ? JSON.stringify(
          postings
            .filter((posting) => isRefused(posting.sync.state))
            .map((posting) =>
              refusalOfBoard(
                posting.boardName ?? `Board ${posting.boardId}`,
                posting.sync.messages,
                posting.sync.fields,
              ),
            ),
        )
      : JSON.stringify([boardMessagesAsFieldErrors(status.data?.messages ?? [], status.data?.fields ?? [])]);
  return useMemo(() => {
    if (text === null) return null;
    const refusals = JSON.parse(text) as BoardRefusal[];
    return {
      fields: refusals.flatMap((refusal) => refusal.fields),
      messages: refusals.flatMap((refusal) => refusal.messages),
    };
  }, [text]);
}

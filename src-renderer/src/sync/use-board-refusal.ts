// The board's refusal of a job's last change, its messages placed by the field they name (for the editor).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { boardMessagesAsFieldErrors } from './board-message-placement.ts';
import { jobSyncStatusQuery } from './queries.ts';

export type BoardRefusal = { fields: FieldError[]; messages: string[] };

/** The refusal while the job's state is failed or needs attention; null otherwise (or for a new job). */
export function useBoardRefusal(jobId: number | null): BoardRefusal | null {
  const { app } = useCore();
  const status = useQuery({ ...jobSyncStatusQuery(app, jobId ?? 0), enabled: jobId !== null });
  const refused = status.data?.state === 'failed' || status.data?.state === 'needs-attention';
  // Compared as text: a refetch with the same refusal must not reset what the editor shows.
  const text = refused
    ? JSON.stringify({ messages: status.data?.messages ?? [], fields: status.data?.fields ?? [] })
    : null;
  return useMemo(() => {
    if (text === null) return null;
    const { messages, fields } = JSON.parse(text) as BoardRefusal;
    return boardMessagesAsFieldErrors(messages, fields);
  }, [text]);
}

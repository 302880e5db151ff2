// The board's refusal of a job's last change as editor errors (under the input it names, else at the top).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { type FormErrors, placeErrors } from '../job-editor/form-errors.ts';
import { jobKeys } from '../jobs/queries.ts';
import { boardMessagesAsFieldErrors } from './board-message-placement.ts';

export function useBoardRefusal(jobId: number | null): FormErrors | null {
  const { app } = useCore();
  const status = useQuery({
    queryKey: [...jobKeys.syncStates(), 'one', jobId ?? 0],
    queryFn: ({ signal }) => valueOrThrow(app.jobSyncStatus(jobId ?? 0, { signal })),
    enabled: jobId !== null,
    retry: false,
  });
  const refused = status.data?.state === 'failed' || status.data?.state === 'needs-attention';
  // Compared as text: a refetch with the same refusal must not reset what the editor shows.
  const text = refused
    ? JSON.stringify({ messages: status.data?.messages ?? [], fields: status.data?.fields ?? [] })
    : null;
  return useMemo(() => {
    if (text === null) return null;
    const { messages, fields } = JSON.parse(text) as { messages: string[]; fields: FieldError[] };
    const placed = boardMessagesAsFieldErrors(messages, fields);
    return placeErrors(placed.fields, placed.messages);
  }, [text]);
}

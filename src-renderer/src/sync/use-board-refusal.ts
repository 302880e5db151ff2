// The board's refusal of a job's last change as editor errors (under the input it names, else at the top).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  const text = refused ? JSON.stringify(status.data?.messages ?? []) : null;
  return useMemo(() => {
    if (text === null) return null;
    const messages = JSON.parse(text) as string[];
    const placed = boardMessagesAsFieldErrors(messages);
    return placeErrors(placed.fields, placed.messages);
  }, [text]);
}

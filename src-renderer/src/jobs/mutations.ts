// Writes of the jobs list: bulk publish, archive and delete, one request for all the selected jobs. The list
// is not invalidated here: the core's event stream tells of each changed job and the cache follows it.
import { useMutation } from '@tanstack/react-query';
import type { BulkJobAction } from '../../../src-shared/schemas/job-list-view.ts';
import { useCore } from '../core/core-context.ts';
import { valueOrThrow } from '../core/query-result.ts';

export type BulkJobVariables = { action: BulkJobAction; ids: readonly number[] };

export function useBulkJobAction() {
  const { app } = useCore();
  return useMutation({
    mutationKey: ['jobs', 'bulk'],
    mutationFn: ({ action, ids }: BulkJobVariables) =>
      valueOrThrow(app.bulkJobAction({ action, ids: [...ids] })),
  });
}

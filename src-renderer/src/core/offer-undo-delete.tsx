// After a delete: a toast that says what was deleted and offers Undo for as long as the core keeps the jobs.
// The delete has already happened in the core; the board's delete waits out the same window there, so
// closing or reloading the window changes nothing.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import type { Result } from '../../../src-shared/result.ts';
import { UNDO_DELETE_WINDOW_MS } from '../../../src-shared/rules/undo-delete.ts';
import type { RestoreJobsResult } from '../../../src-shared/schemas/job-list-view.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { coreErrorMessage } from './core-error-message.ts';
import { idBatches } from './id-batches.ts';
import { type DeletedJob, deletedHeadline, restoredWords } from './undo-delete-words.ts';

export type OfferUndoDeleteOptions = {
  app: AppClient;
  jobs: readonly DeletedJob[];
  /** The core's end of the window (the delete's `restorableUntil`). */
  restorableUntil: string;
  /** After every job came back. */
  onRestored?(): void;
};

/** Puts back `ids` in requests of at most LIMITS.jobIdsPerRequest (a delete of every matching job may be more). */
async function restoreInBatches(
  app: AppClient,
  ids: readonly number[],
): Promise<Result<RestoreJobsResult, JobBoardError>> {
  const combined: RestoreJobsResult = { restored: [], refused: [] };
  for (const batch of idBatches(ids, LIMITS.jobIdsPerRequest)) {
    const result = await app.restoreJobs(batch);
    if (!result.ok) return result;
    combined.restored.push(...result.value.restored);
    combined.refused.push(...result.value.refused);
  }
  return { ok: true, value: combined };
}

export function offerUndoDelete({ app, jobs, restorableUntil, onRestored }: OfferUndoDeleteOptions): void {
  if (jobs.length === 0) return;
  const id = `undo-delete-${jobs.map((job) => job.id).join('-')}-${Date.now()}`;
  // Never longer than the window (the core's clock and the page's are the same machine's).
  const left = Math.min(UNDO_DELETE_WINDOW_MS, Date.parse(restorableUntil) - Date.now());
  let undone = false;
  const undo = async () => {
    if (undone) return;
    undone = true;
    notifications.hide(id);
    const result = await restoreInBatches(
      app,
      jobs.map((job) => job.id),
    );
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: 'The delete was not undone',
        message: coreErrorMessage(result.error),
      });
      return;
    }
    const words = restoredWords(result.value);
    notifications.show({ color: words.ok ? 'green' : 'red', message: words.message });
    if (words.ok) onRestored?.();
  };
  notifications.show({
    id,
    autoClose: Math.max(0, left),
    color: 'red',
    title: 'Deleted',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{deletedHeadline(jobs)}</Text>
        <Button size="xs" variant="default" onClick={() => void undo()}>
          Undo
        </Button>
      </Group>
    ),
  });
}

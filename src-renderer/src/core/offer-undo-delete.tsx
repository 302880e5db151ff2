// After a bulk Publish, Archive or Delete (or the editor's Delete): one toast that says what was done and
// offers Undo for as long as the core holds what it sends to the boards, and no longer, even while the pointer
// rests on it (undo-offer-window.ts). The action has already happened in the core; closing or reloading the
// window changes nothing but losing the offer.
import { t } from '@lingui/core/macro';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import type { Result } from '../../../src-shared/result.ts';
import type { BulkJobAction, RestoreJobsResult } from '../../../src-shared/schemas/job-list-view.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import { coreErrorMessage } from './core-error-message.ts';
import { idBatches } from './id-batches.ts';
import { type DeletedJob, deletedHeadline, restoredWords } from './undo-delete-words.ts';
import { undoOfferMs, undoStillOffered } from './undo-offer-window.ts';

export type OfferUndoOptions = {
  app: AppClient;
  action: BulkJobAction;
  /** The jobs the action changed. */
  jobs: readonly DeletedJob[];
  /** What the toast says the action did ("Archived 12 jobs."). */
  headline: string;
  /** The core's end of the window (the action's `restorableUntil`). */
  restorableUntil: string;
  /** After every job came back. */
  onRestored?(): void;
};

/** Undoes the action for `ids` in requests of at most LIMITS.jobIdsPerRequest (a select-all may be more). */
async function undoInBatches(
  app: AppClient,
  action: BulkJobAction,
  ids: readonly number[],
): Promise<Result<RestoreJobsResult, JobBoardError>> {
  const combined: RestoreJobsResult = { restored: [], refused: [] };
  for (const batch of idBatches(ids, LIMITS.jobIdsPerRequest)) {
    const result = await app.undoBulkJobAction(action, batch);
    if (!result.ok) return result;
    combined.restored.push(...result.value.restored);
    combined.refused.push(...result.value.refused);
  }
  return { ok: true, value: combined };
}

export function offerUndo({
  app,
  action,
  jobs,
  headline,
  restorableUntil,
  onRestored,
}: OfferUndoOptions): void {
  if (jobs.length === 0) return;
  const id = `undo-${action}-${jobs.map((job) => job.id).join('-')}-${Date.now()}`;
  const left = undoOfferMs(restorableUntil, Date.now());
  // The monotonic clock: a wall clock set back meanwhile does not stretch the offer.
  const closesAt = performance.now() + left;
  let undone = false;
  const undo = async () => {
    if (undone || !undoStillOffered(closesAt, performance.now())) return;
    undone = true;
    notifications.hide(id);
    const result = await undoInBatches(
      app,
      action,
      jobs.map((job) => job.id),
    );
    if (!result.ok) {
      notifications.show({
        color: 'red',
        title: t`Nothing was undone`,
        message: coreErrorMessage(result.error),
      });
      return;
    }
    const titles = new Map(jobs.map((job) => [job.id, job.title]));
    const words = restoredWords(action, result.value, titles);
    notifications.show({ color: words.ok ? 'green' : 'red', message: words.message });
    if (words.ok) onRestored?.();
  };
  // Mantine's own timer pauses while the toast is hovered or focused: this one does not.
  window.setTimeout(() => notifications.hide(id), left);
  notifications.show({
    id,
    autoClose: false,
    color: action === 'delete' ? 'red' : 'teal',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="bulk-undo-toast">
        <Text size="sm">{headline}</Text>
        <Button size="xs" variant="default" onClick={() => void undo()}>
          {t`Undo`}
        </Button>
      </Group>
    ),
  });
}

/** The Undo of a delete, saying what was deleted ("“Baker” was deleted."). */
export function offerUndoDelete(options: Omit<OfferUndoOptions, 'action' | 'headline'>): void {
  offerUndo({ ...options, action: 'delete', headline: deletedHeadline(options.jobs) });
}

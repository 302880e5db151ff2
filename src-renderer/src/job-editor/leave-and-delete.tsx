// Deleting the editor's job, asking first: the core deletes it at once and it can be undone for a few seconds.
// (Leaving with edits not saved asks with the app's one leave prompt, core/confirm-leave.tsx.)
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { offerUndoDelete } from '../core/offer-undo-delete.tsx';

/**
 * Asks before deleting `job`; on yes `onConfirm` runs at once (the editor closes, so it does not read the job
 * again once the core says it is gone), the core deletes the job (nothing is sent to the board before the Undo
 * time is over) and a toast offers Undo. The list follows the core's events; a refusal is said in a red toast.
 */
export function confirmDelete(
  job: { id: number; title: string },
  app: AppClient,
  onConfirm: () => void,
): void {
  openConfirmDialog({
    title: t`Delete this job?`,
    children: (
      <Text size="sm">
        <Trans>“{job.title}” will be deleted. You can undo for a few seconds.</Trans>
      </Text>
    ),
    labels: { confirm: t`Delete`, cancel: t`Cancel` },
    confirmProps: { color: 'red.8' },
    onConfirm: () => {
      onConfirm();
      void deleteJob(job, app);
    },
  });
}

async function deleteJob(job: { id: number; title: string }, app: AppClient) {
  const result = await app.bulkJobAction({ action: 'delete', ids: [job.id] });
  const refusal = result.ok ? result.value.refused[0] : undefined;
  if (!result.ok || (refusal && refusal.reason !== 'not-found')) {
    notifications.show({
      color: 'red',
      title: t`The job was not deleted`,
      message: result.ok ? (refusal?.messages.join(' ') ?? '') : coreErrorMessage(result.error),
    });
    return;
  }
  const { changed, restorableUntil } = result.value;
  // A job already gone (deleted in another window) has nothing to undo here.
  if (restorableUntil !== undefined) offerUndoDelete({ app, jobs: changed, restorableUntil });
}

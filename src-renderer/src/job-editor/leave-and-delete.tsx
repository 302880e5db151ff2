// Leaving the editor and deleting its job, each asking first: leaving with edits not saved discards them,
// and a delete waits a few seconds for an Undo.
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { deleteWithUndo } from './delete-with-undo.tsx';

/** Asks whether to discard edits not saved before `onConfirm` leaves. */
export function confirmLeaveWithoutSaving(onConfirm: () => void): void {
  modals.openConfirmModal({
    title: 'Leave without saving?',
    children: <Text size="sm">Your edits to this job have not been saved. Leaving discards them.</Text>,
    labels: { confirm: 'Discard edits and leave', cancel: 'Keep editing' },
    confirmProps: { color: 'red.8' },
    onConfirm,
  });
}

/**
 * Asks before deleting `job`; on yes, `onConfirm` runs at once (the editor closes) and the delete is sent after
 * the Undo time. The list follows the core's event; a refusal is said in a red toast.
 */
export function confirmDelete(
  job: { id: number; title: string },
  jobBoard: JobBoardClient,
  onConfirm: () => void,
): void {
  modals.openConfirmModal({
    title: 'Delete this job?',
    children: <Text size="sm">“{job.title}” will be deleted. You can undo for a few seconds.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red.8' },
    onConfirm: () => {
      deleteWithUndo({
        job,
        jobBoard,
        onSent: (result) => {
          if (!result.ok)
            notifications.show({
              color: 'red',
              title: 'The job was not deleted',
              message: result.error.messages.join(' '),
            });
        },
      });
      onConfirm();
    },
  });
}

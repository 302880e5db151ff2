// Deleting the editor's job, asking first: a delete waits a few seconds for an Undo. (Leaving with edits not
// saved asks with the app's one leave prompt, core/confirm-leave.tsx.)
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { deleteWithUndo } from './delete-with-undo.tsx';

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

// Deleting a job: the delete is sent only after a few seconds in which an Undo keeps the job.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { JobBoardError } from '../../../src-shared/client/job-board-error.ts';
import type { Result } from '../../../src-shared/result.ts';

export const UNDO_DELETE_MS = 5000;

export type DeleteWithUndoOptions = {
  job: { id: number; title: string };
  jobBoard: JobBoardClient;
  delayMs?: number;
  /** After the delete was sent (and answered), with its result. Not called when undone. */
  onSent(result: Result<void, JobBoardError>): void;
};

/**
 * Shows "… will be deleted" with an Undo button and sends the delete when the time is up. The timer lives
 * in this call, not in the editor, so leaving the editor (which deleting does) does not cancel it.
 */
export function deleteWithUndo({
  job,
  jobBoard,
  delayMs = UNDO_DELETE_MS,
  onSent,
}: DeleteWithUndoOptions): void {
  const notificationId = `delete-job-${job.id}-${Date.now()}`;
  let settled = false;
  const timer = window.setTimeout(() => {
    settled = true;
    notifications.hide(notificationId);
    void jobBoard.deleteJob(job.id).then(onSent);
  }, delayMs);
  const undo = () => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    notifications.hide(notificationId);
    notifications.show({ message: `“${job.title}” was kept.`, color: 'green' });
  };
  notifications.show({
    id: notificationId,
    autoClose: false,
    withCloseButton: false,
    color: 'red',
    title: 'Job deleted',
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">
          “{job.title}” will be deleted in {Math.round(delayMs / 1000)} seconds.
        </Text>
        <Button size="xs" variant="default" onClick={undo}>
          Undo
        </Button>
      </Group>
    ),
  });
}

// Settings' job boards: each board JobDesk posts to, with its state, and the way to add another.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { boardsQuery } from '../core/queries.ts';
import { AddBoard } from './AddBoard.tsx';
import { BoardCard } from './BoardCard.tsx';
import { DefaultBoardsGroup } from './DefaultBoardsGroup.tsx';

export function JobBoardsSection() {
  const { t } = useLingui();
  const { app } = useCore();
  const boards = useQuery(boardsQuery(app));
  return (
    <Stack component="section" aria-labelledby="job-boards-heading" gap="sm">
      <Title order={3} size="h4" id="job-boards-heading">
        <Trans>Job boards</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          JobDesk posts each job to the boards ticked under Post to in its editor. A key is kept for its
          board’s address only.
        </Trans>
      </Text>
      {boards.isError && (
        <Alert color="red" title={t`The job boards could not be read`}>
          {coreErrorMessage(boards.error)}
        </Alert>
      )}
      {boards.data?.length === 0 && (
        <Text size="sm">
          <Trans>No job board is set up yet: add one below.</Trans>
        </Text>
      )}
      {boards.data?.map((board) => (
        <BoardCard key={board.id} board={board} />
      ))}
      {boards.data !== undefined && boards.data.length >= 2 && <DefaultBoardsGroup boards={boards.data} />}
      {/* Once the boards are known: with none, the form to add the first is open from the start. */}
      {(boards.data !== undefined || boards.isError) && (
        <AddBoard hasBoards={(boards.data?.length ?? 0) > 0} />
      )}
    </Stack>
  );
}

// One job board in Settings: its name, address, key line, whose jobs it shows (the employer's name once the
// board shows it on a job) and sync state in words; Change (rename, a new address or key), Test and Remove.
// Remove says how many jobs it withdraws from the board before it asks.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { boardsQuery } from '../core/queries.ts';
import {
  asksToAllowUnencrypted,
  type BoardFormValues,
  boardAddressExample,
  boardCardMessage,
  boardEmployerLine,
  boardFormHasChanges,
  boardFormValuesOf,
  boardKeyDescription,
  boardKeyLine,
  boardSaveFailure,
  boardStateWords,
  boardUpdateOf,
  isPostedThere,
  removeBoardQuestion,
} from './board-form.ts';
import { ConnectionTestResult } from './ConnectionTestResult.tsx';
import { type ConnectionTestLine, connectionTestLines } from './connection-test-words.ts';
import { useRemoveBoard, useTestBoard, useUpdateBoard } from './mutations.ts';
import { UnencryptedAddressConsent } from './UnencryptedAddressConsent.tsx';
import { useUnsavedForm } from './unsaved-forms.ts';

/** A test's lines: its answer in words, or why the core could not run it. */
function testLinesOf(test: ReturnType<typeof useTestBoard>, boardName: string): ConnectionTestLine[] | null {
  if (test.isSuccess) return connectionTestLines(test.data, boardName);
  if (test.isError) return [{ text: coreErrorMessage(test.error), ok: false }];
  return null;
}

export function BoardCard({ board }: { board: Board }) {
  const { t } = useLingui();
  // A board with neither address nor key (the first board on first launch) opens on its form: connecting it
  // is the one thing to do, one step from the header's Connect job board.
  const [changing, setChanging] = useState(() => board.url === '' && !board.keySaved);
  const testBoard = useTestBoard();
  const removal = useBoardRemoval(board);
  const words = boardStateWords(board);
  const headingId = `board-${board.id}-heading`;
  const boardName = board.name;
  const testLines = testLinesOf(testBoard, boardName);
  const message = boardCardMessage(board);
  const employer = boardEmployerLine(board);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      data-board={board.name}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={4} size="h5" id={headingId}>
            {board.name}
          </Title>
          <Badge variant="light" color={words.color} title={words.hint}>
            {words.label}
          </Badge>
        </Group>
        {/* The open form shows the address and says whether a key is saved: said once, there. */}
        {changing ? null : (
          <>
            {board.url === '' ? (
              <Text size="sm" c="dimmed">
                <Trans>No address yet.</Trans>
              </Text>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {board.url}
              </Text>
            )}
            <Text size="sm">{boardKeyLine(board)}</Text>
            {employer !== null && (
              <Text size="sm" c={board.employer ? undefined : 'dimmed'} data-testid="board-employer">
                {employer}
              </Text>
            )}
          </>
        )}
        {message !== null && (
          <Text size="sm" c="red.9">
            {message}
          </Text>
        )}
        {changing ? (
          <ChangeBoardForm board={board} onDone={() => setChanging(false)} />
        ) : (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setChanging(true)}>
              <Trans>Change {boardName}</Trans>
            </Button>
            <Button
              variant="default"
              size="xs"
              loading={testBoard.isPending}
              onClick={() => testBoard.mutate({ id: board.id, typed: {} })}
            >
              <Trans>Test {boardName}</Trans>
            </Button>
            <Button variant="default" size="xs" color="red.8" loading={removal.pending} onClick={removal.ask}>
              <Trans>Remove {boardName}</Trans>
            </Button>
          </Group>
        )}
        {testLines !== null && (
          <ConnectionTestResult
            lines={testLines}
            boardName={boardName}
            label={t`Connection test of ${boardName}`}
            testId="board-test"
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The inline form that renames a board or gives it a new address or key; a new address needs its key again. */
function ChangeBoardForm({ board, onDone }: { board: Board; onDone(): void }) {
  const { t } = useLingui();
  const updateBoard = useUpdateBoard();
  const testBoard = useTestBoard();
  const form = useForm<BoardFormValues>({
    mode: 'controlled',
    initialValues: boardFormValuesOf(board),
    // A change after a test or a refused save: their words no longer describe what the form holds.
    onValuesChange: () => {
      if (!testBoard.isIdle) testBoard.reset();
      if (updateBoard.isError) updateBoard.reset();
    },
  });
  useUnsavedForm(() => boardFormHasChanges(board, form.getValues()));
  const save = form.onSubmit((values) => {
    form.clearErrors();
    const update = boardUpdateOf(board, values);
    if (Object.keys(update).length === 0) {
      onDone();
      return;
    }
    updateBoard.mutate(
      { id: board.id, update },
      {
        onSuccess: (changed) => {
          const changedName = changed.name;
          notifications.show({ message: t`${changedName} was saved.`, color: 'green' });
          onDone();
        },
        onError: (error) => form.setErrors(boardSaveFailure(error).fields),
      },
    );
  });
  const test = () => {
    const values = form.getValues();
    const apiKey = values.apiKey.trim();
    testBoard.mutate({
      id: board.id,
      typed: {
        remoteUrl: values.url.trim(),
        ...(apiKey !== '' ? { apiKey } : {}),
        ...(values.allowUnencrypted && asksToAllowUnencrypted(values.url) ? { allowUnencrypted: true } : {}),
      },
    });
  };
  const boardName = board.name;
  const problem = updateBoard.isError ? boardSaveFailure(updateBoard.error).problem : null;
  const testLines = testLinesOf(testBoard, boardName);
  return (
    <form onSubmit={save} noValidate aria-label={t`Change ${boardName}`}>
      <Stack gap="sm">
        <TextInput label={t`Board name`} {...form.getInputProps('name')} />
        <TextInput
          label={t`Board address`}
          description={boardAddressExample()}
          autoComplete="url"
          {...form.getInputProps('url')}
        />
        <UnencryptedAddressConsent form={form} />
        <PasswordInput
          label={t`Board API key`}
          description={
            <span data-testid="api-key-state">{boardKeyDescription(board, form.getValues().url)}</span>
          }
          autoComplete="off"
          {...form.getInputProps('apiKey')}
        />
        {problem !== null && (
          <Alert color="red" title={t`${boardName} was not saved`}>
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={updateBoard.isPending}>
            <Trans>Save {boardName}</Trans>
          </Button>
          <Button variant="default" size="xs" loading={testBoard.isPending} onClick={test}>
            <Trans>Test connection</Trans>
          </Button>
          <Button variant="subtle" size="xs" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
        {testLines !== null && (
          <ConnectionTestResult
            lines={testLines}
            boardName={boardName}
            label={t`Connection test of ${boardName}`}
            testId="board-test"
          />
        )}
      </Stack>
    </form>
  );
}

/**
 * Remove asks first, saying how many jobs it withdraws from the board (each deleted there only). A 409 (jobs
 * posted there since the count was read) asks again with the core's count.
 */
function useBoardRemoval(board: Board) {
  const { t } = useLingui();
  const removeBoard = useRemoveBoard();
  const { app } = useCore();
  const queryClient = useQueryClient();
  const boardName = board.name;
  const removed = () => notifications.show({ message: t`${boardName} was removed.`, color: 'green' });
  const failed = (error: unknown) =>
    notifications.show({
      title: t`${boardName} was not removed`,
      message: coreErrorMessage(error),
      color: 'red',
    });
  const confirm = (question: ReturnType<typeof removeBoardQuestion>) =>
    openConfirmDialog({
      title: question.title,
      children: <Text size="sm">{question.body}</Text>,
      labels: { confirm: question.confirm, cancel: question.cancel },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        removeBoard.mutate(
          { id: board.id, withdraw: question.withdraw },
          {
            onSuccess: removed,
            onError: (error) => {
              if (!isPostedThere(error) || question.withdraw) return failed(error);
              // Jobs were posted there since the count was read: ask again with the core's count now.
              void queryClient
                .fetchQuery({ ...boardsQuery(app), staleTime: 0 })
                .then((boards) => boards.find((each) => each.id === board.id))
                .then((now) =>
                  confirm(removeBoardQuestion({ name: boardName, postedJobs: now?.postedJobs ?? 1 })),
                )
                .catch(failed);
            },
          },
        ),
    });
  return { ask: () => confirm(removeBoardQuestion(board)), pending: removeBoard.isPending };
}

// One job board in Settings: its name, address, key line and sync state in words; Change (rename, a new address
// or key), Test and Remove. Remove asks first, and when jobs are posted there offers to withdraw them.
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
import { useState } from 'react';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { openConfirmDialog } from '../core/confirm-dialog.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import {
  asksToAllowUnencrypted,
  BOARD_ADDRESS_EXAMPLE,
  type BoardFormValues,
  boardFormHasChanges,
  boardFormValuesOf,
  boardKeyDescription,
  boardKeyLine,
  boardSaveFailure,
  boardStateWords,
  boardUpdateOf,
  isPostedThere,
} from './board-form.ts';
import { ConnectionTestResult } from './ConnectionTestResult.tsx';
import { connectionTestLines } from './connection-test-words.ts';
import { useRemoveBoard, useTestBoard, useUpdateBoard } from './mutations.ts';
import { UnencryptedAddressConsent } from './UnencryptedAddressConsent.tsx';
import { useUnsavedForm } from './unsaved-forms.ts';

export function BoardCard({ board }: { board: Board }) {
  // A board with neither address nor key (the first board on first launch) opens on its form: connecting it
  // is the one thing to do, one step from the header's Connect job board.
  const [changing, setChanging] = useState(() => board.url === '' && !board.keySaved);
  const testBoard = useTestBoard();
  const removal = useBoardRemoval(board);
  const words = boardStateWords(board);
  const headingId = `board-${board.id}-heading`;
  const testLines = testBoard.isSuccess
    ? connectionTestLines(testBoard.data)
    : testBoard.isError
      ? [{ text: coreErrorMessage(testBoard.error), ok: false }]
      : null;
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
                No address yet.
              </Text>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {board.url}
              </Text>
            )}
            <Text size="sm">{boardKeyLine(board)}</Text>
          </>
        )}
        {/* "Sync is off: no job board is set up in Settings" says nothing here that Not connected yet does not. */}
        {board.message && words.icon !== 'not-set-up' ? (
          <Text size="sm" c="red.9">
            {board.message}
          </Text>
        ) : null}
        {changing ? (
          <ChangeBoardForm board={board} onDone={() => setChanging(false)} />
        ) : (
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={() => setChanging(true)}>
              Change {board.name}
            </Button>
            <Button
              variant="default"
              size="xs"
              loading={testBoard.isPending}
              onClick={() => testBoard.mutate({ id: board.id, typed: {} })}
            >
              Test {board.name}
            </Button>
            <Button variant="default" size="xs" color="red.8" loading={removal.pending} onClick={removal.ask}>
              Remove {board.name}
            </Button>
          </Group>
        )}
        {testLines !== null && (
          <ConnectionTestResult
            lines={testLines}
            label={`Connection test of ${board.name}`}
            testId="board-test"
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The inline form that renames a board or gives it a new address or key; a new address needs its key again. */
function ChangeBoardForm({ board, onDone }: { board: Board; onDone(): void }) {
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
          notifications.show({ message: `${changed.name} was saved.`, color: 'green' });
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
  const problem = updateBoard.isError ? boardSaveFailure(updateBoard.error).problem : null;
  const testLines = testBoard.isSuccess
    ? connectionTestLines(testBoard.data)
    : testBoard.isError
      ? [{ text: coreErrorMessage(testBoard.error), ok: false }]
      : null;
  return (
    <form onSubmit={save} noValidate aria-label={`Change ${board.name}`}>
      <Stack gap="sm">
        <TextInput label="Board name" {...form.getInputProps('name')} />
        <TextInput
          label="Board address"
          description={BOARD_ADDRESS_EXAMPLE}
          autoComplete="url"
          {...form.getInputProps('url')}
        />
        <UnencryptedAddressConsent form={form} />
        <PasswordInput
          label="Board API key"
          description={
            <span data-testid="api-key-state">{boardKeyDescription(board, form.getValues().url)}</span>
          }
          autoComplete="off"
          {...form.getInputProps('apiKey')}
        />
        {problem !== null && (
          <Alert color="red" title={`${board.name} was not saved`}>
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={updateBoard.isPending}>
            Save {board.name}
          </Button>
          <Button variant="default" size="xs" loading={testBoard.isPending} onClick={test}>
            Test connection
          </Button>
          <Button variant="subtle" size="xs" onClick={onDone}>
            Cancel
          </Button>
        </Group>
        {testLines !== null && (
          <ConnectionTestResult
            lines={testLines}
            label={`Connection test of ${board.name}`}
            testId="board-test"
          />
        )}
      </Stack>
    </form>
  );
}

/** Remove asks first; a 409 (jobs posted there) asks again, offering to withdraw them from this board only. */
function useBoardRemoval(board: Board) {
  const removeBoard = useRemoveBoard();
  const removed = () => notifications.show({ message: `${board.name} was removed.`, color: 'green' });
  const failed = (error: unknown) =>
    notifications.show({
      title: `${board.name} was not removed`,
      message: coreErrorMessage(error),
      color: 'red',
    });
  const withdrawAndRemove = () =>
    openConfirmDialog({
      title: `Jobs are posted on ${board.name}`,
      children: (
        <Text size="sm">
          Removing {board.name} withdraws those jobs from {board.name} only: the other boards and JobDesk keep
          them.
        </Text>
      ),
      labels: { confirm: `Withdraw the jobs and remove ${board.name}`, cancel: `Keep ${board.name}` },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        removeBoard.mutate({ id: board.id, withdraw: true }, { onSuccess: removed, onError: failed }),
    });
  const ask = () =>
    openConfirmDialog({
      title: `Remove ${board.name}?`,
      children: <Text size="sm">JobDesk stops posting to {board.name} and forgets its API key.</Text>,
      labels: { confirm: `Remove ${board.name}`, cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        removeBoard.mutate(
          { id: board.id, withdraw: false },
          {
            onSuccess: removed,
            onError: (error) => (isPostedThere(error) ? withdrawAndRemove() : failed(error)),
          },
        ),
    });
  return { ask, pending: removeBoard.isPending };
}

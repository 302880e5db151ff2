// Adds a job board: its name, address and API key (the key is never shown again once saved). Beside boards
// already there, it waits behind "Add another job board": a first-time recruiter, whose board's card is open on
// its address and key, sees one form to fill, not two.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import {
  type BoardFormValues,
  boardAddressExample,
  boardCreateOf,
  boardFormHasChanges,
  boardFormValuesOf,
  boardSaveFailure,
} from './board-form.ts';
import { useAddBoard } from './mutations.ts';
import { UnencryptedAddressConsent } from './UnencryptedAddressConsent.tsx';
import { useUnsavedForm } from './unsaved-forms.ts';

export function AddBoard({ hasBoards }: { hasBoards: boolean }) {
  const [open, setOpen] = useState(!hasBoards);
  // Focus follows the recruiter's step: into the form they opened, back to the button when it closes.
  const [moveFocus, setMoveFocus] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (moveFocus && !open) openButton.current?.focus();
  }, [moveFocus, open]);
  const close = () => {
    setMoveFocus(true);
    setOpen(false);
  };
  if (!open)
    return (
      <Group>
        <Button
          ref={openButton}
          variant="default"
          leftSection={<IconPlus aria-hidden size={16} />}
          onClick={() => {
            setMoveFocus(true);
            setOpen(true);
          }}
        >
          <Trans>Add another job board</Trans>
        </Button>
      </Group>
    );
  return <AddBoardForm focusOnOpen={moveFocus} onAdded={close} onCancel={hasBoards ? close : null} />;
}

function AddBoardForm({
  focusOnOpen,
  onAdded,
  onCancel,
}: {
  focusOnOpen: boolean;
  onAdded(): void;
  /** Null while there is no board: then this form is the way to the first one. */
  onCancel: (() => void) | null;
}) {
  const { t } = useLingui();
  const addBoard = useAddBoard();
  const form = useForm<BoardFormValues>({
    mode: 'controlled',
    initialValues: boardFormValuesOf(null),
  });
  useUnsavedForm(() => boardFormHasChanges(null, form.getValues()));
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnOpen) nameInput.current?.focus();
  }, [focusOnOpen]);
  const add = form.onSubmit((values) => {
    form.clearErrors();
    addBoard.mutate(boardCreateOf(values), {
      onSuccess: (board) => {
        form.reset();
        const boardName = board.name;
        notifications.show({ message: t`${boardName} was added.`, color: 'green' });
        onAdded();
      },
      onError: (error) => form.setErrors(boardSaveFailure(error).fields),
    });
  });
  const problem = addBoard.isError ? boardSaveFailure(addBoard.error).problem : null;
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={add} noValidate aria-labelledby="add-board-heading">
        <Stack gap="sm">
          <Title order={4} size="h5" id="add-board-heading">
            <Trans>Add a job board</Trans>
          </Title>
          <TextInput ref={nameInput} label={t`New board’s name`} {...form.getInputProps('name')} />
          <TextInput
            label={t`New board’s address`}
            description={boardAddressExample()}
            autoComplete="url"
            {...form.getInputProps('url')}
          />
          <UnencryptedAddressConsent form={form} />
          <PasswordInput
            label={t`New board’s API key`}
            autoComplete="off"
            {...form.getInputProps('apiKey')}
          />
          {problem !== null && (
            <Alert color="red" title={t`The board was not added`}>
              {problem}
            </Alert>
          )}
          <Group gap="xs">
            <Button type="submit" loading={addBoard.isPending}>
              <Trans>Add board</Trans>
            </Button>
            {onCancel !== null && (
              <Button variant="subtle" onClick={onCancel}>
                <Trans>Cancel</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

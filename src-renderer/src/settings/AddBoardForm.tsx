// Adds a job board: its name, address and API key (the key is never shown again once saved).
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  BOARD_ADDRESS_EXAMPLE,
  type BoardFormValues,
  boardCreateOf,
  boardFormHasChanges,
  boardSaveFailure,
} from './board-form.ts';
import { useAddBoard } from './mutations.ts';
import { useUnsavedForm } from './unsaved-forms.ts';

export function AddBoardForm() {
  const addBoard = useAddBoard();
  const form = useForm<BoardFormValues>({
    mode: 'controlled',
    initialValues: { name: '', url: '', apiKey: '' },
  });
  useUnsavedForm(() => boardFormHasChanges(null, form.getValues()));
  const add = form.onSubmit((values) => {
    form.clearErrors();
    addBoard.mutate(boardCreateOf(values), {
      onSuccess: (board) => {
        form.reset();
        notifications.show({ message: `${board.name} was added.`, color: 'green' });
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
            Add a job board
          </Title>
          <TextInput label="New board’s name" {...form.getInputProps('name')} />
          <TextInput
            label="New board’s address"
            description={BOARD_ADDRESS_EXAMPLE}
            autoComplete="url"
            {...form.getInputProps('url')}
          />
          <PasswordInput label="New board’s API key" autoComplete="off" {...form.getInputProps('apiKey')} />
          {problem !== null && (
            <Alert color="red" title="The board was not added">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={addBoard.isPending}>
              Add board
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

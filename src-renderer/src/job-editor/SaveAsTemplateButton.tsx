// "Save as template": the job's fields as they are in the form (not its Reference ID, status or close date)
// kept as a whole-job template under a name, to start new jobs from; a name in use can be replaced on purpose.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { JobTemplateInput } from '../../../src-shared/schemas/templates.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import { formatRoute } from '../core/routes.ts';
import type { JobFormValues } from './form-values.ts';
import { formValuesToTemplateFields } from './template-form-values.ts';
import { templateKeys } from './templates/queries.ts';

export function SaveAsTemplateButton({ currentValues }: { currentValues: () => JobFormValues }) {
  const { app } = useCore();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [replaceId, setReplaceId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const open = () => {
    const values = currentValues();
    setName(values.title.trim());
    setProblem(null);
    setReplaceId(null);
    setOpened(true);
  };

  const done = (savedName: string) => {
    void queryClient.invalidateQueries({ queryKey: templateKeys.all });
    setOpened(false);
    notifications.show({
      title: 'Template saved',
      message: `New jobs can start from “${savedName}”: Templates, or New job from template.`,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = currentValues();
    const input: JobTemplateInput = { kind: 'job', name, job: formValuesToTemplateFields(values) };
    setBusy(true);
    const answer =
      replaceId === null ? await app.createTemplate(input) : await app.replaceTemplate(replaceId, input);
    setBusy(false);
    if (answer.ok) return done(answer.value.name);
    if (answer.error.reason === 'conflict') {
      const existing = await app.templates('job');
      const same = existing.ok
        ? existing.value.find((template) => template.name.toLowerCase() === name.trim().toLowerCase())
        : undefined;
      setReplaceId(same?.id ?? null);
    }
    const fieldMessage = answer.error.fields?.find((field) => field.path === 'name')?.message;
    setProblem(fieldMessage ?? coreErrorMessage(answer.error));
  };

  return (
    <>
      <Button variant="default" onClick={open}>
        Save as template
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Save as template"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Text size="sm">
              Keeps this job’s fields (not its Reference ID, status or close date) to start new jobs from.
              Edit templates on the <a href={formatRoute({ name: 'templates' })}>Templates</a> screen.
            </Text>
            <TextInput
              label="Template name"
              required
              data-autofocus
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setReplaceId(null);
                setProblem(null);
              }}
              error={problem}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                {replaceId === null ? 'Save template' : 'Replace that template'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

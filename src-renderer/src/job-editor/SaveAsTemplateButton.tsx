// "Save as template": the job's fields as they are in the form (not its Reference ID, status or close date)
// kept as a whole-job template under a name, to start new jobs from; a name in use can be replaced on purpose.

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { JobTemplateInput, Template } from '../../../src-shared/schemas/templates.ts';
import { useCore } from '../core/core-context.ts';
import { coreErrorMessage, isJobBoardError } from '../core/core-error-message.ts';
import { formatRoute } from '../core/routes.ts';
import { ACTION_SIZE } from './EditorActions.tsx';
import type { JobFormValues } from './form-values.ts';
import { formValuesToTemplateFields } from './template-form-values.ts';
import { useCreateTemplate, useReplaceTemplate } from './templates/mutations.ts';
import { templatesQuery } from './templates/queries.ts';

export function SaveAsTemplateButton({ currentValues }: { currentValues: () => JobFormValues }) {
  const { t } = useLingui();
  const { app } = useCore();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [replaceId, setReplaceId] = useState<number | null>(null);
  const create = useCreateTemplate();
  const replace = useReplaceTemplate();

  const open = () => {
    const values = currentValues();
    setName(values.title.trim());
    setProblem(null);
    setReplaceId(null);
    setOpened(true);
  };

  const done = ({ name: savedName }: Template) => {
    setOpened(false);
    notifications.show({
      title: t`Template saved`,
      message: t`New jobs can start from “${savedName}”: Templates, or New job from template.`,
    });
  };

  /** A name in use: the template that has it, so that the recruiter can replace it on purpose. */
  const offerToReplace = async () => {
    const existing = await queryClient.fetchQuery(templatesQuery(app, 'job')).catch(() => []);
    const same = existing.find((template) => template.name.toLowerCase() === name.trim().toLowerCase());
    setReplaceId(same?.id ?? null);
  };

  const refused = (error: unknown) => {
    if (!isJobBoardError(error)) return setProblem(coreErrorMessage(error));
    if (error.reason === 'conflict') void offerToReplace();
    const fieldMessage = error.fields?.find((field) => field.path === 'name')?.message;
    setProblem(fieldMessage ?? coreErrorMessage(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: JobTemplateInput = { kind: 'job', name, job: formValuesToTemplateFields(currentValues()) };
    const handlers = { onSuccess: done, onError: refused };
    if (replaceId === null) create.mutate(input, handlers);
    else replace.mutate({ id: replaceId, input }, handlers);
  };

  return (
    <>
      <Button size={ACTION_SIZE} variant="default" onClick={open}>
        <Trans>Save as template</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t`Save as template`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">
              <Trans>
                Keeps this job’s fields (not its Reference ID, status or close date) to start new jobs from.
                Edit templates on the <a href={formatRoute({ name: 'templates' })}>Templates</a> screen.
              </Trans>
            </Text>
            <TextInput
              label={t`Template name`}
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
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending || replace.isPending}>
                {replaceId === null ? <Trans>Save template</Trans> : <Trans>Replace that template</Trans>}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

// The Templates screen: the recruiter's pieces of description text and whole-job templates, to create,
// edit, rename and delete, and to start a new job from. Kept in the core's store: works offline.
// Loaded on demand by the app frame (it carries the description editor).
import '@mantine/tiptap/styles.css';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JobTemplate, Template, TextTemplate } from '../../../../src-shared/schemas/templates.ts';
import { openConfirmDialog } from '../../core/confirm-dialog.ts';
import { useCore } from '../../core/core-context.ts';
import { coreErrorMessage } from '../../core/core-error-message.ts';
import { formatRoute } from '../../core/routes.ts';
import { useAddStarterTemplates, useDeleteTemplate } from './mutations.ts';
import { templatesQuery } from './queries.ts';
import { type TemplateDraft, TemplateEditModal } from './TemplateEditModal.tsx';
import { purposeName } from './template-words.ts';

export function TemplatesScreen() {
  const { t } = useLingui();
  const { app } = useCore();
  const templates = useQuery(templatesQuery(app, null));
  const [draft, setDraft] = useState<TemplateDraft | null>(null);
  const addStarters = useAddStarterTemplates();
  const remove = useDeleteTemplate();

  const confirmDelete = (template: Template) =>
    openConfirmDialog({
      title: t`Delete the template “${template.name}”?`,
      children: (
        <Text size="sm">
          <Trans>Jobs made from it keep their text. This cannot be undone.</Trans>
        </Text>
      ),
      labels: { confirm: t`Delete template`, cancel: t`Keep it` },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        remove.mutate(template.id, {
          onError: (error) =>
            notifications.show({ color: 'red', title: t`Not deleted`, message: coreErrorMessage(error) }),
        }),
    });

  const texts = (templates.data ?? []).filter(
    (template): template is TextTemplate => template.kind === 'text',
  );
  const jobs = (templates.data ?? []).filter((template): template is JobTemplate => template.kind === 'job');

  return (
    <Stack maw={960}>
      <Title order={2}>
        <Trans>Templates</Trans>
      </Title>
      <Text size="sm">
        <Trans>
          Pieces of text go into a description from its toolbar (the <strong>Insert template</strong> button).
          Whole-job templates start a new job with their fields; save one from a job’s editor with{' '}
          <strong>Save as template</strong>. Everything here is kept on this computer and works offline.
        </Trans>
      </Text>
      {templates.isPending ? <Loader role="status" aria-label={t`Loading templates`} /> : null}
      {templates.isError ? (
        <Alert color="red" title={t`Templates could not be read`}>
          {coreErrorMessage(templates.error)}
        </Alert>
      ) : null}

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="text-templates-heading">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h4" id="text-templates-heading">
            <Trans>Pieces of text</Trans>
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              loading={addStarters.isPending}
              onClick={() =>
                addStarters.mutate(undefined, {
                  onSuccess: (added) =>
                    notifications.show({
                      title: added.length === 0 ? t`Nothing to add` : t`Starter texts added`,
                      message:
                        added.length === 0 ? (
                          t`You already have a template with each starter text’s name.`
                        ) : (
                          <Plural
                            value={added.length}
                            one="# text to edit: fill in the [bracketed] parts."
                            other="# texts to edit: fill in the [bracketed] parts."
                          />
                        ),
                    }),
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t`Not added`,
                      message: coreErrorMessage(error),
                    }),
                })
              }
            >
              <Trans>Add the starter texts</Trans>
            </Button>
            <Button
              leftSection={<IconPlus aria-hidden size={16} />}
              onClick={() => setDraft({ newText: true })}
            >
              <Trans>New piece of text</Trans>
            </Button>
          </Group>
        </Group>
        {templates.isSuccess && texts.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>
              No pieces of text yet. Start from the starter texts (a company introduction, benefits, equal
              opportunity and AI statements) or write your own.
            </Trans>
          </Text>
        ) : null}
        {texts.length > 0 ? (
          <Table striped highlightOnHover aria-labelledby="text-templates-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Purpose</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {texts.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" color="gray">
                      {purposeName(template.purpose)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      template={template}
                      onEdit={() => setDraft({ template })}
                      onDelete={confirmDelete}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Paper>

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-templates-heading">
        <Title order={3} size="h4" id="job-templates-heading" mb="sm">
          <Trans>Whole jobs</Trans>
        </Title>
        {templates.isSuccess && jobs.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>
              No whole-job templates yet. In a job’s editor, <strong>Save as template</strong> keeps its
              fields here.
            </Trans>
          </Text>
        ) : null}
        {jobs.length > 0 ? (
          <Table striped highlightOnHover aria-labelledby="job-templates-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Name</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Job title</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Actions</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {jobs.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td>{template.name}</Table.Td>
                  <Table.Td>
                    {template.job.title || (
                      <Text span c="dimmed">
                        <Trans>none</Trans>
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Anchor
                        size="sm"
                        href={formatRoute({ name: 'new-job', duplicateOf: null, fromTemplate: template.id })}
                        aria-label={t`New job from ${template.name}`}
                      >
                        <Trans>New job from it</Trans>
                      </Anchor>
                      <RowActions
                        template={template}
                        onEdit={() => setDraft({ template })}
                        onDelete={confirmDelete}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Paper>
      <TemplateEditModal draft={draft} onClose={() => setDraft(null)} />
    </Stack>
  );
}

function RowActions({
  template,
  onEdit,
  onDelete,
}: {
  template: Template;
  onEdit(): void;
  onDelete(template: Template): void;
}) {
  const { t } = useLingui();
  const { name } = template;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={t`Edit or rename ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        onClick={() => onDelete(template)}
        aria-label={t`Delete ${name}`}
      >
        <Trans>Delete</Trans>
      </Button>
    </Group>
  );
}

export default TemplatesScreen;

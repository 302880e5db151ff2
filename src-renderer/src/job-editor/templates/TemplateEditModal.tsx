// The form of one template in a modal: a piece of text (name, purpose, text) or a whole job (name, title,
// description; its other fields come from "Save as template" in the job editor). Checked by the core
// with the shared schemas; each refusal is shown under its input.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import {
  TEXT_TEMPLATE_PURPOSES,
  type Template,
  type TemplateInput,
  type TextTemplatePurpose,
} from '../../../../src-shared/schemas/templates.ts';
import { coreErrorMessage } from '../../core/core-error-message.ts';
import { DescriptionEditor } from '../DescriptionEditor.tsx';
import { descriptionHtmlOf } from '../description-html.ts';
import { useCreateTemplate, useReplaceTemplate } from './mutations.ts';
import { purposeName } from './template-words.ts';

/** What the modal edits: an existing template, or a new piece of text. */
export type TemplateDraft = { template: Template } | { newText: true };

export function TemplateEditModal({ draft, onClose }: { draft: TemplateDraft | null; onClose(): void }) {
  const { t } = useLingui();
  const name = draft !== null && 'template' in draft ? draft.template.name : '';
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      size="xl"
      title={draft === null || 'newText' in draft ? t`New piece of text` : t`Edit “${name}”`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {draft !== null ? <TemplateForm draft={draft} onDone={onClose} /> : null}
    </Modal>
  );
}

function TemplateForm({ draft, onDone }: { draft: TemplateDraft; onDone(): void }) {
  const { t } = useLingui();
  const purposeOptions = TEXT_TEMPLATE_PURPOSES.map((each) => ({ value: each, label: purposeName(each) }));
  const existing = 'template' in draft ? draft.template : null;
  const create = useCreateTemplate();
  const replace = useReplaceTemplate();
  const [name, setName] = useState(existing?.name ?? '');
  const [purpose, setPurpose] = useState<TextTemplatePurpose>(
    existing?.kind === 'text' ? existing.purpose : 'other',
  );
  const [title, setTitle] = useState(existing?.kind === 'job' ? existing.job.title : '');
  const initialHtml =
    existing === null ? '' : existing.kind === 'text' ? existing.html : existing.job.description;
  const [html, setHtml] = useState(initialHtml);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);
  const onReady = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = editorRef.current ? descriptionHtmlOf(editorRef.current) : html;
    const input: TemplateInput =
      existing?.kind === 'job'
        ? { kind: 'job', name, job: { ...existing.job, title, description: text } }
        : { kind: 'text', name, purpose, html: text };
    const handlers = {
      onSuccess: onDone,
      onError: (error: unknown) => {
        const fields = (error as { fields?: Array<{ path: string; message: string }> }).fields ?? [];
        const byField: Record<string, string> = {};
        for (const field of fields) byField[field.path.replace(/^job\./, '')] ??= field.message;
        setErrors(byField);
        setGeneral(fields.length === 0 ? coreErrorMessage(error) : null);
      },
    };
    if (existing === null) create.mutate(input, handlers);
    else replace.mutate({ id: existing.id, input }, handlers);
  };

  const textError = errors.html ?? errors.description;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {general !== null ? (
          <Alert color="red" role="alert" title={t`Not saved`}>
            {general}
          </Alert>
        ) : null}
        <TextInput
          label={t`Name`}
          required
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
        />
        {existing?.kind === 'job' ? (
          <TextInput
            label={t`Job title`}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={errors.title}
          />
        ) : (
          <Select
            label={t`Purpose`}
            data={purposeOptions}
            value={purpose}
            allowDeselect={false}
            onChange={(value) => value !== null && setPurpose(value as TextTemplatePurpose)}
          />
        )}
        <DescriptionEditor
          label={existing?.kind === 'job' ? t`Description` : t`Text`}
          required={existing?.kind !== 'job'}
          initialHtml={initialHtml}
          resetKey="template"
          error={textError}
          onChange={setHtml}
          onTyping={noop}
          onBlur={noop}
          onReady={onReady}
          onNormalized={setHtml}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || replace.isPending}>
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function noop() {}

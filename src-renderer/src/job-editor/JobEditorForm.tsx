// The job editor's form: inputs, validation as the recruiter goes and on save, the actions, the preview,
// the keyboard (Ctrl/Cmd+S saves, Esc leaves), and typing kept in IndexedDB until the core has it.
import { Alert, Badge, Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { jobCreateInputSchema } from '../../../src-shared/schemas/job-input.ts';
import type { Category, Job, JobStatus, PositionType } from '../../../src-shared/schemas/resources.ts';
import { jobKeys } from '../jobs/queries.ts';
import { SpellingContext, useEditorSpelling } from '../spelling/editor-spelling.ts';
import { restoreOfferText } from '../unsaved-edits/restore-decision.ts';
import { useUnsavedEdits } from '../unsaved-edits/use-unsaved-edits.ts';
import { earliestCloseDate } from './close-date.ts';
import { deleteWithUndo } from './delete-with-undo.tsx';
import { descriptionHtmlOf } from './description-extensions.ts';
import { type EditorAction, EditorActions } from './EditorActions.tsx';
import { editorNavigation } from './editor-navigation.ts';
import { type FormErrors, hasErrors, placeErrors } from './form-errors.ts';
import { formValuesToJobBody, type JobFormValues, jobToFormValues, sameFormValues } from './form-values.ts';
import { JobFields } from './JobFields.tsx';
import { JobPreview } from './JobPreview.tsx';
import { suggestionParagraph } from './posting-findings.ts';
import { SaveAsTemplateButton } from './SaveAsTemplateButton.tsx';
import { useEditorKeys } from './use-editor-keys.ts';
import { usePostingChecks } from './use-posting-checks.tsx';
import { validateJobForm } from './validate-job-form.ts';

export type JobEditorFormProps = {
  jobBoard: JobBoardClient;
  /** The job as the core has it; null for a new one. */
  job: Job | null;
  duplicateOf: number | null;
  initialValues: JobFormValues;
  categories: ReadonlyArray<Category>;
  positionTypes: ReadonlyArray<PositionType>;
  employerName: string | null;
  newDraftId: string;
  onClose(): void;
  /** The job board's refusal of the last change, placed under its inputs or at the top (from the sync panel). */
  boardErrors?: FormErrors | null;
};

const SAVE_MESSAGES: Record<Exclude<EditorAction, 'duplicate' | 'delete' | 'preview' | 'leave'>, string> = {
  save: 'saved',
  publish: 'published',
  archive: 'archived',
  republish: 're-published',
};

function statusFor(action: keyof typeof SAVE_MESSAGES, current: JobStatus | null): JobStatus {
  if (action === 'publish' || action === 'republish') return 'active';
  if (action === 'archive') return 'archived';
  return current ?? 'draft';
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function JobEditorForm(props: JobEditorFormProps) {
  const { jobBoard, duplicateOf, categories, positionTypes, employerName, onClose } = props;
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<Job | null>(props.job);
  const [baseline, setBaseline] = useState<JobFormValues>(props.initialValues);
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // A second Save while one is on its way must not send a second create (POST is not idempotent).
  const saving = useRef(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [descriptionResetKey, setDescriptionResetKey] = useState('initial');
  const editorRef = useRef<Editor | null>(null);
  // The shared job schema for the lists the core has now; built again only when they change.
  const jobSchema = useMemo(
    () => jobCreateInputSchema({ categories, positionTypes }),
    [categories, positionTypes],
  );
  const context = useRef({ stored, jobSchema, baseline });
  context.current = { stored, jobSchema, baseline };

  const spelling = useEditorSpelling(props.job?.id ?? null);
  const unsaved = useUnsavedEdits({
    job: props.job,
    duplicateOf,
    initialValues: props.initialValues,
    newDraftId: props.newDraftId,
    unsavedValues: () => {
      const values = currentValues();
      return sameFormValues(values, context.current.baseline) ? null : values;
    },
  });

  const form = useForm<JobFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validateInputOnBlur: true,
    validate: (values) =>
      validateJobForm(values, {
        stored: context.current.stored,
        status: context.current.stored?.status ?? 'draft',
        now: new Date(),
        jobSchema: context.current.jobSchema,
      }).fields,
    onValuesChange: () => unsaved.changed(),
  });

  /** Adds a sentence as the description's last paragraph, where the recruiter can edit it. */
  const insertSentence = useCallback((sentence: string) => {
    const editor = editorRef.current;
    if (editor === null || editor.isDestroyed) return;
    editor.chain().focus('end').insertContent(suggestionParagraph(sentence)).run();
  }, []);
  const postingChecks = usePostingChecks(form.getValues(), insertSentence);

  /** The values with the description read from the editor now (the form gets it a moment after typing). */
  const currentValues = useCallback((): JobFormValues => {
    const values = form.getValues();
    const editor = editorRef.current;
    return editor === null || editor.isDestroyed
      ? values
      : { ...values, description: descriptionHtmlOf(editor) };
  }, [form]);

  const isDirty = () => !sameFormValues(currentValues(), context.current.baseline);

  const showErrors = (errors: FormErrors) => {
    form.setErrors(errors.fields);
    setGeneral(errors.general);
    // After React has drawn the messages: focus the first input in trouble, or the summary.
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('[data-job-editor] [aria-invalid="true"]');
      (first ?? document.querySelector<HTMLElement>('[data-job-editor-errors]'))?.focus();
    });
  };

  const boardErrors = props.boardErrors ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per refusal, not on every render.
  useEffect(() => {
    if (boardErrors !== null) showErrors(boardErrors);
  }, [boardErrors]);

  const save = async (action: keyof typeof SAVE_MESSAGES) => {
    if (saving.current) return;
    const values = currentValues();
    if (values.description !== form.getValues().description)
      form.setFieldValue('description', values.description);
    const status = statusFor(action, stored?.status ?? null);
    const check = { stored, status, now: new Date(), jobSchema };
    const errors = validateJobForm(values, check);
    if (hasErrors(errors)) {
      showErrors(errors);
      return;
    }
    saving.current = true;
    setBusy(true);
    const body = formValuesToJobBody(values, status, stored);
    const result =
      stored === null
        ? await jobBoard
            .createJob(body)
            .then((created) => (created.ok ? { ok: true as const, value: created.value.job } : created))
        : await jobBoard.updateJob(stored.id, body);
    saving.current = false;
    setBusy(false);
    if (!result.ok) {
      showErrors(placeErrors(result.error.fields, result.error.messages));
      return;
    }
    const saved = result.value;
    await unsaved.forget(saved);
    queryClient.setQueryData(jobKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: jobKeys.all });
    setGeneral([]);
    notifications.show({ message: `“${saved.title}” ${SAVE_MESSAGES[action]}.`, color: 'green' });
    if (stored === null) {
      await spelling.keepForNewJob(saved.id);
      editorNavigation.openJob(saved.id, { replace: true });
      return;
    }
    const savedValues = { ...jobToFormValues(saved), description: values.description };
    setStored(saved);
    setBaseline(savedValues);
    context.current.baseline = savedValues;
    form.setValues(savedValues);
    form.resetDirty(savedValues);
  };

  /** Leaves the editor for `next` (the list by default), asking first when there are unsaved edits. */
  const leave = (next: () => void = onClose) => {
    if (!isDirty()) {
      void unsaved.flush().then(next);
      return;
    }
    modals.openConfirmModal({
      title: 'Leave without saving?',
      children: <Text size="sm">Your edits to this job have not been saved. Leaving discards them.</Text>,
      labels: { confirm: 'Discard edits and leave', cancel: 'Keep editing' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => void unsaved.forget().then(next),
    });
  };

  const requestDelete = () => {
    if (stored === null) return;
    const job = stored;
    modals.openConfirmModal({
      title: 'Delete this job?',
      children: <Text size="sm">“{job.title}” will be deleted. You can undo for a few seconds.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.8' },
      onConfirm: () => {
        void unsaved.forget();
        deleteWithUndo({
          job,
          jobBoard,
          onSent: (result) => {
            void queryClient.invalidateQueries({ queryKey: jobKeys.all });
            if (!result.ok)
              notifications.show({
                color: 'red',
                title: 'The job was not deleted',
                message: result.error.messages.join(' '),
              });
          },
        });
        onClose();
      },
    });
  };

  const onAction = (action: EditorAction) => {
    if (action === 'preview') {
      form.setFieldValue('description', currentValues().description);
      setPreviewOpen(true);
    } else if (action === 'leave') leave();
    else if (action === 'delete') requestDelete();
    else if (action === 'publish' || action === 'republish')
      postingChecks.confirmPublish(postingChecks.findingsOf(currentValues()), () => void save(action));
    else if (action === 'duplicate') {
      if (stored !== null) void unsaved.flush().then(() => editorNavigation.duplicateJob(stored.id));
    } else void save(action);
  };

  useEditorKeys({
    onSave: () => void save('save'),
    onLeave: () => leave(),
    onNewJob: () => leave(editorNavigation.newJob),
  });

  const restore = () => {
    const values = unsaved.acceptRestore();
    if (values === null) return;
    form.setValues(values);
    setDescriptionResetKey(`restored-${Date.now()}`);
  };

  const values = form.getValues();
  const positionTypeName =
    positionTypes.find((type) => String(type.id) === values.positionType)?.name ?? null;
  const heading =
    stored !== null ? stored.title || 'Untitled job' : duplicateOf !== null ? 'New job (copy)' : 'New job';

  return (
    <Stack gap="md" data-job-editor>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="sm" align="center">
          <Title order={2}>{heading}</Title>
          <Badge variant="outline" color="dark">
            {stored?.status ?? 'not saved yet'}
          </Badge>
        </Group>
        <Group gap="xs" wrap="wrap">
          <EditorActions status={stored?.status ?? null} busy={busy} onAction={onAction} />
          <SaveAsTemplateButton currentValues={currentValues} />
        </Group>
      </Group>
      {unsaved.pending ? (
        <Alert color="yellow" title="Unsaved edits" role="region" aria-label="Unsaved edits">
          <Text size="sm" mb="xs">
            {restoreOfferText(unsaved.pending.decision, (time) => timeFormat.format(time))}
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={restore}>
              Restore
            </Button>
            <Button size="xs" variant="default" onClick={() => void unsaved.discardRestore()}>
              Discard
            </Button>
          </Group>
        </Alert>
      ) : null}
      {general.length > 0 ? (
        <Alert color="red" title="Not saved" role="alert" tabIndex={-1} data-job-editor-errors>
          <List size="sm">
            {general.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <SpellingContext value={spelling}>
          <JobFields
            form={form}
            jobBoard={jobBoard}
            categories={categories}
            positionTypes={positionTypes}
            minCloseDate={earliestCloseDate(new Date())}
            descriptionResetKey={descriptionResetKey}
            onDescriptionTyping={unsaved.changed}
            onDescriptionEditor={useCallback((editor: Editor | null) => {
              editorRef.current = editor;
            }, [])}
            postingFindings={postingChecks.notes}
            onDescriptionNormalized={useCallback(
              (html: string) => {
                // Loading normalises HTML (b→strong, li wrapped in p): that is not an edit.
                if (form.getValues().description === context.current.baseline.description) {
                  const next = { ...context.current.baseline, description: html };
                  context.current.baseline = next;
                  setBaseline(next);
                }
                form.setFieldValue('description', html);
              },
              [form],
            )}
          />
        </SpellingContext>
      </Paper>
      <Modal
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title="Preview"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close preview' }}
      >
        <JobPreview values={values} employerName={employerName} positionTypeName={positionTypeName} />
      </Modal>
    </Stack>
  );
}

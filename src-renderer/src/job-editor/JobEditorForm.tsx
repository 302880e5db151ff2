// The job editor as the recruiter sees it, top to bottom: the header with the job's actions, the offer of
// unsaved edits, why a save failed, the job's fields, the preview. This module holds the form's state and
// wires those parts: validation as the recruiter goes and on save, the keyboard (Ctrl/Cmd+S saves, Esc
// leaves), and typing kept in IndexedDB until the core has it. The save, merge and conflict states live in the
// editor's save store and hook (editor-save-store.ts, use-editor-save.ts), the rules apart (editor-save.ts).
import { useLingui } from '@lingui/react/macro';
import { Modal, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { jobCreateInputSchema } from '../../../src-shared/schemas/job-input.ts';
import type { Category, Job, PositionType } from '../../../src-shared/schemas/resources.ts';
import { confirmLeaveWithoutSaving } from '../core/confirm-leave.tsx';
import { useCore } from '../core/core-context.ts';
import { currentViewHash, useNavigate } from '../core/navigation.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { BoardAnswers } from './BoardAnswers.tsx';
import { earliestCloseDate } from './close-date.ts';
import { descriptionHtmlOf } from './description-html.ts';
import type { EditorAction } from './EditorActions.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { editorHeading, isSaveAction, type SaveAction, savedMessage } from './editor-save.ts';
import type { FormErrors } from './form-errors.ts';
import { formAfterSave, type JobFormValues, sameFormValues } from './form-values.ts';
import { JobFields } from './JobFields.tsx';
import { JobPreview } from './JobPreview.tsx';
import { LanguageVersionSection } from './language-version/LanguageVersionSection.tsx';
import { confirmDelete } from './leave-and-delete.tsx';
import { NotSavedMessages } from './NotSavedMessages.tsx';
import { PostToBoardsSection } from './PostToBoardsSection.tsx';
import { jobValuesForBoards } from './post-to-boards.ts';
import { suggestionParagraph } from './posting-findings.ts';
import { publishMissingLine } from './publish-missing-words.ts';
import { RestoreUnsavedEdits } from './RestoreUnsavedEdits.tsx';
import { SaveAsTemplateButton } from './SaveAsTemplateButton.tsx';
import { SavedElsewhereConflicts, SavedElsewhereTaken } from './SavedElsewhereNotes.tsx';
import { SpellingContext, useEditorSpelling } from './spelling/editor-spelling.ts';
import { useUnsavedEdits } from './unsaved-edits/use-unsaved-edits.ts';
import { useEditorKeys } from './use-editor-keys.ts';
import { useEditorSave } from './use-editor-save.ts';
import { usePostToBoards } from './use-post-to-boards.ts';
import { usePostingChecks } from './use-posting-checks.tsx';
import { validateJobForm } from './validate-job-form.ts';

export type JobEditorFormProps = {
  jobBoard: JobBoardClient;
  /** The job as the editor loaded it; null for a new one. */
  job: Job | null;
  /** The job as the core has it now (the query follows the core's events); null for a new one. */
  latest?: Job | null;
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

export function JobEditorForm(props: JobEditorFormProps) {
  const { jobBoard, duplicateOf, categories, positionTypes, employerName, onClose } = props;
  const navigate = useNavigate();
  const { t } = useLingui();
  const { app } = useCore();
  const syncStatus = useSyncStatus();
  const [general, setGeneral] = useState<string[]>([]);
  // What the messages above the form say was not done: a Publish refused left the draft saved as it was.
  const [notDone, setNotDone] = useState<SaveAction>('save');
  const [previewOpen, setPreviewOpen] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  // The shared job schema for the lists the core has now; built again only when they change.
  const jobSchema = useMemo(
    () => jobCreateInputSchema({ categories, positionTypes }),
    [categories, positionTypes],
  );
  const schemaNow = useRef(jobSchema);
  schemaNow.current = jobSchema;
  const listsNow = useRef({ categories, positionTypes });
  listsNow.current = { categories, positionTypes };
  // A draft is saved whatever details it still lacks, as the core keeps it (src-shared/rules/draft-details.ts);
  // publishing checks every rule of the board.
  const check = (values: JobFormValues, status: Job['status'], stored: Job | null) =>
    validateJobForm(values, {
      stored,
      status,
      now: new Date(),
      jobSchema: schemaNow.current,
      ...(status === 'draft' ? { drafts: listsNow.current } : {}),
    });

  const unsaved = useUnsavedEdits({
    job: props.job,
    duplicateOf,
    initialValues: props.initialValues,
    newDraftId: props.newDraftId,
    unsavedValues: () => {
      const values = currentValues();
      return sameFormValues(values, editorSave.store.getState().baseline) ? null : values;
    },
  });

  const form = useForm<JobFormValues>({
    mode: 'controlled',
    initialValues: props.initialValues,
    validateInputOnBlur: true,
    validate: (values) => {
      const { stored } = editorSave.store.getState();
      return check(values, stored?.status ?? 'draft', stored).fields;
    },
    onValuesChange: () => unsaved.changed(),
  });

  /** Adds a sentence as the description's last paragraph, where the recruiter can edit it. */
  const insertSentence = useCallback((sentence: string) => {
    const editor = editorRef.current;
    if (editor === null || editor.isDestroyed) return;
    editor.chain().focus('end').insertContent(suggestionParagraph(sentence)).run();
  }, []);
  const postingChecks = usePostingChecks(form.getValues(), insertSentence, props.job?.id ?? null);
  // Spelling follows the description's language unless the job has its own (or Settings, for a short text).
  const spelling = useEditorSpelling(props.job?.id ?? null, form.getValues().description);

  /** The values with the description read from the editor now (the form gets it a moment after typing). */
  const currentValues = useCallback((): JobFormValues => {
    const values = form.getValues();
    const editor = editorRef.current;
    return editor === null || editor.isDestroyed
      ? values
      : { ...values, description: descriptionHtmlOf(editor) };
  }, [form]);

  const editorSave = useEditorSave({
    jobBoard,
    job: props.job,
    latest: props.latest ?? null,
    initialValues: props.initialValues,
    currentValues,
    showValues: (values) => form.setValues(values),
    check: (values, status, stored) => {
      // The form holds the description a moment after the editor: it is checked with what is sent.
      if (values.description !== form.getValues().description)
        form.setFieldValue('description', values.description);
      return check(values, status, stored);
    },
    // A board without one of the job's categories or its position type asks for its own before anything is sent.
    boards: (values) => postTo.planForSave(jobValuesForBoards(values)),
  });
  const { stored, taken, conflicts, descriptionResetKey } = editorSave.state;
  const saveStore = editorSave.store;
  const postTo = usePostToBoards(stored?.id ?? null, stored?.status ?? 'draft');

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
  // The refusal on show: a save's own reset of the form (setValues clears every error) must not hide a refusal
  // that arrived while the save was finishing, and a refusal that is over must not stay under its input.
  const shownBoardErrors = useRef<FormErrors | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown once per refusal, not on every render.
  useEffect(() => {
    const before = shownBoardErrors.current;
    shownBoardErrors.current = boardErrors;
    if (boardErrors !== null) {
      showErrors(boardErrors);
      return;
    }
    if (before === null) return;
    for (const [field, message] of Object.entries(before.fields)) {
      if (form.errors[field] === message) form.clearFieldError(field);
    }
    setGeneral((shown) => shown.filter((message) => !before.general.includes(message)));
  }, [boardErrors]);

  /** One save with its boards (save-job-flow.ts); what the recruiter sees of its outcome is drawn here. */
  const save = async (action: SaveAction) => {
    if (conflicts.length > 0) {
      document.querySelector<HTMLElement>('[data-saved-elsewhere-conflicts]')?.focus();
      return;
    }
    // The view the save started from: a recruiter who has gone elsewhere meanwhile is not brought back.
    const savedFrom = currentViewHash();
    const outcome = await editorSave.save(action);
    if (outcome.kind === 'conflict') {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[data-saved-elsewhere-conflicts]')?.focus(),
      );
      return;
    }
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      // Publish names what a half-done draft lacks in one line too; each detail is marked under its field.
      const missing = action === 'publish' ? publishMissingLine(currentValues()) : null;
      setNotDone(action);
      showErrors(
        missing === null
          ? outcome.errors
          : { ...outcome.errors, general: [missing, ...outcome.errors.general] },
      );
      return;
    }
    if (outcome.kind !== 'saved') return;
    // Said as soon as the core has it: forgetting the typing kept in IndexedDB is this tab's own business.
    notifications.show({
      message: savedMessage(outcome.job.title, action, syncStatus.data?.state),
      color: 'green',
    });
    if (outcome.postings !== null) postTo.saved();
    await unsaved.forget(outcome.job);
    setNotDone('save');
    setGeneral(shownBoardErrors.current?.general ?? []);
    if (outcome.created) await spelling.keepForNewJob(outcome.job.id);
    // What was typed while the save was on its way stays in the form (and in the unsaved edits), unsent.
    const shown = formAfterSave(outcome.sentValues, outcome.values, currentValues());
    const typedDuringSave = !sameFormValues(shown, outcome.values);
    if (outcome.created) {
      if (typedDuringSave) await unsaved.keepForCreatedJob(outcome.job);
      navigate({ name: 'edit-job', jobId: outcome.job.id }, { replace: true, onlyFrom: savedFrom });
      return;
    }
    form.setValues(shown);
    form.resetDirty(outcome.values);
    if (typedDuringSave) unsaved.changed();
    if (shownBoardErrors.current !== null) form.setErrors(shownBoardErrors.current.fields);
  };

  /** Leaves the editor for `next` (the list by default), asking first when there are unsaved edits. */
  const leave = (next: () => void = onClose) => {
    if (!editorSave.isDirty()) {
      void unsaved.flush().then(next);
      return;
    }
    confirmLeaveWithoutSaving(() => void unsaved.forget().then(next));
  };

  const requestDelete = () => {
    if (stored === null) return;
    confirmDelete(stored, app, () => {
      void unsaved.forget();
      onClose();
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
      if (stored !== null)
        void unsaved.flush().then(() => navigate({ name: 'new-job', duplicateOf: stored.id }));
    } else if (isSaveAction(action)) void save(action);
  };

  useEditorKeys({
    onSave: () => void save('save'),
    onLeave: () => leave(),
    onNewJob: () => leave(() => navigate({ name: 'new-job', duplicateOf: null })),
  });

  const restore = () => {
    const values = unsaved.acceptRestore();
    if (values === null) return;
    form.setValues(values);
    editorSave.store.getState().descriptionReloaded();
  };

  const values = form.getValues();
  const positionTypeName =
    positionTypes.find((type) => String(type.id) === values.positionType)?.name ?? null;

  return (
    <Stack gap="md" data-job-editor>
      <EditorHeader
        heading={editorHeading(stored, duplicateOf)}
        status={stored?.status ?? null}
        busy={editorSave.state.phase === 'saving'}
        onAction={onAction}
        extraActions={<SaveAsTemplateButton currentValues={currentValues} />}
      />
      <BoardAnswers postTo={postTo} saved={stored !== null} />
      {unsaved.pending ? (
        <RestoreUnsavedEdits
          pending={unsaved.pending}
          onRestore={restore}
          onDiscard={() => void unsaved.discardRestore()}
        />
      ) : null}
      <SavedElsewhereTaken taken={taken} onDismiss={() => editorSave.store.getState().takenDismissed()} />
      <SavedElsewhereConflicts conflicts={conflicts} onChoose={editorSave.chooseConflict} />
      <NotSavedMessages messages={general} action={notDone} />
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
            focusTitle={props.job === null}
            onDescriptionNormalized={useCallback(
              (html: string) => {
                // Loading normalises HTML (b→strong, li wrapped in p): that is not an edit.
                saveStore.getState().descriptionNormalized(html, form.getValues().description);
                form.setFieldValue('description', html);
              },
              [form, saveStore],
            )}
          />
        </SpellingContext>
      </Paper>
      <PostToBoardsSection postTo={postTo} jobId={stored?.id ?? null} job={jobValuesForBoards(values)} />
      <LanguageVersionSection jobId={stored?.id ?? null} title={values.title} locations={values.locations} />
      <Modal
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        title={t`Preview`}
        size="lg"
        closeButtonProps={{ 'aria-label': t`Close preview` }}
      >
        <JobPreview values={values} employerName={employerName} positionTypeName={positionTypeName} />
      </Modal>
    </Stack>
  );
}

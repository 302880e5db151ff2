// The job editor as the recruiter sees it, top to bottom: the header with the job's actions, the offer of
// unsaved edits, why a save failed, the job's fields, the preview. This module holds the form's state and
// wires those parts: validation as the recruiter goes and on save, the keyboard (Ctrl/Cmd+S saves, Esc
// leaves), and typing kept in IndexedDB until the core has it. The rules live apart (editor-save.ts).
import { Modal, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { MergedProperty, PropertyConflict } from '../../../src-shared/schemas/conflicts.ts';
import { jobCreateInputSchema } from '../../../src-shared/schemas/job-input.ts';
import type { Category, Job, PositionType } from '../../../src-shared/schemas/resources.ts';
import { confirmLeaveWithoutSaving } from '../core/confirm-leave.tsx';
import { useCore } from '../core/core-context.ts';
import { useNavigate } from '../core/navigation.ts';
import { useSyncStatus } from '../core/use-sync-status.ts';
import { BoardAnswers } from './BoardAnswers.tsx';
import { earliestCloseDate } from './close-date.ts';
import { descriptionHtmlOf } from './description-html.ts';
import type { EditorAction } from './EditorActions.tsx';
import { EditorHeader } from './EditorHeader.tsx';
import { editorHeading, isSaveAction, type SaveAction, savedMessage, statusFor } from './editor-save.ts';
import { type FormErrors, hasErrors, refusalAsFormErrors } from './form-errors.ts';
import { formValuesToJobBody, type JobFormValues, jobToFormValues, sameFormValues } from './form-values.ts';
import { JobFields } from './JobFields.tsx';
import { JobPreview } from './JobPreview.tsx';
import { confirmDelete } from './leave-and-delete.tsx';
import {
  changedSinceBase,
  changedUnderneath,
  decideConflict,
  type EditorBase,
  partialUpdateBody,
  rebaseOnSaved,
} from './merge-saved-job.ts';
import { useSaveJob } from './mutations.ts';
import { NotSavedMessages } from './NotSavedMessages.tsx';
import { PostToBoardsSection } from './PostToBoardsSection.tsx';
import { jobValuesForBoards } from './post-to-boards.ts';
import { suggestionParagraph } from './posting-findings.ts';
import { RestoreUnsavedEdits } from './RestoreUnsavedEdits.tsx';
import { SaveAsTemplateButton } from './SaveAsTemplateButton.tsx';
import { SavedElsewhereConflicts, SavedElsewhereTaken } from './SavedElsewhereNotes.tsx';
import { SpellingContext, useEditorSpelling } from './spelling/editor-spelling.ts';
import { useUnsavedEdits } from './unsaved-edits/use-unsaved-edits.ts';
import { useEditorKeys } from './use-editor-keys.ts';
import { usePostToBoards } from './use-post-to-boards.ts';
import { usePostingChecks } from './use-posting-checks.tsx';
import { validateJobForm } from './validate-job-form.ts';

const BOARD_VALUES_NEEDED =
  'Nothing was saved: a board under Post to does not have some of this job’s values. Choose its own there.';

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
  const { app } = useCore();
  const saveJob = useSaveJob(jobBoard);
  const syncStatus = useSyncStatus();
  const [stored, setStored] = useState<Job | null>(props.job);
  const [baseline, setBaseline] = useState<JobFormValues>(props.initialValues);
  const [general, setGeneral] = useState<string[]>([]);
  // A version saved underneath while this tab edits: what was taken from it, and what the recruiter decides.
  const [taken, setTaken] = useState<MergedProperty[]>([]);
  const [conflicts, setConflicts] = useState<PropertyConflict[]>([]);
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
  const postTo = usePostToBoards(stored?.id ?? null, stored?.status ?? 'draft');
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

  /**
   * Meets `theirs`, saved underneath this tab, by the shared three-way rule: their changes to details this tab
   * did not touch replace the inputs, a detail changed on both sides waits for the recruiter, and `theirs`
   * becomes the base the next save is measured from. Answers whether anything is left to decide.
   */
  const meetSaved = (theirs: Job): boolean => {
    const { stored: loaded, baseline: loadedValues } = context.current;
    if (loaded === null) return false;
    const base: EditorBase = { job: loaded, values: loadedValues };
    if (!changedUnderneath(base, theirs)) return false;
    const hadEdits = isDirty();
    const rebase = rebaseOnSaved(base, currentValues(), theirs);
    setStored(rebase.base.job);
    setBaseline(rebase.base.values);
    context.current.stored = rebase.base.job;
    context.current.baseline = rebase.base.values;
    form.setValues(rebase.values);
    if (rebase.taken.includes('description')) setDescriptionResetKey(`saved-elsewhere-${Date.now()}`);
    // A tab without edits simply shows the new version; one with edits says what changed under them.
    if (hadEdits) setTaken(rebase.taken);
    const decided = new Set(rebase.conflicts.map((conflict) => conflict.property));
    const next = [...conflicts.filter((conflict) => !decided.has(conflict.property)), ...rebase.conflicts];
    setConflicts(next);
    return next.length > 0;
  };

  const latest = props.latest ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: met once per version the core sends.
  useEffect(() => {
    // While a save is on its way, the version coming back is this tab's own: the save takes it as the base.
    if (latest !== null && !saving.current) meetSaved(latest);
  }, [latest]);

  const chooseConflict = (property: MergedProperty, choice: 'mine' | 'theirs') => {
    const base: EditorBase = { job: context.current.stored as Job, values: context.current.baseline };
    form.setValues(decideConflict(currentValues(), base, property, choice));
    if (choice === 'theirs' && property === 'description') setDescriptionResetKey(`decided-${Date.now()}`);
    setConflicts((left) => left.filter((conflict) => conflict.property !== property));
  };

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

  const save = async (action: SaveAction) => {
    if (saving.current) return;
    if (conflicts.length > 0) {
      document.querySelector<HTMLElement>('[data-saved-elsewhere-conflicts]')?.focus();
      return;
    }
    saving.current = true;
    try {
      await saveNow(action);
    } finally {
      saving.current = false;
    }
  };

  /** One save, with `saving` held: meets what the core has now, checks, then sends this tab's changes. */
  const saveNow = async (action: SaveAction) => {
    if (stored !== null) {
      // What the core has now: a version saved since the last event is met before anything is sent.
      const current = await jobBoard.getJob(stored.id);
      if (current.ok && meetSaved(current.value)) {
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>('[data-saved-elsewhere-conflicts]')?.focus(),
        );
        return;
      }
    }
    const { stored: base, baseline: baseValues } = context.current;
    const values = currentValues();
    if (values.description !== form.getValues().description)
      form.setFieldValue('description', values.description);
    const status = statusFor(action, base?.status ?? null);
    const check = { stored: base, status, now: new Date(), jobSchema };
    const errors = validateJobForm(values, check);
    if (hasErrors(errors)) {
      showErrors(errors);
      return;
    }
    // A board without one of the job's categories or its position type asks for its own before anything is sent.
    const boardValues = jobValuesForBoards(values);
    if (!postTo.ready(boardValues)) {
      showErrors({ fields: {}, general: [BOARD_VALUES_NEEDED] });
      return;
    }
    // An update sends only what this tab changed since its base, so nobody else's change is undone; with
    // nothing changed there is nothing to send (the job is already what the form shows).
    const changed =
      base === null ? null : changedSinceBase({ job: base, values: baseValues }, values, status);
    const body =
      base === null || changed === null
        ? formValuesToJobBody(values, status, null)
        : partialUpdateBody(values, status, base, changed);
    const saved =
      base !== null && changed?.length === 0
        ? base
        : await saveJob.mutateAsync({ stored: base, body }).catch((error: unknown) => {
            showErrors(refusalAsFormErrors(error));
            return null;
          });
    if (saved === null) return;
    // Saving and publishing are one action on every board: the boards chosen go with the job.
    if (postTo.changed) await postTo.send(saved.id, boardValues);
    await unsaved.forget(saved);
    setGeneral(shownBoardErrors.current?.general ?? []);
    setTaken([]);
    notifications.show({
      message: savedMessage(saved.title, action, syncStatus.data?.state),
      color: 'green',
    });
    if (base === null) {
      await spelling.keepForNewJob(saved.id);
      navigate({ name: 'edit-job', jobId: saved.id }, { replace: true });
      return;
    }
    const savedValues = { ...jobToFormValues(saved), description: values.description };
    setStored(saved);
    setBaseline(savedValues);
    context.current.stored = saved;
    context.current.baseline = savedValues;
    form.setValues(savedValues);
    form.resetDirty(savedValues);
    if (shownBoardErrors.current !== null) form.setErrors(shownBoardErrors.current.fields);
  };

  /** Leaves the editor for `next` (the list by default), asking first when there are unsaved edits. */
  const leave = (next: () => void = onClose) => {
    if (!isDirty()) {
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
    setDescriptionResetKey(`restored-${Date.now()}`);
  };

  const values = form.getValues();
  const positionTypeName =
    positionTypes.find((type) => String(type.id) === values.positionType)?.name ?? null;

  return (
    <Stack gap="md" data-job-editor>
      <EditorHeader
        heading={editorHeading(stored, duplicateOf)}
        status={stored?.status ?? null}
        busy={saveJob.isPending}
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
      <SavedElsewhereTaken taken={taken} onDismiss={() => setTaken([])} />
      <SavedElsewhereConflicts conflicts={conflicts} onChoose={chooseConflict} />
      <NotSavedMessages messages={general} />
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
      <PostToBoardsSection postTo={postTo} jobId={stored?.id ?? null} job={jobValuesForBoards(values)} />
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

// The editor's save, merge and conflict states for a form: one save store per open editor
// (editor-save-store.ts), the version the core sends met as it arrives, and Save run as one request with the
// job's boards (save-job-flow.ts). The form gives its values and checks; the hook holds no state of its own.
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { MergedProperty } from '../../../src-shared/schemas/conflicts.ts';
import type { Job, JobStatus } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import type { SaveAction } from './editor-save.ts';
import { createEditorSaveStore, type EditorSaveState, type EditorSaveStore } from './editor-save-store.ts';
import { type FormErrors, refusalAsFormErrors } from './form-errors.ts';
import { type JobFormValues, sameFormValues } from './form-values.ts';
import { useSaveJobWithPostings } from './mutations.ts';
import { type BoardsPlan, type SaveOutcome, saveJobFlow } from './save-job-flow.ts';

export type EditorSaveOptions = {
  jobBoard: JobBoardClient;
  /** The job as the editor loaded it; null for a new one. */
  job: Job | null;
  /** The job as the core has it now (the query follows the core's events); null for a new one. */
  latest: Job | null;
  initialValues: JobFormValues;
  /** The form's values now, the description read from its editor. */
  currentValues(): JobFormValues;
  showValues(values: JobFormValues): void;
  check(values: JobFormValues, status: JobStatus, stored: Job | null): FormErrors;
  boards(values: JobFormValues): BoardsPlan;
};

export type EditorSave = {
  store: EditorSaveStore;
  state: EditorSaveState;
  /** Whether the form differs from the version its edits are measured from. */
  isDirty(): boolean;
  save(action: SaveAction): Promise<SaveOutcome>;
  /** One conflict decided: the form takes the choice. */
  chooseConflict(property: MergedProperty, choice: 'mine' | 'theirs'): void;
};

export function useEditorSave(options: EditorSaveOptions): EditorSave {
  const { app } = useCore();
  const send = useSaveJobWithPostings(app);
  const [store] = useState(() => createEditorSaveStore(options.job, options.initialValues));
  const state = useStore(store);
  const isDirty = () => !sameFormValues(options.currentValues(), store.getState().baseline);

  // biome-ignore lint/correctness/useExhaustiveDependencies: met once per version the core sends.
  useEffect(() => {
    // While a save is on its way, the version coming back is this tab's own: the save takes it as the base.
    if (options.latest === null || store.getState().phase === 'saving') return;
    const met = store.getState().metSaved(options.latest, options.currentValues(), isDirty());
    if (met !== null) options.showValues(met.values);
  }, [options.latest]);

  const save = (action: SaveAction) =>
    saveJobFlow(
      {
        store,
        readJob: async (id) => {
          const current = await options.jobBoard.getJob(id);
          return current.ok ? current.value : null;
        },
        currentValues: options.currentValues,
        showValues: options.showValues,
        check: options.check,
        boards: options.boards,
        send: (request) =>
          send.mutateAsync(request).then(
            (value) => ({ ok: true, value }) as const,
            (error: unknown) => ({ ok: false, error: refusalAsFormErrors(error) }) as const,
          ),
      },
      action,
    );

  const chooseConflict = (property: MergedProperty, choice: 'mine' | 'theirs') =>
    options.showValues(store.getState().conflictDecided(property, choice, options.currentValues()));

  return { store, state, isDirty, save, chooseConflict };
}

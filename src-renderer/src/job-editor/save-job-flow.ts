// One Save of the editor, from the press of the button to the core's answer, without React: meet what the
// core has now, check the form, then send the job's changes and its boards in one request
// (/app/v1/jobs/with-postings). The states it passes through are the editor's save store's; the form, the
// requests and the checks are given to it, so the whole flow is tested in node (save-job-flow.test.ts).
import { t } from '@lingui/core/macro';
import type { JobSaveRequest } from '../../../src-shared/client/app-client-job-save.ts';
import type { Result } from '../../../src-shared/result.ts';
import type { Posting, PostingInput } from '../../../src-shared/schemas/boards.ts';
import type { JobWithPostings } from '../../../src-shared/schemas/job-save.ts';
import type { Job, JobStatus } from '../../../src-shared/schemas/resources.ts';
import { type SaveAction, statusFor } from './editor-save.ts';
import type { EditorSaveStore } from './editor-save-store.ts';
import { type FormErrors, hasErrors } from './form-errors.ts';
import { formValuesToJobBody, type JobFormValues, jobToFormValues, sameFormValues } from './form-values.ts';
import { changedSinceBase, partialUpdateBody } from './merge-saved-job.ts';

/** Why nothing was saved when a board under Post to lacks some of the job's values, in the UI's language. */
export function boardValuesNeeded(): string {
  return t`Nothing was saved: a board under Post to does not have some of this job’s values. Choose its own there.`;
}

/** The boards the job is to be posted to: `postings` absent when the choices are the core's already. */
export type BoardsPlan = { ok: true; postings?: PostingInput[] } | { ok: false };

export type SaveFlowParts = {
  store: EditorSaveStore;
  /** What the core has of the job now; null when it cannot be read (the save goes on from the tab's base). */
  readJob(id: number): Promise<Job | null>;
  /** The form's values now, the description read from its editor. */
  currentValues(): JobFormValues;
  /** Puts values into the form (a version met underneath brought some). */
  showValues(values: JobFormValues): void;
  /** The form's checks for a save with `status` (the shared job rules, the close date, the status change). */
  check(values: JobFormValues, status: JobStatus, stored: Job | null): FormErrors;
  /** The boards' plan for these values; not ok when a board must be given values of its own first. */
  boards(values: JobFormValues): BoardsPlan;
  /** The one request; a refusal comes back as the form shows it. */
  send(request: JobSaveRequest): Promise<Result<JobWithPostings, FormErrors>>;
};

export type SaveOutcome =
  /** A save is on its way, or a conflict waits: nothing was done. */
  | { kind: 'not-now' }
  /** A version saved underneath left details to decide: nothing was sent. */
  | { kind: 'conflict' }
  /** The form's checks or the boards' questions stopped it; nothing was sent. */
  | { kind: 'invalid'; errors: FormErrors }
  /** The core refused it: nothing of it was saved. */
  | { kind: 'refused'; errors: FormErrors }
  /**
   * The core has it. `created`: it was a new job. `values`: the form as saved. `sentValues`: the form as it was
   * read for the save (what the recruiter typed after that is not in it). `postings`: the boards as the core
   * answered them, null when nothing was sent (the job and its boards were already so).
   */
  | {
      kind: 'saved';
      job: Job;
      created: boolean;
      values: JobFormValues;
      sentValues: JobFormValues;
      postings: Posting[] | null;
    };

/**
 * Runs one save of `action`. Never sends a second create while one is on its way (POST is not idempotent):
 * a save started while another runs does nothing. An update sends only what this tab changed since its base,
 * so nobody else's change is undone; with nothing changed and the boards as they are, nothing is sent.
 */
export async function saveJobFlow(parts: SaveFlowParts, action: SaveAction): Promise<SaveOutcome> {
  const { store } = parts;
  if (!store.getState().saveStarted()) return { kind: 'not-now' };
  try {
    return await saveStarted(parts, action);
  } finally {
    store.getState().saveFailed();
  }
}

async function saveStarted(parts: SaveFlowParts, action: SaveAction): Promise<SaveOutcome> {
  const { store } = parts;
  const loaded = store.getState().stored;
  if (loaded !== null) {
    // What the core has now: a version saved since the last event is met before anything is sent.
    const current = await parts.readJob(loaded.id);
    if (current !== null) {
      const mine = parts.currentValues();
      const met = store.getState().metSaved(current, mine, !sameFormValues(mine, store.getState().baseline));
      if (met !== null) parts.showValues(met.values);
      if (met?.conflicts) return { kind: 'conflict' };
    }
  }
  const { stored: base, baseline } = store.getState();
  const values = parts.currentValues();
  const status = statusFor(action, base?.status ?? null);
  const errors = parts.check(values, status, base);
  if (hasErrors(errors)) return { kind: 'invalid', errors };
  const boards = parts.boards(values);
  if (!boards.ok) return { kind: 'invalid', errors: { fields: {}, general: [boardValuesNeeded()] } };

  const changed = base === null ? null : changedSinceBase({ job: base, values: baseline }, values, status);
  if (base !== null && changed?.length === 0 && boards.postings === undefined) {
    store.getState().saveSucceeded(base, { ...jobToFormValues(base), description: values.description });
    return { kind: 'saved', job: base, created: false, values, sentValues: values, postings: null };
  }
  const job =
    base === null
      ? formValuesToJobBody(values, status, null)
      : changed !== null && changed.length > 0
        ? partialUpdateBody(values, status, base, changed)
        : undefined;
  const sent = await parts.send({
    jobId: base?.id ?? null,
    ...(job !== undefined ? { job } : {}),
    ...(boards.postings !== undefined ? { postings: boards.postings } : {}),
  });
  if (!sent.ok) return { kind: 'refused', errors: sent.error };
  const saved = sent.value.job;
  // The description as this tab's editor shows it: the core's copy of it is the same text, not normalised.
  const savedValues = { ...jobToFormValues(saved), description: values.description };
  store.getState().saveSucceeded(saved, savedValues);
  return {
    kind: 'saved',
    job: saved,
    created: base === null,
    values: savedValues,
    sentValues: values,
    postings: sent.value.postings,
  };
}

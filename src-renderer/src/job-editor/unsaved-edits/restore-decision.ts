// Whether reopening a job (or a new one) offers to restore typing that never reached the core, and what to say.
import { t } from '@lingui/core/macro';
import { jobToInput } from '../../../../src-shared/rules/job-merge.ts';
import type { Job } from '../../../../src-shared/schemas/resources.ts';
import { type JobFormValues, sameFormValues } from '../form-values.ts';

/**
 * A stand-in for the job as the editor loaded it: the fields a client sends, in a fixed order. Whether
 * the core changed the job since is a comparison of these (the board's Job carries no modification time).
 */
export function jobFingerprint(job: Job): string {
  return JSON.stringify(jobToInput(job));
}

/** What an unsaved entry must hold to decide. */
export type RestorableEdits = { values: JobFormValues; baseFingerprint: string | null; savedAt: number };

export type RestoreDecision =
  /** Nothing to offer: no entry. */
  | { kind: 'nothing' }
  /** The entry holds what the core already has: remove it without asking. */
  | { kind: 'already-saved' }
  /** Ask: Restore or Discard. `changedSince` says the core's job is no longer the one the edits started from. */
  | { kind: 'offer'; savedAt: number; changedSince: 'no' | 'changed' | 'deleted' };

/**
 * Decides for an existing job (`current` is the job the core has now, null when it is gone) or a new one
 * (`current` undefined: nothing in the core to compare with).
 */
export function decideRestore(
  entry: RestorableEdits | undefined,
  current: { job: Job | null; values: JobFormValues } | undefined,
): RestoreDecision {
  if (entry === undefined) return { kind: 'nothing' };
  if (current === undefined) return { kind: 'offer', savedAt: entry.savedAt, changedSince: 'no' };
  if (current.job === null) return { kind: 'offer', savedAt: entry.savedAt, changedSince: 'deleted' };
  if (sameFormValues(entry.values, current.values)) return { kind: 'already-saved' };
  const changed = entry.baseFingerprint !== null && entry.baseFingerprint !== jobFingerprint(current.job);
  return { kind: 'offer', savedAt: entry.savedAt, changedSince: changed ? 'changed' : 'no' };
}

/** The offer's sentence, e.g. "You have unsaved edits from 14:03. The job was changed since then." */
export function restoreOfferText(
  decision: Extract<RestoreDecision, { kind: 'offer' }>,
  formatTime: (time: number) => string,
): string {
  const time = formatTime(decision.savedAt);
  const first = t`You have unsaved edits from ${time}.`;
  if (decision.changedSince === 'changed')
    return `${first} ${t`The job has been changed since then; restoring puts your edits over those changes.`}`;
  if (decision.changedSince === 'deleted') return `${first} ${t`The job has been deleted since then.`}`;
  return first;
}

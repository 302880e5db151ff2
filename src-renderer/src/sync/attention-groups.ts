// The jobs that need the recruiter, grouped by what happened, with the words and the ways out of each group.
import { t } from '@lingui/core/macro';
import type { AttentionJob, AttentionReason } from '../../../src-shared/schemas/attention.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

export type AttentionAction =
  | 'retry'
  | 'edit'
  | 'discard'
  | 'republish'
  | 'remove-here'
  | 'delete-on-board'
  | 'leave-on-board';

export type AttentionGroup = {
  reason: AttentionReason;
  heading: string;
  /** What it means for the recruiter; null when the board's own message says it. */
  explanation: string | null;
  /** The ways out, the next step first (the one button drawn filled). */
  actions: readonly AttentionAction[];
  jobs: AttentionJob[];
};

/** The ways out of each group, the next step first. */
const ACTIONS: Readonly<Record<AttentionReason, readonly AttentionAction[]>> = {
  // The board said what to change: sent again unchanged, the job is refused again until its rule changes.
  refused: ['edit', 'retry', 'discard'],
  'needs-credit': ['retry', 'discard'],
  'missing-on-remote': ['republish', 'remove-here'],
  'delete-held': ['delete-on-board', 'leave-on-board'],
  conflict: ['edit'],
};

/** A group's heading, what it means (null where the board's own message says it) and its ways out, in the active language. */
export function attentionGroupWords(reason: AttentionReason): Omit<AttentionGroup, 'jobs' | 'reason'> {
  const actions = ACTIONS[reason];
  switch (reason) {
    case 'refused':
      return { heading: t`Refused by the job board`, explanation: null, actions };
    case 'needs-credit':
      return {
        heading: t`Waiting for job credit`,
        explanation: t`The board needs job credit to publish this job. Add credit on the board, then Retry.`,
        actions,
      };
    case 'missing-on-remote':
      return {
        heading: t`Gone from the job board`,
        explanation: t`The job board no longer has this job: someone removed it there. Publish it again, or remove it here.`,
        actions,
      };
    // The board's message names the job found there and why JobDesk did not delete it.
    case 'delete-held':
      return { heading: t`Deleted here, not on the job board`, explanation: null, actions };
    case 'conflict':
      return {
        heading: t`Changed here and on the job board`,
        explanation: t`You and someone on the job board changed the same details. Nothing is sent until you choose whose to keep.`,
        actions,
      };
  }
}

const ORDER: readonly AttentionReason[] = [
  'conflict',
  'delete-held',
  'refused',
  'needs-credit',
  'missing-on-remote',
];

/** Non-empty groups in a fixed order; newest first inside each. */
export function groupAttentionJobs(jobs: readonly AttentionJob[]): AttentionGroup[] {
  return ORDER.map((reason) => ({
    reason,
    ...attentionGroupWords(reason),
    jobs: jobs.filter((job) => job.reason === reason).sort((a, b) => b.at.localeCompare(a.at)),
  })).filter((group) => group.jobs.length > 0);
}

/**
 * An action's label: a draft the board no longer has was never published, so it is put back, as a draft; a
 * refusal of the Reference ID alone (another job on the board uses it) is mended by changing it. Remove here
 * says what it removes: with one board, the job itself; with several (`board` named), that board's posting,
 * the job staying on the others.
 */
export function attentionActionWords(
  action: AttentionAction,
  status: JobStatus | undefined,
  fields: AttentionJob['fields'] = [],
  board: string | null = null,
): string {
  switch (action) {
    case 'retry':
      return t`Retry`;
    case 'edit':
      return fields.length > 0 && fields.every((field) => field.path === 'referenceId')
        ? t`Change the Reference ID`
        : t`Edit`;
    case 'discard':
      return t`Discard my change`;
    case 'republish':
      return status === 'draft' ? t`Put back on the job board` : t`Publish again`;
    case 'remove-here':
      return board === null ? t`Delete the job here` : t`Remove the ${board} posting`;
    case 'delete-on-board':
      return t`Delete it on the board too`;
    case 'leave-on-board':
      return t`Leave it on the board`;
  }
}

export type ConfirmedAction = 'discard' | 'remove-here' | 'delete-on-board';

/**
 * What the confirmation of a way out that cannot be undone asks and says; Remove here names what it removes
 * (the job, with one board; that board's posting, with several).
 */
export function confirmWords(
  action: ConfirmedAction,
  title: string,
  board: string | null,
): { title: string; body: string } {
  switch (action) {
    case 'discard':
      return {
        title: t`Discard your change to “${title}”?`,
        body: t`Your change is dropped and the job goes back to the job board’s version.`,
      };
    case 'remove-here':
      return board === null
        ? {
            title: t`Delete “${title}” here?`,
            body: t`The job board no longer has this job. JobDesk deletes it too, with its history kept.`,
          }
        : {
            title: t`Remove the ${board} posting of “${title}”?`,
            body: t`${board} no longer has this job. JobDesk forgets its posting there; the job stays on your other boards, or is deleted here if no other board has it.`,
          };
    case 'delete-on-board':
      return {
        title: t`Delete “${title}” on the job board too?`,
        body: t`The job JobDesk found on the job board is deleted there, with the changes made to it since JobDesk sent it (its history keeps them).`,
      };
  }
}

/**
 * What an empty Needs attention says: with a board, that nothing was refused; without one, nothing can be
 * yet, and where refusals will show once a board is connected.
 */
export function nothingNeedsAttentionWords(boardSetUp: boolean): string {
  return boardSetUp
    ? t`Nothing needs your attention: every change was accepted or is on its way.`
    : t`Nothing needs your attention. Once a job board is connected in Settings, a change it refuses is listed here.`;
}

// The jobs that need the recruiter, grouped by what happened, with the words and the ways out of each group.
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

export const ATTENTION_GROUP_WORDS: Readonly<
  Record<AttentionReason, Omit<AttentionGroup, 'jobs' | 'reason'>>
> = {
  // The board said what to change: sent again unchanged, the job is refused again until its rule changes.
  refused: {
    heading: 'Refused by the job board',
    explanation: null,
    actions: ['edit', 'retry', 'discard'],
  },
  'needs-credit': {
    heading: 'Waiting for job credit',
    explanation: 'The board needs job credit to publish this job. Add credit on the board, then Retry.',
    actions: ['retry', 'discard'],
  },
  'missing-on-remote': {
    heading: 'Gone from the job board',
    explanation: 'The job board no longer has this job. Publish it again, or remove it here.',
    actions: ['republish', 'remove-here'],
  },
  // The board's message names the job found there and why JobDesk did not delete it.
  'delete-held': {
    heading: 'Deleted here, not on the job board',
    explanation: null,
    actions: ['delete-on-board', 'leave-on-board'],
  },
  conflict: {
    heading: 'Changed here and on the job board',
    explanation:
      'You and someone on the job board changed the same details. Nothing is sent until you choose whose to keep.',
    actions: ['edit'],
  },
};

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
    ...ATTENTION_GROUP_WORDS[reason],
    jobs: jobs.filter((job) => job.reason === reason).sort((a, b) => b.at.localeCompare(a.at)),
  })).filter((group) => group.jobs.length > 0);
}

const ACTION_WORDS: Record<AttentionAction, string> = {
  retry: 'Retry',
  edit: 'Edit',
  discard: 'Discard my change',
  republish: 'Publish again',
  'remove-here': 'Remove here',
  'delete-on-board': 'Delete it on the board too',
  'leave-on-board': 'Leave it on the board',
};

/**
 * An action's label: a draft the board no longer has was never published, so it is put back, as a draft; a
 * refusal of the Reference ID alone (another job on the board uses it) is mended by changing it.
 */
export function attentionActionWords(
  action: AttentionAction,
  status: JobStatus | undefined,
  fields: AttentionJob['fields'] = [],
): string {
  if (action === 'republish' && status === 'draft') return 'Put back on the job board';
  if (action === 'edit' && fields.length > 0 && fields.every((field) => field.path === 'referenceId'))
    return 'Change the Reference ID';
  return ACTION_WORDS[action];
}

/**
 * What an empty Needs attention says: with a board, that nothing was refused; without one, nothing can be
 * yet, and where refusals will show once a board is connected.
 */
export function nothingNeedsAttentionWords(boardSetUp: boolean): string {
  return boardSetUp
    ? 'Nothing needs your attention: every change was accepted or is on its way.'
    : 'Nothing needs your attention. Once a job board is connected in Settings, a change it refuses is listed here.';
}

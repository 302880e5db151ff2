// Which background sync changes deserve a toast: only those that need the recruiter, never one per synced job,
// each saying what happened: a key rejected, no board at the address, and, from the Needs attention list, a
// change refused, a choice to make (a conflict), a job gone from the board, job credit missing.
import { t } from '@lingui/core/macro';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionJob, AttentionReason } from '../../../src-shared/schemas/attention.ts';
import { syncReasonWords } from '../core/sync-reason-words.ts';

export type SyncToast = {
  id: string;
  title: string;
  message: string;
  color: string;
  opens: 'settings' | 'attention';
};

export function syncToastFor(previous: SyncStatus | undefined, next: SyncStatus): SyncToast | null {
  if (previous === undefined) return null;
  if (next.state === 'paused' && previous.state !== 'paused')
    return {
      id: 'sync-key-rejected',
      title: t`API key rejected`,
      message: t`The job board rejected the API key; sync is paused. Enter a new key in Settings.`,
      color: 'red',
      opens: 'settings',
    };
  if (next.state === 'error' && previous.state !== 'error')
    return {
      id: 'sync-no-board',
      title: t`No job board at this address`,
      message: syncReasonWords(next.reason ?? 'not-a-board'),
      color: 'red',
      opens: 'settings',
    };
  return null;
}

/** Toasts that no longer hold: the key was accepted again, or the address is a board again. */
export function syncToastsToHide(next: SyncStatus): string[] {
  const stale: string[] = [];
  if (next.state !== 'paused') stale.push('sync-key-rejected');
  if (next.state !== 'error') stale.push('sync-no-board');
  return stale;
}

type Listed = Pick<AttentionJob, 'jobId' | 'reason' | 'title'> &
  Partial<Pick<AttentionJob, 'boardId' | 'boardName'>>;

const keyOf = (job: Listed) => `${job.jobId}/${job.boardId ?? ''}/${job.reason}`;

/** The toast's id for each reason: a second job of the same kind replaces the first one's toast. */
const TOAST_ID: Readonly<Record<AttentionReason, string>> = {
  refused: 'sync-refused',
  'needs-credit': 'sync-needs-credit',
  'missing-on-remote': 'sync-gone-from-board',
  conflict: 'sync-conflict',
  'delete-held': 'sync-delete-held',
};

/**
 * The toast for what is new in the Needs attention list since the last one the page saw (none for the first,
 * which is what was there before): a conflict, a job gone from the board and a refusal each in their own
 * words, naming the job when there is one. Null when nothing is new.
 */
export function attentionToastFor(
  previous: readonly Listed[] | undefined,
  next: readonly Listed[],
  options: { namesBoards?: boolean } = {},
): SyncToast | null {
  if (previous === undefined) return null;
  const seen = new Set(previous.map(keyOf));
  const added = next.filter((job) => !seen.has(keyOf(job)));
  const first = added[0];
  if (first === undefined) return null;
  const sameKind = added.filter((job) => job.reason === first.reason);
  const count = sameKind.length;
  const title = count === 1 ? first.title : null;
  const board = options.namesBoards && first.boardName ? first.boardName : null;
  const base = { id: TOAST_ID[first.reason], opens: 'attention' as const };
  switch (first.reason) {
    case 'conflict':
      return {
        ...base,
        color: 'orange',
        title: t`A choice to make`,
        message:
          title === null
            ? t`You and someone on the job board changed the same details of ${count} jobs. Choose whose to keep under Needs attention.`
            : t`You and someone on the job board changed the same details of “${title}”. Choose whose to keep under Needs attention.`,
      };
    case 'missing-on-remote':
      return {
        ...base,
        color: 'orange',
        title: t`Gone from the job board`,
        message:
          title === null
            ? t`${count} jobs are no longer on the job board. Publish them again or remove them here, under Needs attention.`
            : board === null
              ? t`“${title}” is no longer on the job board. Publish it again or remove it here, under Needs attention.`
              : t`“${title}” is no longer on ${board}. Publish it again or remove it here, under Needs attention.`,
      };
    case 'needs-credit':
      return {
        ...base,
        color: 'orange',
        title: t`Waiting for job credit`,
        message: t`The job board needs job credit to publish. Add credit on the board, then Retry under Needs attention.`,
      };
    case 'delete-held':
      return {
        ...base,
        color: 'orange',
        title: t`A delete waits for you`,
        message: t`A job deleted here was changed on the job board. Choose under Needs attention whether to delete it there too.`,
      };
    case 'refused':
      return {
        ...base,
        color: 'red',
        title: t`A change needs your attention`,
        message:
          title === null
            ? t`The job board refused changes to ${count} jobs. See which and why under Needs attention.`
            : board === null
              ? t`The job board refused a change to “${title}”. See why under Needs attention.`
              : t`${board} refused a change to “${title}”. See why under Needs attention.`,
      };
  }
}

/** The attention toasts whose kind of trouble is no longer in the list. */
export function attentionToastsToHide(next: readonly Listed[]): string[] {
  const left = new Set(next.map((job) => job.reason));
  return (Object.keys(TOAST_ID) as AttentionReason[])
    .filter((reason) => !left.has(reason))
    .map((reason) => TOAST_ID[reason]);
}

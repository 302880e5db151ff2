// A job's sync state in words (never only a colour) and the colour that goes with them.
import { t } from '@lingui/core/macro';
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import { formatTime, type TimeZoneOption } from './format.ts';

type JobSyncState = JobSyncStatus['state'];

type StateWords = { label: string; color: string; hint: string };

function wordsOf(state: JobSyncState): StateWords {
  switch (state) {
    case 'local':
      return {
        label: t`Local only`,
        color: 'gray',
        hint: t`Saved on this computer. Set up a job board in Settings to send it there.`,
      };
    case 'pending':
      return {
        label: t`Waiting to sync`,
        color: 'blue',
        hint: t`Saved here; JobDesk sends it to the job board when it can.`,
      };
    case 'synced':
      return { label: t`Synced`, color: 'teal', hint: t`The job board has this version.` };
    case 'failed':
      return { label: t`Sync failed`, color: 'red', hint: t`The job board refused the last change.` };
    case 'needs-attention':
      return {
        label: t`Needs attention`,
        color: 'orange',
        hint: t`The job board needs something from you first.`,
      };
    case 'missing-on-remote':
      return {
        label: t`Gone from the board`,
        color: 'grape',
        hint: t`The job is no longer on the job board: publish it again or remove it here, under Needs attention.`,
      };
    case 'conflict':
      return {
        label: t`Changed on both sides`,
        color: 'orange',
        hint: t`You and the job board changed the same details: choose which to keep.`,
      };
  }
}

/** Each state's words, read when shown (a getter), in the language active then. */
export const SYNC_STATE_WORDS: Readonly<Record<JobSyncState, StateWords>> = {
  get local() {
    return wordsOf('local');
  },
  get pending() {
    return wordsOf('pending');
  },
  get synced() {
    return wordsOf('synced');
  },
  get failed() {
    return wordsOf('failed');
  },
  get 'needs-attention'() {
    return wordsOf('needs-attention');
  },
  get 'missing-on-remote'() {
    return wordsOf('missing-on-remote');
  },
  get conflict() {
    return wordsOf('conflict');
  },
};

/**
 * `boardSetUp`: whether a job board is configured (the core's sync status is not `unconfigured`). Without one,
 * a change waiting to be sent is only kept here: "Waiting to sync" would promise a sync that cannot come.
 */
export function syncStateWords(state: JobSyncState, boardSetUp = true): StateWords {
  return wordsOf(state === 'pending' && !boardSetUp ? 'local' : state);
}

/**
 * "Next try 10:42 a.m.": when sync tries a waiting change again (the core's `nextAttemptAt`), for a change still
 * waiting whose try is later than `now`; null otherwise (none is planned, or it is being tried now).
 */
export function nextTryWords(
  state: JobSyncState,
  nextAttemptAt: string | null | undefined,
  now: number,
  zone: TimeZoneOption = {},
): string | null {
  const at = nextAttemptAt ? Date.parse(nextAttemptAt) : Number.NaN;
  if (state !== 'pending' || Number.isNaN(at) || at <= now) return null;
  const time = formatTime(at, zone);
  return t`Next try ${time}`;
}

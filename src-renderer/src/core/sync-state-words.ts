// A job's sync state in words (never only a colour) and the colour that goes with them.
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import { formatTime, type TimeZoneOption } from './format.ts';

type JobSyncState = JobSyncStatus['state'];

export const SYNC_STATE_WORDS: Readonly<
  Record<JobSyncState, { label: string; color: string; hint: string }>
> = {
  local: {
    label: 'Local only',
    color: 'gray',
    hint: 'Saved on this computer. Set up a job board in Settings to send it there.',
  },
  pending: {
    label: 'Waiting to sync',
    color: 'blue',
    hint: 'Saved here; JobDesk sends it to the job board when it can.',
  },
  synced: { label: 'Synced', color: 'teal', hint: 'The job board has this version.' },
  failed: { label: 'Sync failed', color: 'red', hint: 'The job board refused the last change.' },
  'needs-attention': {
    label: 'Needs attention',
    color: 'orange',
    hint: 'The job board needs something from you first.',
  },
  'missing-on-remote': {
    label: 'Missing on the board',
    color: 'grape',
    hint: 'The job is no longer on the job board.',
  },
  conflict: {
    label: 'Changed on both sides',
    color: 'orange',
    hint: 'You and the job board changed the same details: choose which to keep.',
  },
};

/**
 * `boardSetUp`: whether a job board is configured (the core's sync status is not `unconfigured`). Without one,
 * a change waiting to be sent is only kept here: "Waiting to sync" would promise a sync that cannot come.
 */
export function syncStateWords(state: JobSyncState, boardSetUp = true) {
  return SYNC_STATE_WORDS[state === 'pending' && !boardSetUp ? 'local' : state];
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
  return `Next try ${formatTime(at, zone)}`;
}

import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { attentionToastFor, attentionToastsToHide, syncToastFor, syncToastsToHide } from './sync-toasts.ts';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pending: 0,
  failed: 0,
  lastSyncAt: null,
  ...over,
});

describe('syncToastFor', () => {
  it('speaks up when the key is rejected', () => {
    expect(syncToastFor(status({}), status({ state: 'paused' }))?.title).toBe('API key rejected');
  });

  it('says so when the address answers but is not a job board, in the words of the core’s reason', () => {
    const toast = syncToastFor(
      status({}),
      status({ state: 'error', reason: 'redirected', message: 'The address sends JobDesk elsewhere.' }),
    );
    expect(toast).toMatchObject({ id: 'sync-no-board', opens: 'settings' });
    expect(toast?.message).toMatch(/^This address sends JobDesk to another one/);
    expect(syncToastFor(status({}), status({ state: 'error', reason: 'not-a-board' }))?.message).toMatch(
      /^There is no job board at this address/,
    );
  });

  it('stays quiet for syncing, synced jobs, the first status and a pause that goes on', () => {
    expect(syncToastFor(undefined, status({ state: 'paused' }))).toBeNull();
    expect(syncToastFor(status({ state: 'syncing', pending: 3 }), status({ pending: 0 }))).toBeNull();
    expect(syncToastFor(status({ state: 'paused' }), status({ state: 'paused', pending: 2 }))).toBeNull();
    // What needs the recruiter is said from the Needs attention list, for what it is (attentionToastFor).
    expect(syncToastFor(status({ failed: 1 }), status({ failed: 2 }))).toBeNull();
  });
});

describe('syncToastsToHide', () => {
  it('takes back a toast once what it said is over', () => {
    expect(syncToastsToHide(status({ state: 'idle' }))).toEqual(['sync-key-rejected', 'sync-no-board']);
    expect(syncToastsToHide(status({ state: 'paused', failed: 2 }))).toEqual(['sync-no-board']);
  });
});

const listed = (jobId: number, reason: AttentionJob['reason'], over: Partial<AttentionJob> = {}) => ({
  jobId,
  reason,
  title: `Job ${jobId}`,
  ...over,
});

describe('attentionToastFor', () => {
  it('tells a conflict from a job gone from the board, and both from a refusal', () => {
    const conflict = attentionToastFor([], [listed(1, 'conflict', { title: 'Night Baker' })]);
    const gone = attentionToastFor([], [listed(2, 'missing-on-remote', { title: 'Welder' })]);
    const refused = attentionToastFor([], [listed(3, 'refused', { title: 'Cook' })]);
    expect(conflict).toMatchObject({
      id: 'sync-conflict',
      title: 'A choice to make',
      message:
        'You and someone on the job board changed the same details of “Night Baker”. Choose whose to keep under Needs attention.',
      opens: 'attention',
    });
    expect(gone).toMatchObject({
      id: 'sync-gone-from-board',
      title: 'Gone from the job board',
      message:
        '“Welder” is no longer on the job board. Publish it again or remove it here, under Needs attention.',
    });
    expect(refused).toMatchObject({ id: 'sync-refused', title: 'A change needs your attention' });
    expect(new Set([conflict?.message, gone?.message, refused?.message]).size).toBe(3);
  });

  it('names the board with several, counts several jobs of a kind, and says nothing of what was there before', () => {
    const before = [listed(1, 'refused')];
    expect(attentionToastFor(undefined, before)).toBeNull();
    expect(attentionToastFor(before, before)).toBeNull();
    expect(
      attentionToastFor(
        before,
        [...before, listed(2, 'missing-on-remote', { boardId: 2, boardName: 'West' })],
        {
          namesBoards: true,
        },
      )?.message,
    ).toBe('“Job 2” is no longer on West. Publish it again or remove it here, under Needs attention.');
    expect(attentionToastFor([], [listed(1, 'conflict'), listed(2, 'conflict')])?.message).toContain(
      'the same details of 2 jobs',
    );
  });

  it('takes back the toast of a kind of trouble no longer listed', () => {
    expect(attentionToastsToHide([listed(1, 'conflict')])).not.toContain('sync-conflict');
    expect(attentionToastsToHide([listed(1, 'conflict')])).toContain('sync-gone-from-board');
  });

  it('speaks French once the UI does', async () => {
    await useFrenchUi();
    expect(attentionToastFor([], [listed(1, 'conflict', { title: 'Boulanger' })])?.title).toBe(
      'Un choix à faire',
    );
  });
});

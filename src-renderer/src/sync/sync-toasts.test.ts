import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { syncToastFor, syncToastsToHide } from './sync-toasts.ts';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pending: 0,
  failed: 0,
  lastSyncAt: null,
  ...over,
});

describe('syncToastFor', () => {
  it('speaks up when the key is rejected or a change is refused', () => {
    expect(syncToastFor(status({}), status({ state: 'paused' }))?.title).toBe('API key rejected');
    expect(syncToastFor(status({ failed: 1 }), status({ failed: 2 }))?.opens).toBe('attention');
  });

  it('says so when the address answers but is not a job board, with the core’s reason', () => {
    const toast = syncToastFor(
      status({}),
      status({ state: 'error', message: 'There is no job board here.' }),
    );
    expect(toast).toMatchObject({
      id: 'sync-no-board',
      message: 'There is no job board here.',
      opens: 'settings',
    });
  });

  it('stays quiet for syncing, synced jobs, the first status and a pause that goes on', () => {
    expect(syncToastFor(undefined, status({ state: 'paused' }))).toBeNull();
    expect(syncToastFor(status({ state: 'syncing', pending: 3 }), status({ pending: 0 }))).toBeNull();
    expect(syncToastFor(status({ state: 'paused' }), status({ state: 'paused', pending: 2 }))).toBeNull();
    expect(syncToastFor(status({ failed: 2 }), status({ failed: 1 }))).toBeNull();
  });
});

describe('syncToastsToHide', () => {
  it('takes back a toast once what it said is over', () => {
    expect(syncToastsToHide(status({ state: 'idle' }))).toEqual([
      'sync-key-rejected',
      'sync-no-board',
      'sync-refused',
    ]);
    expect(syncToastsToHide(status({ state: 'paused', failed: 2 }))).toEqual(['sync-no-board']);
  });
});

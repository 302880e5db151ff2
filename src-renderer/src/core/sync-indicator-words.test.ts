import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { syncIndicatorWords } from './sync-indicator-words.ts';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pending: 0,
  failed: 0,
  lastSyncAt: null,
  message: null,
  ...over,
});

const SYNCED_AT = '2026-11-25T15:00:00.000Z';

describe('syncIndicatorWords', () => {
  it.each([
    [status({ state: 'unconfigured', pending: 3 }), 'Not set up', 'not-set-up'],
    [status({ state: 'paused', pending: 2, failed: 1 }), 'API key rejected', 'key-rejected'],
    [status({ state: 'offline', pending: 4 }), 'Offline — 4 waiting', 'offline'],
    [status({ state: 'syncing', pending: 2 }), 'Syncing 2…', 'syncing'],
    [status({ state: 'idle', failed: 3 }), '3 failed', 'failed'],
    [status({ state: 'idle', failed: 2, waitingForCredit: 2 }), '2 waiting for credit', 'failed'],
    [status({ state: 'idle', failed: 3, waitingForCredit: 1 }), '3 failed', 'failed'],
    [status({ state: 'idle', pending: 5 }), '5 waiting', 'waiting'],
    [status({ state: 'error', pending: 2 }), 'No job board here', 'no-board'],
    [status({ state: 'idle', lastSyncAt: SYNCED_AT }), 'All synced', 'synced'],
    [status({ state: 'syncing', pending: 0, lastSyncAt: SYNCED_AT }), 'All synced', 'synced'],
    [status({ state: 'idle' }), 'Connecting…', 'syncing'],
  ])('%o reads %s', (given, label, icon) => {
    expect(syncIndicatorWords(given)).toMatchObject({ label, icon });
  });

  it('failures outrank waiting changes, and syncing outranks failures', () => {
    expect(syncIndicatorWords(status({ pending: 1, failed: 1 })).label).toBe('1 failed');
    expect(syncIndicatorWords(status({ state: 'syncing', pending: 1, failed: 1 })).label).toBe('Syncing 1…');
  });

  it('is never green before an exchange with the board has succeeded, nor while the address is not a board', () => {
    for (const given of [
      status({}),
      status({ state: 'syncing' }),
      status({ state: 'error', lastSyncAt: SYNCED_AT }),
      status({ state: 'offline', lastSyncAt: SYNCED_AT }),
      status({ state: 'retrying', lastSyncAt: SYNCED_AT }),
      status({ state: 'paused', lastSyncAt: SYNCED_AT }),
    ])
      expect(syncIndicatorWords(given).color, given.state).not.toBe('teal');
  });

  it('says a conflict waits for a decision, not that it failed, when all failures are conflicts', () => {
    expect(syncIndicatorWords(status({ failed: 2 }), 2)).toMatchObject({
      label: '2 to decide',
      color: 'orange',
    });
    expect(syncIndicatorWords(status({ failed: 3 }), 1).label).toBe('3 failed');
    expect(syncIndicatorWords(status({ state: 'syncing', pending: 1, failed: 1 }), 1).label).toBe(
      'Syncing 1…',
    );
  });

  it("keeps the core's own reason as the hint", () => {
    expect(
      syncIndicatorWords(status({ state: 'error', message: 'There is no job board at this address.' })).hint,
    ).toBe('There is no job board at this address.');
    expect(syncIndicatorWords(status({ state: 'offline', message: 'No answer.' })).hint).toBe('No answer.');
  });
});

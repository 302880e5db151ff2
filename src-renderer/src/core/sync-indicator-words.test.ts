import { beforeEach, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src-shared/schemas/app.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { type AttentionCount, NO_ATTENTION } from './attention-count.ts';
import { formatTime } from './format.ts';
import { syncIndicatorWords } from './sync-indicator-words.ts';

const status = (over: Partial<SyncStatus>): SyncStatus => ({
  state: 'idle',
  pending: 0,
  failed: 0,
  lastSyncAt: null,
  message: null,
  ...over,
});

const need = (jobs: number, over: Partial<AttentionCount> = {}): AttentionCount => ({
  jobs,
  conflicts: 0,
  waitingForCredit: 0,
  ...over,
});

const SYNCED_AT = '2026-11-25T15:00:00.000Z';

describe('syncIndicatorWords', () => {
  it.each([
    [status({ state: 'unconfigured', pending: 3 }), NO_ATTENTION, 'Connect job board', 'not-set-up'],
    [status({ state: 'paused', pending: 2, failed: 1 }), need(1), 'API key rejected', 'key-rejected'],
    [status({ state: 'offline', pending: 4 }), NO_ATTENTION, 'Offline — 4 waiting', 'offline'],
    [status({ state: 'syncing', pending: 2 }), NO_ATTENTION, 'Syncing 2…', 'syncing'],
    [status({ state: 'idle', failed: 3 }), need(3), '3 need attention', 'failed'],
    [status({ state: 'idle', failed: 1 }), need(1), '1 needs attention', 'failed'],
    [
      status({ state: 'idle', failed: 2 }),
      need(2, { waitingForCredit: 2 }),
      '2 waiting for credit',
      'failed',
    ],
    [status({ state: 'idle', failed: 3 }), need(3, { waitingForCredit: 1 }), '3 need attention', 'failed'],
    [status({ state: 'idle', pending: 5 }), NO_ATTENTION, '5 waiting', 'waiting'],
    [status({ state: 'error', pending: 2 }), NO_ATTENTION, 'No job board here', 'no-board'],
    [status({ state: 'idle', lastSyncAt: SYNCED_AT }), NO_ATTENTION, 'All synced', 'synced'],
    [status({ state: 'syncing', pending: 0, lastSyncAt: SYNCED_AT }), NO_ATTENTION, 'All synced', 'synced'],
    [status({ state: 'idle' }), NO_ATTENTION, 'Connecting…', 'syncing'],
  ])('%o with %o reads %s', (given, attention, label, icon) => {
    expect(syncIndicatorWords(given, attention)).toMatchObject({ label, icon });
  });

  it('failures outrank waiting changes, and syncing outranks failures', () => {
    expect(syncIndicatorWords(status({ pending: 1, failed: 1 }), need(1)).label).toBe('1 needs attention');
    expect(syncIndicatorWords(status({ state: 'syncing', pending: 1, failed: 1 }), need(1)).label).toBe(
      'Syncing 1…',
    );
  });

  it('counts jobs from the Needs attention list, not failed changes: the navigation badge says the same number', () => {
    // Refused on two boards: two failed changes, one job to open.
    expect(syncIndicatorWords(status({ failed: 2, lastSyncAt: SYNCED_AT }), need(1)).label).toBe(
      '1 needs attention',
    );
    // Gone from the board: no failed change, but a job the recruiter must act on.
    expect(syncIndicatorWords(status({ failed: 0, lastSyncAt: SYNCED_AT }), need(1)).label).toBe(
      '1 needs attention',
    );
    // One refused, one gone from the board: two jobs, as the badge says.
    expect(syncIndicatorWords(status({ failed: 1, lastSyncAt: SYNCED_AT }), need(2)).label).toBe(
      '2 need attention',
    );
  });

  it('says where to look in its hint without saying the number again (the panel reads them together)', () => {
    const one = syncIndicatorWords(status({ failed: 1, lastSyncAt: SYNCED_AT }), need(1));
    expect(`${one.label}. ${one.hint}`).toBe(
      '1 needs attention. It is listed under Needs attention with the board’s reason.',
    );
    const three = syncIndicatorWords(status({ failed: 3, lastSyncAt: SYNCED_AT }), need(3));
    expect(three.hint).not.toMatch(/\d/);
  });

  it('says no number while the Needs attention list is not known yet, and never All synced', () => {
    expect(syncIndicatorWords(status({ failed: 2, lastSyncAt: SYNCED_AT }), undefined)).toMatchObject({
      label: 'Needs attention',
      color: 'red',
    });
    expect(syncIndicatorWords(status({ lastSyncAt: SYNCED_AT }), undefined).label).toBe('All synced');
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
      expect(syncIndicatorWords(given, NO_ATTENTION).color, given.state).not.toBe('teal');
  });

  it('says a conflict waits for a decision, not that it failed, when all failures are conflicts', () => {
    expect(syncIndicatorWords(status({ failed: 2 }), need(2, { conflicts: 2 }))).toMatchObject({
      label: '2 to decide',
      color: 'orange',
    });
    expect(syncIndicatorWords(status({ failed: 3 }), need(3, { conflicts: 1 })).label).toBe(
      '3 need attention',
    );
    expect(
      syncIndicatorWords(status({ state: 'syncing', pending: 1, failed: 1 }), need(1, { conflicts: 1 }))
        .label,
    ).toBe('Syncing 1…');
  });

  it("words the core's reason as the hint, never its English message", () => {
    expect(
      syncIndicatorWords(
        status({ state: 'error', reason: 'redirected', message: 'The address sends JobDesk elsewhere.' }),
        NO_ATTENTION,
      ).hint,
    ).toMatch(/^This address sends JobDesk to another one/);
    expect(
      syncIndicatorWords(status({ state: 'offline', reason: 'offline', message: 'No answer.' }), NO_ATTENTION)
        .hint,
    ).toBe('The job board cannot be reached. JobDesk will try again.');
    // No reason given: the state's usual one.
    expect(syncIndicatorWords(status({ state: 'error' }), NO_ATTENTION).hint).toMatch(
      /^There is no job board at this address/,
    );
  });

  it('says the disk refuses to save before anything else, even with changes waiting, and says why', () => {
    const full = status({ state: 'cannot-save', reason: 'disk-full', pending: 3, failed: 1 });
    expect(syncIndicatorWords(full, need(1))).toMatchObject({
      label: 'Can’t save to disk',
      icon: 'cannot-save',
      color: 'red',
    });
    expect(syncIndicatorWords(full, need(1)).hint).toMatch(/the disk is full/);
    expect(syncIndicatorWords({ ...full, reason: 'read-only' }, need(1)).hint).toMatch(/read-only/);
  });

  it('tells a full disk from a read-only folder in French too, and never shows the core’s English', async () => {
    await useFrenchUi();
    const message = 'JobDesk can’t save to disk: the disk is full.';
    const full = syncIndicatorWords(
      status({ state: 'cannot-save', reason: 'disk-full', message }),
      NO_ATTENTION,
    );
    const readOnly = syncIndicatorWords(
      status({ state: 'cannot-save', reason: 'read-only', message }),
      NO_ATTENTION,
    );
    expect(full.hint).toMatch(/disque est plein/);
    expect(readOnly.hint).toMatch(/lecture seule/);
    expect(full.hint).not.toBe(readOnly.hint);
    expect(`${full.hint} ${readOnly.hint}`).not.toContain('disk');
  });

  it('names the board in trouble when the others sync, so one board down never reads as offline', () => {
    const one = status({
      state: 'offline',
      reason: 'offline',
      pending: 1,
      boards: ['BC Jobs'],
      message: 'BC Jobs: …',
    });
    expect(syncIndicatorWords(one, NO_ATTENTION)).toMatchObject({
      label: 'BC Jobs can’t be reached — 1 waiting',
      icon: 'offline',
      hint: 'The job board cannot be reached. JobDesk will try again.',
    });
    const two = status({ state: 'retrying', pending: 0, boards: ['BC Jobs', 'West', 'East'] });
    expect(syncIndicatorWords(two, NO_ATTENTION).label).toBe('BC Jobs, West and East not answering');
    expect(syncIndicatorWords(status({ state: 'paused', boards: ['West'] }), NO_ATTENTION).label).toBe(
      'West: API key rejected',
    );
  });

  it('says when a change waiting for a board out of reach is tried next, in the header’s words', () => {
    const now = Date.parse('2026-11-25T15:00:00.000Z');
    const nextTryAt = '2026-11-25T15:00:25.000Z';
    const at = formatTime(nextTryAt, { timeZone: 'America/Toronto' });
    const moment = { now, timeZone: 'America/Toronto' };
    const west = status({ state: 'offline', pending: 1, boards: ['West'], nextTryAt });
    expect(syncIndicatorWords(west, NO_ATTENTION, moment).label).toBe(
      `West can’t be reached — 1 waiting, next try ${at}`,
    );
    expect(
      syncIndicatorWords(status({ state: 'offline', pending: 2, nextTryAt }), NO_ATTENTION, moment).label,
    ).toBe(`Offline — 2 waiting, next try ${at}`);
    // Too long for the header at 1024 px: the next try goes to the tooltip.
    const two = status({ state: 'offline', pending: 12, boards: ['BC Jobs', 'West'], nextTryAt });
    expect(syncIndicatorWords(two, NO_ATTENTION, moment)).toMatchObject({
      label: 'BC Jobs and West can’t be reached — 12 waiting',
      hint: `Next try ${at}.`,
    });
    // A try whose time came is being made: it is no longer "next".
    expect(syncIndicatorWords(west, NO_ATTENTION, { now: Date.parse(nextTryAt) }).label).toBe(
      'West can’t be reached — 1 waiting',
    );
  });
});

describe('"All synced" and when each board was last read', () => {
  const READ_AT = '2026-11-25T15:00:00.000Z';
  const minutesAfter = (minutes: number) => Date.parse(READ_AT) + minutes * 60_000;
  const read = (board: string, readAt: string | null, current = true) => ({ board, readAt, current });
  const sent = (reads: SyncStatus['reads']) => status({ lastSyncAt: READ_AT, reads });

  it('is "All synced" while every board was read in full within the last 10 minutes', () => {
    const words = syncIndicatorWords(sent([read('BC Jobs', READ_AT)]), NO_ATTENTION, {
      now: minutesAfter(9),
    });
    expect(words).toMatchObject({ label: 'All synced', icon: 'synced' });
    expect(words.hint).toBe('The job board has every change. BC Jobs last read 9 min ago.');
  });

  it('says everything was sent and when the board was read, 10 minutes and more after its last full read', () => {
    expect(
      syncIndicatorWords(sent([read('BC Jobs', READ_AT)]), NO_ATTENTION, { now: minutesAfter(14) }),
    ).toMatchObject({ label: 'Sent — BC Jobs last read 14 min ago', icon: 'synced', color: 'blue' });
    expect(
      syncIndicatorWords(sent([read('BC Jobs', READ_AT)]), NO_ATTENTION, { now: minutesAfter(190) }).label,
    ).toBe('Sent — BC Jobs last read 3 h ago');
  });

  it('names only the boards not read lately, and the longest ago sets the time', () => {
    const reads = [read('East', READ_AT), read('West', '2026-11-25T14:40:00.000Z'), read('North', READ_AT)];
    expect(syncIndicatorWords(sent(reads), NO_ATTENTION, { now: minutesAfter(5) }).label).toBe(
      'Sent — West last read 25 min ago',
    );
    expect(syncIndicatorWords(sent(reads), NO_ATTENTION, { now: minutesAfter(12) }).label).toBe(
      'Sent — 3 boards last read 32 min ago',
    );
  });

  it('is not "All synced" after a Sync now that has not read the board, nor before any full read', () => {
    expect(
      syncIndicatorWords(sent([read('BC Jobs', READ_AT, false)]), NO_ATTENTION, { now: minutesAfter(2) })
        .label,
    ).toBe('Sent — BC Jobs last read 2 min ago');
    expect(
      syncIndicatorWords(sent([read('BC Jobs', null)]), NO_ATTENTION, { now: minutesAfter(2) }).label,
    ).toBe('Sent — BC Jobs not read yet');
  });
});

describe('syncIndicatorWords in French', () => {
  beforeEach(async () => {
    await useFrenchUi();
  });

  it('says the header’s words in French, counts included', () => {
    expect(syncIndicatorWords(status({ state: 'idle', pending: 3 }), NO_ATTENTION).label).toBe(
      '3 en attente',
    );
    expect(syncIndicatorWords(status({ state: 'idle', lastSyncAt: SYNCED_AT }), NO_ATTENTION).label).toBe(
      'Tout est synchronisé',
    );
    expect(syncIndicatorWords(status({ failed: 1 }), need(1)).label).toBe('1 à traiter');
    expect(syncIndicatorWords(status({ state: 'offline', pending: 2 }), NO_ATTENTION).label).toBe(
      'Hors ligne — 2 en attente',
    );
  });

  it('keeps the next try for the tooltip sooner than in English, the header’s buttons being longer', () => {
    const offline = status({ state: 'offline', pending: 1, nextTryAt: '2026-11-25T15:30:00.000Z' });
    const words = syncIndicatorWords(offline, NO_ATTENTION, { now: Date.parse('2026-11-25T15:29:00.000Z') });
    expect(words.label).toBe('Hors ligne — 1 en attente');
    expect(words.hint).toMatch(/Prochain essai à .+\.$/);
  });

  it('lists several boards with the French conjunction', () => {
    expect(
      syncIndicatorWords(status({ state: 'retrying', boards: ['BC Jobs', 'West'] }), NO_ATTENTION).label,
    ).toBe('BC Jobs et West ne répondent pas');
  });
});

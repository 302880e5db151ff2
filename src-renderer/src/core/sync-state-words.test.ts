// Every sync state the core can report has its own words (the list never relies on colour alone).
import { describe, expect, it } from 'vitest';
import { JOB_SYNC_STATES } from '../../../src-shared/schemas/app.ts';
import { useFrenchUi } from '../../../tests/helpers/english-ui.ts';
import { formatTime } from './format.ts';
import { nextTryWords, syncStateWords } from './sync-state-words.ts';

describe('sync state words', () => {
  it('gives each state distinct words and a hint', () => {
    const labels = JOB_SYNC_STATES.map((state) => syncStateWords(state).label);
    expect(new Set(labels).size).toBe(JOB_SYNC_STATES.length);
    for (const state of JOB_SYNC_STATES) expect(syncStateWords(state).hint.length).toBeGreaterThan(10);
    expect(syncStateWords('missing-on-remote').label).toBe('Gone from the board');
  });

  it('calls a waiting change local only while no job board is set up, and waiting once one is', () => {
    expect(syncStateWords('pending', false).label).toBe('Local only');
    expect(syncStateWords('pending', true).label).toBe('Waiting to sync');
    expect(syncStateWords('failed', false).label).toBe('Sync failed');
  });

  it('says when a waiting change is tried next, and nothing once that time came or for another state', () => {
    const now = Date.parse('2026-11-25T15:00:00.000Z');
    const at = '2026-11-25T15:00:30.000Z';
    const zone = { timeZone: 'America/Vancouver' };
    expect(nextTryWords('pending', at, now, zone)).toBe(`Next try ${formatTime(at, zone)}`);
    expect(nextTryWords('pending', at, Date.parse(at), zone)).toBeNull();
    expect(nextTryWords('pending', null, now)).toBeNull();
    expect(nextTryWords('synced', at, now)).toBeNull();
  });
});

describe('a job’s sync state in French', () => {
  it('reads each state in French once the UI does', async () => {
    await useFrenchUi();
    expect(syncStateWords('synced').label).toBe('Synchronisé');
    expect(syncStateWords('missing-on-remote').label).toBe('Retiré du site');
    // The time as format.ts writes it in the active language.
    const at = '2026-11-25T15:42:00.000Z';
    expect(nextTryWords('pending', at, 0, { timeZone: 'UTC' })).toBe(
      `Prochain essai à ${formatTime(at, { timeZone: 'UTC' })}`,
    );
  });
});

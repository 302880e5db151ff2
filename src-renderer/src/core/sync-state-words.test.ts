// Every sync state the core can report has its own words (the list never relies on colour alone).
import { describe, expect, it } from 'vitest';
import { JOB_SYNC_STATES } from '../../../src-shared/schemas/app.ts';
import { syncStateWords } from './sync-state-words.ts';

describe('sync state words', () => {
  it('gives each state distinct words and a hint', () => {
    const labels = JOB_SYNC_STATES.map((state) => syncStateWords(state).label);
    expect(new Set(labels).size).toBe(JOB_SYNC_STATES.length);
    for (const state of JOB_SYNC_STATES) expect(syncStateWords(state).hint.length).toBeGreaterThan(10);
    expect(syncStateWords('missing-on-remote').label).toBe('Missing on the board');
  });

  it('calls a waiting change local only while no job board is set up, and waiting once one is', () => {
    expect(syncStateWords('pending', false).label).toBe('Local only');
    expect(syncStateWords('pending', true).label).toBe('Waiting to sync');
    expect(syncStateWords('failed', false).label).toBe('Sync failed');
  });
});

// The sync-state rule in TypeScript; src-main/store/sync-state-views.test.ts holds the store's views to it.
import { describe, expect, it } from 'vitest';
import { JOB_SYNC_STATES } from '../schemas/app.ts';
import {
  JOB_SYNC_PRECEDENCE,
  MISSING_ON_REMOTE_MESSAGE,
  POSTING_SYNC_CLAUSES,
  type PostingSyncInput,
  postingMostInNeed,
  postingSync,
  UNPOSTED_SYNC_CLAUSES,
  unpostedSyncState,
} from './job-sync-state.ts';

const synced = { ackedVersion: 2, missing: false, conflict: false };
const posting = (input: Partial<PostingSyncInput>): PostingSyncInput => ({
  version: 2,
  board: synced,
  outbox: [],
  ...input,
});

describe('a posting’s sync state', () => {
  it('is a conflict while one is open, whatever else waits or was refused', () => {
    const input = posting({
      board: { ...synced, conflict: true, missing: true },
      outbox: [
        { state: 'pending', lastError: null },
        { state: 'failed', lastError: 'Title is too long.' },
      ],
    });
    expect(postingSync(input)).toEqual({
      state: 'conflict',
      message: 'This job was changed both here and on the job board. Choose which to keep.',
    });
  });

  it('stays missing on the board when edited again: an edit never recreates the job', () => {
    const input = posting({
      board: { ...synced, missing: true },
      outbox: [{ state: 'pending', lastError: null }],
    });
    expect(postingSync(input)).toEqual({ state: 'missing-on-remote', message: MISSING_ON_REMOTE_MESSAGE });
  });

  it('is pending while a change waits, even after an earlier one was refused', () => {
    const input = posting({
      outbox: [
        { state: 'failed', lastError: 'Title is too long.' },
        { state: 'in-flight', lastError: null },
      ],
    });
    expect(postingSync(input)).toEqual({ state: 'pending', message: null });
  });

  it('says the newest refusal, and waiting for credit comes before a refused rule', () => {
    const input = posting({
      outbox: [
        { state: 'needs-attention', lastError: 'Add job credit.' },
        { state: 'failed', lastError: 'Title is too long.' },
      ],
    });
    expect(postingSync(input)).toEqual({ state: 'needs-attention', message: 'Title is too long.' });
  });

  it('fails on rows set aside only while the board lacks the current version, with the first one’s reason', () => {
    const outbox = [
      { state: 'set-aside' as const, lastError: 'The change no longer reads.' },
      { state: 'set-aside' as const, lastError: 'Neither does this one.' },
    ];
    expect(postingSync(posting({ board: { ...synced, ackedVersion: 1 }, outbox }))).toEqual({
      state: 'failed',
      message: 'The change no longer reads.',
    });
    expect(postingSync(posting({ outbox }))).toEqual({ state: 'synced', message: null });
  });

  it('is local until the board acknowledged a version as recent as the job’s', () => {
    expect(postingSync(posting({ board: null })).state).toBe('local');
    expect(postingSync(posting({ board: { ...synced, ackedVersion: 1 } })).state).toBe('local');
    expect(postingSync(posting({ board: { ...synced, ackedVersion: 3 } })).state).toBe('synced');
  });
});

describe('a job’s sync state', () => {
  it('is that of its posting most in need, the first board on a tie', () => {
    const postings = [
      { boardId: 3, state: 'failed' as const },
      { boardId: 1, state: 'pending' as const },
      { boardId: 2, state: 'failed' as const },
    ];
    expect(postingMostInNeed(postings)).toEqual({ boardId: 2, state: 'failed' });
    expect(postingMostInNeed([])).toBeUndefined();
  });

  it('is synced only when every posting is', () => {
    const states = JOB_SYNC_PRECEDENCE.filter((state) => state !== 'synced');
    for (const state of states) {
      const most = postingMostInNeed([
        { boardId: 1, state: 'synced' as const },
        { boardId: 2, state },
      ]);
      expect(most?.state).toBe(state);
    }
  });

  it('on no board is pending while a withdrawal waits, else local', () => {
    expect(unpostedSyncState([{ state: 'in-flight', lastError: null }])).toBe('pending');
    expect(unpostedSyncState([{ state: 'failed', lastError: 'No.' }])).toBe('local');
    expect(unpostedSyncState([])).toBe('local');
  });

  it('ranks every state once, and every clause list ends with its otherwise', () => {
    expect([...JOB_SYNC_PRECEDENCE].sort()).toEqual([...JOB_SYNC_STATES].sort());
    for (const clauses of [POSTING_SYNC_CLAUSES, UNPOSTED_SYNC_CLAUSES]) {
      expect(clauses.map((clause) => clause.when).indexOf('otherwise')).toBe(clauses.length - 1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';
import { attentionAfterResolve } from './attention-after-resolve.ts';

const title = { property: 'title' as const, mine: 'Mine', theirs: 'Theirs' };
const salary = { property: 'salary' as const, mine: null, theirs: null };
const conflicted: AttentionJob = {
  jobId: 7,
  title: 'Baker',
  reason: 'conflict',
  messages: [],
  at: '2026-11-25T10:00:00Z',
  conflicts: [title, salary],
};
const refused: AttentionJob = { jobId: 8, title: 'Welder', reason: 'refused', messages: ['No.'], at: 'x' };
const status = (over: Partial<JobSyncStatus>): JobSyncStatus => ({
  jobId: 7,
  state: 'conflict',
  messages: [],
  remoteId: 3,
  pendingChanges: 1,
  ...over,
});

describe('attentionAfterResolve', () => {
  it('keeps the job with only the conflicts still open', () => {
    expect(attentionAfterResolve([conflicted, refused], status({ conflicts: [salary] }))).toEqual([
      { ...conflicted, conflicts: [salary] },
      refused,
    ]);
  });

  it('takes the job off the list once nothing is left to decide', () => {
    expect(attentionAfterResolve([conflicted, refused], status({ state: 'pending' }))).toEqual([refused]);
  });

  it('leaves other jobs and other reasons alone', () => {
    expect(attentionAfterResolve([refused], status({ jobId: 8, state: 'pending' }))).toEqual([refused]);
  });
});

import { describe, expect, it } from 'vitest';
import { countAttention, jobsNeedAttention } from './attention-count.ts';

describe('countAttention', () => {
  it('counts every job of the list once, whatever its reason', () => {
    expect(
      countAttention([
        { jobId: 1, reason: 'refused' },
        { jobId: 2, reason: 'missing-on-remote' },
        { jobId: 3, reason: 'needs-credit' },
        { jobId: 4, reason: 'conflict' },
      ]),
    ).toEqual({ jobs: 4, conflicts: 1, waitingForCredit: 1 });
  });

  it('counts a job listed for two boards once, and by neither single reason when they differ', () => {
    expect(
      countAttention([
        { jobId: 7, reason: 'refused' },
        { jobId: 7, reason: 'refused' },
        { jobId: 8, reason: 'conflict' },
        { jobId: 8, reason: 'needs-credit' },
      ]),
    ).toEqual({ jobs: 2, conflicts: 0, waitingForCredit: 0 });
  });

  it('is zero for an empty list', () => {
    expect(countAttention([])).toEqual({ jobs: 0, conflicts: 0, waitingForCredit: 0 });
  });
});

describe('jobsNeedAttention', () => {
  it('agrees in number', () => {
    expect(jobsNeedAttention(1)).toBe('1 job needs attention');
    expect(jobsNeedAttention(0)).toBe('0 jobs need attention');
    expect(jobsNeedAttention(3)).toBe('3 jobs need attention');
  });
});

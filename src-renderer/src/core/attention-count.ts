// How many jobs need the recruiter, counted once from the Needs attention list: the header's sync indicator and
// the navigation's "Needs attention" badge both read this count, so they can never say two numbers.
import { plural } from '@lingui/core/macro';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';

export type AttentionCount = {
  /** Jobs that need the recruiter (a job refused on two boards is one job to open). */
  jobs: number;
  /** Of those, jobs whose only trouble is a choice to make (changed here and on the board). */
  conflicts: number;
  /** Of those, jobs whose only trouble is job credit missing on the board. */
  waitingForCredit: number;
};

export const NO_ATTENTION: AttentionCount = { jobs: 0, conflicts: 0, waitingForCredit: 0 };

/** Counts the list's jobs by id: one entry per job and board would otherwise count a job twice. */
export function countAttention(list: readonly Pick<AttentionJob, 'jobId' | 'reason'>[]): AttentionCount {
  const reasons = new Map<number, Set<AttentionJob['reason']>>();
  for (const { jobId, reason } of list) {
    const seen = reasons.get(jobId) ?? new Set();
    seen.add(reason);
    reasons.set(jobId, seen);
  }
  const only = (reason: AttentionJob['reason']) =>
    [...reasons.values()].filter((each) => each.size === 1 && each.has(reason)).length;
  return { jobs: reasons.size, conflicts: only('conflict'), waitingForCredit: only('needs-credit') };
}

/** "1 job needs attention" / "3 jobs need attention": the badge's accessible name and the indicator's hint. */
export function jobsNeedAttention(jobs: number): string {
  return plural(jobs, { one: '# job needs attention', other: '# jobs need attention' });
}

// Needs attention as the core's answer to a resolve leaves it, shown at once while the list is read again.
import type { JobSyncStatus } from '../../../src-shared/schemas/app.ts';
import type { AttentionJob } from '../../../src-shared/schemas/attention.ts';

/** The job keeps only the conflicts still open, or leaves the list when none is; other jobs stay as they were. */
export function attentionAfterResolve(jobs: readonly AttentionJob[], status: JobSyncStatus): AttentionJob[] {
  const open = status.state === 'conflict' ? (status.conflicts ?? []) : [];
  return jobs.flatMap((job) => {
    if (job.jobId !== status.jobId || job.reason !== 'conflict') return [job];
    return open.length > 0 ? [{ ...job, conflicts: open }] : [];
  });
}

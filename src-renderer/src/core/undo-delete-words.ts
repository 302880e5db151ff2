// What the Undo of a delete says: what was deleted, what came back, and what could not (the core's reasons).
import type { RestoreJobsResult } from '../../../src-shared/schemas/job-list-view.ts';
import { countOf } from './format.ts';

export type DeletedJob = { id: number; title: string };

/** "“Baker” was deleted." or "3 jobs were deleted." */
export function deletedHeadline(jobs: readonly DeletedJob[]): string {
  const only = jobs.length === 1 ? jobs[0] : undefined;
  return only ? `“${only.title}” was deleted.` : `${countOf(jobs.length, 'job', 'jobs')} were deleted.`;
}

/** The answer to an Undo in words: `ok` when every job came back. */
export function restoredWords(result: RestoreJobsResult): { ok: boolean; message: string } {
  const only = result.restored.length === 1 ? result.restored[0] : undefined;
  const back =
    result.restored.length === 0
      ? ''
      : only
        ? `“${only.title}” is back.`
        : `${countOf(result.restored.length, 'job is', 'jobs are')} back.`;
  const refusals = result.refused.flatMap((refusal) => refusal.messages);
  return { ok: refusals.length === 0, message: [back, ...refusals].filter(Boolean).join(' ') };
}

// What the Undo of a bulk Publish, Archive or Delete says: what was deleted, what came back, and what could
// not, each refusal in the recruiter's language by the core's reason.
import { plural, t } from '@lingui/core/macro';
import type { BulkJobAction, RestoreJobsResult } from '../../../src-shared/schemas/job-list-view.ts';

export type DeletedJob = { id: number; title: string };

/** "“Baker” was deleted." or "3 jobs were deleted." */
export function deletedHeadline(jobs: readonly DeletedJob[]): string {
  const only = jobs.length === 1 ? jobs[0] : undefined;
  if (only) {
    const title = only.title;
    return t`“${title}” was deleted.`;
  }
  const count = jobs.length;
  return plural(count, { one: '# job was deleted.', other: '# jobs were deleted.' });
}

/** What came back, for one job by its title or counted. */
function backWords(action: BulkJobAction, restored: RestoreJobsResult['restored']): string {
  const only = restored.length === 1 ? restored[0] : undefined;
  const title = only?.title ?? '';
  const count = restored.length;
  switch (action) {
    case 'delete':
      return only
        ? t`“${title}” is back.`
        : plural(count, { one: '# job is back.', other: '# jobs are back.' });
    case 'publish':
      return only
        ? t`“${title}” is not published.`
        : plural(count, { one: '# job is not published.', other: '# jobs are not published.' });
    case 'archive':
      return only
        ? t`“${title}” is not archived.`
        : plural(count, { one: '# job is not archived.', other: '# jobs are not archived.' });
  }
}

type Refusal = RestoreJobsResult['refused'][number];

/** Why one job was left as the action made it. */
function refusalWords(action: BulkJobAction, refusal: Refusal, title: string): string {
  if (refusal.reason === 'conflict') return t`“${title}”: another job took its Reference ID meanwhile.`;
  if (refusal.reason === 'not-found') return t`“${title}”: there was nothing left to undo.`;
  switch (action) {
    case 'delete':
      return t`“${title}”: the time to undo has passed; it is being deleted from the job board too.`;
    case 'publish':
      return t`“${title}”: the job board already shows it published, so it cannot become a draft again. Archive it instead.`;
    case 'archive':
      return t`“${title}”: the time to undo has passed.`;
  }
}

/**
 * The answer to an Undo in words: `ok` when every job came back. `titles` names a job the core did not put
 * back by the title it had.
 */
export function restoredWords(
  action: BulkJobAction,
  result: RestoreJobsResult,
  titles: ReadonlyMap<number, string> = new Map(),
): { ok: boolean; message: string } {
  const back = result.restored.length === 0 ? '' : backWords(action, result.restored);
  const refusals = result.refused.map((refusal) => {
    const id = refusal.id;
    return refusalWords(action, refusal, titles.get(id) ?? t`Job ${id}`);
  });
  return { ok: refusals.length === 0, message: [back, ...refusals].filter(Boolean).join(' ') };
}

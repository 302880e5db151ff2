// Publishing, archiving or deleting many jobs at once, in words: how many changed, which could not, and why
// (the core decides, with the shared status rules, and answers for every job in one go), in the UI's language.

import { plural, t } from '@lingui/core/macro';
import { bulkStatusRefusal } from '../../../src-shared/rules/bulk-job-action.ts';
import {
  BULK_JOB_ACTIONS,
  type BulkJobAction,
  type BulkJobResult,
  type JobListTabCounts,
} from '../../../src-shared/schemas/job-list-view.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

export type BulkAction = BulkJobAction;

/**
 * The actions that would change at least one of the selected jobs, by the shared rule the core applies
 * (no Publish when every one is already active; Delete whenever any job is selected).
 */
export function changingBulkActions(statuses: Iterable<JobStatus>): BulkAction[] {
  const present = [...new Set(statuses)];
  return BULK_JOB_ACTIONS.filter((action) =>
    present.some((status) => bulkStatusRefusal(action, status) === null),
  );
}

/** The statuses among every job matching the search in a tab: the tab's own, or each one the counts hold. */
export function statusesMatching(counts: JobListTabCounts, tabStatus: JobStatus | null): JobStatus[] {
  if (tabStatus !== null) return counts[tabStatus] > 0 ? [tabStatus] : [];
  return (['draft', 'active', 'archived'] as const).filter((status) => counts[status] > 0);
}

export type BulkSummary = {
  /** "Archived 3 jobs." or "No job was archived." */
  headline: string;
  /** One line per job that could not change: `"Title": reason`. */
  refusals: string[];
  /** Whether everything asked for happened. */
  complete: boolean;
};

/** "Archived 12 jobs.": what the action did, counted (the toast that offers its Undo says it). */
export function changedHeadline(action: BulkAction, count: number): string {
  switch (action) {
    case 'publish':
      return plural(count, { one: 'Published # job.', other: 'Published # jobs.' });
    case 'archive':
      return plural(count, { one: 'Archived # job.', other: 'Archived # jobs.' });
    case 'delete':
      return plural(count, { one: 'Deleted # job.', other: 'Deleted # jobs.' });
  }
}

function nothingChanged(action: BulkAction): string {
  switch (action) {
    case 'publish':
      return t`No job was published.`;
    case 'archive':
      return t`No job was archived.`;
    case 'delete':
      return t`No job was deleted.`;
  }
}

function notChanged(action: BulkAction, count: number): string {
  switch (action) {
    case 'publish':
      return plural(count, { one: '# job could not be published:', other: '# jobs could not be published:' });
    case 'archive':
      return plural(count, { one: '# job could not be archived:', other: '# jobs could not be archived:' });
    case 'delete':
      return plural(count, { one: '# job could not be deleted:', other: '# jobs could not be deleted:' });
  }
}

type Refusal = BulkJobResult['refused'][number];

/** Why a job was left as it was: in the recruiter's language where the app knows why, else the core's words. */
function refusalReason(action: BulkAction, refusal: Refusal): string {
  if (refusal.reason === 'not-found') return t`This job no longer exists.`;
  if (refusal.reason === 'unchanged')
    return action === 'publish' ? t`It is already published.` : t`It is already archived.`;
  return refusal.messages.join(' ');
}

/**
 * The core's answer in words. A job to delete that was already gone counts as deleted: what the recruiter
 * asked for is true. `titles` names a gone job by the title its row showed.
 */
export function summarizeBulkResult(result: BulkJobResult, titles: ReadonlyMap<number, string>): BulkSummary {
  const { action } = result;
  const alreadyGone = result.refused.filter(
    (refusal) => action === 'delete' && refusal.reason === 'not-found',
  );
  const refused = result.refused.filter((refusal) => !alreadyGone.includes(refusal));
  const changed = result.changed.length + alreadyGone.length;
  const parts = [changed > 0 ? changedHeadline(action, changed) : nothingChanged(action)];
  if (refused.length > 0) parts.push(notChanged(action, refused.length));
  return {
    headline: parts.join(' '),
    refusals: refused.map((refusal) => {
      const id = refusal.id;
      const title = refusal.title ?? titles.get(id) ?? t`Job ${id}`;
      const reason = refusalReason(action, refusal);
      return t`“${title}”: ${reason}`;
    }),
    complete: refused.length === 0,
  };
}

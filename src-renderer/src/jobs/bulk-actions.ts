// Publishing, archiving or deleting many jobs at once, in words: how many changed, which could not, and why
// (the core decides, with the shared status rules, and answers for every job in one go).
import { bulkStatusRefusal } from '../../../src-shared/rules/bulk-job-action.ts';
import {
  BULK_JOB_ACTIONS,
  type BulkJobAction,
  type BulkJobResult,
  type JobListTabCounts,
} from '../../../src-shared/schemas/job-list-view.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { countOf } from '../core/format.ts';

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

const VERBS: Readonly<Record<BulkAction, { past: string; infinitive: string }>> = {
  publish: { past: 'Published', infinitive: 'published' },
  archive: { past: 'Archived', infinitive: 'archived' },
  delete: { past: 'Deleted', infinitive: 'deleted' },
};

export type BulkSummary = {
  /** "Archived 3 jobs." or "No job was archived." */
  headline: string;
  /** One line per job that could not change: `"Title": reason`. */
  refusals: string[];
  /** Whether everything asked for happened. */
  complete: boolean;
};

function jobs(count: number): string {
  return countOf(count, 'job', 'jobs');
}

/**
 * The core's answer in words. A job to delete that was already gone counts as deleted: what the recruiter
 * asked for is true. `titles` names a gone job by the title its row showed.
 */
export function summarizeBulkResult(result: BulkJobResult, titles: ReadonlyMap<number, string>): BulkSummary {
  const verb = VERBS[result.action];
  const alreadyGone = result.refused.filter(
    (refusal) => result.action === 'delete' && refusal.reason === 'not-found',
  );
  const refused = result.refused.filter((refusal) => !alreadyGone.includes(refusal));
  const changed = result.changed.length + alreadyGone.length;
  const parts = [changed > 0 ? `${verb.past} ${jobs(changed)}.` : `No job was ${verb.infinitive}.`];
  if (refused.length > 0) parts.push(`${jobs(refused.length)} could not be ${verb.infinitive}:`);
  return {
    headline: parts.join(' '),
    refusals: refused.map(
      (refusal) =>
        `“${refusal.title ?? titles.get(refusal.id) ?? `Job ${refusal.id}`}”: ${refusal.messages.join(' ')}`,
    ),
    complete: refused.length === 0,
  };
}

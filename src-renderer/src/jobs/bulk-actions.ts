// Publishing, archiving or deleting many jobs at once: which can change (the shared status rules decide),
// and the summary that says how many changed and which could not, and why.
import { canTransition, transitionMessage } from '../../../src-shared/rules/status-transitions.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

export type BulkAction = 'publish' | 'archive' | 'delete';

export type BulkJob = { id: number; title: string; status: JobStatus };

export type BulkRefusal = { job: BulkJob; reason: string };

export type BulkPlan = { toChange: BulkJob[]; refused: BulkRefusal[] };

const TARGET_STATUS: Readonly<Record<Exclude<BulkAction, 'delete'>, JobStatus>> = {
  publish: 'active',
  archive: 'archived',
};

const VERBS: Readonly<Record<BulkAction, { past: string; infinitive: string }>> = {
  publish: { past: 'Published', infinitive: 'published' },
  archive: { past: 'Archived', infinitive: 'archived' },
  delete: { past: 'Deleted', infinitive: 'deleted' },
};

export function targetStatus(action: BulkAction): JobStatus | null {
  return action === 'delete' ? null : TARGET_STATUS[action];
}

/**
 * Splits the selected jobs into those the action changes and those it cannot, before anything is sent. A job
 * already in the target status is refused ("already active"): nothing would change.
 */
export function planBulkAction(action: BulkAction, jobs: readonly BulkJob[]): BulkPlan {
  const to = targetStatus(action);
  if (to === null) return { toChange: [...jobs], refused: [] };
  const plan: BulkPlan = { toChange: [], refused: [] };
  for (const job of jobs) {
    if (job.status === to) plan.refused.push({ job, reason: `It is already ${to}.` });
    else if (!canTransition(job.status, to))
      plan.refused.push({ job, reason: transitionMessage(job.status, to) });
    else plan.toChange.push(job);
  }
  return plan;
}

export type BulkOutcome = { action: BulkAction; changed: BulkJob[]; refused: BulkRefusal[] };

export type BulkSummary = {
  /** "Archived 3 jobs." or "No job was archived." */
  headline: string;
  /** One line per job that could not change: `"Title": reason`. */
  refusals: string[];
  /** Whether everything asked for happened. */
  complete: boolean;
};

function jobs(count: number): string {
  return `${count} ${count === 1 ? 'job' : 'jobs'}`;
}

export function summarizeBulkOutcome(outcome: BulkOutcome): BulkSummary {
  const verb = VERBS[outcome.action];
  const changed = outcome.changed.length;
  const refused = outcome.refused.length;
  const parts = [changed > 0 ? `${verb.past} ${jobs(changed)}.` : `No job was ${verb.infinitive}.`];
  if (refused > 0) parts.push(`${jobs(refused)} could not be ${verb.infinitive}:`);
  return {
    headline: parts.join(' '),
    refusals: outcome.refused.map(({ job, reason }) => `“${job.title}”: ${reason}`),
    complete: refused === 0,
  };
}

// Which status a job may move to (api-decisions.md, "Status transitions"): once a job has been active or
// archived it never returns to draft; publishing is becoming active from draft or archived.
import type { JobStatus } from '../schemas/resources.ts';

/** For each status, the statuses a job in it may be given, itself included (a no-op is always allowed). */
export const STATUS_TRANSITIONS: Readonly<Record<JobStatus, ReadonlyArray<JobStatus>>> = {
  draft: ['draft', 'active', 'archived'],
  active: ['active', 'archived'],
  archived: ['archived', 'active'],
};

export function canTransition(from: JobStatus, to: JobStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Why `from` → `to` is refused, for a transition `canTransition` refuses. */
export function transitionMessage(from: JobStatus, to: JobStatus): string {
  if (to === 'draft') return `A job that has been ${from} cannot go back to draft.`;
  return `A ${from} job cannot become ${to}.`;
}

/** Publishing refreshes the publish date: the job becomes active from draft or archived. */
export function isPublishing(from: JobStatus, to: JobStatus): boolean {
  return to === 'active' && from !== 'active';
}

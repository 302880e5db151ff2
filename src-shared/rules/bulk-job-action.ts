// What publishing, archiving or deleting many jobs at once does to each one's status, and when a job is
// left as it is: the core applies it in POST /app/v1/jobs/bulk, the UI words its answer.
import type { BulkJobAction } from '../schemas/job-list-view.ts';
import type { JobStatus } from '../schemas/resources.ts';
import { canTransition, transitionMessage } from './status-transitions.ts';

const TARGET_STATUS: Readonly<Record<Exclude<BulkJobAction, 'delete'>, JobStatus>> = {
  publish: 'active',
  archive: 'archived',
};

/** The status the action gives a job; null for delete. */
export function bulkTargetStatus(action: BulkJobAction): JobStatus | null {
  return action === 'delete' ? null : TARGET_STATUS[action];
}

/**
 * Why the action leaves a job in `status` as it is, or null when it changes it. A job already in the
 * target status is left ("already active"): nothing would change, and its version and history stay.
 */
export function bulkStatusRefusal(
  action: BulkJobAction,
  status: JobStatus,
): { reason: 'unchanged' | 'transition'; message: string } | null {
  const to = bulkTargetStatus(action);
  if (to === null) return null;
  if (status === to) return { reason: 'unchanged', message: `It is already ${to}.` };
  if (!canTransition(status, to)) return { reason: 'transition', message: transitionMessage(status, to) };
  return null;
}

// Sends a planned bulk action to the core, a few jobs at a time, and gathers what changed and what was refused.
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { coreErrorMessage } from '../core/core-error-message.ts';
import {
  type BulkAction,
  type BulkJob,
  type BulkOutcome,
  planBulkAction,
  targetStatus,
} from './bulk-actions.ts';

/** Requests in flight at once: the core is local, and a browser keeps about six connections per host. */
const CONCURRENCY = 4;

/**
 * Plans the action with the shared status rules, sends what may change, and reports each job the core refused
 * with the core's own message. Never rejects: a failed request is a refusal.
 */
export async function runBulkAction(
  jobBoard: JobBoardClient,
  action: BulkAction,
  jobs: readonly BulkJob[],
): Promise<BulkOutcome> {
  const plan = planBulkAction(action, jobs);
  const outcome: BulkOutcome = { action, changed: [], refused: [...plan.refused] };
  const to = targetStatus(action);
  const queue = [...plan.toChange];
  const send = async (job: BulkJob) => {
    const result =
      to === null ? await jobBoard.deleteJob(job.id) : await jobBoard.updateJob(job.id, { status: to });
    if (result.ok) outcome.changed.push(job);
    else if (action === 'delete' && result.error.reason === 'not-found') outcome.changed.push(job);
    else outcome.refused.push({ job, reason: coreErrorMessage(result.error) });
  };
  const worker = async () => {
    for (let job = queue.shift(); job !== undefined; job = queue.shift()) await send(job);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  // Reported in the order the recruiter sees the rows, not the order the answers came back.
  const order = new Map(jobs.map((job, index) => [job.id, index]));
  const byRow = (a: { id: number }, b: { id: number }) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0);
  outcome.changed.sort(byRow);
  outcome.refused.sort((a, b) => byRow(a.job, b.job));
  return outcome;
}

// What a recruiter can do with a job whose change failed or waits: retry it, or discard the local
// changes and take the board's version back.
import type { JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { ok, type Result } from '../../src-shared/result.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { discardToBoardCopy } from '../jobs/discard.ts';
import { retryJobRows } from '../jobs/outbox-upkeep.ts';
import { type EngineContext, versionStepsOf, withJob } from './engine-context.ts';
import { classifyFailure } from './failure-policy.ts';
import { openBoardSession } from './remote-calls.ts';
import { errorMessage } from './sync-logger.ts';
import { STATUS_MESSAGES } from './sync-status.ts';
import type { DiscardOutcome } from './sync-types.ts';

/**
 * Makes the job's refused, blocked or deferred rows pending and due now, and shows the job as pending.
 * Set-aside rows stay aside (they would not parse any better). One transaction; false when nothing waits.
 */
export function retryJobChanges(context: EngineContext, jobId: number): boolean {
  const { store, employerId, tracker } = context;
  const retried = retryJobRows(store, employerId, jobId);
  if (retried) tracker.jobsChanged();
  return retried;
}

/**
 * Reads the board's version of the job (by its board id, else by referenceId through `GET /jobs?q=`),
 * then in one transaction drops every outbox row of the job and overwrites the local job with it, or
 * deletes the local job when the board has none. A job deleted here comes back under a new local id.
 * Nothing changes when the board cannot be asked.
 */
export function discardJobChanges(context: EngineContext, jobId: number): Promise<DiscardOutcome> {
  return withJob(context, jobId, async () => {
    const { store, employerId, tracker } = context;
    const session = openBoardSession(context.access);
    if (session === null) return { ok: false, messages: [STATUS_MESSAGES['no-board']] };
    const entry = store.boardJobs.get(jobId);
    const info = store.jobs.getJobSyncInfo(employerId, jobId);
    const remoteId = entry?.remoteId ?? null;
    const referenceIds = [entry?.referenceId, info?.referenceId];
    const found = await findBoardCopy(session.client, remoteId, referenceIds, (call, target, answer) => {
      if (answer.ok) context.logger.info('call', { jobId, call, target, status: 200 });
      else
        context.logger.warn('call failed', {
          jobId,
          call,
          target,
          status: answer.error?.status,
          failure: answer.error?.kind,
          messages: answer.error?.messages.join(' '),
        });
    });
    if (!found.ok) {
      const action = classifyFailure(found.error);
      if (action.action === 'pause') tracker.pause(session.lastKeyUsed());
      return { ok: false, messages: found.error.messages };
    }
    let outcome: DiscardOutcome;
    try {
      outcome = discardToBoardCopy(
        store,
        employerId,
        jobId,
        found.value,
        new Date(context.access.now()).toISOString(),
        versionStepsOf(context),
      );
    } catch (error) {
      // The board's version clashes with the local data (a referenceId or id another job has): keep both.
      context.logger.warn('discard failed', { jobId, error: errorMessage(error) });
      return { ok: false, messages: [errorMessage(error)] };
    }
    if (!outcome.ok) return outcome;
    tracker.jobsChanged();
    return outcome;
  });
}

async function findBoardCopy(
  client: JobBoardClient,
  remoteId: number | null,
  referenceIds: ReadonlyArray<string | null | undefined>,
  log: (call: string, target: string | number, answer: { ok: boolean; error?: JobBoardError }) => void,
): Promise<Result<Job | null, JobBoardError>> {
  if (remoteId !== null) {
    const byId = await client.getJob(remoteId);
    log('GET /jobs/{id}', remoteId, byId);
    if (byId.ok) return byId;
    if (byId.error.reason !== 'not-found') return byId;
  }
  const tried = new Set<string>();
  for (const referenceId of referenceIds) {
    if (referenceId == null || tried.has(referenceId)) continue;
    tried.add(referenceId);
    const listed = await client.listAllJobs({ q: referenceId });
    log('GET /jobs?q=', referenceId, listed);
    if (!listed.ok) return listed;
    const header = listed.value.find((job) => job.referenceId === referenceId);
    if (header === undefined) continue;
    const byReference = await client.getJob(header.id);
    log('GET /jobs/{id}', header.id, byReference);
    if (byReference.ok || byReference.error.reason !== 'not-found') return byReference;
  }
  return ok(null);
}

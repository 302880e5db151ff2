// The board as the engine reaches it: a client per exchange that reads the configured key at request
// time and remembers which key it sent, and the one request of each planned step.
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { SendablePlan } from '../jobs/outbox-plan.ts';
import { findReferenceHolder } from './reference-holder.ts';
import type { RemoteConfig } from './sync-types.ts';

export type RemoteAccess = {
  getRemote: () => RemoteConfig | null;
  fetch: typeof fetch;
  now: () => number;
  requestTimeoutMs: number;
  /** Told the board's clock (the `Date` of each of its answers). */
  onBoardDate?: (boardDateMs: number) => void;
};

export type BoardSession = {
  client: JobBoardClient;
  /** The address every request of this session goes to. */
  baseUrl: string;
  /** The API key the last request of this session sent (to know which key the board rejected). */
  lastKeyUsed(): string | null;
};

/**
 * A client for the configured board, or null when no board (or no key for it) is configured. The key is
 * read again at each request, from the same read as the address, and sent only while the address is
 * still this session's: a key saved for another address never goes to this one. Holds no state but the
 * key used.
 */
export function openBoardSession(access: RemoteAccess): BoardSession | null {
  const remote = access.getRemote();
  if (remote === null || remote.apiKey === null) return null;
  const { baseUrl } = remote;
  let keyUsed: string | null = remote.apiKey;
  const client = createJobBoardClient({
    baseUrl,
    getApiKey: () => {
      const now = access.getRemote();
      keyUsed = now !== null && now.baseUrl === baseUrl ? now.apiKey : null;
      return keyUsed;
    },
    fetch: access.fetch,
    timeoutMs: access.requestTimeoutMs,
    now: access.now,
    onDate: access.onBoardDate,
  });
  return { client, baseUrl, lastKeyUsed: () => keyUsed };
}

/** A successful answer: the board's job (none for a delete) and the HTTP status it came with. */
export type CallAnswer = { job: Job | null; status: number };

/**
 * Sends the one request of a planned step. Every step can be repeated after a lost answer: a read, PUT by
 * id with the properties changed here and DELETE are idempotent, and a repeated POST of a create is refused
 * by the board (its referenceId is in use), which the engine then tells apart (reference-holder.ts). A 404 to a delete means the job
 * is already gone, which is what was asked: it reads as success. The statuses of a success are the
 * interface's own (200 for an update, 201 for a create, 204 for a delete).
 */
export async function sendPlannedCall(
  client: JobBoardClient,
  plan: SendablePlan,
): Promise<Result<CallAnswer, JobBoardError>> {
  switch (plan.kind) {
    case 'create': {
      const result = await client.createJob(plan.body);
      return result.ok ? ok({ job: result.value.job, status: 201 }) : result;
    }
    case 'read': {
      const result = await client.getJob(plan.remoteId);
      return result.ok ? ok({ job: result.value, status: 200 }) : result;
    }
    case 'read-before-delete': {
      // A 404 here means the job is gone already: the delete is done.
      const result = await client.getJob(plan.remoteId);
      if (result.ok) return ok({ job: result.value, status: 200 });
      return result.error.reason === 'not-found'
        ? ok({ job: null, status: result.error.status ?? 404 })
        : result;
    }
    case 'find-before-delete': {
      // The job found under the referenceId, whether or not it is what was sent (deleteAfterFind tells);
      // none: nothing of this job is there.
      const { holder } = await findReferenceHolder(client, { body: plan.record, firstSend: false });
      if (!holder.ok) return err(holder.error);
      const found = holder.value;
      const job =
        found.kind === 'this-job' || (found.kind === 'another' && !found.certain) ? found.job : null;
      return ok({ job, status: 200 });
    }
    case 'update-by-id': {
      const result = await client.updateJob(plan.remoteId, plan.body);
      return result.ok ? ok({ job: result.value, status: 200 }) : result;
    }
    case 'delete-by-reference':
      return deleted(await client.deleteJobByReferenceId(plan.referenceId));
    case 'delete-by-id':
      return deleted(await client.deleteJob(plan.remoteId));
  }
}

function deleted(result: Result<void, JobBoardError>): Result<CallAnswer, JobBoardError> {
  if (result.ok) return ok({ job: null, status: 204 });
  if (result.error.reason === 'not-found') return ok({ job: null, status: result.error.status ?? 404 });
  return err(result.error);
}

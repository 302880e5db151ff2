// The board as the engine reaches it: a client per exchange that reads the configured key at request
// time and remembers which key it sent, and the one request of each planned step.
import {
  createJobBoardClient,
  type JobBoardClient,
  type JobBoardError,
} from '../../src-shared/client/index.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { RemoteConfig } from './sync-types.ts';
import type { SendablePlan } from './write-back.ts';

export type RemoteAccess = {
  getRemote: () => RemoteConfig | null;
  fetch: typeof fetch;
  now: () => number;
  requestTimeoutMs: number;
};

export type BoardSession = {
  client: JobBoardClient;
  /** The API key the last request of this session sent (to know which key the board rejected). */
  lastKeyUsed(): string | null;
};

/** A client for the configured board, or null when none is configured. Holds no state but the key used. */
export function openBoardSession(access: RemoteAccess): BoardSession | null {
  const remote = access.getRemote();
  if (remote === null) return null;
  let keyUsed: string | null = remote.apiKey;
  const client = createJobBoardClient({
    baseUrl: remote.baseUrl,
    getApiKey: () => {
      keyUsed = access.getRemote()?.apiKey ?? null;
      return keyUsed;
    },
    fetch: access.fetch,
    timeoutMs: access.requestTimeoutMs,
    now: access.now,
  });
  return { client, lastKeyUsed: () => keyUsed };
}

/**
 * Sends the one request of a planned step. Every step is idempotent (PUT by referenceId or id with the
 * whole job, DELETE), so the engine may repeat it after a lost answer. A 404 to a delete means the job
 * is already gone, which is what was asked: it reads as success.
 */
export async function sendPlannedCall(
  client: JobBoardClient,
  plan: SendablePlan,
): Promise<Result<Job | null, JobBoardError>> {
  switch (plan.kind) {
    case 'upsert':
    case 'locate': {
      const result = await client.upsertJob(plan.body);
      return result.ok ? ok(result.value.job) : result;
    }
    case 'update-by-id':
      return client.updateJob(plan.remoteId, plan.body);
    case 'delete-by-reference':
      return deleted(await client.deleteJobByReferenceId(plan.referenceId));
    case 'delete-by-id':
      return deleted(await client.deleteJob(plan.remoteId));
  }
}

function deleted(result: Result<void, JobBoardError>): Result<null, JobBoardError> {
  if (result.ok || result.error.reason === 'not-found') return ok(null);
  return err(result.error);
}

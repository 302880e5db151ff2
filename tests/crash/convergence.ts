// The end of a crash run: JobDesk's sync brought to rest against a healthy board, and the two sides
// compared job by job, by referenceId.
import { setTimeout as sleep } from 'node:timers/promises';
import { JobSyncStatusSchema, type SyncStatus, SyncStatusSchema } from '../../src-shared/schemas/app.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { send } from '../helpers/raw-request.ts';
import { describeDifference, fieldsOf } from './job-snapshot.ts';

const POLL_MS = 250;

/** GET /app/v1/sync, parsed; null when the core does not answer (it is being killed). */
export async function readSyncStatus(app: ApiTarget): Promise<SyncStatus | null> {
  try {
    return SyncStatusSchema.parse((await send(app, { method: 'GET', path: '/sync' })).json);
  } catch {
    return null;
  }
}

/**
 * POST /app/v1/sync (sync now), then GET /app/v1/sync until nothing waits or failed, the state is idle
 * and a sync ended after the POST, twice in a row (a pass starting between two reads shows as syncing).
 * Throws after `timeoutMs` with the last status.
 */
export async function syncUntilIdle(
  app: ApiTarget,
  timeoutMs: number,
): Promise<{ ms: number; status: SyncStatus }> {
  const startedAt = Date.now();
  const kicked = await send(app, { method: 'POST', path: '/sync' });
  if (kicked.status !== 202) throw new Error(`Sync now was refused: ${kicked.summary}`);
  let settledPolls = 0;
  let status: SyncStatus | null = null;
  while (Date.now() - startedAt < timeoutMs) {
    status = await readSyncStatus(app);
    const synced =
      status !== null &&
      status.state === 'idle' &&
      status.pending === 0 &&
      status.failed === 0 &&
      status.lastSyncAt !== null &&
      Date.parse(status.lastSyncAt) >= startedAt;
    settledPolls = synced ? settledPolls + 1 : 0;
    if (status !== null && settledPolls >= 2) return { ms: Date.now() - startedAt, status };
    await sleep(POLL_MS);
  }
  throw new Error(
    `JobDesk's sync did not come to rest within ${timeoutMs} ms; last GET /app/v1/sync: ${JSON.stringify(status)}`,
  );
}

/** Every job JobDesk has shows as synced, with no change left (GET /app/v1/jobs/{id}/sync). */
export async function checkJobsSynced(app: ApiTarget, jobs: readonly Job[]): Promise<string[]> {
  const problems: string[] = [];
  for (const job of jobs) {
    const answer = await send(app, { method: 'GET', path: `/jobs/${job.id}/sync` });
    const parsed = JobSyncStatusSchema.safeParse(answer.json);
    if (answer.status !== 200 || !parsed.success)
      problems.push(`sync state of job ${job.id}: ${answer.summary}`);
    else if (parsed.data.state !== 'synced' || parsed.data.pendingChanges !== 0)
      problems.push(`job ${job.id} (${job.referenceId}) is not synced: ${answer.text}`);
  }
  return problems;
}

/**
 * JobDesk's jobs against the board's, by referenceId: the same set, each exactly once on the board (a
 * board job with another or no referenceId is a duplicate made by a replay), with the same fields.
 */
export function compareWithBoard(local: readonly Job[], board: readonly Job[]): string[] {
  const problems: string[] = [];
  const boardByReference = new Map<string, Job>();
  for (const job of board) {
    if (job.referenceId === null) {
      problems.push(`board job ${job.id} ("${job.title}") has no referenceId`);
      continue;
    }
    if (boardByReference.has(job.referenceId))
      problems.push(`referenceId ${job.referenceId} is on the board more than once`);
    boardByReference.set(job.referenceId, job);
  }
  const localReferences = new Set<string>();
  for (const job of local) {
    if (job.referenceId === null) {
      problems.push(`local job ${job.id} ("${job.title}") has no referenceId`);
      continue;
    }
    if (localReferences.has(job.referenceId))
      problems.push(`referenceId ${job.referenceId} is in JobDesk more than once`);
    localReferences.add(job.referenceId);
    const remote = boardByReference.get(job.referenceId);
    if (remote === undefined) {
      problems.push(`local job ${job.id} (${job.referenceId}) is not on the board`);
      continue;
    }
    const difference = describeDifference(fieldsOf(job), fieldsOf(remote));
    if (difference !== '')
      problems.push(`job ${job.referenceId} differs (local ${job.id}, board ${remote.id}): ${difference}`);
  }
  for (const [reference, job] of boardByReference) {
    if (!localReferences.has(reference))
      problems.push(`board job ${job.id} (${reference}, "${job.title}") is not in JobDesk`);
  }
  return problems;
}

// Pure planning: a job's waiting outbox rows, the job as stored now and what is known of its copy on the
// board, to the one request that brings the board up to date (api-decisions.md, "Sync uses only
// documented operations").
import type { JobRequestBody, JobUpsertBody } from '../../src-shared/client/index.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { BoardJob } from '../store/board-jobs-repository.ts';
import type { OutboxRow } from '../store/outbox-repository.ts';
import type { JobSyncInfo } from '../store/stored-job.ts';

export type PlanRow = Pick<OutboxRow, 'seq' | 'operation' | 'attempts'>;

/**
 * One step of a job's sync. Every call is idempotent: repeating it after a lost answer leaves the board
 * as one call would. `seqs` are the rows the step covers (claimed before sending, completed only when
 * the board acknowledged it); `version` is the job's version the body was read from.
 *
 * - `nothing`: no row waits.
 * - `drop`: the job was created and deleted before any request for it was sent: complete the rows, no call.
 * - `refuse`: the rows cannot be sent as they are; they get `rowState` and `message`.
 * - `upsert`: `PUT /jobs` with the whole job, found on the board by its referenceId.
 * - `locate`: `PUT /jobs` under the referenceId the board knows the job by, without `status`, only to learn
 *   its board id (a rename or a publish from archived needs it); the rows stay and are planned again.
 * - `update-by-id`: `PUT /jobs/{remoteId}` with the whole job (publishing an archived job, a job known
 *   only by id, a change of referenceId).
 * - `delete-by-reference` / `delete-by-id`: `DELETE /jobs` with `{referenceId}` / `DELETE /jobs/{id}`.
 */
export type PlannedCall =
  | { kind: 'nothing' }
  | { kind: 'drop'; seqs: number[] }
  | { kind: 'refuse'; seqs: number[]; rowState: 'failed' | 'set-aside'; message: string }
  | { kind: 'upsert'; seqs: number[]; version: number; body: JobUpsertBody }
  | { kind: 'locate'; seqs: number[]; version: number; body: JobUpsertBody }
  | { kind: 'update-by-id'; seqs: number[]; version: number; remoteId: number; body: JobRequestBody }
  | { kind: 'delete-by-reference'; seqs: number[]; referenceId: string }
  | { kind: 'delete-by-id'; seqs: number[]; remoteId: number };

export const PLAN_MESSAGES = {
  noReferenceId:
    'This job has no referenceId, so JobDesk cannot send it to the job board safely. Give it a referenceId.',
  cannotName: 'JobDesk cannot name this job on the job board: it has neither a referenceId nor a board id.',
  goneWithoutDelete: 'Set aside: the job no longer exists here and no delete of it was recorded.',
} as const;

/**
 * Plans the next call for one job. `rows` are its rows waiting to be sent, oldest first (pending, failed
 * or needing attention; already validated); `job` and `syncInfo` are undefined once the job is deleted;
 * `remote` is its board_jobs row (undefined when no request that could create the job was ever sent).
 *
 * Successive changes collapse: the job's latest stored state is sent once, whatever the rows held, and
 * a delete supersedes every change before it.
 */
export function planJobSync(
  rows: readonly PlanRow[],
  job: Job | undefined,
  syncInfo: JobSyncInfo | undefined,
  remote: BoardJob | undefined,
): PlannedCall {
  if (rows.length === 0) return { kind: 'nothing' };
  const seqs = rows.map((row) => row.seq);
  if (job === undefined) return planDelete(rows, seqs, remote);

  const version = syncInfo?.version ?? 1;
  const current = job.referenceId;
  const input = jobToInput(job);
  const body: JobRequestBody = { ...input, referenceId: current ?? '' };

  if (remote === undefined) {
    if (current !== null) return { kind: 'upsert', seqs, version, body: { ...body, referenceId: current } };
    return { kind: 'refuse', seqs, rowState: 'failed', message: PLAN_MESSAGES.noReferenceId };
  }

  const publishing = remote.status === 'archived' && job.status === 'active';
  const sameReference = remote.referenceId !== null && remote.referenceId === current;
  if (sameReference && !publishing && current !== null) {
    return { kind: 'upsert', seqs, version, body: { ...body, referenceId: current } };
  }
  if (remote.remoteId !== null)
    return { kind: 'update-by-id', seqs, version, remoteId: remote.remoteId, body };
  if (remote.referenceId !== null) {
    const { status: _status, ...withoutStatus } = body;
    return { kind: 'locate', seqs, version, body: { ...withoutStatus, referenceId: remote.referenceId } };
  }
  return { kind: 'refuse', seqs, rowState: 'failed', message: PLAN_MESSAGES.cannotName };
}

function planDelete(rows: readonly PlanRow[], seqs: number[], remote: BoardJob | undefined): PlannedCall {
  if (!rows.some((row) => row.operation === 'delete')) {
    return { kind: 'refuse', seqs, rowState: 'set-aside', message: PLAN_MESSAGES.goneWithoutDelete };
  }
  // A board row is written before the first request that could create the job: without one, the board
  // never heard of it.
  if (remote === undefined) return { kind: 'drop', seqs };
  // The board's id is certain whatever name it knows the job by (a rename may be unconfirmed).
  if (remote.remoteId !== null) return { kind: 'delete-by-id', seqs, remoteId: remote.remoteId };
  // Sent but never answered: the board can only know it by the referenceId it was sent with.
  if (remote.referenceId !== null)
    return { kind: 'delete-by-reference', seqs, referenceId: remote.referenceId };
  return { kind: 'refuse', seqs, rowState: 'set-aside', message: PLAN_MESSAGES.cannotName };
}

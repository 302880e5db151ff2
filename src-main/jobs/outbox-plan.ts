// Pure planning: a job's waiting outbox rows, the job as stored now and what is known of its copy on the
// board, to the next request that brings the board up to date (api-decisions.md, "Sync uses only
// documented operations"); and, once the board's version is read, the partial update a merge calls for.
import type { JobRequestBody } from '../../src-shared/client/job-request-body.ts';
import { incompleteDraftMessage, missingDraftDetails } from '../../src-shared/rules/draft-details.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import {
  changesToSend,
  type JobMerge,
  mergeJobThreeWay,
  samePropertyValue,
} from '../../src-shared/rules/three-way-merge.ts';
import { MERGED_PROPERTIES, type MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { BoardJob } from '../store/board-jobs-repository.ts';
import type { OutboxRow } from '../store/outbox-repository.ts';
import { MISSING_ON_REMOTE_MESSAGE } from '../store/stored-job.ts';

export type PlanRow = Pick<OutboxRow, 'seq' | 'operation' | 'attempts'>;

/**
 * One step of a job's sync. Every call is idempotent: repeating it after a lost answer leaves the board
 * as one call would. `seqs` are the rows the step covers (claimed before sending, completed only when
 * the board acknowledged it); `version` is the job's version the step was planned from.
 *
 * - `nothing`: no row waits.
 * - `drop`: the job was created and deleted before any request for it was sent: complete the rows, no call.
 * - `refuse`: the rows cannot be sent as they are; they get `rowState` and `message`.
 * - `create`: `POST /jobs` with the whole job and its referenceId: a create the board has not acknowledged.
 *   A POST never updates a job that is there: the board refuses a referenceId in use, and the engine then
 *   looks the holder up (reference-holder.ts). `firstSend`: no request that could have created the job was
 *   sent before, so a holder is somebody else's job. Otherwise `record` is what JobDesk recorded of its
 *   earlier send, the body it sends again unchanged: a holder equal to it is this job, its answer lost.
 *   `completes` is false when the job changed here since that send: the rest follows as an update by id.
 * - `read`: `GET /jobs/{remoteId}` before an update; the merge against the base decides what follows.
 * - `update-by-id`: `PUT /jobs/{remoteId}` with only the properties changed here (`properties`), a merged
 *   one (changed on both sides in parts that combine) with its combined value, whole.
 * - `find-before-delete`: a job whose create was sent and never answered, deleted since: the job under its
 *   referenceId is looked up and deleted by id only if it is what was sent (`record`), never another's.
 * - `delete-by-reference` / `delete-by-id`: `DELETE /jobs` with `{referenceId}` / `DELETE /jobs/{id}`.
 */
/** A create's body: the whole job under the referenceId it is sent with. */
export type CreateBody = JobInput & { referenceId: string };

export type PlannedCall =
  | { kind: 'nothing' }
  | { kind: 'drop'; seqs: number[] }
  | { kind: 'refuse'; seqs: number[]; rowState: 'failed' | 'set-aside'; message: string }
  | {
      kind: 'create';
      seqs: number[];
      version: number;
      body: CreateBody;
      completes: boolean;
      firstSend: boolean;
    }
  | { kind: 'read'; seqs: number[]; version: number; remoteId: number }
  | {
      kind: 'update-by-id';
      seqs: number[];
      version: number;
      remoteId: number;
      properties: MergedProperty[];
      body: JobRequestBody;
    }
  | { kind: 'read-before-delete'; seqs: number[]; remoteId: number }
  | { kind: 'find-before-delete'; seqs: number[]; record: CreateBody }
  | { kind: 'delete-by-reference'; seqs: number[]; referenceId: string }
  | { kind: 'delete-by-id'; seqs: number[]; remoteId: number };

/** A step that sends a request to the board (the others complete or refuse rows without one). */
export type SendablePlan = Extract<
  PlannedCall,
  {
    kind:
      | 'create'
      | 'read'
      | 'update-by-id'
      | 'read-before-delete'
      | 'find-before-delete'
      | 'delete-by-reference'
      | 'delete-by-id';
  }
>;

export const PLAN_MESSAGES = {
  noReferenceId:
    'This job has no referenceId, so JobDesk cannot send it to the job board safely. Give it a referenceId.',
  cannotName: 'JobDesk cannot name this job on the job board: it has neither a referenceId nor a board id.',
  goneWithoutDelete: 'Set aside: the job no longer exists here and no delete of it was recorded.',
  missingOnRemote: MISSING_ON_REMOTE_MESSAGE,
  conflict: 'This job was changed both here and on the job board. Choose which to keep.',
} as const;

/**
 * Plans the next call for one job. `rows` are its rows waiting to be sent, oldest first (pending, failed
 * or needing attention; already validated); `job` is undefined once the job is deleted; `version` is its
 * version (the store's count of its changes, which the acknowledgment records);
 * `remote` is its board_jobs row (undefined when no request that could create the job was ever sent).
 *
 * Successive changes collapse: the job's latest stored state is planned from, whatever the rows held, and
 * a delete supersedes every change before it. An update never recreates a job: a job the board no longer
 * has waits for the recruiter.
 */
export function planJobSync(
  rows: readonly PlanRow[],
  job: Job | undefined,
  version: number,
  remote: BoardJob | undefined,
): PlannedCall {
  if (rows.length === 0) return { kind: 'nothing' };
  const seqs = rows.map((row) => row.seq);
  if (job === undefined) return planDelete(rows, seqs, remote);
  // A half-done draft is never sent: the board would refuse it. Its changes wait for the recruiter's next
  // edit, which plans them again from the job as it then is.
  const missing = missingDraftDetails(jobToInput(job));
  if (missing.length > 0)
    return { kind: 'refuse', seqs, rowState: 'failed', message: incompleteDraftMessage(missing) };

  const current = job.referenceId;

  if (remote === undefined) {
    if (current === null)
      return { kind: 'refuse', seqs, rowState: 'failed', message: PLAN_MESSAGES.noReferenceId };
    return {
      kind: 'create',
      seqs,
      version,
      body: { ...jobToInput(job), referenceId: current },
      completes: true,
      firstSend: true,
    };
  }
  if (remote.missing)
    return { kind: 'refuse', seqs, rowState: 'failed', message: PLAN_MESSAGES.missingOnRemote };
  if (remote.remoteId !== null) return { kind: 'read', seqs, version, remoteId: remote.remoteId };
  // Sent, never answered: the board can only know the job by the referenceId its create was sent with.
  if (remote.referenceId !== null) {
    // The body recorded at that send goes again unchanged, so that a job found under its referenceId can be
    // told to be this one. A row from before such records (or rebuilt after a power cut) has none: the job
    // as it is now stands in for it.
    const now: CreateBody = { ...jobToInput(job), referenceId: remote.referenceId };
    // An archive may be on its way: without a record, the job is sent as the board may have it, and
    // published by id after (a create is compared with the board's job, status included).
    const legacy: CreateBody =
      remote.status === 'archived' && job.status === 'active' ? { ...now, status: 'archived' } : now;
    const body = createRecordOf(remote.sent, remote.referenceId) ?? legacy;
    const completes = remote.referenceId === current && sameJobInput(body, { ...now, referenceId: current });
    return { kind: 'create', seqs, version, body, completes, firstSend: false };
  }
  return { kind: 'refuse', seqs, rowState: 'failed', message: PLAN_MESSAGES.cannotName };
}

/** The recorded body of a create (a whole job with its referenceId), or null when the row holds none. */
function createRecordOf(sent: Partial<JobInput> | null, referenceId: string): CreateBody | null {
  // Only a create's claim writes `sent` while the board has given no id, and it writes the whole job.
  if (sent === null || !MERGED_PROPERTIES.every((property) => property in sent)) return null;
  return { ...(sent as JobInput), referenceId };
}

/** Whether two whole jobs hold the same values, property by property (canonicalPropertyValue). */
export function sameJobInput(a: Partial<JobInput>, b: Partial<JobInput>): boolean {
  return MERGED_PROPERTIES.every(
    (property) =>
      (a[property] === undefined && b[property] === undefined) ||
      (a[property] !== undefined &&
        b[property] !== undefined &&
        samePropertyValue(property, a[property] as never, b[property] as never)),
  );
}

/**
 * The base to merge against: the base, except where the board holds what JobDesk sent in an update whose
 * answer never came: that value is JobDesk's own change that arrived, not a change made on the board.
 */
export function baseWithSent(
  base: JobInput | null,
  sent: Partial<JobInput> | null,
  theirs: JobInput,
): JobInput | null {
  if (base === null || sent === null) return base;
  const result: JobInput = { ...base };
  for (const property of MERGED_PROPERTIES) {
    const value = sent[property];
    if (value !== undefined && samePropertyValue(property, value, theirs[property]))
      Object.assign(result, { [property]: theirs[property] });
  }
  return result;
}

/** The properties merged as sets of items (three-way-merge.ts). */
const SET_PROPERTIES = ['locations', 'categories'] as const;

/**
 * The base to merge the board's version against (baseWithSent), with what cannot be known left out: a list
 * sent in an update whose answer never came, that the board now holds neither as sent nor as before. The
 * update may have landed and been changed on the board since (a colleague taking out an item it added), or
 * never landed while the board's list changed: merged as sets against the old base, the first would put
 * the colleague's removals back unseen. Left unknown, a difference is for the recruiter to decide.
 */
function mergeBase(
  base: JobInput | null,
  sent: Partial<JobInput> | null,
  theirs: JobInput,
): Partial<JobInput> | null {
  const known: Partial<JobInput> | null = baseWithSent(base, sent, theirs);
  if (known === null || base === null || sent === null) return known;
  for (const property of SET_PROPERTIES) {
    const value = sent[property];
    if (value === undefined) continue;
    const landedOrNot =
      samePropertyValue(property, value, theirs[property]) ||
      samePropertyValue(property, base[property], theirs[property]);
    if (!landedOrNot) delete known[property];
  }
  return known;
}

/** What a read of the board's version calls for: the merge, and the update to send (null: none). */
export type MergedUpdate = {
  merge: JobMerge;
  theirs: JobInput;
  update: Extract<PlannedCall, { kind: 'update-by-id' }> | null;
};

/**
 * Merges the job as stored here (`mine`) with the board's version just read against the base, and plans
 * the partial update of the properties changed only here and of those merged (their combined value,
 * whole). With a conflict nothing is sent. `held` are the
 * properties of a conflict recorded before: each stays a conflict, whatever the base says, until the
 * recruiter decides or both sides hold the same value. `sent`: an update sent and never answered (mergeBase).
 */
export function planMergedUpdate(
  read: Extract<PlannedCall, { kind: 'read' }>,
  base: JobInput | null,
  mine: Job,
  board: Job,
  held: readonly MergedProperty[] = [],
  sent: Partial<JobInput> | null = null,
): MergedUpdate {
  const theirs = jobToInput(board);
  const mineInput = jobToInput(mine);
  const merge = mergeJobThreeWay(mergeBase(base, sent, theirs), mineInput, theirs);
  for (const property of held) {
    if (
      merge.conflicts.includes(property) ||
      samePropertyValue(property, mineInput[property], theirs[property])
    )
      continue;
    merge.properties[property] = 'conflict';
    merge.conflicts.push(property);
    merge.mine = merge.mine.filter((other) => other !== property);
    merge.theirs = merge.theirs.filter((other) => other !== property);
    merge.merged = merge.merged.filter((other) => other !== property);
    delete merge.values[property];
  }
  const properties = MERGED_PROPERTIES.filter(
    (property) => merge.mine.includes(property) || merge.merged.includes(property),
  );
  if (merge.conflicts.length > 0 || properties.length === 0) return { merge, theirs, update: null };
  const body: JobRequestBody = changesToSend(mineInput, merge);
  // The board reads "" as "no referenceId"; null may not be sent on every board.
  if ('referenceId' in body) body.referenceId = mineInput.referenceId ?? '';
  return {
    merge,
    theirs,
    update: {
      kind: 'update-by-id',
      seqs: read.seqs,
      version: read.version,
      remoteId: read.remoteId,
      properties,
      body,
    },
  };
}

function planDelete(rows: readonly PlanRow[], seqs: number[], remote: BoardJob | undefined): PlannedCall {
  if (!rows.some((row) => row.operation === 'delete')) {
    return { kind: 'refuse', seqs, rowState: 'set-aside', message: PLAN_MESSAGES.goneWithoutDelete };
  }
  // A board row is written before the first request that could create the job: without one, the board
  // never heard of it.
  if (remote === undefined) return { kind: 'drop', seqs };
  // By referenceId, or by id when the board knows the job by none (api-decisions.md). A job the board has
  // an id for is read first: its referenceId there may have changed since (on the website, on another
  // laptop, by a rename whose answer was lost), and the name JobDesk last saw may now name another job.
  if (remote.remoteId !== null) return { kind: 'read-before-delete', seqs, remoteId: remote.remoteId };
  // Sent but never answered: the board can only know it by the referenceId it was sent with, which another
  // job may hold there (the create refused as in use, or never arrived). With a record of what was sent,
  // only that is deleted; a row without one (older data, a power cut) deletes by the referenceId as before.
  if (remote.referenceId !== null) {
    const record = createRecordOf(remote.sent, remote.referenceId);
    if (record !== null) return { kind: 'find-before-delete', seqs, record };
    return { kind: 'delete-by-reference', seqs, referenceId: remote.referenceId };
  }
  return { kind: 'refuse', seqs, rowState: 'set-aside', message: PLAN_MESSAGES.cannotName };
}

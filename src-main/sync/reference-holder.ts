// A create the board refused: whether its referenceId is in use there, by which job, and whether that job
// is this one (an earlier send of it whose answer was lost) or somebody else's, which is never taken over.
import type { JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { normalizeReferenceId } from '../../src-shared/rules/reference-id.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { CreateBody } from '../jobs/outbox-plan.ts';
import { isWhatWasSent } from '../jobs/sent-record.ts';
import { classifyFailure } from './failure-policy.ts';

/**
 * - `none`: no board job has the referenceId: the refusal was about something else.
 * - `this-job`: the holder is what this job's earlier send made (its answer was lost): JobDesk takes it.
 * - `another`: somebody else's job, or one JobDesk cannot tell apart from this job (`certain` false, with
 *   the job as read): it is never taken over.
 */
export type ReferenceHolder =
  | { kind: 'none' }
  | { kind: 'this-job'; job: Job }
  | { kind: 'another'; title: string; certain: true }
  | { kind: 'another'; title: string; certain: false; job: Job };

/**
 * Whether the board answered the create with a refusal that made nothing there (a 4xx it will repeat: the
 * content, the key's credit), as against a failure after which the job may or may not exist.
 */
export function isDefiniteRefusal(error: JobBoardError): boolean {
  if (error.kind !== 'http' || error.retryable) return false;
  const action = classifyFailure(error, { call: 'create' }).action;
  return action === 'refuse' || action === 'needs-attention';
}

/** HTTP statuses that say nothing about the request's content: never a referenceId in use. */
const UNRELATED_STATUSES = new Set([405, 408, 413, 415, 425]);

/**
 * Whether a refusal of a create may mean its referenceId is in use. The board's status for that is not
 * documented (409 here, 400 or 422 elsewhere), so any refusal of the request's content is looked into.
 */
export function mayMeanReferenceInUse(error: JobBoardError): boolean {
  if (error.kind !== 'http' || error.status === null || error.status < 400 || error.status >= 500)
    return false;
  if (UNRELATED_STATUSES.has(error.status)) return false;
  // A board that names the fields it refused, none of them the referenceId, has said what is wrong.
  if (error.fields.length > 0 && !error.fields.some((field) => field.path.startsWith('referenceId')))
    return false;
  return error.reason === 'conflict' || error.reason === 'validation' || error.reason === 'other';
}

/**
 * Looks up the job holding `body.referenceId` on the board: `GET /jobs?q=` (which matches referenceIds),
 * then the exact referenceId among those listed. On a first send the holder is somebody else's whatever it
 * holds; otherwise it is read whole and compared with what was sent. Returns the calls made, for the
 * engine's count, and any failure of them as a JobBoardError.
 */
export async function findReferenceHolder(
  client: JobBoardClient,
  plan: { body: CreateBody; firstSend: boolean },
): Promise<{ holder: Result<ReferenceHolder, JobBoardError>; requests: number }> {
  const referenceId = plan.body.referenceId;
  const listed = await client.listAllJobs({ q: referenceId });
  if (!listed.ok) return { holder: err(listed.error), requests: 1 };
  const header = listed.value.find((job) => normalizeReferenceId(job.referenceId) === referenceId);
  if (header === undefined) return { holder: ok({ kind: 'none' }), requests: 1 };
  if (plan.firstSend)
    return { holder: ok({ kind: 'another', title: header.title, certain: true }), requests: 1 };
  const read = await client.getJob(header.id);
  if (!read.ok) return { holder: err(read.error), requests: 2 };
  const holder: ReferenceHolder = isWhatWasSent(read.value, plan.body)
    ? { kind: 'this-job', job: read.value }
    : { kind: 'another', title: read.value.title, certain: false, job: read.value };
  return { holder: ok(holder), requests: 2 };
}

/** What the recruiter reads in Needs attention and under Reference ID when the referenceId is taken. */
export function referenceTakenMessage(
  referenceId: string,
  holder: { title: string; certain: boolean },
): string {
  const used = `The Reference ID “${referenceId}” is already used on this job board by “${holder.title}”.`;
  if (holder.certain) return `${used} Give this job another Reference ID.`;
  return `${used} It differs from what JobDesk sent, so it may be another recruiter’s job: JobDesk does not take it over. Give this job another Reference ID.`;
}

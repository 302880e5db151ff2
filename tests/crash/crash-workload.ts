// The workload the core is killed in the middle of: lanes sending local changes side by side (creates with
// and without a referenceId, partial updates of title and description, allowed status changes, deletes),
// at most one request per job at a time, each answer recorded in the crash model.
import type { RandomSource } from '../../src-main/host/seeded-random.ts';
import { type Job, JobSchema } from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { type RawAnswer, type RawRequest, send } from '../helpers/raw-request.ts';
import type { CrashModel, KnownJob, MaybeChange } from './crash-model.ts';
import { describeDifference, fieldsOf, type JobFields, sameFields } from './job-snapshot.ts';

const PLACES = ['Halifax, NS', 'Moncton, NB', 'Toronto, ON', 'Fredericton, NB', 'Regina, SK', 'Victoria, BC'];
const NEXT_STATUSES: Record<Job['status'], Job['status'][]> = {
  draft: ['active', 'archived'],
  active: ['archived'],
  archived: ['active'],
};
/** Above this many jobs a lane deletes instead of creating, so each restart's check stays quick. */
const MAX_LIVE_JOBS = 70;

export type ChangeKind = 'create' | 'update' | 'status' | 'delete';

export type RoundTally = {
  acknowledged: Record<ChangeKind, number>;
  /** Changes sent whose answer never came. */
  maybe: number;
  /** Valid changes the core answered with something else than a 2xx: each one is a bug. */
  refused: string[];
};

export type Workload = {
  target: ApiTarget;
  model: CrashModel;
  random: RandomSource;
  /** Makes titles and referenceIds unique across runs on the same data: `s<seed>`. */
  tag: string;
  /** Shared by the lanes of all rounds: numbers every change. */
  counter: { next: number };
  /** Jobs with a request under way. */
  busy: Set<number>;
  tally: RoundTally;
  shouldStop: () => boolean;
};

export function emptyTally(): RoundTally {
  return { acknowledged: { create: 0, update: 0, status: 0, delete: 0 }, maybe: 0, refused: [] };
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function pickDistinct<T>(random: RandomSource, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0)
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  return chosen;
}

/** One lane: changes one after another, with short pauses, until `shouldStop()`. */
export async function runLane(work: Workload): Promise<void> {
  const { random } = work;
  while (!work.shouldStop()) {
    const free = [...work.model.live.values()].filter((job) => !work.busy.has(job.id) && job.maybe === null);
    const roll = random();
    const job = free.length > 0 ? pick(random, free) : undefined;
    if (job === undefined || (roll < 0.3 && work.model.live.size < MAX_LIVE_JOBS)) await create(work);
    else if (roll < 0.6) await update(work, job);
    else if (roll < 0.8) await changeStatus(work, job);
    else await remove(work, job);
    await new Promise((done) => setTimeout(done, 2 + Math.floor(random() * 25)));
  }
}

/** Sends one change; null when no answer came (the core was killed, or it is hung). */
async function attempt(work: Workload, request: RawRequest): Promise<RawAnswer | null> {
  try {
    return await send(work.target, request);
  } catch (error) {
    work.tally.maybe += 1;
    // Before the kill, a request with no answer means the core hung or dropped it.
    if (!work.shouldStop())
      work.tally.refused.push(`${describeRequest(request)} -> no answer: ${String(error)}`);
    return null;
  }
}

function describeRequest(request: RawRequest): string {
  return `${request.method} ${request.path}${request.json === undefined ? '' : ` ${JSON.stringify(request.json)}`}`;
}

function refuse(work: Workload, request: RawRequest, answer: RawAnswer, note = ''): void {
  work.tally.refused.push(
    `${describeRequest(request)} -> ${answer.status} ${answer.text.slice(0, 300)}${note}`,
  );
}

function nextTag(work: Workload): string {
  work.counter.next += 1;
  return `${work.tag}n${work.counter.next}`;
}

async function create(work: Workload): Promise<void> {
  const { random } = work;
  const tag = nextTag(work);
  const explicit = random() < 0.5;
  const byEmail = random() < 0.5;
  const body: Record<string, unknown> = {
    title: `Cook ${tag}`,
    status: pick(random, ['draft', 'draft', 'active', 'archived'] as const),
    locations: pickDistinct(random, PLACES, 1 + Math.floor(random() * 2)).map((description) => ({
      description,
    })),
    categories: pickDistinct(
      random,
      Array.from({ length: 30 }, (_, index) => index + 1),
      1 + Math.floor(random() * 3),
    ).map((id) => ({ id })),
    positionType: { id: 1 + Math.floor(random() * 5) },
    description: `<p>Cook for <strong>${tag}</strong>.</p>`,
    applicantRoutingType: { id: byEmail ? 1 : 2 },
    ...(byEmail ? { applicationEmail: 'jobs@acme.ca' } : { applicationUrl: `https://acme.ca/apply/${tag}` }),
  };
  if (explicit) body.referenceId = `ck-${tag}`;
  const fields: JobFields = {
    referenceId: explicit ? `ck-${tag}` : null,
    title: body.title as string,
    description: body.description as string,
    status: body.status as Job['status'],
    locations: (body.locations as Array<{ description: string }>).map((location) => location.description),
    categories: (body.categories as Array<{ id: number }>).map((category) => category.id),
    positionType: (body.positionType as { id: number }).id,
    routingType: byEmail ? 1 : 2,
    applicationEmail: byEmail ? 'jobs@acme.ca' : null,
    applicationUrl: byEmail ? null : `https://acme.ca/apply/${tag}`,
  };
  const request: RawRequest = {
    method: explicit && random() < 0.5 ? 'PUT' : 'POST',
    path: '/jobs',
    json: body,
  };
  const answer = await attempt(work, request);
  if (answer === null) {
    work.model.maybeCreates.push({ fields, request: describeRequest(request) });
    return;
  }
  if (answer.status !== 201) return refuse(work, request, answer);
  const job = JobSchema.parse(answer.json);
  const acknowledged = fieldsOf(job);
  if (job.referenceId === null || !sameFields({ ...fields, referenceId: job.referenceId }, acknowledged)) {
    refuse(work, request, answer, ` (answered job differs: ${describeDifference(fields, acknowledged)})`);
  }
  if (job.referenceId === null) return;
  work.model.live.set(job.id, {
    id: job.id,
    referenceId: job.referenceId,
    fields: acknowledged,
    maybe: null,
  });
  work.tally.acknowledged.create += 1;
}

/** Sends a partial update of `job` and records the answer; `patch` holds only fields of JobFields. */
async function sendUpdate(
  work: Workload,
  job: KnownJob,
  kind: 'update' | 'status',
  patch: Partial<Pick<JobFields, 'title' | 'description' | 'status'>>,
): Promise<void> {
  const byReference = work.random() < 0.3;
  const request: RawRequest = byReference
    ? { method: 'PUT', path: '/jobs', json: { referenceId: job.referenceId, ...patch } }
    : { method: 'PUT', path: `/jobs/${job.id}`, json: patch };
  const expected: JobFields = { ...job.fields, ...patch };
  work.busy.add(job.id);
  try {
    const answer = await attempt(work, request);
    if (answer === null) {
      job.maybe = {
        kind: 'update',
        fields: expected,
        request: describeRequest(request),
      } satisfies MaybeChange;
      return;
    }
    if (answer.status !== 200) return refuse(work, request, answer);
    const acknowledged = fieldsOf(JobSchema.parse(answer.json));
    if (!sameFields(expected, acknowledged))
      refuse(work, request, answer, ` (answered job differs: ${describeDifference(expected, acknowledged)})`);
    job.fields = acknowledged;
    work.tally.acknowledged[kind] += 1;
  } finally {
    work.busy.delete(job.id);
  }
}

async function update(work: Workload, job: KnownJob): Promise<void> {
  const tag = nextTag(work);
  const roll = work.random();
  const title = `Cook ${tag}`;
  const description = `<p>Revised <em>${tag}</em>.</p>`;
  if (roll < 0.4) return sendUpdate(work, job, 'update', { title });
  if (roll < 0.7) return sendUpdate(work, job, 'update', { description });
  return sendUpdate(work, job, 'update', { title, description });
}

async function changeStatus(work: Workload, job: KnownJob): Promise<void> {
  await sendUpdate(work, job, 'status', { status: pick(work.random, NEXT_STATUSES[job.fields.status]) });
}

async function remove(work: Workload, job: KnownJob): Promise<void> {
  const request: RawRequest =
    work.random() < 0.5
      ? { method: 'DELETE', path: '/jobs', json: { referenceId: job.referenceId } }
      : { method: 'DELETE', path: `/jobs/${job.id}` };
  work.busy.add(job.id);
  try {
    const answer = await attempt(work, request);
    if (answer === null) {
      job.maybe = { kind: 'delete', request: describeRequest(request) };
      return;
    }
    if (answer.status !== 204) return refuse(work, request, answer);
    work.model.live.delete(job.id);
    work.model.deleted.set(job.id, job.referenceId);
    work.tally.acknowledged.delete += 1;
  } finally {
    work.busy.delete(job.id);
  }
}

// What the crash test knows of JobDesk's jobs: the last state the core acknowledged for each, and the
// changes whose answer a SIGKILL took away ("maybe": committed or not). After each restart the core's
// jobs are checked against it, and the maybes are settled by what the core shows.
import type { Job } from '../../src-shared/schemas/resources.ts';
import { describeDifference, fieldsOf, type JobFields, sameFields } from './job-snapshot.ts';

/** A change sent when the core was killed, before its answer came. */
export type MaybeChange =
  | { kind: 'update'; fields: JobFields; request: string }
  | { kind: 'delete'; request: string };

export type KnownJob = {
  id: number;
  referenceId: string;
  /** The last acknowledged state (or, after a restart, the state the core showed). */
  fields: JobFields;
  maybe: MaybeChange | null;
};

/** A create whose answer never came. Its title is unique, so the job is recognised if it committed. */
export type MaybeCreate = {
  /** `referenceId` is null when the core was to make one up. */
  fields: JobFields;
  request: string;
};

export type CrashModel = {
  live: Map<number, KnownJob>;
  /** Acknowledged deletes: job id → its referenceId. */
  deleted: Map<number, string>;
  maybeCreates: MaybeCreate[];
};

export type RestartCheck = {
  problems: string[];
  /** Maybe changes found committed / not committed. */
  maybeCommitted: number;
  maybeLost: number;
};

export function emptyModel(): CrashModel {
  return { live: new Map(), deleted: new Map(), maybeCreates: [] };
}

export function maybeCount(model: CrashModel): number {
  let count = model.maybeCreates.length;
  for (const job of model.live.values()) if (job.maybe !== null) count += 1;
  return count;
}

/**
 * Checks the core's jobs (all of them, as read after a restart) against the model, then makes the model
 * match them: every acknowledged job is there with its acknowledged fields (or those of its maybe
 * change), every acknowledged delete stays gone (nor does its referenceId come back under another id),
 * and every other job is a maybe create. Problems are returned, not thrown, so that a run reports all.
 */
export function checkAfterRestart(model: CrashModel, jobs: readonly Job[]): RestartCheck {
  const result: RestartCheck = { problems: [], maybeCommitted: 0, maybeLost: 0 };
  const { problems } = result;
  const byId = new Map(jobs.map((job) => [job.id, job]));
  const deletedReferences = new Set(model.deleted.values());

  for (const job of jobs) {
    if (model.deleted.has(job.id)) problems.push(`job ${job.id} came back after its delete was acknowledged`);
    else if (job.referenceId !== null && deletedReferences.has(job.referenceId))
      problems.push(
        `referenceId ${job.referenceId}, deleted with an acknowledgement, is back as job ${job.id}`,
      );
  }

  for (const known of [...model.live.values()]) {
    const actual = byId.get(known.id);
    const { maybe } = known;
    known.maybe = null;
    if (actual === undefined) {
      if (maybe?.kind === 'delete') {
        result.maybeCommitted += 1;
        model.live.delete(known.id);
        model.deleted.set(known.id, known.referenceId);
        continue;
      }
      problems.push(`job ${known.id} (${known.referenceId}) is gone, but no delete of it was sent`);
      model.live.delete(known.id);
      continue;
    }
    const fields = fieldsOf(actual);
    if (sameFields(fields, known.fields)) {
      if (maybe !== null) result.maybeLost += 1;
    } else if (maybe?.kind === 'update' && sameFields(fields, maybe.fields)) {
      result.maybeCommitted += 1;
    } else {
      const expected = maybe?.kind === 'update' ? maybe.fields : known.fields;
      const after = maybe === null ? '' : ` (nor as before its unanswered change: ${maybe.request})`;
      problems.push(
        `job ${known.id} (${known.referenceId}) is not as last acknowledged${after}: ${describeDifference(expected, fields)}`,
      );
    }
    known.fields = fields;
  }

  const unknown = jobs.filter((job) => !model.live.has(job.id) && !model.deleted.has(job.id));
  for (const job of unknown) {
    const fields = fieldsOf(job);
    const index = model.maybeCreates.findIndex(
      (create) => create.fields.title === job.title && sameCreate(create.fields, fields),
    );
    if (index < 0) {
      problems.push(`job ${job.id} (${job.referenceId}, "${job.title}") is there, but nobody created it`);
    } else {
      model.maybeCreates.splice(index, 1);
      result.maybeCommitted += 1;
    }
    if (job.referenceId === null) {
      problems.push(`job ${job.id} ("${job.title}") has no referenceId`);
      continue;
    }
    model.live.set(job.id, { id: job.id, referenceId: job.referenceId, fields, maybe: null });
  }
  result.maybeLost += model.maybeCreates.length;
  model.maybeCreates = [];
  return result;
}

/** A created job matches its create: same fields, and a made-up `JD-…` referenceId when none was given. */
function sameCreate(sent: JobFields, actual: JobFields): boolean {
  if (sent.referenceId === null) {
    return (
      actual.referenceId?.startsWith('JD-') === true &&
      sameFields({ ...sent, referenceId: actual.referenceId }, actual)
    );
  }
  return sameFields(sent, actual);
}

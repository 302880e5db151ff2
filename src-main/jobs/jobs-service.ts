// The one home for writing a job on a person's behalf (the local API, the app endpoints' bulk actions, and
// a board's API): validate with the shared rules, resolve locations, write the job, and (in JobDesk) its
// outbox row and history entry, and its change on the store's change stream, in one transaction.
import type { ValidationFailure } from '../../src-shared/errors/validation-failure.ts';
import { validationFailure } from '../../src-shared/errors/validation-failure.ts';
import { normalizePlaceName } from '../../src-shared/locations/normalize-place-name.ts';
import { placeToLocation } from '../../src-shared/locations/place-directory.ts';
import { type ResolvedLocation, resolveLocations } from '../../src-shared/locations/resolve-location.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { normalizeReferenceId } from '../../src-shared/rules/reference-id.ts';
import {
  LOCAL_CLOSE_DATE_SLACK_MS,
  type ValidatedJob,
  type ValidationContext,
  validateJobCreate,
  validateJobUpdate,
} from '../../src-shared/rules/validate-job.ts';
import { type JobCatalogs, jobCreateInputSchema } from '../../src-shared/schemas/job-input.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { KeptJob } from '../store/deleted-jobs-repository.ts';
import { createSqlitePlaceDirectory } from '../store/places-repository.ts';
import type { Store } from '../store/store.ts';
import { type ReferenceIdInUse, type StoredJobFields, storedFieldsFromJob } from '../store/stored-job.ts';
import { storedJobFields } from './stored-job-fields.ts';

export type JobsServiceOptions = {
  store: Store;
  now: () => Date;
  /** What JobDesk's own local API does beyond the board; absent for a board. */
  local?: LocalJobWrites;
};

/**
 * What JobDesk's local API does beyond the board, passed in by its composition root: every job keeps
 * a referenceId (sync replays creates and deletes by it), and each change is recorded for sync in
 * the change's own transaction.
 */
export type LocalJobWrites = {
  /** A referenceId for a job created without one. */
  newReferenceId(): string;
  /** Runs inside the change's transaction, so the change and its record commit or roll back together. */
  recordChange(change: LocalJobChange): void;
  /** The boards' time now where JobDesk knows it (their answers' `Date`): close dates are checked on it. */
  boardNow?(): Date | null;
};

export type LocalJobChange =
  | { operation: 'create'; employerId: number; job: Job }
  /**
   * `before`: the job as it was, for a record of what changed. `notBefore`: with an undo window (a bulk
   * Publish or Archive), the board's update is not sent before this time (an ISO date-time).
   */
  | { operation: 'update'; employerId: number; job: Job; before: Job; notBefore?: string }
  /**
   * `version`: the deleted job's last version, which its outbox row names. `notBefore`: with an undo
   * window, the board's delete is not sent before this time (an ISO date-time).
   */
  | { operation: 'delete'; employerId: number; jobId: number; version: number; notBefore?: string }
  /** A delete undone: the job's row is back; `kept` is what else goes back with it. */
  | { operation: 'restore'; employerId: number; kept: KeptJob };

/** Why a write was refused, for the caller to answer in its own terms (the API: 400, 404, 409). */
export type JobWriteError =
  | { type: 'invalid'; failure: ValidationFailure }
  | { type: 'not-found'; message: string }
  | { type: 'reference-in-use'; referenceId: string; message: string }
  /** An Undo of a delete whose window has passed: the board's delete is on its way. */
  | { type: 'undo-expired'; message: string };

const NOT_FOUND_MESSAGE = 'No job with this id exists for your account.';

function invalid(failure: ValidationFailure): JobWriteError {
  return { type: 'invalid', failure };
}

function notFound(message = NOT_FOUND_MESSAGE): JobWriteError {
  return { type: 'not-found', message };
}

/**
 * How a write is made: `drafts` lets a draft be kept half-done (src-shared/rules/draft-details.ts; off, the
 * board's rules alone); `holdUntil` keeps the boards' updates waiting in the outbox until then.
 */
export type JobWriteOptions = { drafts?: boolean; holdUntil?: Date };

export function createJobsService(options: JobsServiceOptions) {
  const { store, now, local } = options;
  const places = createSqlitePlaceDirectory(store.db);

  /** A validated job and its resolved locations; a new `City, PR` adds a place when the job is written. */
  type ResolvedJob = { validated: ValidatedJob; locations: ResolvedLocation[] };

  function resolve(validated: ValidatedJob): Result<ResolvedJob, JobWriteError> {
    const resolved = resolveLocations(validated.input.locations, places);
    if (!resolved.ok) return err(invalid(resolved.error));
    return ok({ validated, locations: resolved.value });
  }

  /** The stored fields, adding the places the job introduces; must run inside the job's transaction. */
  function withLocations(job: ResolvedJob): StoredJobFields {
    const locations = job.locations.map(({ place, name, province }) =>
      placeToLocation(place ?? store.places.addUserPlace({ name, province }, normalizePlaceName)),
    );
    return storedJobFields(job.validated, locations);
  }

  // The job body's schema for the lists a job's ids must come from: the store's, which sync refreshes
  // from the board. The store hands out the same lists until they change, so the schema is rebuilt
  // only then.
  let schemaFor: { catalogs: JobCatalogs; schema: ValidationContext['jobSchema'] } | undefined;
  /** `drafts`: a half-done draft may be kept (the editor's saves through /app/v1; never /api/v1.1). */
  function validationContext(drafts = false): ValidationContext {
    const categories = store.reference.listCategories();
    const positionTypes = store.reference.listPositionTypes();
    if (schemaFor?.catalogs.categories !== categories || schemaFor.catalogs.positionTypes !== positionTypes) {
      const catalogs = { categories, positionTypes };
      schemaFor = { catalogs, schema: jobCreateInputSchema(catalogs) };
    }
    return {
      now: now(),
      jobSchema: schemaFor.schema,
      ...(drafts ? { drafts: schemaFor.catalogs } : {}),
      // The local copy's "now" is the laptop's clock: a close date the board would take is never refused.
      ...(local
        ? { closeDateSlackMs: LOCAL_CLOSE_DATE_SLACK_MS, boardNow: local.boardNow?.() ?? undefined }
        : {}),
    };
  }

  function create(
    employerId: number,
    body: unknown,
    write: JobWriteOptions = {},
  ): Result<Job, JobWriteError> {
    const validated = validateJobCreate(body, validationContext(write.drafts));
    if (!validated.ok) return err(invalid(validated.error));
    if (local && validated.value.input.referenceId === null) {
      validated.value.input.referenceId = local.newReferenceId();
    }
    const fields = resolve(validated.value);
    if (!fields.ok) return fields;
    return store.transaction(() => {
      const inserted = store.jobs.insertJob(employerId, withLocations(fields.value));
      if (!inserted.ok) return err(referenceConflict(inserted.error));
      local?.recordChange({ operation: 'create', employerId, job: inserted.value });
      store.changes.publish({ type: 'job', jobId: inserted.value.id, change: 'created' });
      return ok(inserted.value);
    });
  }

  /**
   * Updates the job it names, and only it (`/api/v1.1` is the board's interface: the app's own writes keep a
   * job's version in the other language in step, language-version-steps.ts). With `holdUntil` (JobDesk's
   * bulk Publish and Archive), the boards' updates wait in the outbox until then, so that an Undo within the
   * window sends nothing (undoable-status-changes.ts).
   */
  function update(
    employerId: number,
    id: number,
    body: unknown,
    options: JobWriteOptions = {},
  ): Result<Job, JobWriteError> {
    const stored = store.jobs.getJob(employerId, id);
    if (!stored) return err(notFound());
    const validated = validateJobUpdate(stored, body, validationContext(options.drafts));
    if (!validated.ok) return err(invalid(validated.error));
    if (local && stored.referenceId !== null && validated.value.input.referenceId === null) {
      // Replaying a create safely (PUT by referenceId) depends on the job keeping one.
      return err(invalid(referenceIdRequired(KEEP_REFERENCE_ID_MESSAGE)));
    }
    const fields = resolve(validated.value);
    if (!fields.ok) return fields;
    return store.transaction(() => {
      const updated = store.jobs.updateJob(employerId, id, withLocations(fields.value));
      if (!updated.ok) {
        return err(updated.error.type === 'not-found' ? notFound() : referenceConflict(updated.error));
      }
      local?.recordChange({
        operation: 'update',
        employerId,
        job: updated.value,
        before: stored,
        ...(options.holdUntil === undefined ? {} : { notBefore: options.holdUntil.toISOString() }),
      });
      store.changes.publish({ type: 'job', jobId: id, change: 'updated' });
      return ok(updated.value);
    });
  }

  /** PUT /jobs: creates the job with this referenceId, or updates it. */
  function upsert(employerId: number, body: unknown): Result<{ job: Job; created: boolean }, JobWriteError> {
    const referenceId = referenceIdOf(body);
    if (referenceId === null) {
      return err(
        invalid(referenceIdRequired('Add a referenceId: PUT /jobs creates or updates the job that has it.')),
      );
    }
    const existing = store.jobs.getJobByReferenceId(employerId, referenceId);
    if (existing) {
      const updated = update(employerId, existing.id, body);
      return updated.ok ? ok({ job: updated.value, created: false }) : updated;
    }
    const created = create(employerId, body);
    return created.ok ? ok({ job: created.value, created: true }) : created;
  }

  /**
   * Deletes the job. With `undoUntil` (JobDesk's app), the job is kept until then for `restore`, and the
   * board's delete waits in the outbox until then; without it (the local API, a board), it is final.
   */
  function remove(
    employerId: number,
    id: number,
    options: { undoUntil?: Date } = {},
  ): Result<void, JobWriteError> {
    const notBefore = local && options.undoUntil ? options.undoUntil.toISOString() : undefined;
    return store.transaction((): Result<void, JobWriteError> => {
      if (notBefore !== undefined) {
        const job = store.jobs.getJob(employerId, id);
        const info = store.jobs.getJobSyncInfo(employerId, id);
        if (!job || !info) return err(notFound());
        // Before the delete: the job's language goes with its row, its postings with its outbox rows.
        store.deletedJobs.keep(
          { job, version: info.version, createdAt: info.createdAt, restorableUntil: notBefore },
          now().toISOString(),
        );
      }
      const deleted = store.jobs.deleteJob(employerId, id);
      if (!deleted) return err(notFound());
      local?.recordChange({
        operation: 'delete',
        employerId,
        jobId: deleted.id,
        version: deleted.version,
        ...(notBefore === undefined ? {} : { notBefore }),
      });
      store.changes.publish({ type: 'job', jobId: id, change: 'deleted' });
      return ok(undefined);
    });
  }

  /**
   * Undoes a delete made with an undo window, while it lasts: the same job comes back (its id, reference id,
   * fields, status, version, postings) and its delete is taken out of the outbox before anything was sent.
   */
  function restore(employerId: number, id: number): Result<Job, JobWriteError> {
    return store.transaction((): Result<Job, JobWriteError> => {
      const kept = local ? store.deletedJobs.find(employerId, id) : undefined;
      if (!local || !kept) return err(notFound(NOTHING_TO_UNDO_MESSAGE));
      if (kept.restorableUntil <= now().toISOString() || !store.deletedJobs.deletesStillWaiting(kept))
        return err({ type: 'undo-expired', message: UNDO_EXPIRED_MESSAGE });
      const restored = store.jobs.restoreJob(employerId, id, storedFieldsFromJob(kept.job), kept);
      if (!restored.ok) return err(referenceConflict(restored.error));
      local.recordChange({ operation: 'restore', employerId, kept });
      store.changes.publish({ type: 'job', jobId: id, change: 'created' });
      return ok(restored.value);
    });
  }

  function removeByReferenceId(employerId: number, body: unknown): Result<void, JobWriteError> {
    const referenceId = referenceIdOf(body);
    if (referenceId === null) {
      return err(invalid(referenceIdRequired('Send {"referenceId": "…"} to name the job to delete.')));
    }
    const job = store.jobs.getJobByReferenceId(employerId, referenceId);
    if (!job) return err(notFound('No job with this referenceId exists for your account.'));
    return remove(employerId, job.id);
  }

  return { create, update, upsert, remove, restore, removeByReferenceId };
}

/** A person's writes of jobs, for one store: build it once (createJobsService) and share it. */
export type JobsService = ReturnType<typeof createJobsService>;

const NOTHING_TO_UNDO_MESSAGE = 'This job was not deleted a moment ago, so there is no delete to undo.';
const UNDO_EXPIRED_MESSAGE =
  'The time to undo this delete has passed: the job is being deleted from the job board too.';

const KEEP_REFERENCE_ID_MESSAGE =
  'A job in JobDesk keeps its Reference ID, so that publishing it can safely be retried. Enter a new one or keep the current one.';

function referenceIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const value = (body as { referenceId?: unknown }).referenceId;
  return typeof value === 'string' ? normalizeReferenceId(value) : null;
}

function referenceIdRequired(message: string): ValidationFailure {
  return validationFailure([{ path: 'referenceId', message }]);
}

function referenceConflict(error: ReferenceIdInUse): JobWriteError {
  return {
    type: 'reference-in-use',
    referenceId: error.referenceId,
    message: `Another job already uses the Reference ID "${error.referenceId}".`,
  };
}

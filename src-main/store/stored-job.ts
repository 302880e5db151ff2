// What the store keeps of a job, and the sync bookkeeping it keeps beside it.
import { JOB_SYNC_STATES } from '../../src-shared/schemas/app.ts';
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { JobInput } from '../../src-shared/schemas/job-input.ts';
import type { Job, JobStatus, Location } from '../../src-shared/schemas/resources.ts';

export type StoredSalary = {
  amount: number;
  maxAmount: number | null;
  periodId: number;
  plusCommission: boolean;
};

/**
 * A job as the store writes it: all of a Job but `id` and `employer`, which the store owns.
 * Locations are kept resolved, as the job was given them; categories, position type, salary period
 * and routing type are kept as ids and named when read. Dates are canonical ISO strings
 * (`Date.prototype.toISOString()`, what the API returns); another form is a RangeError. The store
 * checks no business rule: the API validates with the shared schemas first.
 */
export type StoredJobFields = {
  referenceId: string | null;
  title: string;
  status: JobStatus;
  publishDate: string;
  closeDate: string | null;
  confidential: boolean;
  autoRefresh: boolean;
  locations: Location[];
  categoryIds: number[];
  /** Null only in a half-done draft (src-shared/rules/draft-details.ts). */
  positionTypeId: number | null;
  salary: StoredSalary | null;
  description: string;
  applicantRoutingTypeId: number;
  applicationEmail: string | null;
  applicationUrl: string | null;
};

/**
 * Where a job stands with the remote board, by the shared rule (src-shared/rules/job-sync-state.ts) as the
 * `posting_sync` and `job_sync` views generated from it derive it from the job's outbox rows and board rows.
 * `local`: never sent; `pending`: outbox rows wait; `synced`: the board acknowledged this version
 * (`syncedVersion` reaches `version`); the others carry a `syncMessage` for the recruiter.
 */
export type JobSyncState = (typeof JOB_SYNC_STATES)[number];

/** The sync message of a job the board no longer lists (the rule's words, which the views write). */
export { MISSING_ON_REMOTE_MESSAGE } from '../../src-shared/rules/job-sync-state.ts';
// The list lives with the app endpoints' schemas, which show it to the UI.
export { JOB_SYNC_STATES };

export type JobSyncInfo = {
  id: number;
  employerId: number;
  referenceId: string | null;
  /** 1 on insert, +1 on every update through the store. */
  version: number;
  /** The board's id of the job (board_jobs), null until the board answered. */
  remoteId: number | null;
  syncState: JobSyncState;
  syncMessage: string | null;
  /** The version the board last acknowledged (board_jobs.acked_version). */
  syncedVersion: number | null;
  createdAt: string;
  updatedAt: string;
};

/** Another job of the employer has this reference id (`jobId`); reference ids compare exactly. */
export type ReferenceIdInUse = { type: 'reference-id-in-use'; referenceId: string; jobId: number };
/** No job with this id belongs to the employer. */
export type JobNotFound = { type: 'not-found' };

/** The stored fields of a Job read from the API or the remote board (its resolved names dropped). */
export function storedFieldsFromJob(job: Omit<Job, 'id' | 'employer'>): StoredJobFields {
  return {
    referenceId: job.referenceId,
    title: job.title,
    status: job.status,
    publishDate: job.publishDate,
    closeDate: job.closeDate,
    confidential: job.confidential,
    autoRefresh: job.autoRefresh,
    locations: job.locations.map(({ id, name, description, type }) => ({ id, name, description, type })),
    categoryIds: job.categories.map((category) => category.id),
    positionTypeId: job.positionType?.id ?? null,
    salary:
      job.salary === null
        ? null
        : {
            amount: job.salary.amount,
            maxAmount: job.salary.maxAmount,
            periodId: job.salary.period.id,
            plusCommission: job.salary.plusCommission,
          },
    description: job.description,
    applicantRoutingTypeId: job.applicantRoutingType.id,
    applicationEmail: job.applicationEmail,
    applicationUrl: job.applicationUrl,
  };
}

export function isCanonicalIsoDate(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/** The stored fields that hold each merged property (a property the board replaces whole). */
const STORED_FIELDS: Readonly<Record<MergedProperty, ReadonlyArray<keyof StoredJobFields>>> = {
  referenceId: ['referenceId'],
  title: ['title'],
  status: ['status'],
  closeDate: ['closeDate'],
  confidential: ['confidential'],
  autoRefresh: ['autoRefresh'],
  locations: ['locations'],
  categories: ['categoryIds'],
  positionType: ['positionTypeId'],
  salary: ['salary'],
  description: ['description'],
  applicantRoutingType: ['applicantRoutingTypeId'],
  applicationEmail: ['applicationEmail'],
  applicationUrl: ['applicationUrl'],
};

/** `fields` with the named properties taken from `from` (the board's version), every other field kept. */
export function withPropertiesFrom(
  fields: StoredJobFields,
  from: StoredJobFields,
  properties: readonly MergedProperty[],
): StoredJobFields {
  const result = { ...fields };
  for (const property of properties) {
    for (const field of STORED_FIELDS[property]) Object.assign(result, { [field]: from[field] });
  }
  return result;
}

/**
 * `fields` with the merged values of a three-way merge (the salary, locations or categories combining both
 * sides), every other field kept. A merged place is stored as one of `places` resolved it (the job's own
 * or the board's), matched by its description whatever its case or spacing.
 */
export function withMergedValues(
  fields: StoredJobFields,
  values: Partial<JobInput>,
  places: readonly Location[],
): StoredJobFields {
  const result = { ...fields };
  const canonical = (description: string) => description.trim().replace(/\s+/g, ' ').toLowerCase();
  if (values.locations !== undefined) {
    result.locations = values.locations.map((wanted) => {
      const place = places.find((known) => canonical(known.description) === canonical(wanted.description));
      if (place === undefined)
        throw new Error(`A merged place is neither here nor on the board: ${wanted.description}`);
      return place;
    });
  }
  if (values.categories !== undefined) result.categoryIds = values.categories.map((category) => category.id);
  if (values.salary !== undefined)
    result.salary =
      values.salary === null
        ? null
        : {
            amount: values.salary.amount,
            maxAmount: values.salary.maxAmount ?? null,
            periodId: values.salary.period.id,
            plusCommission: values.salary.plusCommission ?? false,
          };
  return result;
}

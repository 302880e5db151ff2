// How a job row is read: the SELECTs that join its names in, and the mapping to the shared Job types.
import * as z from 'zod/mini';
import {
  type Job,
  type JobHeader,
  type JobStatus,
  LocationSchema,
  type RoutingType,
  type SalaryPeriod,
} from '../../src-shared/schemas/resources.ts';
import type { JobSyncInfo, JobSyncState } from './stored-job.ts';

/**
 * Names of the lists that have no table (they are fixed by the interface document). An id missing
 * from them reads with an empty name rather than making the job unreadable; so do ids missing from
 * the categories and position_types tables.
 */
export type ReferenceLookups = {
  salaryPeriods: ReadonlyArray<SalaryPeriod>;
  routingTypes: ReadonlyArray<RoutingType>;
};

export type JobRow = {
  id: number;
  reference_id: string | null;
  employer_id: number;
  title: string;
  status: JobStatus;
  publish_date: string;
  close_date: string | null;
  confidential: 0 | 1;
  auto_refresh: 0 | 1;
  position_type_id: number | null;
  salary_amount: number | null;
  salary_max_amount: number | null;
  salary_period_id: number | null;
  salary_plus_commission: 0 | 1 | null;
  routing_type_id: number;
  application_email: string | null;
  application_url: string | null;
  locations_json: string;
  category_ids_json: string;
  description: string;
};

export type JobHeaderRow = Pick<
  JobRow,
  | 'id'
  | 'reference_id'
  | 'employer_id'
  | 'title'
  | 'publish_date'
  | 'locations_json'
  | 'confidential'
  | 'status'
>;

export type JobSyncRow = {
  id: number;
  employer_id: number;
  reference_id: string | null;
  version: number;
  remote_id: number | null;
  sync_state: JobSyncState;
  sync_message: string | null;
  synced_version: number | null;
  created_at: string;
  updated_at: string;
};

/** The JobRow columns of `jobs`. Names come from the reader's lookups, not joins: a join costs more
 * than the row it joins to (measured: ~15 µs each against ~10 µs for the whole row). */
export const JOB_COLUMNS = `id, reference_id, employer_id, title, status, publish_date, close_date, confidential,
  auto_refresh, position_type_id, salary_amount, salary_max_amount, salary_period_id, salary_plus_commission,
  routing_type_id, application_email, application_url, locations_json, category_ids_json, description`;

/** The JobHeaderRow columns of `jobs`. */
export const JOB_HEADER_COLUMNS =
  'id, reference_id, employer_id, title, publish_date, locations_json, confidential, status';

/** The JobSyncRow columns of the `job_sync` and `posting_sync` views (generated from the sync-state rule). */
export const JOB_SYNC_COLUMNS = `id, employer_id, reference_id, version, remote_id, sync_state, sync_message,
  acked_version AS synced_version, created_at, updated_at`;

const LocationsSchema = z.array(LocationSchema);
const CategoryIdsSchema = z.array(z.int());

export type JobRowReader = {
  toJob(row: JobRow): Job;
  toJobHeader(row: JobHeaderRow): JobHeader;
};

/** Names of the ids a job row holds, from the store's tables; undefined for an id they do not have. */
export type NameLookups = {
  employerName(id: number): string | undefined;
  /** From the store's current list (it may be refreshed from the board). */
  categoryName(id: number): string | undefined;
  positionTypeName(id: number): string | undefined;
};

/** A name the store no longer has reads as '' rather than making the job unreadable. */
export function createJobRowReader(lookups: ReferenceLookups, names: NameLookups): JobRowReader {
  const periods = new Map(lookups.salaryPeriods.map((period) => [period.id, period]));
  const routingNames = new Map(lookups.routingTypes.map((type) => [type.id, type.name]));

  function toJobHeader(row: JobHeaderRow): JobHeader {
    return {
      id: row.id,
      referenceId: row.reference_id,
      employer: { id: row.employer_id, name: names.employerName(row.employer_id) ?? '' },
      title: row.title,
      publishDate: row.publish_date,
      locations: LocationsSchema.parse(JSON.parse(row.locations_json)),
      confidential: row.confidential === 1,
      status: row.status,
    };
  }

  function toJob(row: JobRow): Job {
    const header = toJobHeader(row);
    return {
      id: header.id,
      referenceId: header.referenceId,
      employer: header.employer,
      title: header.title,
      publishDate: header.publishDate,
      closeDate: row.close_date,
      confidential: header.confidential,
      autoRefresh: row.auto_refresh === 1,
      status: header.status,
      locations: header.locations,
      categories: CategoryIdsSchema.parse(JSON.parse(row.category_ids_json)).map((id) => ({
        id,
        name: names.categoryName(id) ?? '',
      })),
      positionType:
        row.position_type_id === null
          ? null
          : { id: row.position_type_id, name: names.positionTypeName(row.position_type_id) ?? '' },
      salary: readSalary(row),
      description: row.description,
      applicantRoutingType: { id: row.routing_type_id, name: routingNames.get(row.routing_type_id) ?? '' },
      applicationEmail: row.application_email,
      applicationUrl: row.application_url,
    };
  }

  function readSalary(row: JobRow): Job['salary'] {
    if (row.salary_amount === null || row.salary_period_id === null) return null;
    const period = periods.get(row.salary_period_id);
    return {
      amount: row.salary_amount,
      maxAmount: row.salary_max_amount,
      period: { id: row.salary_period_id, name: period?.name ?? '', unit: period?.unit ?? '' },
      plusCommission: row.salary_plus_commission === 1,
    };
  }

  return { toJob, toJobHeader };
}

export function toJobSyncInfo(row: JobSyncRow): JobSyncInfo {
  return {
    id: row.id,
    employerId: row.employer_id,
    referenceId: row.reference_id,
    version: row.version,
    remoteId: row.remote_id,
    syncState: row.sync_state,
    syncMessage: row.sync_message,
    syncedVersion: row.synced_version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

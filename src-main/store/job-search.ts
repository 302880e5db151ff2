// GET /jobs for one employer: a page of job headers, newest first, with the total, optionally
// filtered by status and by a case-insensitive substring of the title or reference id.
import type { JobHeader, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Db } from './database.ts';
import type { JobListFilter, JobListIndex, JobListOrder, JobStatusCounts } from './job-list-index.ts';
import { JOB_HEADER_COLUMNS, type JobHeaderRow, type JobRowReader } from './job-rows.ts';
import { foldSearchText } from './search-keys.ts';

export type ListJobsQuery = {
  /** Trimmed; empty means no filter. Otherwise a substring of the title or reference id, any case. */
  q?: string | null;
  status?: JobStatus | null;
  /** Only these jobs (those posted to one board); null or absent: every job. */
  onlyIds?: ReadonlySet<number> | null;
  /** Only the jobs with a location in this province ("QC"). */
  province?: string | null;
  /** Only the jobs whose close date is in [from, before) (canonical ISO instants). */
  closeDateRange?: { from: string; before: string } | null;
  /** GET /jobs's order (newest published first) unless another is asked. */
  order?: JobListOrder;
  /** From 1; a page past the last is empty, with the true total. */
  page: number;
  pageSize: number;
};

export type ListJobsResult = { rows: JobHeader[]; total: number };

export type JobSearch = {
  listJobs(employerId: number, query: ListJobsQuery): ListJobsResult;
  /**
   * How many jobs GET /jobs with this `q` (same rule: trimmed, any case) finds in each status; only of
   * `onlyIds` when given.
   */
  countJobsByStatus(
    employerId: number,
    q: string | null | undefined,
    onlyIds?: ReadonlySet<number> | null,
    province?: string | null,
  ): JobStatusCounts;
  /** How many jobs pass the query's filters (its paging and order aside). */
  countJobs(employerId: number, query: Omit<ListJobsQuery, 'page' | 'pageSize' | 'order'>): number;
};

/**
 * The order, filters and total come from the in-memory list index (job-list-index.ts); the page's
 * headers are then read from the table by id, so they are always the stored ones.
 */
export function createJobSearch(db: Db, index: JobListIndex, reader: JobRowReader): JobSearch {
  const selectHeaders = db.prepare<[string], JobHeaderRow>(
    `SELECT ${JOB_HEADER_COLUMNS} FROM jobs WHERE id IN (SELECT value FROM json_each(?))`,
  );

  function listJobs(employerId: number, query: ListJobsQuery): ListJobsResult {
    const { offset, limit } = toPaged(query.page, query.pageSize);
    const { ids, total } = index.page(employerId, toFilter(query), offset, limit, query.order);
    if (ids.length === 0) return { rows: [], total };
    const byId = new Map(selectHeaders.all(JSON.stringify(ids)).map((row) => [row.id, row]));
    const rows = ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [reader.toJobHeader(row)];
    });
    return { rows, total };
  }

  function countJobsByStatus(
    employerId: number,
    q: string | null | undefined,
    onlyIds: ReadonlySet<number> | null = null,
    province: string | null = null,
  ): JobStatusCounts {
    return index.countByStatus(employerId, foldSearchText((q ?? '').trim()), onlyIds, province);
  }

  function countJobs(employerId: number, query: Omit<ListJobsQuery, 'page' | 'pageSize' | 'order'>): number {
    return index.count(employerId, toFilter(query));
  }

  return { listJobs, countJobsByStatus, countJobs };
}

function toFilter(query: Omit<ListJobsQuery, 'page' | 'pageSize' | 'order'>): JobListFilter {
  return {
    status: query.status ?? null,
    term: foldSearchText((query.q ?? '').trim()),
    onlyIds: query.onlyIds ?? null,
    province: query.province ?? null,
    closeDateRange: query.closeDateRange ?? null,
  };
}

function toPaged(page: number, pageSize: number): { offset: number; limit: number } {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a page number: ${page}`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`Not a page size: ${pageSize}`);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

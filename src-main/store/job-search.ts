// GET /jobs for one employer: a page of job headers, newest first, with the total, optionally
// filtered by status and by a case-insensitive substring of the title or reference id.
import type { Statement } from 'better-sqlite3';
import type { JobHeader, JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Db } from './database.ts';
import { JOB_HEADER_COLUMNS, type JobHeaderRow, type JobRowReader } from './job-rows.ts';
import { buildSearchMatch, foldSearchText, isIndexableTerm } from './search-keys.ts';

export type ListJobsQuery = {
  /** Trimmed; empty means no filter. Otherwise a substring of the title or reference id, any case. */
  q?: string | null;
  status?: JobStatus | null;
  /** From 1; a page past the last is empty, with the true total. */
  page: number;
  pageSize: number;
};

export type ListJobsResult = { rows: JobHeader[]; total: number };

export type JobSearchOptions = {
  /**
   * With at most this many matches, an indexed search reads its page through the trigram index;
   * with more, by walking the list index (matches are dense there, so a page is found quickly).
   * Either way the result is the same; tests set 0 or Infinity to exercise each path.
   */
  indexedPageLimit?: number;
};

export type JobSearch = { listJobs(employerId: number, query: ListJobsQuery): ListJobsResult };

type Filter = { employerId: number; status?: JobStatus; term?: string };
type Paged = { limit: number; offset: number };
type Statements = {
  page: Statement<[Filter & Paged], JobHeaderRow>;
  count: Statement<[Filter], number>;
};

// Every statement over jobs names its index: the substring scan must stay on a covering index
// (the planner might otherwise read 100,000 job rows to filter them), and the lists must come out
// of an index in order, with no sort.
const FROM_LIST = 'FROM jobs AS j INDEXED BY jobs_list JOIN employers AS e ON e.id = j.employer_id';
const FROM_LIST_BY_STATUS =
  'FROM jobs AS j INDEXED BY jobs_list_by_status JOIN employers AS e ON e.id = j.employer_id';
const TERM_FILTER = '(instr(j.title_key, :term) > 0 OR instr(j.reference_key, :term) > 0)';
const ORDER_PAGE = 'ORDER BY j.publish_date DESC, j.id DESC LIMIT :limit OFFSET :offset';

/** The queries of the list, by strategy; exported for the query-plan tests. */
export const JOB_SEARCH_SQL = {
  countAll: 'SELECT count(*) FROM jobs INDEXED BY jobs_by_reference_id WHERE employer_id = :employerId',
  countByStatus:
    'SELECT count(*) FROM jobs INDEXED BY jobs_list_by_status WHERE employer_id = :employerId AND status = :status',
  pageAll: `SELECT ${JOB_HEADER_COLUMNS} ${FROM_LIST} WHERE j.employer_id = :employerId ${ORDER_PAGE}`,
  pageByStatus: `SELECT ${JOB_HEADER_COLUMNS} ${FROM_LIST_BY_STATUS}
    WHERE j.employer_id = :employerId AND j.status = :status ${ORDER_PAGE}`,
  scanCountAll: `SELECT count(*) FROM jobs AS j INDEXED BY jobs_list
    WHERE j.employer_id = :employerId AND ${TERM_FILTER}`,
  scanCountByStatus: `SELECT count(*) FROM jobs AS j INDEXED BY jobs_list_by_status
    WHERE j.employer_id = :employerId AND j.status = :status AND ${TERM_FILTER}`,
  scanPageAll: `SELECT ${JOB_HEADER_COLUMNS} ${FROM_LIST}
    WHERE j.employer_id = :employerId AND ${TERM_FILTER} ${ORDER_PAGE}`,
  scanPageByStatus: `SELECT ${JOB_HEADER_COLUMNS} ${FROM_LIST_BY_STATUS}
    WHERE j.employer_id = :employerId AND j.status = :status AND ${TERM_FILTER} ${ORDER_PAGE}`,
  indexedCount: 'SELECT count(*) FROM jobs_search WHERE jobs_search MATCH :match',
  // The match already holds the employer; the second check costs nothing and keeps scoping explicit.
  indexedPage: `SELECT ${JOB_HEADER_COLUMNS}
    FROM jobs_search CROSS JOIN jobs AS j ON j.id = jobs_search.rowid JOIN employers AS e ON e.id = j.employer_id
    WHERE jobs_search MATCH :match AND j.employer_id = :employerId ${ORDER_PAGE}`,
} as const;

/**
 * Prepares the list's statements once for `db`. How a list is read (the answer is the same):
 * - no term: the page from jobs_list (or jobs_list_by_status) in order; the count from the narrow index;
 * - a term of 1–2 characters: a scan of the covering index with instr() on the folded keys;
 * - a longer term: the count from the trigram index (one MATCH, no job row read), then the page
 *   through the trigram index when matches are few, or by the scan when they are many (it stops
 *   after a page, and many matches means it finds one soon).
 */
export function createJobSearch(db: Db, reader: JobRowReader, options: JobSearchOptions = {}): JobSearch {
  const indexedPageLimit = options.indexedPageLimit ?? 1000;
  const count = (sql: string) => db.prepare<[Filter], number>(sql).pluck();
  const page = (sql: string) => db.prepare<[Filter & Paged], JobHeaderRow>(sql);
  const sql = JOB_SEARCH_SQL;
  const plain = {
    all: { page: page(sql.pageAll), count: count(sql.countAll) },
    byStatus: { page: page(sql.pageByStatus), count: count(sql.countByStatus) },
  };
  const scan = {
    all: { page: page(sql.scanPageAll), count: count(sql.scanCountAll) },
    byStatus: { page: page(sql.scanPageByStatus), count: count(sql.scanCountByStatus) },
  };
  const indexedCount = db.prepare<[{ match: string }], number>(sql.indexedCount).pluck();
  const indexedPage = db.prepare<[{ match: string; employerId: number } & Paged], JobHeaderRow>(
    sql.indexedPage,
  );

  function listJobs(employerId: number, query: ListJobsQuery): ListJobsResult {
    const paged = toPaged(query.page, query.pageSize);
    const status = query.status ?? undefined;
    const term = foldSearchText((query.q ?? '').trim());
    const variant = status === undefined ? 'all' : 'byStatus';
    const filter: Filter = status === undefined ? { employerId, term } : { employerId, status, term };
    if (term === '') return pageThenCount(plain[variant], filter, paged);
    if (!isIndexableTerm(term)) return pageThenCount(scan[variant], filter, paged);
    const match = buildSearchMatch(employerId, status ?? null, term);
    const total = indexedCount.get({ match }) ?? 0;
    if (paged.offset >= total) return { rows: [], total };
    const rows =
      total <= indexedPageLimit
        ? indexedPage.all({ match, employerId, ...paged })
        : scan[variant].page.all({ ...filter, ...paged });
    return { rows: rows.map(reader.toJobHeader), total };
  }

  // A page that is not full ends the list, so its rows give the total without a count.
  function pageThenCount(statements: Statements, filter: Filter, paged: Paged): ListJobsResult {
    const rows = statements.page.all({ ...filter, ...paged });
    const isLast = rows.length < paged.limit && (rows.length > 0 || paged.offset === 0);
    const total = isLast ? paged.offset + rows.length : (statements.count.get(filter) ?? 0);
    return { rows: rows.map(reader.toJobHeader), total };
  }

  return { listJobs };
}

function toPaged(page: number, pageSize: number): Paged {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`Not a page number: ${page}`);
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new RangeError(`Not a page size: ${pageSize}`);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

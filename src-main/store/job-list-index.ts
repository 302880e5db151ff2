// GET /jobs's order, filters and totals, served from memory: every job's list keys (employer, status,
// publish date, close date, provinces, id, folded title and reference id), per employer, in list order;
// the app's other orders (close date, title) are sorted from them when first asked after a change. The jobs table stays
// the only truth. Temporary triggers log the id of every job whose keys change, on this connection and
// inside its transactions (a rollback takes the log rows back with the change); each read first re-reads
// the logged jobs. A commit by another connection shows in `PRAGMA data_version` and makes the next read
// rebuild from the table.
//
// Why not SQLite indexes: a sort index per filter plus a trigram index made every create write ~10 more
// WAL pages and cost more CPU than the rest of the insert, and no trigram index finds a 1–2 character
// term. Scanning 100,000 keys here takes a few milliseconds whatever the term.
import type { JobStatus } from '../../src-shared/schemas/resources.ts';
import type { Db } from './database.ts';

export type JobListFilter = {
  status: JobStatus | null;
  /** Folded with foldSearchText; '' matches every job. */
  term: string;
  /** Only these jobs (those posted to one board, say); null or absent: every job. */
  onlyIds?: ReadonlySet<number> | null;
  /** Only the jobs with a location in this province or territory (its code, "QC"). */
  province?: string | null;
  /** Only the jobs whose close date is in [from, before) (canonical ISO instants); no close date never is. */
  closeDateRange?: { from: string; before: string } | null;
};

/** The app's orders: `publishDate` descending is GET /jobs's own. Ties go to the higher id, as there. */
export type JobListOrder = {
  by: 'publishDate' | 'closeDate' | 'title';
  direction: 'asc' | 'desc';
};

export const LIST_ORDER: JobListOrder = { by: 'publishDate', direction: 'desc' };

export type JobListPage = { ids: number[]; total: number };

export type JobStatusCounts = Record<JobStatus, number>;

export type JobListIndex = {
  /** The ids of one page of the employer's jobs that pass the filter, in list order, and how many pass. */
  page(
    employerId: number,
    filter: JobListFilter,
    offset: number,
    limit: number,
    order?: JobListOrder,
  ): JobListPage;
  /**
   * How many of the employer's jobs match `term` (folded; '' matches every job), in each status; only of
   * `onlyIds` when given.
   */
  countByStatus(
    employerId: number,
    term: string,
    onlyIds?: ReadonlySet<number> | null,
    province?: string | null,
  ): JobStatusCounts;
  /** How many of the employer's jobs pass the whole filter (its status, term, board, province, close dates). */
  count(employerId: number, filter: JobListFilter): number;
};

type Entry = {
  id: number;
  employerId: number;
  status: JobStatus;
  publishDate: string;
  closeDate: string | null;
  /** The codes of the provinces of its locations, joined by commas ("NB,NS"). */
  provinces: string;
  /** The folded title and reference id joined by KEY_SEPARATOR: one string to search, not two. */
  searchText: string;
  titleLength: number;
};

const KEY_SEPARATOR = '\u0000';

type KeyRow = {
  id: number;
  employer_id: number | null;
  status: JobStatus | null;
  publish_date: string | null;
  close_date: string | null;
  locations_json: string | null;
  title_key: string | null;
  reference_key: string | null;
};

type EmployerJobs = {
  /** In list order. */
  ordered: Entry[];
  /** The same entries in the order they were made, which is their order in memory: a scan of every
   * entry runs several times faster this way than in list order, which hops around the heap. */
  made: Set<Entry>;
  counts: Record<JobStatus, number>;
  /** The entries in another order than the list's, sorted when first asked; dropped at every change. */
  sorted: Map<string, Entry[]>;
};

const KEY_COLUMNS =
  'j.employer_id, j.status, j.publish_date, j.close_date, j.locations_json, j.title_key, j.reference_key';

/** Above this many logged changes, one read of the whole table is cheaper than a read per job. */
const REBUILD_ABOVE_CHANGES = 5000;

// Kept in temp: they exist for this connection only and vanish with it, like the index itself. A full
// log stops growing (the index will be rebuilt from the table anyway), so a store written many times
// between two lists holds at most a few thousand ids.
const LOGGING = `WHEN (SELECT coalesce(max(rowid), 0) FROM temp.job_list_changes) <= ${REBUILD_ABOVE_CHANGES}`;
const CHANGE_LOG = `
CREATE TEMP TABLE IF NOT EXISTS job_list_changes (job_id INTEGER NOT NULL);
CREATE TEMP TRIGGER IF NOT EXISTS job_list_after_insert AFTER INSERT ON main.jobs ${LOGGING} BEGIN
  INSERT INTO job_list_changes (job_id) VALUES (new.id);
END;
CREATE TEMP TRIGGER IF NOT EXISTS job_list_after_update
AFTER UPDATE OF id, employer_id, status, publish_date, close_date, locations_json, title_key, reference_key
ON main.jobs ${LOGGING} BEGIN
  INSERT INTO job_list_changes (job_id) VALUES (old.id);
  INSERT INTO job_list_changes (job_id) SELECT new.id WHERE new.id <> old.id;
END;
CREATE TEMP TRIGGER IF NOT EXISTS job_list_after_delete AFTER DELETE ON main.jobs ${LOGGING} BEGIN
  INSERT INTO job_list_changes (job_id) VALUES (old.id);
END;
`;

/** Up to this many changes are spliced in one by one; more are merged with one sort per employer. */
const SPLICE_UP_TO_CHANGES = 64;
/** Up to this many matches of a term are sorted into list order; more are paged by walking the list. */
const SORT_UP_TO_MATCHES = 2000;

/**
 * The list index of `db`, with its triggers. One per connection (two would share, and empty, one change
 * log): the store makes it once and owns it. Must not be called in a transaction.
 */
export function createJobListIndex(db: Db): JobListIndex {
  if (db.inTransaction) throw new Error('The job list index must be created outside a transaction.');
  db.exec(CHANGE_LOG);
  const readDataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const readAll = db.prepare<[], KeyRow>(`SELECT j.id, ${KEY_COLUMNS} FROM main.jobs AS j`);
  const countLogged = db.prepare<[], number>('SELECT count(*) FROM temp.job_list_changes').pluck();
  const readLogged = db.prepare<[], KeyRow>(
    `SELECT c.job_id AS id, ${KEY_COLUMNS}
     FROM (SELECT DISTINCT job_id FROM temp.job_list_changes) AS c LEFT JOIN main.jobs AS j ON j.id = c.job_id`,
  );
  const readByIds = db.prepare<[string], KeyRow>(
    `SELECT c.value AS id, ${KEY_COLUMNS}
     FROM json_each(?) AS c LEFT JOIN main.jobs AS j ON j.id = c.value`,
  );
  const clearLog = db.prepare('DELETE FROM temp.job_list_changes');

  const employers = new Map<number, EmployerJobs>();
  const byId = new Map<number, Entry>();
  let built = false;
  let dataVersion = readDataVersion.get() ?? 0;
  // Jobs re-read inside a transaction: it may still roll back, so they are re-read again after it.
  const unsettled = new Set<number>();

  function rebuild(): void {
    employers.clear();
    byId.clear();
    clearLog.run();
    for (const row of readAll.iterate()) {
      const entry = toEntry(row);
      if (entry === undefined) continue;
      byId.set(entry.id, entry);
      const jobs = employerJobs(entry.employerId);
      jobs.ordered.push(entry);
      jobs.made.add(entry);
      jobs.counts[entry.status] += 1;
    }
    for (const jobs of employers.values()) jobs.ordered.sort(compareListOrder);
  }

  function employerJobs(employerId: number): EmployerJobs {
    let jobs = employers.get(employerId);
    if (jobs === undefined) {
      jobs = {
        ordered: [],
        made: new Set(),
        counts: { active: 0, archived: 0, draft: 0 },
        sorted: new Map(),
      };
      employers.set(employerId, jobs);
    }
    return jobs;
  }

  /** Brings the index up to the table as this connection sees it now. */
  function refresh(): void {
    const version = readDataVersion.get() ?? 0;
    if (!built || version !== dataVersion || (countLogged.get() ?? 0) > REBUILD_ABOVE_CHANGES) {
      dataVersion = version;
      rebuild();
      // Read inside a transaction, the table may hold changes that a rollback undoes, taking their log
      // rows with it: such an index serves this read only.
      built = !db.inTransaction;
      if (built) unsettled.clear();
      return;
    }
    const rows = readLogged.all();
    if (rows.length > 0) clearLog.run();
    if (unsettled.size > 0) rows.push(...readByIds.all(JSON.stringify([...unsettled])));
    if (rows.length > 0) apply(rows);
    if (db.inTransaction) for (const row of rows) unsettled.add(row.id);
    else unsettled.clear();
  }

  /** Replaces the entries of the rows' jobs with what the rows hold (no employer: the job is gone). */
  function apply(rows: KeyRow[]): void {
    const splice = rows.length <= SPLICE_UP_TO_CHANGES;
    const touched = new Set<EmployerJobs>();
    for (const row of rows) {
      const old = byId.get(row.id);
      if (old !== undefined) {
        const jobs = employerJobs(old.employerId);
        jobs.sorted.clear();
        jobs.counts[old.status] -= 1;
        jobs.made.delete(old);
        byId.delete(row.id);
        if (splice) jobs.ordered.splice(positionOf(jobs.ordered, old), 1);
        else touched.add(jobs);
      }
      const entry = toEntry(row);
      if (entry === undefined) continue;
      const jobs = employerJobs(entry.employerId);
      jobs.sorted.clear();
      jobs.counts[entry.status] += 1;
      jobs.made.add(entry);
      byId.set(entry.id, entry);
      if (splice) jobs.ordered.splice(insertionPoint(jobs.ordered, entry), 0, entry);
      else {
        jobs.ordered.push(entry);
        touched.add(jobs);
      }
    }
    // Merging: keep the entries that are still current (a replaced one is no longer in byId), then sort.
    for (const jobs of touched) {
      jobs.ordered = jobs.ordered.filter((entry) => byId.get(entry.id) === entry);
      jobs.ordered.sort(compareListOrder);
    }
  }

  function page(
    employerId: number,
    filter: JobListFilter,
    offset: number,
    limit: number,
    order: JobListOrder = LIST_ORDER,
  ): JobListPage {
    refresh();
    const jobs = employers.get(employerId);
    if (jobs === undefined) return { ids: [], total: 0 };
    const { status, term } = filter;
    const onlyIds = filter.onlyIds ?? null;
    const passes = passesFilter(filter);
    if (order.by !== LIST_ORDER.by || order.direction !== LIST_ORDER.direction) {
      // Another order: its sorted copy (made once until the next change), walked whole for the total.
      const ids: number[] = [];
      let total = 0;
      for (const entry of sortedBy(jobs, order)) {
        if (!passes(entry)) continue;
        if (total >= offset && ids.length < limit) ids.push(entry.id);
        total += 1;
      }
      return { ids, total };
    }
    const narrowed = (filter.province ?? null) !== null || (filter.closeDateRange ?? null) !== null;
    if (term === '' && status === null && onlyIds === null && !narrowed) {
      return {
        ids: jobs.ordered.slice(offset, offset + limit).map((entry) => entry.id),
        total: jobs.ordered.length,
      };
    }
    if (term === '' && status !== null && onlyIds === null && !narrowed) {
      return pageByStatus(jobs, status, offset, limit);
    }
    // Every entry is tested once, in memory order; the matches are then put in list order, or, when
    // they are many, the page is found by walking the list (dense matches fill a page quickly).
    const matched: Entry[] = [];
    let total = 0;
    for (const entry of jobs.made) {
      if (passes(entry)) {
        total += 1;
        if (total <= SORT_UP_TO_MATCHES) matched.push(entry);
      }
    }
    if (offset >= total) return { ids: [], total };
    if (total <= SORT_UP_TO_MATCHES) {
      matched.sort(compareListOrder);
      return { ids: matched.slice(offset, offset + limit).map((entry) => entry.id), total };
    }
    const ids: number[] = [];
    let seen = 0;
    for (const entry of jobs.ordered) {
      if (!passes(entry)) continue;
      if (seen >= offset) ids.push(entry.id);
      seen += 1;
      if (ids.length === limit) break;
    }
    return { ids, total };
  }

  function pageByStatus(jobs: EmployerJobs, status: JobStatus, offset: number, limit: number): JobListPage {
    const ids: number[] = [];
    let seen = 0;
    for (const entry of jobs.ordered) {
      if (entry.status !== status) continue;
      if (seen >= offset) ids.push(entry.id);
      seen += 1;
      if (ids.length === limit) break;
    }
    return { ids, total: jobs.counts[status] };
  }

  function countByStatus(
    employerId: number,
    term: string,
    onlyIds: ReadonlySet<number> | null = null,
    province: string | null = null,
  ): JobStatusCounts {
    refresh();
    const jobs = employers.get(employerId);
    if (jobs === undefined) return { active: 0, archived: 0, draft: 0 };
    if (term === '' && onlyIds === null && province === null) return { ...jobs.counts };
    const counts: JobStatusCounts = { active: 0, archived: 0, draft: 0 };
    const passes = passesFilter({ status: null, term, onlyIds, province });
    for (const entry of jobs.made) if (passes(entry)) counts[entry.status] += 1;
    return counts;
  }

  function count(employerId: number, filter: JobListFilter): number {
    refresh();
    const jobs = employers.get(employerId);
    if (jobs === undefined) return 0;
    const passes = passesFilter(filter);
    let total = 0;
    for (const entry of jobs.made) if (passes(entry)) total += 1;
    return total;
  }

  return { page, countByStatus, count };
}

function passesFilter(filter: JobListFilter): (entry: Entry) => boolean {
  const { status, term } = filter;
  const onlyIds = filter.onlyIds ?? null;
  const province = filter.province ?? null;
  const range = filter.closeDateRange ?? null;
  return (entry) =>
    (status === null || entry.status === status) &&
    (onlyIds === null || onlyIds.has(entry.id)) &&
    (province === null || entry.provinces.split(',').includes(province)) &&
    (range === null ||
      (entry.closeDate !== null && entry.closeDate >= range.from && entry.closeDate < range.before)) &&
    matches(entry, term);
}

/** The employer's entries in `order`, sorted once after each change. */
function sortedBy(jobs: EmployerJobs, order: JobListOrder): Entry[] {
  const key = `${order.by} ${order.direction}`;
  let sorted = jobs.sorted.get(key);
  if (sorted === undefined) {
    sorted =
      order.by === 'title'
        ? sortedByTitle(jobs.ordered, order.direction)
        : [...jobs.ordered].sort(comparatorOf(order));
    jobs.sorted.set(key, sorted);
  }
  return sorted;
}

/**
 * Close dates: jobs without one come last in either direction (they close never). Ties: the higher id first,
 * as GET /jobs's order.
 */
function comparatorOf(order: JobListOrder): (a: Entry, b: Entry) => number {
  const sign = order.direction === 'asc' ? 1 : -1;
  if (order.by === 'publishDate')
    return (a, b) => sign * compareText(a.publishDate, b.publishDate) || b.id - a.id;
  return (a, b) => {
    if (a.closeDate === b.closeDate) return b.id - a.id;
    if (a.closeDate === null) return 1;
    if (b.closeDate === null) return -1;
    return sign * compareText(a.closeDate, b.closeDate);
  };
}

/**
 * By the folded title without its accents, so case and accents do not scatter "Électricien" from
 * "electrician" (each key made once a sort, not once a comparison).
 */
function sortedByTitle(entries: readonly Entry[], direction: JobListOrder['direction']): Entry[] {
  const sign = direction === 'asc' ? 1 : -1;
  return entries
    .map((entry) => ({ entry, key: withoutAccents(entry.searchText.slice(0, entry.titleLength)) }))
    .sort((a, b) => sign * compareText(a.key, b.key) || b.entry.id - a.entry.id)
    .map(({ entry }) => entry);
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

const PROVINCE_OF_DESCRIPTION = /"description":"[^"]*, ([A-Z]{2})"/g;

/** The provinces of a job's stored locations (each resolved to "City, PR"), from the JSON text itself. */
function provincesOf(locationsJson: string | null): string {
  if (locationsJson === null) return '';
  return [...locationsJson.matchAll(PROVINCE_OF_DESCRIPTION)].map((match) => match[1]).join(',');
}

function toEntry(row: KeyRow): Entry | undefined {
  if (
    row.employer_id === null ||
    row.status === null ||
    row.publish_date === null ||
    row.title_key === null
  ) {
    return undefined;
  }
  return {
    id: row.id,
    employerId: row.employer_id,
    status: row.status,
    publishDate: row.publish_date,
    closeDate: row.close_date,
    provinces: provincesOf(row.locations_json),
    searchText: `${row.title_key}${KEY_SEPARATOR}${row.reference_key ?? ''}`,
    titleLength: row.title_key.length,
  };
}

/** True when the folded title or reference id contains `term`. */
function matches(entry: Entry, term: string): boolean {
  if (!entry.searchText.includes(term)) return false;
  // A term without the separator cannot match across it; one with it is tested on each key alone.
  if (!term.includes(KEY_SEPARATOR)) return true;
  const title = entry.searchText.slice(0, entry.titleLength);
  return title.includes(term) || entry.searchText.slice(entry.titleLength + 1).includes(term);
}

/** Newest publish date first (canonical ISO strings sort as text), then the higher id. */
function compareListOrder(a: Entry, b: Entry): number {
  if (a.publishDate !== b.publishDate) return a.publishDate > b.publishDate ? -1 : 1;
  return b.id - a.id;
}

/** The first position whose entry sorts after `entry`. */
function insertionPoint(ordered: readonly Entry[], entry: Entry): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareListOrder(ordered[middle] as Entry, entry) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function positionOf(ordered: readonly Entry[], entry: Entry): number {
  const position = insertionPoint(ordered, entry) - 1;
  if (ordered[position] !== entry) throw new Error(`The list index lost job ${entry.id}.`);
  return position;
}

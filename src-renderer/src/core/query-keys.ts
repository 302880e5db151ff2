// Every query key of the app, in one hierarchy: the core's events invalidate by these prefixes
// (use-core-events.ts), and each feature's queries.ts builds its queryOptions on them. No key is written inline.
import type { ProvinceCode } from '../../../src-shared/locations/provinces.ts';
import type { JobListSort, SortOrder } from '../../../src-shared/rules/list-sort.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import type { TemplateKind } from '../../../src-shared/schemas/templates.ts';

/** What the list asks the core for one page (GET /app/v1/jobs). */
export type JobListViewQuery = {
  q: string;
  status: JobStatus | null;
  page: number;
  pageSize: number;
  /** Only the jobs posted to this board; null for every job. */
  board?: number | null;
  /** Only the jobs with a location in this province; null for every one. */
  province?: ProvinceCode | null;
  /** 'soon': only the active jobs closing within 7 days. */
  closing?: 'soon' | null;
  /** GET /jobs's own order (newest published first) when absent. */
  sort?: JobListSort;
  order?: SortOrder;
};

export const jobKeys = {
  all: ['jobs'] as const,
  views: () => [...jobKeys.all, 'view'] as const,
  view: (query: JobListViewQuery) => [...jobKeys.views(), query] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
  /**
   * The employer's name as the job board has it (sync reads it from the board's jobs): under the boards' key,
   * so that it is read again with them on every sync status the core sends (the Preview names the employer
   * once a sync has learned it, not only after a reload).
   */
  boardEmployer: () => [...boardKeys.all, 'employer'] as const,
  /** Everything that follows a job's sync state: read again on every job event. */
  syncStates: () => [...jobKeys.all, 'sync-states'] as const,
  /** The jobs that need the recruiter (Needs attention). */
  attention: () => [...jobKeys.syncStates(), 'attention'] as const,
  history: (jobId: number, page: number, pageSize: number) =>
    [...jobKeys.syncStates(), 'history', jobId, page, pageSize] as const,
  /** One job's sync state, with its conflicts when it has some. */
  syncState: (jobId: number) => [...jobKeys.syncStates(), 'one', jobId] as const,
  /** The job's posting on each board (its status and sync state there): follows the job's events. */
  postings: (jobId: number) => [...jobKeys.syncStates(), 'postings', jobId] as const,
};

/** The job boards, each with its own sync state: read again with every sync status the core sends. */
export const boardKeys = {
  all: ['boards'] as const,
};

export const syncKeys = {
  all: ['sync'] as const,
  status: () => [...syncKeys.all, 'status'] as const,
};

export const settingsKeys = {
  all: ['settings'] as const,
  /** The employer facts the posting-law checks read (Settings writes them, the editor reads them). */
  postingLaws: () => [...settingsKeys.all, 'posting-laws'] as const,
  /** The database's backups and its health (Settings, Backups). */
  backups: () => [...settingsKeys.all, 'backups'] as const,
};

/** Reference lists: fixed for a session, so never invalidated by job events. */
export const referenceKeys = {
  all: ['reference'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
  positionTypes: () => [...referenceKeys.all, 'position-types'] as const,
  locations: (search: string) => [...referenceKeys.all, 'locations', search] as const,
};

/** The recruiter's templates: read again on every `templates` event. */
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (kind: TemplateKind | null) => [...templateKeys.lists(), kind] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

/** The recruiter's spelling language and dictionary, and each job's own language: read again on `spelling`. */
export const spellingKeys = {
  all: ['spelling'] as const,
  settings: () => [...spellingKeys.all, 'settings'] as const,
  job: (jobId: number) => [...spellingKeys.all, 'job', jobId] as const,
};

// Every query key of the app, in one hierarchy: the core's events invalidate by these prefixes
// (use-core-events.ts), and each feature's queries.ts builds its queryOptions on them. No key is written inline.
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

/** What the list asks the core for one page (GET /app/v1/jobs). */
export type JobListViewQuery = {
  q: string;
  status: JobStatus | null;
  page: number;
  pageSize: number;
  /** Only the jobs posted to this board; null for every job. */
  board?: number | null;
};

export const jobKeys = {
  all: ['jobs'] as const,
  views: () => [...jobKeys.all, 'view'] as const,
  view: (query: JobListViewQuery) => [...jobKeys.views(), query] as const,
  details: () => [...jobKeys.all, 'detail'] as const,
  detail: (id: number) => [...jobKeys.details(), id] as const,
  /** The employer's name a new job is posted under. */
  employer: () => [...jobKeys.all, 'employer'] as const,
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
};

/** Reference lists: fixed for a session, so never invalidated by job events. */
export const referenceKeys = {
  all: ['reference'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
  positionTypes: () => [...referenceKeys.all, 'position-types'] as const,
  locations: (search: string) => [...referenceKeys.all, 'locations', search] as const,
};

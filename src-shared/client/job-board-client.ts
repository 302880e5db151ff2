// The typed client of the job board's interface: the renderer's way to the local API, and sync's to the real board.
import type * as z from 'zod/mini';
import { err, ok, type Result } from '../result.ts';
import {
  type Category,
  CategoryListSchema,
  type Job,
  type JobHeader,
  type JobListResponse,
  JobListResponseSchema,
  JobSchema,
  type JobStatus,
  type Location,
  LocationListSchema,
  type PositionType,
  PositionTypeListSchema,
} from '../schemas/resources.ts';
import { invalidResponseError, type JobBoardError } from './job-board-error.ts';
import type { JobRequestBody, JobUpsertBody } from './job-request-body.ts';
import type { Answer, RequestPlan } from './send-request.ts';
import {
  type CallOptions,
  callJson,
  callWithoutAnswer,
  createTransport,
  type TransportOptions,
} from './typed-call.ts';

const ALL_JOBS_PAGE_SIZE = 100;
/** listAllJobs gives up past this many pages (100,000 jobs) rather than follow a board whose paging never ends. */
const MAX_PAGES = 1000;

export type JobBoardClientOptions = TransportOptions & {
  /** Not settable: browsers forbid the header, and the client sends none of its own. */
  userAgent?: never;
};

export type ListJobsQuery = { q?: string; status?: JobStatus; page?: number; pageSize?: number };
export type ListAllJobsQuery = { q?: string; status?: JobStatus };

/** The query string of a list of jobs (GET /jobs here, GET /app/v1/jobs in the app client); an empty `q` is left out. */
export function listJobsParams(query: ListJobsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q !== undefined && query.q !== '') params.set('q', query.q);
  if (query.status !== undefined) params.set('status', query.status);
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  return params;
}

/** `location` is the board's `Location` header, resolved to an absolute URI; null when it sent none. */
export type CreatedJob = { job: Job; location: string | null };
/** `created`: the board answered 201 (a new job) rather than 200 (an update). */
export type UpsertedJob = { job: Job; created: boolean; location: string | null };

/**
 * Every method resolves to a Result and never throws for HTTP, network or body problems: a failure is a
 * JobBoardError value, whose `retryable` says whether repeating the same call can help (network errors,
 * timeouts, 408, 425, 429, 5xx) and `reason` what kind of failure it is. Every 2xx body is checked with the
 * shared schemas; one that does not match is a non-retryable `'invalid-response'`. A method rejects only if
 * `getApiKey` throws.
 */
export type JobBoardClient = {
  /** GET /jobs/{id}. */
  getJob(id: number, options?: CallOptions): Promise<Result<Job, JobBoardError>>;
  /** GET /jobs with the given query; paging links `""` (the real board) read as null. */
  listJobs(query?: ListJobsQuery, options?: CallOptions): Promise<Result<JobListResponse, JobBoardError>>;
  /**
   * Every job header matching the query: GET /jobs by page number with pageSize 100, from page 1 until an
   * empty page or the last page (`page >= pages`). Paging links are not followed (the real board sends `""`).
   * A job seen on two pages (the list moved while paging) is listed once. Any failed page fails the whole.
   */
  listAllJobs(query?: ListAllJobsQuery, options?: CallOptions): Promise<Result<JobHeader[], JobBoardError>>;
  /** POST /jobs. Not idempotent: repeating it after a lost answer can create a second job (use upsertJob). */
  createJob(body: JobRequestBody, options?: CallOptions): Promise<Result<CreatedJob, JobBoardError>>;
  /** PUT /jobs/{id}: a partial update, only the properties sent change. */
  updateJob(id: number, patch: JobRequestBody, options?: CallOptions): Promise<Result<Job, JobBoardError>>;
  /** PUT /jobs: creates or updates the job with this `referenceId`. Idempotent. */
  upsertJob(body: JobUpsertBody, options?: CallOptions): Promise<Result<UpsertedJob, JobBoardError>>;
  /** DELETE /jobs/{id}. A job already gone is a JobBoardError with reason `'not-found'`. */
  deleteJob(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
  /** DELETE /jobs with `{"referenceId": …}`. A job already gone is a JobBoardError with reason `'not-found'`. */
  deleteJobByReferenceId(referenceId: string, options?: CallOptions): Promise<Result<void, JobBoardError>>;
  /** GET /positiontypes. */
  listPositionTypes(options?: CallOptions): Promise<Result<PositionType[], JobBoardError>>;
  /** GET /categories. */
  listCategories(options?: CallOptions): Promise<Result<Category[], JobBoardError>>;
  /** GET /locations?q=…: known places whose name starts with `q`. */
  searchLocations(q: string, options?: CallOptions): Promise<Result<Location[], JobBoardError>>;
};

/** Builds a client. Holds no state of its own besides the options: no cache, no retries. */
export function createJobBoardClient(options: JobBoardClientOptions): JobBoardClient {
  const transport = createTransport(options);
  const call = <S extends z.ZodMiniType>(
    plan: RequestPlan,
    schema: S,
    callOptions: CallOptions | undefined,
  ) => callJson(transport, plan, schema, callOptions);
  const callWithoutBody = (plan: RequestPlan, callOptions?: CallOptions) =>
    callWithoutAnswer(transport, plan, callOptions);

  function listJobs(query: ListJobsQuery = {}, callOptions?: CallOptions) {
    const params = listJobsParams(query);
    return unwrap(call({ method: 'GET', path: '/jobs', query: params }, JobListResponseSchema, callOptions));
  }

  return {
    getJob: (id, callOptions) => unwrap(call({ method: 'GET', path: jobPath(id) }, JobSchema, callOptions)),
    listJobs,
    async listAllJobs(query = {}, callOptions) {
      const jobs = new Map<number, JobHeader>();
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const listed = await listJobs({ ...query, page, pageSize: ALL_JOBS_PAGE_SIZE }, callOptions);
        if (!listed.ok) return listed;
        for (const job of listed.value.data) if (!jobs.has(job.id)) jobs.set(job.id, job);
        if (listed.value.data.length === 0 || page >= listed.value.paging.pages)
          return ok([...jobs.values()]);
      }
      return err(
        invalidResponseError(transport.origin, 'GET /jobs', 200, [
          `The list did not end after ${MAX_PAGES} pages.`,
        ]),
      );
    },
    async createJob(body, callOptions) {
      const called = await call({ method: 'POST', path: '/jobs', body }, JobSchema, callOptions);
      if (!called.ok) return called;
      return ok({ job: called.value.value, location: locationOf(called.value.answer) });
    },
    updateJob: (id, patch, callOptions) =>
      unwrap(call({ method: 'PUT', path: jobPath(id), body: patch }, JobSchema, callOptions)),
    async upsertJob(body, callOptions) {
      const called = await call({ method: 'PUT', path: '/jobs', body }, JobSchema, callOptions);
      if (!called.ok) return called;
      const { value: job, answer } = called.value;
      return ok({ job, created: answer.status === 201, location: locationOf(answer) });
    },
    deleteJob: (id, callOptions) => callWithoutBody({ method: 'DELETE', path: jobPath(id) }, callOptions),
    deleteJobByReferenceId: (referenceId, callOptions) =>
      callWithoutBody({ method: 'DELETE', path: '/jobs', body: { referenceId } }, callOptions),
    listPositionTypes: (callOptions) =>
      unwrapData(call({ method: 'GET', path: '/positiontypes' }, PositionTypeListSchema, callOptions)),
    listCategories: (callOptions) =>
      unwrapData(call({ method: 'GET', path: '/categories' }, CategoryListSchema, callOptions)),
    searchLocations: (q, callOptions) =>
      unwrapData(
        call(
          { method: 'GET', path: '/locations', query: new URLSearchParams({ q }) },
          LocationListSchema,
          callOptions,
        ),
      ),
  };
}

function jobPath(id: number): string {
  return `/jobs/${encodeURIComponent(String(id))}`;
}

async function unwrap<T>(
  called: Promise<Result<{ value: T }, JobBoardError>>,
): Promise<Result<T, JobBoardError>> {
  const result = await called;
  return result.ok ? ok(result.value.value) : result;
}

async function unwrapData<T>(
  called: Promise<Result<{ value: { data: T } }, JobBoardError>>,
): Promise<Result<T, JobBoardError>> {
  const result = await called;
  return result.ok ? ok(result.value.value.data) : result;
}

/** The `Location` header made absolute against the request URL (a board may send a relative one). */
function locationOf(answer: Answer): string | null {
  const location = answer.headers.get('Location');
  if (location === null || location.trim() === '') return null;
  try {
    return new URL(location, answer.url).href;
  } catch {
    return location;
  }
}

// The typed client of the job board's interface: the renderer's way to the local API, and sync's to the real board.
import type * as z from 'zod/mini';
import { formatFieldPath } from '../errors/validation-failure.ts';
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
import { type Answer, type RequestPlan, sendRequest, type Transport } from './send-request.ts';

const DEFAULT_TIMEOUT_MS = 30_000;
const ALL_JOBS_PAGE_SIZE = 100;
/** listAllJobs gives up past this many pages (100,000 jobs) rather than follow a board whose paging never ends. */
const MAX_PAGES = 1000;

export type JobBoardClientOptions = {
  /** The interface's base, e.g. `http://127.0.0.1:8787/api/v1.1`; a trailing slash is tolerated. */
  baseUrl: string;
  /** Read at each request, so a key replaced in settings applies to every later request. null: no `API-Key`. */
  getApiKey: () => string | null | Promise<string | null>;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Time allowed for a whole exchange (answer and body). Default 30,000 ms. */
  timeoutMs?: number;
  /** The clock a `Retry-After` date is measured from. Default `Date.now`. */
  now?: () => number;
  /** Not settable: browsers forbid the header, and the client sends none of its own. */
  userAgent?: never;
};

/** Per call: `signal` cancels the request (the result is then a JobBoardError of kind `'aborted'`). */
export type CallOptions = { signal?: AbortSignal };

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
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport: Transport = {
    baseUrl,
    origin: describeOrigin(baseUrl),
    getApiKey: options.getApiKey,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: options.now ?? Date.now,
  };

  /** Sends the request and checks the 2xx body against `schema`. */
  async function call<S extends z.ZodMiniType>(
    plan: RequestPlan,
    schema: S,
    callOptions: CallOptions | undefined,
  ): Promise<Result<{ value: z.output<S>; answer: Answer }, JobBoardError>> {
    const sent = await sendRequest(transport, { ...plan, expectsJson: true }, callOptions?.signal);
    if (!sent.ok) return sent;
    const answer = sent.value;
    const invalid = (details: string[]): JobBoardError =>
      invalidResponseError(transport.origin, `${plan.method} ${plan.path}`, answer.status, details);
    if (answer.bodyText.trim() === '') return err(invalid(['The body was empty.']));
    let json: unknown;
    try {
      json = JSON.parse(answer.bodyText);
    } catch {
      return err(invalid(['The body is not JSON.']));
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const details = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${formatFieldPath(issue.path) || 'body'}: ${issue.message}`);
      return err(invalid(details));
    }
    return ok({ value: parsed.data, answer });
  }

  async function callWithoutBody(plan: RequestPlan, callOptions?: CallOptions) {
    const sent = await sendRequest(transport, plan, callOptions?.signal);
    return sent.ok ? ok(undefined) : sent;
  }

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

/** The scheme and host that messages name; a custom scheme's URL has no origin of its own. */
export function describeOrigin(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
  } catch {
    return baseUrl;
  }
}

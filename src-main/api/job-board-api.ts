// The job board's API as one web-standard fetch handler (Hono): every endpoint of the interface
// document under /api/v1.1, with the gap decisions of api-decisions.md.
import { Hono, type MiddlewareHandler } from 'hono';
import { placeNamePrefixKeys } from '../../src-shared/locations/normalize-place-name.ts';
import { placeToLocation } from '../../src-shared/locations/place-directory.ts';
import { parseJobId, parseJobListQuery } from '../../src-shared/rules/query.ts';
import { generateReferenceId } from '../../src-shared/rules/reference-id.ts';
import { LIMITS } from '../../src-shared/schemas/limits.ts';
import type { Employer } from '../../src-shared/schemas/resources.ts';
import type { Store } from '../store/store.ts';
import {
  ApiError,
  authenticationError,
  internalError,
  methodNotAllowedError,
  notFoundError,
  validationError,
} from './api-error.ts';
import { jsonResponse, limitBodySize, readJsonBody, readOptionalJsonBody } from './http-body.ts';
import { type ApiRole, createJobsService, type JobChange } from './jobs-service.ts';
import { applyMethodOverride } from './method-override.ts';
import { buildPaging } from './paging.ts';

export const API_BASE_PATH = '/api/v1.1';
const LOCATION_SUGGESTIONS = 20;

export type JobBoardApiOptions = {
  store: Store;
  now: () => Date;
  role: ApiRole;
  /** For jobs created without a referenceId in the local role; defaults to a random `JD-…` id. */
  newReferenceId?: () => string;
  /** Told of every committed job change (JobDesk's event stream). */
  onJobChange?: (change: JobChange) => void;
  /** Called with every unexpected error (never with a client mistake); defaults to console.error. */
  onUnexpectedError?: (error: unknown) => void;
};

export type JobBoardApi = { fetch(request: Request): Promise<Response> };

type Env = { Variables: { employer: Employer } };

export function createJobBoardApi(options: JobBoardApiOptions): JobBoardApi {
  const { store, now } = options;
  const jobs = createJobsService({
    store,
    now,
    role: options.role,
    newReferenceId: options.newReferenceId ?? (() => generateReferenceId()),
    onChange: options.onJobChange,
  });
  const reportUnexpected = options.onUnexpectedError ?? ((error) => console.error(error));
  const app = new Hono<Env>().basePath(API_BASE_PATH);

  app.use(limitBodySize(LIMITS.bodyBytes));

  // Every job endpoint acts for the employer whose key is sent; reference lists need no key.
  const authenticate: MiddlewareHandler<Env> = async (c, next) => {
    const key = c.req.header('API-Key')?.trim();
    const employer = key ? store.employers.findEmployerByKey(key) : undefined;
    if (!employer) throw authenticationError();
    c.set('employer', employer);
    // Auto-refresh is the board's own doing over time; applied before any read or write sees the jobs.
    store.autoRefresh.advancePublishDates(employer.id, now());
    await next();
  };
  app.use('/jobs', authenticate);
  app.use('/jobs/*', authenticate);

  const jobUrl = (requestUrl: string, id: number) =>
    `${new URL(requestUrl).origin}${API_BASE_PATH}/jobs/${id}`;
  const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: ApiError }): T => {
    if (!result.ok) throw result.error;
    return result.value;
  };
  const jobId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    return id.value;
  };

  app.get('/jobs', (c) => {
    const query = parseJobListQuery(c.req.query());
    if (!query.ok) throw validationError(query.error);
    const { rows, total } = store.jobs.listJobs(c.var.employer.id, query.value);
    return jsonResponse(200, { data: rows, paging: buildPaging(c.req.url, query.value, total) });
  });
  app.post('/jobs', async (c) => {
    const job = unwrap(jobs.create(c.var.employer.id, await readJsonBody(c)));
    return jsonResponse(201, job, { Location: jobUrl(c.req.url, job.id) });
  });
  app.put('/jobs', async (c) => {
    const { job, created } = unwrap(jobs.upsert(c.var.employer.id, await readJsonBody(c)));
    return created ? jsonResponse(201, job, { Location: jobUrl(c.req.url, job.id) }) : jsonResponse(200, job);
  });
  app.delete('/jobs', async (c) => {
    // Without any body the client forgot the referenceId (400); a body must be JSON (415).
    unwrap(jobs.removeByReferenceId(c.var.employer.id, await readOptionalJsonBody(c)));
    return c.body(null, 204);
  });
  app.all('/jobs', (c) => {
    throw methodNotAllowedError(c.req.method, ['GET', 'POST', 'PUT', 'DELETE']);
  });

  app.get('/jobs/:id', (c) => {
    const job = store.jobs.getJob(c.var.employer.id, jobId(c.req.param('id')));
    if (!job) throw notFoundError();
    return jsonResponse(200, job);
  });
  app.put('/jobs/:id', async (c) => {
    const id = jobId(c.req.param('id'));
    return jsonResponse(200, unwrap(jobs.update(c.var.employer.id, id, await readJsonBody(c))));
  });
  app.delete('/jobs/:id', async (c) => {
    await readOptionalJsonBody(c);
    unwrap(jobs.remove(c.var.employer.id, jobId(c.req.param('id'))));
    return c.body(null, 204);
  });
  app.all('/jobs/:id', (c) => {
    throw methodNotAllowedError(c.req.method, ['GET', 'PUT', 'DELETE']);
  });

  app.get('/positiontypes', () => jsonResponse(200, { data: store.reference.listPositionTypes() }));
  app.get('/categories', () => jsonResponse(200, { data: store.reference.listCategories() }));
  app.get('/locations', (c) => {
    const found = new Map<number, ReturnType<typeof store.places.searchPlacesByPrefix>[number]>();
    for (const key of placeNamePrefixKeys(c.req.query('q') ?? '')) {
      for (const place of store.places.searchPlacesByPrefix(key, LOCATION_SUGGESTIONS))
        found.set(place.id, place);
    }
    const places = [...found.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.province.localeCompare(b.province))
      .slice(0, LOCATION_SUGGESTIONS);
    return jsonResponse(200, { data: places.map(placeToLocation) });
  });
  for (const path of ['/positiontypes', '/categories', '/locations']) {
    app.all(path, (c) => {
      throw methodNotAllowedError(c.req.method, ['GET']);
    });
  }

  app.notFound(() => notFoundResponse());
  app.onError((error) => {
    if (error instanceof ApiError) return jsonResponse(error.status, error.toBody(), error.headers);
    reportUnexpected(error);
    const internal = internalError();
    return jsonResponse(internal.status, internal.toBody());
  });

  return {
    fetch: async (request) => {
      if (!new URL(request.url).pathname.startsWith(`${API_BASE_PATH}/`)) return notFoundResponse();
      return app.fetch(applyMethodOverride(request));
    },
  };
}

function notFoundResponse(): Response {
  const error = new ApiError(404, 'NotFoundException', ['There is nothing at this address.']);
  return jsonResponse(404, error.toBody());
}

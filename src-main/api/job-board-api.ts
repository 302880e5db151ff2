// The job board's interface as Hono routes, to be mounted at /api/v1.1: every endpoint of the
// interface document, with the gap decisions of api-decisions.md. A board and JobDesk's local API
// both serve it; what the local API does beyond the board is passed in (`local`).
import { Hono, type MiddlewareHandler } from 'hono';
import { placeToLocation, searchPlacesByPrefix } from '../../src-shared/locations/place-directory.ts';
import { parseJobId, parseJobListQuery } from '../../src-shared/rules/query.ts';
import { LIMITS } from '../../src-shared/schemas/limits.ts';
import type { JobsService, JobWriteError } from '../jobs/jobs-service.ts';
import type { Store } from '../store/store.ts';
import { jobWriteError, methodNotAllowedError, notFoundError, validationError } from './api-error.ts';
import { type AuthenticatedEnv, authenticate } from './authenticate.ts';
import { limitBodySize, readJsonBody, readOptionalJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { buildPaging } from './paging.ts';

export const API_BASE_PATH = '/api/v1.1';
const LOCATION_SUGGESTIONS = 20;

export type JobBoardApiOptions = {
  store: Store;
  now: () => Date;
  /**
   * The one jobs service of the store, built by the composition root: JobDesk's records each change for
   * sync (outbox rows, generated referenceIds); a board's writes the job alone.
   */
  jobs: JobsService;
};

/** The routes, relative to API_BASE_PATH; errors are thrown as ApiError for the front door to render. */
export function createJobBoardApi(options: JobBoardApiOptions): Hono<AuthenticatedEnv> {
  const { store, now, jobs } = options;
  const app = new Hono<AuthenticatedEnv>();

  app.use(limitBodySize(LIMITS.bodyBytes));

  // Every job endpoint acts for the employer whose key is sent; reference lists need no key.
  const requireKey = authenticate(store);
  // `/jobs/*` matches `/jobs` too: each middleware is registered once, so it runs once per request.
  app.use('/jobs/*', requireKey);
  // Auto-refresh is the board's own doing over time; applied before any read or write sees the jobs.
  const refreshPublishDates: MiddlewareHandler<AuthenticatedEnv> = async (c, next) => {
    store.autoRefresh.advancePublishDates(c.var.employer.id, now());
    await next();
  };
  app.use('/jobs/*', refreshPublishDates);

  const jobUrl = (requestUrl: string, id: number) =>
    `${new URL(requestUrl).origin}${API_BASE_PATH}/jobs/${id}`;
  const unwrap = <T>(result: { ok: true; value: T } | { ok: false; error: JobWriteError }): T => {
    if (!result.ok) throw jobWriteError(result.error);
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
  const places = { placesWithKeyPrefix: store.places.searchPlacesByPrefix };
  app.get('/locations', (c) => {
    const found = searchPlacesByPrefix(places, c.req.query('q') ?? '', LOCATION_SUGGESTIONS);
    return jsonResponse(200, { data: found.map(placeToLocation) });
  });
  for (const path of ['/positiontypes', '/categories', '/locations']) {
    app.all(path, (c) => {
      throw methodNotAllowedError(c.req.method, ['GET']);
    });
  }

  return app;
}

// Thousands of random bad requests against the in-process board: bodies, headers, query strings and
// paths. Every answer must be a 2xx or a 4xx (never a 5xx), every 4xx the one error body without a stack
// trace, and afterwards the database is intact and a job nobody was allowed to touch is unchanged.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, type Job } from '../../src-shared/schemas/resources.ts';
import { createJob, readJob, STACK_TRACE } from '../helpers/api-expectations.ts';
import { createInProcessTarget, type InProcessTarget } from '../helpers/in-process-target.ts';
import { richJobBody, validJobBody } from '../helpers/job-bodies.ts';
import { send, urlOf } from '../helpers/raw-request.ts';
import {
  bodyTarget,
  headerValue,
  httpMethod,
  keyValue,
  overrideValue,
  pathSegment,
  queryString,
  rawBody,
} from './bad-input.arbitraries.ts';

/** About 8,500 requests in all; in process they take a few seconds. */
const RUNS = { bodies: 4000, headers: 1500, queries: 1500, paths: 1500 } as const;
const SEED = Number(process.env.JOBDESK_PROPERTY_SEED ?? Date.now() % 2_147_483_647);

let target: InProcessTarget;
/** Created with keyB, which no random request uses: it must come out of the storm unchanged. */
let untouchable: Job;
/** Created with keyA: random bodies are PUT to it. */
let sacrificial: Job;
let requests = 0;

beforeAll(async () => {
  target = await createInProcessTarget();
  untouchable = await createJob(target, richJobBody({ referenceId: 'untouchable' }), target.keyB);
  sacrificial = await createJob(target, richJobBody({ referenceId: 'sacrificial' }));
}, 60_000);
afterAll(() => target?.close());

type Attempt = {
  method: string;
  path: string;
  body?: string | Uint8Array;
  contentType?: string | null;
  key?: string | null;
  headers?: Record<string, string>;
};

/** Sends one request and checks the answer's sanity; the error thrown names the request. */
async function checkAnswer(attempt: Attempt): Promise<void> {
  requests += 1;
  const answer = await send(target, {
    method: attempt.method,
    path: attempt.path,
    body: attempt.body,
    contentType: attempt.contentType,
    key: attempt.key,
    headers: attempt.headers,
  });
  const where = `${answer.summary}\nsent: ${JSON.stringify({ ...attempt, body: preview(attempt.body) })}`;
  expect(answer.status < 500, where).toBe(true);
  expect(
    answer.status >= 200 && answer.status < 500 && !(answer.status >= 300 && answer.status < 400),
    where,
  ).toBe(true);
  expect(answer.text, where).not.toMatch(STACK_TRACE);
  if (answer.status >= 400 && attempt.method !== 'HEAD') {
    expect(answer.headers.get('content-type')?.toLowerCase().replace(/\s+/g, ''), where).toBe(
      'application/json;charset=utf-8',
    );
    const parsed = ErrorBodySchema.safeParse(answer.json);
    expect(parsed.success, where).toBe(true);
    const messages = parsed.data?.error.messages ?? [];
    expect(
      messages.some((message) => message.trim() !== ''),
      where,
    ).toBe(true);
  }
}

function preview(body: string | Uint8Array | undefined): string | undefined {
  if (body === undefined) return undefined;
  const text = typeof body === 'string' ? body : `<${body.length} bytes>`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function resolveKey(key: string | null): string | null {
  return key === 'A' ? target.keyA : key;
}

function withIds(path: string): string {
  return path.replace('{sacrificial}', String(sacrificial.id));
}

// ---- properties --------------------------------------------------------------------------------------

describe('the board under random bad input', () => {
  it(`answers ${RUNS.bodies} random bodies on POST, PUT and DELETE with a 2xx or a 4xx and the error body`, async () => {
    await fc.assert(
      fc.asyncProperty(bodyTarget, rawBody, async (where, body) => {
        await checkAnswer({
          method: where.method,
          path: withIds(where.path),
          body,
          contentType: 'application/json',
        });
      }),
      { numRuns: RUNS.bodies, seed: SEED },
    );
  }, 60_000);

  it(`answers ${RUNS.headers} requests with random content types, overrides and API keys sanely`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('POST', 'PUT', 'DELETE', 'GET'),
        fc.constantFrom('/jobs', '/jobs/{sacrificial}', '/positiontypes', '/categories', '/locations?q=mon'),
        fc.option(headerValue, { nil: null }),
        fc.option(overrideValue, { nil: undefined }),
        keyValue,
        async (requestMethod, path, contentType, override, key) => {
          // An override DELETE may have removed the job the paths name: put one back.
          if ((await send(target, { method: 'GET', path: `/jobs/${sacrificial.id}` })).status === 404)
            sacrificial = await createJob(target, richJobBody());
          const headers: Record<string, string> = {};
          if (override !== undefined) headers['X-HTTP-Method-Override'] = override;
          const carriesBody = requestMethod !== 'GET';
          await checkAnswer({
            method: requestMethod,
            path: withIds(path),
            body: carriesBody
              ? new TextEncoder().encode(JSON.stringify(validJobBody({ referenceId: 'hdr' })))
              : undefined,
            contentType,
            key: resolveKey(key),
            headers,
          });
        },
      ),
      { numRuns: RUNS.headers, seed: SEED },
    );
  }, 60_000);

  it(`answers ${RUNS.queries} random query strings on the lists with a 2xx or a 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/jobs', '/jobs', '/locations', '/categories', '/positiontypes'),
        queryString,
        fc.boolean(),
        async (path, query, withKey) => {
          await checkAnswer({ method: 'GET', path: `${path}?${query}`, key: withKey ? target.keyA : null });
        },
      ),
      { numRuns: RUNS.queries, seed: SEED },
    );
  }, 60_000);

  it(`answers ${RUNS.paths} random paths and methods with a 2xx or a 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        httpMethod,
        fc.array(pathSegment, { minLength: 0, maxLength: 4 }),
        fc.boolean(),
        async (verb, segments, withBody) => {
          const path = `/${segments.join('/')}`;
          expect(urlOf(target, path).startsWith(target.baseUrl)).toBe(true);
          const body =
            withBody && verb !== 'GET' && verb !== 'HEAD' ? JSON.stringify(validJobBody()) : undefined;
          await checkAnswer({
            method: verb,
            path,
            body,
            contentType: body === undefined ? null : 'application/json',
          });
        },
      ),
      { numRuns: RUNS.paths, seed: SEED },
    );
  }, 60_000);

  it('leaves the database intact and the other employer’s job unchanged after the storm', async () => {
    expect(requests).toBeGreaterThanOrEqual(3000);
    const integrity = target.core.store.db.pragma('integrity_check', { simple: true });
    expect(integrity).toBe('ok');
    expect(await readJob(target, untouchable.id, target.keyB)).toEqual(untouchable);
  });
});

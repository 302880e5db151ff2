// Cases for the wire format: authentication, unknown paths, unsupported methods, content types, body size,
// malformed JSON and method override, each answered with the one error body of api-decisions.md.
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import {
  type ApiTarget,
  createJob,
  expectError,
  expectJob,
  expectJsonContentType,
  expectNoContent,
  jsonBodyOfSize,
  readJob,
  send,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

const ONE_MIB = 1024 * 1024;

type Endpoint = [label: string, method: string, path: (job: Job) => string, body: (job: Job) => unknown];

const JOB_ENDPOINTS: Endpoint[] = [
  ['GET /jobs', 'GET', () => '/jobs', () => undefined],
  ['GET /jobs/{id}', 'GET', (job) => `/jobs/${job.id}`, () => undefined],
  ['POST /jobs', 'POST', () => '/jobs', () => validJobBody()],
  ['PUT /jobs', 'PUT', () => '/jobs', (job) => ({ referenceId: job.referenceId, title: 'Hijacked' })],
  ['PUT /jobs/{id}', 'PUT', (job) => `/jobs/${job.id}`, () => ({ title: 'Hijacked' })],
  ['DELETE /jobs', 'DELETE', () => '/jobs', (job) => ({ referenceId: job.referenceId })],
  ['DELETE /jobs/{id}', 'DELETE', (job) => `/jobs/${job.id}`, () => undefined],
];

/** The path of the interface's base with another tail, e.g. `/api/v1.0/jobs`. */
function besideBase(target: ApiTarget, tail: string): string {
  return target.baseUrl.replace(/\/api\/v1\.1$/, tail);
}

export function defineWireCases(getTarget: () => ApiTarget): void {
  describe('authentication', () => {
    it.each(JOB_ENDPOINTS)(
      'answers %s with 401 and the error body when the API key is missing, empty or unknown, changing nothing',
      async (_label, method, path, body) => {
        const target = getTarget();
        const job = await createJob(target, validJobBody({ referenceId: uniqueToken('auth') }));
        for (const key of [null, '', `${target.keyA}x`, 'not-a-key']) {
          const answer = await send(target, { method, path: path(job), key, json: body(job) });
          expectError(answer, 401, 'AuthenticationException');
        }
        expect(await readJob(target, job.id)).toEqual(job);
      },
    );

    it('does not take the API key from the query string', async () => {
      const target = getTarget();
      const answer = await send(target, {
        method: 'GET',
        path: `/jobs?API-Key=${encodeURIComponent(target.keyA)}`,
        key: null,
      });
      expectError(answer, 401, 'AuthenticationException');
    });
  });

  describe('paths and methods', () => {
    it('answers 404 with the error body to an unknown path', async () => {
      const target = getTarget();
      for (const path of ['/nothing', '/jobs/1/extra', '/job', '/positiontypes/1']) {
        expectError(await send(target, { method: 'GET', path }), 404, 'NotFoundException');
      }
      for (const url of [besideBase(target, '/api/v1.0/jobs'), besideBase(target, '/api/v2/jobs')]) {
        expectError(await send(target, { method: 'GET', path: url }), 404, 'NotFoundException');
      }
    });

    it.each([
      ['PATCH', '/jobs/1', ['GET', 'PUT', 'DELETE']],
      ['PATCH', '/jobs', ['GET', 'POST', 'PUT', 'DELETE']],
      ['DELETE', '/positiontypes', ['GET']],
      ['POST', '/positiontypes', ['GET']],
      ['PUT', '/categories', ['GET']],
      ['DELETE', '/locations', ['GET']],
    ])('answers %s %s with 405 and an Allow header', async (method, path, allowed) => {
      const answer = await send(getTarget(), {
        method,
        path,
        json: method === 'DELETE' && path !== '/jobs' ? undefined : { title: 'x' },
      });
      const error = expectError(answer, 405, 'MethodNotAllowedException');
      expect(error.messages.length).toBeGreaterThan(0);
      const allow = (answer.headers.get('Allow') ?? '').split(',').map((name) => name.trim().toUpperCase());
      for (const name of allowed) expect(allow, answer.summary).toContain(name);
      expect(allow).not.toContain(method);
    });
  });

  describe('content types and bodies', () => {
    it('answers every JSON body, errors included, as application/json; charset=utf-8', async () => {
      const target = getTarget();
      const job = await createJob(target);
      for (const path of [`/jobs/${job.id}`, '/jobs', '/positiontypes', '/categories', '/locations?q=mon']) {
        const answer = await send(target, { method: 'GET', path });
        expect(answer.status, answer.summary).toBe(200);
        expectJsonContentType(answer);
      }
    });

    it('answers 415 to a POST or PUT whose body is text/plain, and creates nothing', async () => {
      const target = getTarget();
      const title = `Plain ${uniqueToken('ct')}`;
      const job = await createJob(target);
      const text = JSON.stringify(validJobBody({ title, referenceId: uniqueToken('ref') }));
      for (const [method, path] of [
        ['POST', '/jobs'],
        ['PUT', '/jobs'],
        ['PUT', `/jobs/${job.id}`],
      ] as const) {
        const answer = await send(target, { method, path, body: text, contentType: 'text/plain' });
        expectError(answer, 415, 'UnsupportedMediaTypeException');
      }
      expect(await readJob(target, job.id)).toEqual(job);
    });

    it('answers 415 to a POST without a Content-Type and to one that only contains "json"', async () => {
      const target = getTarget();
      const bytes = new TextEncoder().encode(JSON.stringify(validJobBody()));
      expectError(
        await send(target, { method: 'POST', path: '/jobs', body: bytes }),
        415,
        'UnsupportedMediaTypeException',
      );
      for (const contentType of [
        'text/json',
        'application/x-json',
        'multipart/form-data; boundary=x',
        'application/jso',
      ]) {
        const answer = await send(target, { method: 'POST', path: '/jobs', body: bytes, contentType });
        expectError(answer, 415, 'UnsupportedMediaTypeException');
      }
    });

    it('answers 415 to a DELETE /jobs whose body is not JSON', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId }));
      const answer = await send(target, {
        method: 'DELETE',
        path: '/jobs',
        body: JSON.stringify({ referenceId }),
        contentType: 'text/plain',
      });
      expectError(answer, 415, 'UnsupportedMediaTypeException');
      expect(await readJob(target, job.id)).toEqual(job);
    });

    it('reads the Content-Type case-insensitively: Application/JSON; charset=UTF-8 is JSON', async () => {
      const target = getTarget();
      for (const contentType of [
        'Application/JSON; charset=UTF-8',
        'APPLICATION/JSON',
        'application/json;charset=utf-8',
      ]) {
        const answer = await send(target, {
          method: 'POST',
          path: '/jobs',
          json: validJobBody(),
          contentType,
        });
        expectJob(answer, 201);
      }
    });

    it('answers 413 to a body over 1 MiB, and 400, not 413, to a too-long description under 1 MiB', async () => {
      const target = getTarget();
      const over = jsonBodyOfSize(ONE_MIB + 1, validJobBody());
      const tooLarge = await send(target, {
        method: 'POST',
        path: '/jobs',
        body: over,
        contentType: 'application/json',
      });
      expectError(tooLarge, 413, 'PayloadTooLargeException');
      const huge = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ description: `<p>${'x'.repeat(2 * ONE_MIB)}</p>` }),
      });
      expectError(huge, 413, 'PayloadTooLargeException');
      const under = validJobBody({ description: `<p>${'x'.repeat(ONE_MIB - 1024)}</p>` });
      const tooLong = await send(target, { method: 'POST', path: '/jobs', json: under });
      expectError(tooLong, 400, 'ValidationException');
    });

    it('accepts a description of 100,000 characters, the limit', async () => {
      const description = `<p>${'x'.repeat(100_000 - 7)}</p>`;
      const job = await createJob(getTarget(), validJobBody({ description }));
      expect(job.description).toHaveLength(100_000);
    });

    it.each([
      ['cut short', '{"title": "Cook",'],
      ['with a trailing comma', '{"title": "Cook",}'],
      ['single-quoted', "{'title': 'Cook'}"],
      ['empty', ''],
      ['not JSON at all', 'title=Cook'],
    ])('answers 400 to a JSON body that is %s', async (_label, body) => {
      const target = getTarget();
      for (const [method, path] of [
        ['POST', '/jobs'],
        ['PUT', '/jobs'],
      ] as const) {
        const answer = await send(target, { method, path, body, contentType: 'application/json' });
        expectError(answer, 400, 'ValidationException');
      }
    });

    it.each([
      ['an array', []],
      ['a string', 'job'],
      ['a number', 42],
      ['null', null],
    ])('answers 400 to a JSON body that is %s instead of an object', async (_label, json) => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        body: JSON.stringify(json),
        contentType: 'application/json',
      });
      expectError(answer, 400, 'ValidationException');
    });
  });

  describe('method override', () => {
    it('deletes on POST /jobs/{id} with X-HTTP-Method-Override: DELETE, answering 204', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const answer = await send(target, {
        method: 'POST',
        path: `/jobs/${job.id}`,
        headers: { 'X-HTTP-Method-Override': 'DELETE' },
      });
      expectNoContent(answer);
      expectError(await send(target, { method: 'GET', path: `/jobs/${job.id}` }), 404, 'NotFoundException');
    });

    it('honours the override in any case: "put" updates the job', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const answer = await send(target, {
        method: 'POST',
        path: `/jobs/${job.id}`,
        headers: { 'X-HTTP-Method-Override': 'put' },
        json: { title: 'Sous Chef' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, title: 'Sous Chef' });
    });

    it('takes the override from the X-HTTP-Method-Override query parameter when there is no header', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const answer = await send(target, {
        method: 'POST',
        path: `/jobs/${job.id}?X-HTTP-Method-Override=DELETE`,
      });
      expectNoContent(answer);
    });

    it('deletes by referenceId on POST /jobs with the override DELETE and the referenceId in the body', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId }));
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        headers: { 'X-HTTP-Method-Override': 'DELETE' },
        json: { referenceId },
      });
      expectNoContent(answer);
      expectError(await send(target, { method: 'GET', path: `/jobs/${job.id}` }), 404, 'NotFoundException');
    });

    it('upserts on POST /jobs with the override PUT', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const body = validJobBody({ referenceId });
      const headers = { 'X-HTTP-Method-Override': 'PUT' };
      const created = expectJob(
        await send(target, { method: 'POST', path: '/jobs', headers, json: body }),
        201,
      );
      const repeated = expectJob(
        await send(target, { method: 'POST', path: '/jobs', headers, json: body }),
        200,
      );
      expect(repeated).toEqual(created);
    });

    it.each(['GET', 'PATCH', 'HEAD', 'POST', 'remove', ''])(
      'ignores the override value "%s": the request stays a POST, so POST /jobs/{id} is 405',
      async (value) => {
        const target = getTarget();
        const job = await createJob(target);
        const answer = await send(target, {
          method: 'POST',
          path: `/jobs/${job.id}`,
          headers: { 'X-HTTP-Method-Override': value },
          json: { title: 'Changed' },
        });
        expectError(answer, 405, 'MethodNotAllowedException');
        expect(await readJob(target, job.id)).toEqual(job);
      },
    );

    it('ignores the override value GET on POST /jobs: the job is created', async () => {
      const target = getTarget();
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        headers: { 'X-HTTP-Method-Override': 'GET' },
        json: validJobBody(),
      });
      expectJob(answer, 201);
    });

    it('overrides only a POST: a GET or PUT with X-HTTP-Method-Override: DELETE keeps its method', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const headers = { 'X-HTTP-Method-Override': 'DELETE' };
      expect(expectJob(await send(target, { method: 'GET', path: `/jobs/${job.id}`, headers }), 200)).toEqual(
        job,
      );
      const put = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        headers,
        json: { title: 'Kept' },
      });
      expect(expectJob(put, 200).title).toBe('Kept');
      const query = await send(target, {
        method: 'GET',
        path: `/jobs/${job.id}?X-HTTP-Method-Override=DELETE`,
      });
      expect(query.status, query.summary).toBe(200);
      expect((await readJob(target, job.id)).title).toBe('Kept');
    });

    it('prefers the header to the query parameter', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const answer = await send(target, {
        method: 'POST',
        path: `/jobs/${job.id}?X-HTTP-Method-Override=DELETE`,
        headers: { 'X-HTTP-Method-Override': 'PUT' },
        json: { title: 'Still here' },
      });
      expect(expectJob(answer, 200).title).toBe('Still here');
    });
  });
}

// The client builds the requests of the interface document and reads the board's answers into typed values.
import { describe, expect, it, vi } from 'vitest';
import { createJobBoardClient } from './job-board-client.ts';
import type { JobRequestBody } from './job-request-body.ts';

const BASE = 'http://127.0.0.1:8787/api/v1.1';

const JOB = {
  id: 7,
  referenceId: 'JD-7',
  employer: { id: 1, name: 'Acme Bakery' },
  title: 'Baker',
  publishDate: '2026-01-05T00:00:00.000Z',
  closeDate: '2026-03-06T00:00:00.000Z',
  confidential: false,
  autoRefresh: false,
  status: 'draft',
  locations: [{ id: 1, name: 'Moncton', description: 'Moncton, NB', type: 'Town' }],
  categories: [{ id: 3, name: 'Food Services' }],
  positionType: { id: 1, name: 'Full Time' },
  salary: null,
  description: '<p>Bake bread.</p>',
  applicantRoutingType: { id: 1, name: 'Email' },
  applicationEmail: 'jobs@acme.ca',
  applicationUrl: null,
};

function header(id: number, referenceId: string | null = `JD-${id}`) {
  const { employer, title, publishDate, locations, confidential, status } = JOB;
  return { id, referenceId, employer, title, publishDate, locations, confidential, status };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A fetch that records each request and answers with `answer`. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    return answer(request);
  };
  return { fetch, requests };
}

function clientAnswering(answer: (request: Request) => Response | Promise<Response>, key = 'secret-key') {
  const fake = fakeFetch(answer);
  const client = createJobBoardClient({ baseUrl: BASE, getApiKey: () => key, fetch: fake.fetch });
  return { client, requests: fake.requests };
}

describe('requests', () => {
  it('gets a job by id with the API key and Accept headers and no body', async () => {
    const { client, requests } = clientAnswering(() => json(JOB));
    const result = await client.getJob(7);
    expect(result).toEqual({ ok: true, value: JOB });
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe(`${BASE}/jobs/7`);
    expect(request?.headers.get('API-Key')).toBe('secret-key');
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBeNull();
    expect(request?.body).toBeNull();
  });

  it('tolerates a trailing slash on the base URL', async () => {
    const fake = fakeFetch(() => json(JOB));
    const client = createJobBoardClient({ baseUrl: `${BASE}/`, getApiKey: () => 'k', fetch: fake.fetch });
    await client.getJob(7);
    expect(fake.requests[0]?.url).toBe(`${BASE}/jobs/7`);
  });

  it('lists jobs with the given query parameters only', async () => {
    const list = {
      data: [header(1)],
      paging: { total: 1, page: 2, pages: 1, pageSize: 5, previous: null, next: null },
    };
    const { client, requests } = clientAnswering(() => json(list));
    await client.listJobs({ q: 'baker & pastry', status: 'active', page: 2, pageSize: 5 });
    await client.listJobs();
    await client.listJobs({ q: '' });
    const urls = requests.map((request) => new URL(request.url));
    expect(urls[0]?.pathname).toBe('/api/v1.1/jobs');
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({
      q: 'baker & pastry',
      status: 'active',
      page: '2',
      pageSize: '5',
    });
    expect(requests[1]?.url).toBe(`${BASE}/jobs`);
    expect(requests[2]?.url).toBe(`${BASE}/jobs`);
  });

  it('creates a job with a JSON body and returns the job and its absolute Location', async () => {
    const body = { title: 'Baker', locations: [{ description: 'Moncton, NB' }], categories: [{ id: 3 }] };
    const { client, requests } = clientAnswering(() => json(JOB, 201, { Location: `${BASE}/jobs/7` }));
    const result = await client.createJob(body);
    expect(result).toEqual({ ok: true, value: { job: JOB, location: `${BASE}/jobs/7` } });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}/jobs`);
    expect(request?.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await request?.json()).toEqual(body);
  });

  it('resolves a relative Location against the request URL and reads a missing one as null', async () => {
    const relative = clientAnswering(() => json(JOB, 201, { Location: '/api/v1.1/jobs/7' }));
    const relativeResult = await relative.client.createJob({ title: 'Baker' });
    expect(relativeResult.ok && relativeResult.value.location).toBe(`${BASE}/jobs/7`);
    const missing = clientAnswering(() => json(JOB, 201));
    const missingResult = await missing.client.createJob({ title: 'Baker' });
    expect(missingResult.ok && missingResult.value.location).toBeNull();
  });

  it('accepts a whole Job read from GET as a create body, as the interface document allows', async () => {
    const { client, requests } = clientAnswering(() => json(JOB, 201));
    const read = await clientAnswering(() => json(JOB)).client.getJob(7);
    if (!read.ok) throw new Error('expected the job');
    const body: JobRequestBody = read.value; // a type check as much as a runtime one
    await client.createJob(body);
    expect(await requests[0]?.json()).toEqual(JOB);
  });

  it('updates a job by id with a partial body', async () => {
    const { client, requests } = clientAnswering(() => json({ ...JOB, status: 'archived' }));
    const result = await client.updateJob(7, { status: 'archived' });
    expect(result.ok && result.value.status).toBe('archived');
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/7`);
    expect(await requests[0]?.json()).toEqual({ status: 'archived' });
  });

  it('upserts by referenceId and reports a 201 as created', async () => {
    const { client, requests } = clientAnswering(() => json(JOB, 201, { Location: `${BASE}/jobs/7` }));
    const result = await client.upsertJob({ referenceId: 'JD-7', title: 'Baker' });
    expect(result).toEqual({ ok: true, value: { job: JOB, created: true, location: `${BASE}/jobs/7` } });
    expect(requests[0]?.method).toBe('PUT');
    expect(requests[0]?.url).toBe(`${BASE}/jobs`);
    expect(await requests[0]?.json()).toEqual({ referenceId: 'JD-7', title: 'Baker' });
  });

  it('upserts by referenceId and reports a 200 as an update', async () => {
    const { client } = clientAnswering(() => json(JOB, 200));
    const result = await client.upsertJob({ referenceId: 'JD-7', title: 'Baker' });
    expect(result).toEqual({ ok: true, value: { job: JOB, created: false, location: null } });
  });

  it('deletes a job by id and accepts a 204 with no body', async () => {
    const { client, requests } = clientAnswering(() => new Response(null, { status: 204 }));
    expect(await client.deleteJob(7)).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe(`${BASE}/jobs/7`);
    expect(requests[0]?.body).toBeNull();
  });

  it('deletes a job by referenceId with a JSON body holding only the referenceId', async () => {
    const { client, requests } = clientAnswering(() => new Response(null, { status: 204 }));
    expect(await client.deleteJobByReferenceId('JD-7')).toEqual({ ok: true, value: undefined });
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url).toBe(`${BASE}/jobs`);
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await requests[0]?.json()).toEqual({ referenceId: 'JD-7' });
  });

  it('reads the reference lists as arrays', async () => {
    const positionTypes = [{ id: 1, name: 'Full Time' }];
    const categories = [{ id: 3, name: 'Food Services' }];
    const places = [{ id: 9, name: 'Saint-Jérôme', description: 'Saint-Jérôme, QC', type: 'Town' }];
    const { client, requests } = clientAnswering((request) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith('/positiontypes')) return json({ data: positionTypes });
      if (path.endsWith('/categories')) return json({ data: categories });
      return json({ data: places });
    });
    expect(await client.listPositionTypes()).toEqual({ ok: true, value: positionTypes });
    expect(await client.listCategories()).toEqual({ ok: true, value: categories });
    expect(await client.searchLocations('Saint-Jé & co')).toEqual({ ok: true, value: places });
    expect(requests.map((request) => request.url.slice(BASE.length))).toEqual([
      '/positiontypes',
      '/categories',
      `/locations?${new URLSearchParams({ q: 'Saint-Jé & co' })}`,
    ]);
    expect(new URL(requests[2]?.url ?? '').searchParams.get('q')).toBe('Saint-Jé & co');
  });

  it('calls getApiKey for every request, so a replaced key applies to the next request', async () => {
    const fake = fakeFetch(() => json(JOB));
    let key = 'old-key';
    const getApiKey = vi.fn(async () => key);
    const client = createJobBoardClient({ baseUrl: BASE, getApiKey, fetch: fake.fetch });
    await client.getJob(7);
    key = 'new-key';
    await client.getJob(7);
    expect(getApiKey).toHaveBeenCalledTimes(2);
    expect(fake.requests.map((request) => request.headers.get('API-Key'))).toEqual(['old-key', 'new-key']);
  });

  it('sends no API-Key header when there is no key', async () => {
    const fake = fakeFetch(() => json(JOB));
    const client = createJobBoardClient({ baseUrl: BASE, getApiKey: () => null, fetch: fake.fetch });
    await client.getJob(7);
    expect(fake.requests[0]?.headers.has('API-Key')).toBe(false);
  });

  it('uses the global fetch when none is given', async () => {
    const fake = fakeFetch(() => json(JOB));
    vi.stubGlobal('fetch', fake.fetch);
    try {
      const client = createJobBoardClient({ baseUrl: BASE, getApiKey: () => 'k' });
      expect((await client.getJob(7)).ok).toBe(true);
      expect(fake.requests).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('answers', () => {
  it('reads a referenceId of "" as null', async () => {
    const { client } = clientAnswering(() => json({ ...JOB, referenceId: '' }));
    const result = await client.getJob(7);
    expect(result.ok && result.value.referenceId).toBeNull();
  });

  it('reads paging links of "" (the real board) as null', async () => {
    const paging = { total: 1, page: 1, pages: 1, pageSize: 10, previous: '', next: '' };
    const { client } = clientAnswering(() => json({ data: [header(1, '')], paging }));
    const result = await client.listJobs();
    expect(result.ok && result.value.paging).toEqual({ ...paging, previous: null, next: null });
    expect(result.ok && result.value.data[0]?.referenceId).toBeNull();
  });

  it('turns a 2xx body of the wrong shape into a non-retryable invalid-response error naming the field', async () => {
    const { client } = clientAnswering(() => json({ ...JOB, title: 42 }));
    const result = await client.getJob(7);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'invalid-response',
      reason: 'invalid-response',
      status: 200,
      retryable: false,
    });
    expect(result.error.messages[0]).toContain('GET /jobs/7');
    expect(result.error.messages.some((message) => message.startsWith('title:'))).toBe(true);
  });

  it('turns a 2xx body that is not JSON, or empty, into an invalid-response error', async () => {
    const html = clientAnswering(() => new Response('<html>Welcome</html>', { status: 200 }));
    const empty = clientAnswering(() => new Response(null, { status: 201 }));
    const htmlResult = await html.client.getJob(7);
    const emptyResult = await empty.client.createJob({ title: 'Baker' });
    expect(!htmlResult.ok && htmlResult.error.kind).toBe('invalid-response');
    expect(!htmlResult.ok && htmlResult.error.messages).toContain('The body is not JSON.');
    expect(!emptyResult.ok && emptyResult.error.kind).toBe('invalid-response');
    expect(!emptyResult.ok && emptyResult.error.status).toBe(201);
  });
});

describe('listAllJobs', () => {
  function pagedBoard(jobIds: number[], pageSize: number, link: (page: number) => string) {
    const pages = Math.ceil(jobIds.length / pageSize);
    return (request: Request): Response => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const data = jobIds.slice((page - 1) * pageSize, page * pageSize).map((id) => header(id));
      const previous = page > 1 ? link(page - 1) : '';
      const next = page < pages ? link(page + 1) : '';
      return json({ data, paging: { total: jobIds.length, page, pages, pageSize, previous, next } });
    };
  }

  it('pages by number with pageSize 100 and stops at the last page though next is ""', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => 1000 - index);
    // The real board's links are "" everywhere: the client must not need them.
    const { client, requests } = clientAnswering(pagedBoard(ids, 100, () => ''));
    const result = await client.listAllJobs({ status: 'active' });
    expect(result.ok && result.value.map((job) => job.id)).toEqual(ids);
    expect(requests.map((request) => Object.fromEntries(new URL(request.url).searchParams))).toEqual([
      { status: 'active', page: '1', pageSize: '100' },
      { status: 'active', page: '2', pageSize: '100' },
      { status: 'active', page: '3', pageSize: '100' },
    ]);
  });

  it('stops on an empty page even when the board claims more pages', async () => {
    const { client, requests } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const data = page === 1 ? [header(1), header(2)] : [];
      return json({ data, paging: { total: 2, page, pages: 5, pageSize: 100, previous: null, next: 'x' } });
    });
    const result = await client.listAllJobs();
    expect(result.ok && result.value.map((job) => job.id)).toEqual([1, 2]);
    expect(requests).toHaveLength(2);
  });

  it('makes one request when nothing matches', async () => {
    const { client, requests } = clientAnswering(() =>
      json({ data: [], paging: { total: 0, page: 1, pages: 0, pageSize: 100, previous: null, next: null } }),
    );
    expect(await client.listAllJobs({ q: 'nothing' })).toEqual({ ok: true, value: [] });
    expect(requests).toHaveLength(1);
  });

  it('lists once a job seen on two pages because the list moved while paging', async () => {
    const { client } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const data = page === 1 ? [header(3), header(2)] : [header(2), header(1)];
      return json({ data, paging: { total: 4, page, pages: 2, pageSize: 100, previous: null, next: null } });
    });
    const result = await client.listAllJobs();
    expect(result.ok && result.value.map((job) => job.id)).toEqual([3, 2, 1]);
  });

  it('fails as a whole when a page fails', async () => {
    const { client } = clientAnswering((request) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      if (page === 2) return new Response('', { status: 503 });
      return json({
        data: [header(1)],
        paging: { total: 3, page, pages: 3, pageSize: 100, previous: null, next: null },
      });
    });
    const result = await client.listAllJobs();
    expect(!result.ok && result.error).toMatchObject({ kind: 'http', status: 503, retryable: true });
  });
});

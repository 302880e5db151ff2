// Cases for GET /jobs: sort order, the q and status filters, paging numbers and the previous/next links.
// Every case searches for its own unique token, so other jobs on a shared board never get in the way.
import { describe, expect, it } from 'vitest';
import type { Job, JobListResponse } from '../../../src-shared/schemas/resources.ts';
import { JobListResponseSchema } from '../../../src-shared/schemas/resources.ts';
import {
  type ApiTarget,
  createJob,
  expectError,
  expectJson,
  send,
  sleep,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

const HEADER_KEYS = [
  'confidential',
  'employer',
  'id',
  'locations',
  'publishDate',
  'referenceId',
  'status',
  'title',
];

/** Creates `count` jobs titled `<token> #<n>`, one after the other (oldest first). */
async function createJobs(
  target: ApiTarget,
  token: string,
  count: number,
  status?: Job['status'],
): Promise<Job[]> {
  const jobs: Job[] = [];
  for (let index = 1; index <= count; index += 1)
    jobs.push(await createJob(target, validJobBody({ title: `Clerk ${token} #${index}`, status })));
  return jobs;
}

/** GET /jobs with this query string (`?q=…`), or GET on an absolute paging link. */
async function list(target: ApiTarget, queryOrLink: string, key?: string): Promise<JobListResponse> {
  const path = queryOrLink.startsWith('http') ? queryOrLink : `/jobs${queryOrLink}`;
  const answer = await send(target, { method: 'GET', path, key });
  const parsed = JobListResponseSchema.safeParse(expectJson(answer, 200));
  expect(parsed.error?.issues ?? [], answer.summary).toEqual([]);
  return parsed.data as JobListResponse;
}

function idsOf(response: JobListResponse): number[] {
  return response.data.map((job) => job.id);
}

function linkParams(link: string | null): Record<string, string> | null {
  if (link === null) return null;
  return Object.fromEntries(new URL(link).searchParams);
}

export function defineListCases(getTarget: () => ApiTarget): void {
  describe('GET /jobs', () => {
    it('lists job headers with exactly the fields of a Job header', async () => {
      const target = getTarget();
      const token = uniqueToken('lst');
      const [job] = await createJobs(target, token, 1);
      const answer = await send(target, { method: 'GET', path: `/jobs?q=${token}` });
      const body = expectJson(answer, 200) as { data: Array<Record<string, unknown>> };
      expect(body.data).toHaveLength(1);
      expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(HEADER_KEYS);
      expect(body.data[0]).toEqual({
        id: job?.id,
        referenceId: null,
        employer: job?.employer,
        title: job?.title,
        publishDate: job?.publishDate,
        locations: job?.locations,
        confidential: false,
        status: 'draft',
      });
    });

    it('sorts by publishDate descending, then by id descending', async () => {
      const target = getTarget();
      const token = uniqueToken('srt');
      const jobs = await createJobs(target, token, 4);
      const response = await list(target, `?q=${token}`);
      expect(idsOf(response)).toEqual(jobs.map((job) => job.id).reverse());
      // Publishing the oldest draft gives it the newest publishDate: it moves to the top.
      await sleep(15);
      const oldest = jobs[0] as Job;
      expect(
        (await send(target, { method: 'PUT', path: `/jobs/${oldest.id}`, json: { status: 'active' } }))
          .status,
      ).toBe(200);
      const after = await list(target, `?q=${token}`);
      expect(idsOf(after)).toEqual([
        oldest.id,
        ...jobs
          .slice(1)
          .map((job) => job.id)
          .reverse(),
      ]);
      const all = await list(target, '?pageSize=100');
      for (const [index, job] of all.data.entries()) {
        const next = all.data[index + 1];
        if (next === undefined) break;
        const order = Date.parse(job.publishDate) - Date.parse(next.publishDate) || job.id - next.id;
        expect(order, `${job.id} before ${next.id}`).toBeGreaterThan(0);
      }
    });

    it('matches q case-insensitively against the title', async () => {
      const target = getTarget();
      const token = uniqueToken('ttl');
      const job = await createJob(target, validJobBody({ title: `Senior ${token} Welder` }));
      for (const q of [token, token.toUpperCase(), `${token.slice(2, 8)}`, `sEnIoR ${token}`]) {
        const response = await list(target, `?q=${encodeURIComponent(q)}&pageSize=100`);
        expect(idsOf(response), q).toContain(job.id);
      }
      expect((await list(target, `?q=${token}`)).paging.total).toBe(1);
    });

    it('matches q case-insensitively against the referenceId', async () => {
      const target = getTarget();
      const token = uniqueToken('rid');
      const job = await createJob(
        target,
        validJobBody({ title: 'Dishwasher', referenceId: `HR-${token}-7` }),
      );
      for (const q of [token, `hr-${token.toUpperCase()}-7`]) {
        const response = await list(target, `?q=${encodeURIComponent(q)}`);
        expect(idsOf(response), q).toEqual([job.id]);
      }
    });

    it('treats an empty or blank q as no filter', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody({ title: `Porter ${uniqueToken('blk')}` }));
      for (const query of ['?q=&pageSize=100', '?q=%20%20&pageSize=100', '?pageSize=100']) {
        const response = await list(target, query);
        expect(idsOf(response), query).toContain(job.id);
        expect(response.paging.total).toBeGreaterThanOrEqual(1);
      }
    });

    it('treats % and _ in q as plain characters, not wildcards', async () => {
      const target = getTarget();
      const token = uniqueToken('wild');
      const plain = await createJob(target, validJobBody({ title: `Clerk ${token}xy` }));
      const percent = await createJob(target, validJobBody({ title: `Clerk ${token}% off` }));
      expect(idsOf(await list(target, `?q=${encodeURIComponent(`${token}%`)}`))).toEqual([percent.id]);
      expect(idsOf(await list(target, `?q=${encodeURIComponent(`${token}_y`)}`))).toEqual([]);
      expect(idsOf(await list(target, `?q=${encodeURIComponent(`${token}x`)}`))).toEqual([plain.id]);
    });

    it('filters by status, and lists every status when none is given', async () => {
      const target = getTarget();
      const token = uniqueToken('sts');
      const draft = await createJob(target, validJobBody({ title: `Clerk ${token}`, status: 'draft' }));
      const active = await createJob(target, validJobBody({ title: `Clerk ${token}`, status: 'active' }));
      const archived = await createJob(target, validJobBody({ title: `Clerk ${token}`, status: 'archived' }));
      expect(idsOf(await list(target, `?q=${token}&status=draft`))).toEqual([draft.id]);
      expect(idsOf(await list(target, `?q=${token}&status=active`))).toEqual([active.id]);
      expect(idsOf(await list(target, `?q=${token}&status=archived`))).toEqual([archived.id]);
      expect(idsOf(await list(target, `?q=${token}`))).toEqual([archived.id, active.id, draft.id]);
    });

    it('lists only the jobs of the employer of the API key', async () => {
      const target = getTarget();
      const token = uniqueToken('own');
      const mine = await createJob(target, validJobBody({ title: `Clerk ${token}` }));
      const theirs = await createJob(target, validJobBody({ title: `Clerk ${token}` }), target.keyB);
      expect(idsOf(await list(target, `?q=${token}`))).toEqual([mine.id]);
      expect(idsOf(await list(target, `?q=${token}`, target.keyB))).toEqual([theirs.id]);
    });

    it('uses page 1 and a page size of 10 by default', async () => {
      const target = getTarget();
      const token = uniqueToken('def');
      const jobs = await createJobs(target, token, 11);
      const response = await list(target, `?q=${token}`);
      expect(response.paging).toMatchObject({ total: 11, page: 1, pages: 2, pageSize: 10, previous: null });
      expect(idsOf(response)).toEqual(
        jobs
          .slice(1)
          .map((job) => job.id)
          .reverse(),
      );
    });

    it('accepts a page size of 100 and answers 400 to 101', async () => {
      const target = getTarget();
      const token = uniqueToken('max');
      await createJobs(target, token, 1);
      expect((await list(target, `?q=${token}&pageSize=100`)).paging.pageSize).toBe(100);
      const answer = await send(target, { method: 'GET', path: `/jobs?q=${token}&pageSize=101` });
      expectError(answer, 400, 'ValidationException');
    });

    it.each([
      ['page', '0'],
      ['page', 'abc'],
      ['page', '-1'],
      ['page', '1.5'],
      ['page', ''],
      ['pageSize', '0'],
      ['pageSize', 'ten'],
      ['pageSize', '-5'],
      ['pageSize', '2147483648'],
      ['status', 'published'],
      ['status', ''],
    ])('answers 400 to the query parameter %s=%s', async (name, value) => {
      const answer = await send(getTarget(), {
        method: 'GET',
        path: `/jobs?${name}=${encodeURIComponent(value)}`,
      });
      expectError(answer, 400, 'ValidationException');
    });

    it('counts pages as ceil(total / pageSize) and fills the last page with the rest', async () => {
      const target = getTarget();
      const token = uniqueToken('pgs');
      const jobs = (await createJobs(target, token, 5)).reverse();
      const pages = [];
      for (const page of [1, 2, 3]) pages.push(await list(target, `?q=${token}&pageSize=2&page=${page}`));
      expect(pages.map((response) => response.paging.pages)).toEqual([3, 3, 3]);
      expect(pages.map((response) => response.paging.total)).toEqual([5, 5, 5]);
      expect(pages.map(idsOf)).toEqual([
        [jobs[0]?.id, jobs[1]?.id],
        [jobs[2]?.id, jobs[3]?.id],
        [jobs[4]?.id],
      ]);
      expect((await list(target, `?q=${token}&pageSize=5`)).paging.pages).toBe(1);
    });

    it('answers a page past the last with no data, the true total and pages, and no next link', async () => {
      const target = getTarget();
      const token = uniqueToken('past');
      await createJobs(target, token, 3);
      const response = await list(target, `?q=${token}&pageSize=2&page=7`);
      expect(response.data).toEqual([]);
      expect(response.paging).toMatchObject({ total: 3, pages: 2, page: 7, pageSize: 2, next: null });
    });

    it('answers an empty list with total 0, pages 0 and no links when nothing matches', async () => {
      const response = await list(getTarget(), `?q=${uniqueToken('none')}`);
      expect(response).toEqual({
        data: [],
        paging: { total: 0, page: 1, pages: 0, pageSize: 10, previous: null, next: null },
      });
    });

    it('links previous and next pages with absolute URIs repeating q, status and pageSize', async () => {
      const target = getTarget();
      const token = uniqueToken('lnk');
      await createJobs(target, token, 5, 'active');
      const response = await list(target, `?q=${token}&status=active&pageSize=2&page=2`);
      const { previous, next } = response.paging;
      for (const link of [previous, next]) {
        expect(link).not.toBeNull();
        const url = new URL(link ?? '');
        expect(`${url.origin}${url.pathname}`).toBe(`${target.baseUrl}/jobs`);
      }
      expect(linkParams(previous)).toEqual({ q: token, status: 'active', pageSize: '2', page: '1' });
      expect(linkParams(next)).toEqual({ q: token, status: 'active', pageSize: '2', page: '3' });
    });

    it('encodes q in the links so that following them searches for the same text', async () => {
      const target = getTarget();
      const token = uniqueToken('enc');
      const q = `R&D Café ${token} +1`;
      await createJobs(target, `${q} /`, 3);
      const first = await list(target, `?q=${encodeURIComponent(q)}&pageSize=2`);
      expect(first.paging.total).toBe(3);
      expect(new URL(first.paging.next ?? '').searchParams.get('q')).toBe(q);
      const second = await list(target, first.paging.next ?? '');
      expect(second.data).toHaveLength(1);
      expect(new URL(second.paging.previous ?? '').searchParams.get('q')).toBe(q);
    });

    it('answers the largest page number with an empty page, and 400 past Int32', async () => {
      const target = getTarget();
      const token = uniqueToken('big');
      await createJobs(target, token, 1);
      const last = await list(target, `?q=${token}&page=2147483647`);
      expect(last.data).toEqual([]);
      expect(last.paging).toMatchObject({ total: 1, pages: 1, page: 2_147_483_647, next: null });
      const answer = await send(target, { method: 'GET', path: `/jobs?q=${token}&page=2147483648` });
      expectError(answer, 400, 'ValidationException');
    });

    it('ignores query parameters it does not know', async () => {
      const target = getTarget();
      const token = uniqueToken('unk');
      const [job] = await createJobs(target, token, 1);
      expect(idsOf(await list(target, `?q=${token}&sort=title&foo=bar`))).toEqual([job?.id]);
    });

    it('has no previous link on page 1 and no next link on the last page', async () => {
      const target = getTarget();
      const token = uniqueToken('end');
      await createJobs(target, token, 3);
      const first = await list(target, `?q=${token}&pageSize=2`);
      expect(first.paging.previous).toBeNull();
      expect(linkParams(first.paging.next)).toEqual({ q: token, pageSize: '2', page: '2' });
      const last = await list(target, `?q=${token}&pageSize=2&page=2`);
      expect(last.paging.next).toBeNull();
      expect(linkParams(last.paging.previous)).toEqual({ q: token, pageSize: '2', page: '1' });
    });

    it('leaves pageSize out of the links when the request did not give it', async () => {
      const target = getTarget();
      const token = uniqueToken('nps');
      await createJobs(target, token, 11);
      const first = await list(target, `?q=${token}`);
      expect(linkParams(first.paging.next)).toEqual({ q: token, page: '2' });
    });

    it('serves the page a next link points to, page after page, until the last', async () => {
      const target = getTarget();
      const token = uniqueToken('walk');
      const jobs = await createJobs(target, token, 5);
      const seen: number[] = [];
      let link: string | null = `${target.baseUrl}/jobs?q=${token}&pageSize=2`;
      for (let guard = 0; link !== null && guard < 10; guard += 1) {
        const response = await list(target, link);
        seen.push(...idsOf(response));
        link = response.paging.next;
      }
      expect(seen).toEqual(jobs.map((job) => job.id).reverse());
    });
  });
}

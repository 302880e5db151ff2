// Cases for creating jobs (POST /jobs) and reading one (GET /jobs/{id}): the 201 answer, the service's
// defaults and resolved names, referenceId rules, path ids, employer scope and the GET→POST round trip.
import { describe, expect, it } from 'vitest';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import {
  type ApiTarget,
  clientFor,
  createJob,
  DAY_MS,
  expectError,
  expectJob,
  expectRecentDate,
  ISO_UTC,
  jobWithoutIdentity,
  readJob,
  richJobBody,
  send,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

export function defineCreateAndReadCases(getTarget: () => ApiTarget): void {
  describe('POST /jobs', () => {
    it('answers 201 with an absolute Location of the new job and the full Job as the body', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const before = Date.now();
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ referenceId, title: `Line Cook ${referenceId}` }),
      });
      const after = Date.now();
      const job = expectJob(answer, 201);
      expect(Number.isInteger(job.id) && job.id > 0 && job.id <= 2_147_483_647).toBe(true);
      expect(answer.headers.get('Location')).toBe(`${target.baseUrl}/jobs/${job.id}`);
      expect(new URL(answer.headers.get('Location') ?? '').href).toBe(`${target.baseUrl}/jobs/${job.id}`);
      expect(job.referenceId).toBe(referenceId);
      expect(job.title).toBe(`Line Cook ${referenceId}`);
      expectRecentDate(job.publishDate, before, after);
      expect((answer.json as Job).referenceId).toBe(referenceId);
    });

    it('resolves the names of the location, category, position type and routing type it was given ids for', async () => {
      const job = await createJob(getTarget(), validJobBody());
      expect(job.locations).toEqual([
        { id: expect.any(Number), name: 'Moncton', description: 'Moncton, NB', type: 'Town' },
      ]);
      expect(job.categories).toEqual([{ id: 1, name: 'Accounting & Finance' }]);
      expect(job.positionType).toEqual({ id: 1, name: 'Full Time' });
      expect(job.applicantRoutingType).toEqual({ id: 1, name: 'Email' });
      expect(job.applicationEmail).toBe('jobs@example.com');
      expect(job.applicationUrl).toBeNull();
    });

    it('resolves the salary period name and unit, and keeps amount, maxAmount and plusCommission', async () => {
      const job = await createJob(
        getTarget(),
        validJobBody({
          salary: { amount: 52_000, maxAmount: 61_500.5, period: { id: 1 }, plusCommission: true },
        }),
      );
      expect(job.salary).toEqual({
        amount: 52_000,
        maxAmount: 61_500.5,
        period: { id: 1, name: 'Yearly', unit: 'year' },
        plusCommission: true,
      });
      const hourly = await createJob(
        getTarget(),
        validJobBody({ salary: { amount: 18.5, period: { id: 5 } } }),
      );
      expect(hourly.salary).toEqual({
        amount: 18.5,
        maxAmount: null,
        period: { id: 5, name: 'Hourly', unit: 'hour' },
        plusCommission: false,
      });
    });

    it('fills the defaults: status draft, not confidential, no auto-refresh, no salary, closeDate 60 days after publishDate', async () => {
      const target = getTarget();
      const answer = await send(target, { method: 'POST', path: '/jobs', json: validJobBody() });
      const job = expectJob(answer, 201);
      const raw = answer.json as Record<string, unknown>;
      expect(job.status).toBe('draft');
      expect(raw.confidential).toBe(false);
      expect(raw.autoRefresh).toBe(false);
      expect(raw.salary).toBeNull();
      expect(job.publishDate).toMatch(ISO_UTC);
      expect(raw.closeDate).toMatch(ISO_UTC);
      expect(Date.parse(job.closeDate ?? '') - Date.parse(job.publishDate)).toBe(60 * DAY_MS);
    });

    it('names the employer of the API key on the job, with its real name even when the job is confidential', async () => {
      const target = getTarget();
      const open = await createJob(target, validJobBody());
      const confidential = await createJob(target, validJobBody({ confidential: true }));
      const other = await createJob(target, validJobBody(), target.keyB);
      expect(confidential.confidential).toBe(true);
      expect(confidential.employer).toEqual(open.employer);
      expect(open.employer.name.trim()).not.toBe('');
      expect(other.employer.id).not.toBe(open.employer.id);
      if (target.employerNames) {
        expect(open.employer.name).toBe(target.employerNames.a);
        expect(other.employer.name).toBe(target.employerNames.b);
      }
    });

    it('creates a job with the status it is given', async () => {
      for (const status of ['active', 'archived', 'draft'] as const) {
        const job = await createJob(getTarget(), validJobBody({ status }));
        expect(job.status).toBe(status);
      }
    });

    it('stores an empty referenceId as none and answers null for it', async () => {
      const target = getTarget();
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ referenceId: '' }),
      });
      expectJob(answer, 201);
      expect((answer.json as Record<string, unknown>).referenceId).toBeNull();
      const again = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ referenceId: '' }),
      });
      expect(again.status, again.summary).toBe(201);
      const absent = await send(target, { method: 'POST', path: '/jobs', json: validJobBody() });
      expect((absent.json as Record<string, unknown>).referenceId).toBeNull();
    });

    it('trims the referenceId it stores', async () => {
      const referenceId = uniqueToken('ref');
      const job = await createJob(getTarget(), validJobBody({ referenceId: `  ${referenceId}  ` }));
      expect(job.referenceId).toBe(referenceId);
    });

    it('answers 409 to a POST with a referenceId already in use, and creates nothing', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      await createJob(target, validJobBody({ referenceId }));
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ referenceId }),
      });
      expectError(answer, 409, 'ConflictException');
      const trimmed = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ referenceId: ` ${referenceId} ` }),
      });
      expectError(trimmed, 409, 'ConflictException');
      const listed = await clientFor(target).listJobs({ q: referenceId });
      expect(listed.ok && listed.value.paging.total).toBe(1);
    });

    it('compares referenceIds case-sensitively', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      await createJob(target, validJobBody({ referenceId }));
      const upper = await createJob(target, validJobBody({ referenceId: referenceId.toUpperCase() }));
      expect(upper.referenceId).toBe(referenceId.toUpperCase());
    });

    it('lets two employers use the same referenceId', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const mine = await createJob(target, validJobBody({ referenceId }));
      const theirs = await createJob(target, validJobBody({ referenceId }), target.keyB);
      expect(theirs.id).not.toBe(mine.id);
      expect(theirs.referenceId).toBe(referenceId);
    });

    it('ignores the read-only and unknown properties of the body', async () => {
      const target = getTarget();
      const answer = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({
          id: 77,
          publishDate: '2001-01-01T00:00:00.000Z',
          employer: { id: 999, name: 'Someone Else' },
          locations: [{ id: 5, name: 'Elsewhere', description: 'Moncton, NB', type: 'City' }],
          categories: [{ id: 1, name: 'Not the name' }],
          positionType: { id: 1, name: 'Whatever' },
          favouriteColour: 'green',
        }),
      });
      const job = expectJob(answer, 201);
      expect(job.id).not.toBe(77);
      expect(Date.parse(job.publishDate)).toBeGreaterThan(Date.parse('2020-01-01'));
      expect(job.employer.name).not.toBe('Someone Else');
      expect(job.locations[0]).toMatchObject({ name: 'Moncton', description: 'Moncton, NB', type: 'Town' });
      expect(job.categories).toEqual([{ id: 1, name: 'Accounting & Finance' }]);
      expect(job.positionType?.name).toBe('Full Time');
      expect(answer.json).not.toHaveProperty('favouriteColour');
    });

    it('creates, from a Job read with GET minus its id and referenceId, a job with the same property values', async () => {
      const target = getTarget();
      const original = await createJob(target, richJobBody({ referenceId: uniqueToken('ref') }));
      const read = await readJob(target, original.id);
      const answer = await send(target, { method: 'POST', path: '/jobs', json: jobWithoutIdentity(read) });
      const copy = expectJob(answer, 201);
      const { id: _a, referenceId: _b, publishDate: _c, ...expected } = read;
      const { id: _d, referenceId: _e, publishDate: _f, ...actual } = copy;
      expect(actual).toEqual(expected);
      expect(copy.id).not.toBe(read.id);
      expect(copy.referenceId).toBeNull();
    });
  });

  describe('GET /jobs/{id}', () => {
    it('answers 200 with the job as it was created', async () => {
      const target = getTarget();
      const created = await createJob(target, richJobBody({ referenceId: uniqueToken('ref') }));
      const answer = await send(target, { method: 'GET', path: `/jobs/${created.id}` });
      expect(expectJob(answer, 200)).toEqual(created);
    });

    it('answers 404 to the id of a job that does not exist (any more)', async () => {
      const target = getTarget();
      const job = await createJob(target);
      const deleted = await clientFor(target).deleteJob(job.id);
      expect(deleted.ok).toBe(true);
      expectError(await send(target, { method: 'GET', path: `/jobs/${job.id}` }), 404, 'NotFoundException');
      expectError(await send(target, { method: 'GET', path: '/jobs/2147483647' }), 404, 'NotFoundException');
    });

    it.each([
      ['a word', 'abc'],
      ['zero', '0'],
      ['a negative number', '-1'],
      ['a decimal', '1.5'],
      ['an exponent', '1e3'],
      ['one past the largest Int32', '2147483648'],
      ['a huge number', '99999999999999999999999'],
    ])('answers 400 to a path id that is %s (%s)', async (_label, id) => {
      const target = getTarget();
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const answer = await send(target, {
          method,
          path: `/jobs/${id}`,
          json: method === 'PUT' ? { title: 'x' } : undefined,
        });
        expectError(answer, 400, 'ValidationException');
      }
    });

    it("answers 404 to another employer's job, and leaves it out of their list", async () => {
      const target = getTarget();
      const token = uniqueToken('emp');
      const job = await createJob(target, validJobBody({ title: `Baker ${token}`, referenceId: token }));
      const theirs = await send(target, { method: 'GET', path: `/jobs/${job.id}`, key: target.keyB });
      expectError(theirs, 404, 'NotFoundException');
      const listed = await clientFor(target, target.keyB).listJobs({ q: token });
      expect(listed.ok && listed.value).toMatchObject({ data: [], paging: { total: 0 } });
      const update = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        key: target.keyB,
        json: { title: 'Taken over' },
      });
      expectError(update, 404, 'NotFoundException');
      const remove = await send(target, { method: 'DELETE', path: `/jobs/${job.id}`, key: target.keyB });
      expectError(remove, 404, 'NotFoundException');
      const byReference = await send(target, {
        method: 'DELETE',
        path: '/jobs',
        key: target.keyB,
        json: { referenceId: token },
      });
      expectError(byReference, 404, 'NotFoundException');
      expect(await readJob(target, job.id)).toEqual(job);
    });
  });
}

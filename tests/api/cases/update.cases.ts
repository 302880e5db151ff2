// Cases for updates: partial PUT /jobs/{id} (replace, never merge), the PUT /jobs upsert by referenceId
// with its idempotence, and referenceId conflicts.
import { describe, expect, it } from 'vitest';
import {
  type ApiTarget,
  clientFor,
  createJob,
  expectError,
  expectFieldError,
  expectJob,
  readJob,
  richJobBody,
  send,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

export function defineUpdateCases(getTarget: () => ApiTarget): void {
  describe('PUT /jobs/{id}', () => {
    it('changes only the title when the body is just a title', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody({ referenceId: uniqueToken('ref') }));
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { title: 'Welder II' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, title: 'Welder II' });
      expect(await readJob(target, job.id)).toEqual({ ...job, title: 'Welder II' });
    });

    it('changes only the status when the body is just a status', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody({ status: 'active' }));
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'archived' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, status: 'archived' });
    });

    it('replaces the locations and categories arrays whole instead of merging them', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody());
      const updated = await clientFor(target).updateJob(job.id, {
        locations: [{ description: 'Saint John, NB' }],
        categories: [{ id: 17 }],
      });
      expect(updated.ok).toBe(true);
      const read = await readJob(target, job.id);
      expect(read.locations.map((location) => location.description)).toEqual(['Saint John, NB']);
      expect(read.categories).toEqual([{ id: 17, name: 'Information Technology' }]);
      expect({ ...read, locations: job.locations, categories: job.categories }).toEqual(job);
    });

    it('replaces the salary object whole, and removes it when sent null', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody());
      const replaced = await clientFor(target).updateJob(job.id, {
        salary: { amount: 20, period: { id: 5 } },
      });
      expect(replaced.ok && replaced.value.salary).toEqual({
        amount: 20,
        maxAmount: null,
        period: { id: 5, name: 'Hourly', unit: 'hour' },
        plusCommission: false,
      });
      const removed = await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: { salary: null } });
      expect(expectJob(removed, 200).salary).toBeNull();
      expect((removed.json as Record<string, unknown>).salary).toBeNull();
      expect((await readJob(target, job.id)).salary).toBeNull();
    });

    it('drops the application email when the routing switches to URL, and the URL when it switches back', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      const toUrl = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { applicantRoutingType: { id: 2 }, applicationUrl: 'https://example.com/apply' },
      });
      const urlJob = expectJob(toUrl, 200);
      expect(urlJob.applicantRoutingType).toEqual({ id: 2, name: 'URL' });
      expect(urlJob.applicationUrl).toBe('https://example.com/apply');
      expect(urlJob.applicationEmail).toBeNull();
      // The email was dropped, not kept aside: switching back needs a new one.
      const backWithout = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { applicantRoutingType: { id: 1 } },
      });
      expectFieldError(backWithout, 'applicationEmail');
      const back = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { applicantRoutingType: { id: 1 }, applicationEmail: 'hr@example.com' },
      });
      const emailJob = expectJob(back, 200);
      expect(emailJob.applicationEmail).toBe('hr@example.com');
      expect(emailJob.applicationUrl).toBeNull();
    });

    it('validates the merged job like a create, and changes nothing when it is refused', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { title: 'Renamed', applicantRoutingType: { id: 2 } },
      });
      expectFieldError(answer, 'applicationUrl');
      expect(await readJob(target, job.id)).toEqual(job);
    });

    it('answers 200 and changes nothing to an empty update body', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody());
      expect(
        expectJob(await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: {} }), 200),
      ).toEqual(job);
    });

    it('ignores the read-only and unknown properties of an update body', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: {
          id: job.id + 1000,
          publishDate: '2001-01-01',
          employer: { id: 999, name: 'Someone Else' },
          title: 'Pastry Chef',
          colour: 'blue',
        },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, title: 'Pastry Chef' });
    });

    it('accepts the whole Job read with GET as an update and changes nothing', async () => {
      const target = getTarget();
      const job = await createJob(target, richJobBody({ referenceId: uniqueToken('ref') }));
      const answer = await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: job });
      expect(expectJob(answer, 200)).toEqual(job);
    });

    it("answers 409 to a change of referenceId to another job's, and 200 to a free one", async () => {
      const target = getTarget();
      const first = await createJob(target, validJobBody({ referenceId: uniqueToken('ref') }));
      const second = await createJob(target, validJobBody({ referenceId: uniqueToken('ref') }));
      const taken = await send(target, {
        method: 'PUT',
        path: `/jobs/${second.id}`,
        json: { referenceId: first.referenceId },
      });
      expectError(taken, 409, 'ConflictException');
      expect(await readJob(target, second.id)).toEqual(second);
      const same = await send(target, {
        method: 'PUT',
        path: `/jobs/${second.id}`,
        json: { referenceId: second.referenceId },
      });
      expect(expectJob(same, 200)).toEqual(second);
      const free = uniqueToken('ref');
      const renamed = await send(target, {
        method: 'PUT',
        path: `/jobs/${second.id}`,
        json: { referenceId: free },
      });
      expect(expectJob(renamed, 200).referenceId).toBe(free);
    });
  });

  describe('referenceId after creation', () => {
    it('removes the referenceId of a job when it is updated to "" or null', async () => {
      const target = getTarget();
      for (const referenceId of ['', null]) {
        const job = await createJob(target, validJobBody({ referenceId: uniqueToken('ref') }));
        const answer = await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: { referenceId } });
        expectJob(answer, 200);
        expect((answer.json as Record<string, unknown>).referenceId).toBeNull();
      }
    });

    it('frees the referenceId of a deleted job for a new one', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId }));
      expect((await clientFor(target).deleteJob(job.id)).ok).toBe(true);
      const again = await createJob(target, validJobBody({ referenceId }));
      expect(again.id).not.toBe(job.id);
      const upserted = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: { referenceId, title: 'Again' },
      });
      expect(expectJob(upserted, 200).id).toBe(again.id);
    });

    it('finds the job of a padded referenceId in PUT /jobs and DELETE /jobs, as it is stored trimmed', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId }));
      const updated = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: { referenceId: ` ${referenceId} `, title: 'Padded' },
      });
      expect(expectJob(updated, 200)).toEqual({ ...job, title: 'Padded' });
      const deleted = await send(target, {
        method: 'DELETE',
        path: '/jobs',
        json: { referenceId: `${referenceId}  ` },
      });
      expect(deleted.status, deleted.summary).toBe(204);
    });
  });

  describe('PUT /jobs', () => {
    it('creates a job with a new referenceId: 201, an absolute Location and the full Job', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const answer = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: validJobBody({ referenceId }),
      });
      const job = expectJob(answer, 201);
      expect(answer.headers.get('Location')).toBe(`${target.baseUrl}/jobs/${job.id}`);
      expect(job).toMatchObject({ referenceId, status: 'draft', title: 'Line Cook' });
      expect(await readJob(target, job.id)).toEqual(job);
    });

    it('updates the job with that referenceId partially and answers 200', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const created = await clientFor(target).upsertJob({ ...richJobBody(), referenceId });
      expect(created.ok && created.value.created).toBe(true);
      const job = created.ok ? created.value.job : undefined;
      const answer = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: { referenceId, title: 'Night Welder' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, title: 'Night Welder' });
      expect(answer.headers.get('Location')).toBeNull();
    });

    it('is idempotent: repeating a create or an update leaves one job in the same state', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const body = richJobBody({ referenceId, title: `Welder ${referenceId}` });
      const first = expectJob(await send(target, { method: 'PUT', path: '/jobs', json: body }), 201);
      const second = expectJob(await send(target, { method: 'PUT', path: '/jobs', json: body }), 200);
      expect(second).toEqual(first);
      const update = { referenceId, status: 'archived' };
      const updated = expectJob(await send(target, { method: 'PUT', path: '/jobs', json: update }), 200);
      const repeated = expectJob(await send(target, { method: 'PUT', path: '/jobs', json: update }), 200);
      expect(repeated).toEqual(updated);
      expect(updated).toEqual({ ...first, status: 'archived' });
      const listed = await clientFor(target).listJobs({ q: referenceId });
      expect(listed.ok && listed.value.paging.total).toBe(1);
    });

    it('answers 400 when the body has no referenceId, or a blank one, and creates nothing', async () => {
      const target = getTarget();
      const title = `Cashier ${uniqueToken('t')}`;
      for (const referenceId of [undefined, '', '   ']) {
        const answer = await send(target, {
          method: 'PUT',
          path: '/jobs',
          json: validJobBody({ referenceId, title }),
        });
        expectFieldError(answer, 'referenceId');
      }
      const listed = await clientFor(target).listJobs({ q: title });
      expect(listed.ok && listed.value.paging.total).toBe(0);
    });

    it('validates a create through PUT like a POST', async () => {
      const target = getTarget();
      const answer = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: { referenceId: uniqueToken('ref'), title: 'Only a title' },
      });
      expectFieldError(answer, ['locations', 'categories', 'description', 'positionType', 'positionType.id']);
    });

    it("keeps each employer's referenceIds apart: the same referenceId updates only the caller's job", async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const mine = await createJob(target, validJobBody({ referenceId }));
      const answer = await send(target, {
        method: 'PUT',
        path: '/jobs',
        key: target.keyB,
        json: validJobBody({ referenceId, title: 'Their own' }),
      });
      const theirs = expectJob(answer, 201);
      expect(theirs.id).not.toBe(mine.id);
      expect(await readJob(target, mine.id)).toEqual(mine);
    });
  });
}

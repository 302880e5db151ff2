// Cases for DELETE /jobs/{id} and DELETE /jobs (by referenceId in the body).
import { describe, expect, it } from 'vitest';
import {
  type ApiTarget,
  createJob,
  expectError,
  expectNoContent,
  readJob,
  send,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

export function defineDeleteCases(getTarget: () => ApiTarget): void {
  describe('DELETE /jobs/{id}', () => {
    it('answers 204 with no body, after which the job is 404', async () => {
      const target = getTarget();
      const job = await createJob(target);
      expectNoContent(await send(target, { method: 'DELETE', path: `/jobs/${job.id}` }));
      expectError(await send(target, { method: 'GET', path: `/jobs/${job.id}` }), 404, 'NotFoundException');
    });

    it('answers 404 to deleting the same job again', async () => {
      const target = getTarget();
      const job = await createJob(target);
      expectNoContent(await send(target, { method: 'DELETE', path: `/jobs/${job.id}` }));
      expectError(
        await send(target, { method: 'DELETE', path: `/jobs/${job.id}` }),
        404,
        'NotFoundException',
      );
    });

    it('deletes a job in any status', async () => {
      const target = getTarget();
      for (const status of ['draft', 'active', 'archived'] as const) {
        const job = await createJob(target, validJobBody({ status }));
        expectNoContent(await send(target, { method: 'DELETE', path: `/jobs/${job.id}` }));
      }
    });
  });

  describe('DELETE /jobs', () => {
    it('deletes the job named by the referenceId in the body: 204, no body', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId }));
      const other = await createJob(target, validJobBody({ referenceId: uniqueToken('ref') }));
      expectNoContent(await send(target, { method: 'DELETE', path: '/jobs', json: { referenceId } }));
      expectError(await send(target, { method: 'GET', path: `/jobs/${job.id}` }), 404, 'NotFoundException');
      expect(await readJob(target, other.id)).toEqual(other);
    });

    it('answers 404 to a referenceId that names no job, or one already deleted', async () => {
      const target = getTarget();
      const unknown = await send(target, {
        method: 'DELETE',
        path: '/jobs',
        json: { referenceId: uniqueToken('no') },
      });
      expectError(unknown, 404, 'NotFoundException');
      const referenceId = uniqueToken('ref');
      await createJob(target, validJobBody({ referenceId }));
      expectNoContent(await send(target, { method: 'DELETE', path: '/jobs', json: { referenceId } }));
      const again = await send(target, { method: 'DELETE', path: '/jobs', json: { referenceId } });
      expectError(again, 404, 'NotFoundException');
    });

    it('answers 400 to a body without a referenceId', async () => {
      const target = getTarget();
      for (const json of [{}, { referenceId: '' }, { referenceId: 12 }, []]) {
        const answer = await send(target, { method: 'DELETE', path: '/jobs', json });
        expectError(answer, 400, 'ValidationException');
      }
    });

    it('answers 400, not 415, to a DELETE /jobs without any body: only a DELETE with a body needs JSON', async () => {
      const answer = await send(getTarget(), { method: 'DELETE', path: '/jobs' });
      expectError(answer, 400, 'ValidationException');
    });
  });
}

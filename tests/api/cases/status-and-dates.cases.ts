// Cases for status transitions and the publish and close dates: publishing refreshes publishDate,
// a published job never returns to draft, closeDate rules and the accepted date formats.
import { describe, expect, it } from 'vitest';
import {
  type ApiTarget,
  createJob,
  DAY_MS,
  expectFieldError,
  expectJob,
  ISO_UTC,
  readJob,
  send,
  sleep,
  uniqueToken,
  validJobBody,
} from '../../helpers/index.ts';

/** Long enough for a millisecond clock to move, so a refreshed publishDate differs from the old one. */
const TICK_MS = 15;

export function defineStatusAndDateCases(getTarget: () => ApiTarget): void {
  describe('status transitions', () => {
    it('publishing a draft (draft → active) sets publishDate again to now and changes nothing else', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody({ closeDate: '2099-01-01' }));
      await sleep(TICK_MS);
      const before = Date.now();
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'active' },
      });
      const published = expectJob(answer, 200);
      expect(published.status).toBe('active');
      expect(Date.parse(published.publishDate)).toBeGreaterThan(Date.parse(job.publishDate));
      expect(Date.parse(published.publishDate)).toBeGreaterThanOrEqual(before - 2 * 60 * 1000);
      expect({ ...published, publishDate: job.publishDate, status: 'draft' }).toEqual(job);
    });

    it('archiving an active job (active → archived) keeps every other property, publishDate included', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody({ status: 'active' }));
      await sleep(TICK_MS);
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'archived' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, status: 'archived' });
    });

    it('archives an active job by referenceId through PUT /jobs', async () => {
      const target = getTarget();
      const referenceId = uniqueToken('ref');
      const job = await createJob(target, validJobBody({ referenceId, status: 'active' }));
      const answer = await send(target, {
        method: 'PUT',
        path: '/jobs',
        json: { referenceId, status: 'archived' },
      });
      expect(expectJob(answer, 200)).toEqual({ ...job, status: 'archived' });
    });

    it('re-publishing an archived job by id (archived → active) sets publishDate again to now', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody({ status: 'archived', closeDate: '2099-01-01' }));
      await sleep(TICK_MS);
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'active' },
      });
      const published = expectJob(answer, 200);
      expect(published.status).toBe('active');
      expect(Date.parse(published.publishDate)).toBeGreaterThan(Date.parse(job.publishDate));
      expect({ ...published, publishDate: job.publishDate, status: 'archived' }).toEqual(job);
    });

    it('archives a draft (draft → archived)', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'archived' },
      });
      expect(expectJob(answer, 200).status).toBe('archived');
    });

    it('keeps publishDate when a job is set to the status it already has', async () => {
      const target = getTarget();
      for (const status of ['draft', 'active', 'archived'] as const) {
        const job = await createJob(target, validJobBody({ status }));
        await sleep(TICK_MS);
        const answer = await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: { status } });
        expect(expectJob(answer, 200)).toEqual(job);
      }
    });

    it('refuses with 400 to send an active or archived job back to draft, and keeps the job as it was', async () => {
      const target = getTarget();
      for (const status of ['active', 'archived'] as const) {
        const job = await createJob(target, validJobBody({ status }));
        const answer = await send(target, {
          method: 'PUT',
          path: `/jobs/${job.id}`,
          json: { status: 'draft' },
        });
        expectFieldError(answer, 'status');
        expect(await readJob(target, job.id)).toEqual(job);
      }
    });

    it('refuses with 400 to send a job back to draft once it has been archived', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      expectJob(
        await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: { status: 'archived' } }),
        200,
      );
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'draft' },
      });
      expectFieldError(answer, 'status');
    });

    it('refuses with 400 a status that is not active, archived or draft', async () => {
      const target = getTarget();
      for (const status of ['published', 'ACTIVE', '', 1]) {
        const created = await send(target, { method: 'POST', path: '/jobs', json: validJobBody({ status }) });
        expectFieldError(created, 'status');
      }
    });
  });

  describe('dates', () => {
    it('reads a closeDate given as YYYY-MM-DD as 00:00 UTC of that day', async () => {
      const job = await createJob(getTarget(), validJobBody({ closeDate: '2099-12-31' }));
      expect(job.closeDate).toBe('2099-12-31T00:00:00.000Z');
    });

    it('reads a closeDate given as a date-time with an offset, and answers it in UTC', async () => {
      const target = getTarget();
      const cases = [
        ['2099-12-31T10:00:00+02:00', '2099-12-31T08:00:00.000Z'],
        ['2099-12-31T23:30:00-05:00', '2100-01-01T04:30:00.000Z'],
        ['2099-07-01T12:34:56.789Z', '2099-07-01T12:34:56.789Z'],
      ];
      for (const [given, expected] of cases) {
        const job = await createJob(target, validJobBody({ closeDate: given }));
        expect(job.closeDate).toBe(expected);
      }
    });

    it.each([
      ['a day-first date', '31/12/2099'],
      ['a date-time without a zone', '2099-12-31T10:00:00'],
      ['a day that does not exist', '2099-02-30'],
      ['words', 'next Friday'],
      ['a number', 4_102_444_800_000],
      ['an empty string', ''],
    ])('refuses with 400 a closeDate that is %s', async (_label, closeDate) => {
      const answer = await send(getTarget(), {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ closeDate }),
      });
      expectFieldError(answer, 'closeDate');
    });

    it('refuses with 400 a closeDate before the publish date, on create and on update', async () => {
      const target = getTarget();
      const created = await send(target, {
        method: 'POST',
        path: '/jobs',
        json: validJobBody({ closeDate: '2001-01-01' }),
      });
      expectFieldError(created, 'closeDate');
      const job = await createJob(target);
      const updated = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { closeDate: '2001-01-01' },
      });
      expectFieldError(updated, 'closeDate');
      expect(await readJob(target, job.id)).toEqual(job);
    });

    it('keeps closeDate on update when none is sent, instead of moving it 60 days on', async () => {
      const target = getTarget();
      const job = await createJob(target, validJobBody());
      await sleep(TICK_MS);
      const answer = await send(target, {
        method: 'PUT',
        path: `/jobs/${job.id}`,
        json: { status: 'active' },
      });
      expect(expectJob(answer, 200).closeDate).toBe(job.closeDate);
    });

    it('ignores a publishDate sent by the client', async () => {
      const target = getTarget();
      const before = Date.now();
      const job = await createJob(target, validJobBody({ publishDate: '2099-01-01' } as object));
      expect(job.publishDate).toMatch(ISO_UTC);
      expect(Math.abs(Date.parse(job.publishDate) - before)).toBeLessThan(DAY_MS);
    });
  });
}

// POST /app/v1/jobs/bulk: one request, one transaction; each job written as a single write writes it (its
// outbox row and history entry), what could not change reported with why, and nothing half-done on failure.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BULK_MESSAGES,
  BulkJobResultSchema,
  JobListViewSchema,
  RestoreJobsResultSchema,
} from '../../src-shared/schemas/job-list-view.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { createLocalAppDoor, type LocalAppDoor } from './local-app-door.ts';

let door: LocalAppDoor;
beforeEach(async () => {
  door = await createLocalAppDoor();
});
afterEach(() => door.close());

async function bulk(action: string, ids: number[]) {
  const response = await door.call('POST', '/app/v1/jobs/bulk', { action, ids });
  expect(response.status).toBe(200);
  return BulkJobResultSchema.parse(await response.json());
}

/** What a change left in the store besides the job: its outbox operations and its history entries' kinds. */
function trail(jobId: number) {
  const { store } = door.core;
  return {
    outbox: store
      .outboxOf(1)
      .listOutboxForJob(jobId)
      .map((row) => `${row.operation} v${row.jobVersion}`),
    history: store.history.page(jobId, 1, 100).rows.map((entry) => entry.kind),
    version: store.jobs.getJobSyncInfo(door.employerId, jobId)?.version,
  };
}

describe('POST /app/v1/jobs/bulk', () => {
  it('publishes drafts and archived jobs, and says which were already active', async () => {
    const draft = await door.createJob({ title: 'Baker' });
    const active = await door.createJob({ title: 'Driver', status: 'active' });
    const archived = await door.createJob({ title: 'Nurse', status: 'archived' });
    door.clock.now = new Date('2026-11-03T10:00:00.000Z');

    const result = await bulk('publish', [draft.id, active.id, archived.id]);

    expect(result).toEqual({
      action: 'publish',
      changed: [
        { id: draft.id, title: 'Baker' },
        { id: archived.id, title: 'Nurse' },
      ],
      refused: [{ id: active.id, title: 'Driver', reason: 'unchanged', messages: ['It is already active.'] }],
      // Undone until then, as a delete is: what goes to the boards waits as long.
      restorableUntil: '2026-11-03T10:00:05.000Z',
    });
    for (const id of [draft.id, archived.id]) {
      expect(door.core.store.jobs.getJob(door.employerId, id)).toMatchObject({
        status: 'active',
        publishDate: '2026-11-03T10:00:00.000Z',
      });
    }
    // The job left as it was keeps its version and history: nothing was written for it.
    expect(trail(active.id)).toEqual({ outbox: ['create v1'], history: ['local-change'], version: 1 });
  });

  it('writes each job exactly as a single PUT through the local API does: the job, its outbox row, its history', async () => {
    const viaBulk = await door.createJob({ title: 'Baker' });
    const viaPut = await door.createJob({ title: 'Baker' });
    await bulk('archive', [viaBulk.id]);
    const put = await door.call('PUT', `/api/v1.1/jobs/${viaPut.id}`, { status: 'archived' });
    expect(put.status).toBe(200);

    expect(trail(viaBulk.id)).toEqual(trail(viaPut.id));
    expect(trail(viaBulk.id).version).toBe(2);
    const {
      id: _a,
      referenceId: _b,
      ...bulkJob
    } = door.core.store.jobs.getJob(door.employerId, viaBulk.id) ?? {};
    const {
      id: _c,
      referenceId: _d,
      ...putJob
    } = door.core.store.jobs.getJob(door.employerId, viaPut.id) ?? {};
    expect(bulkJob).toEqual(putJob);
  });

  it('deletes jobs with their delete outbox rows, and reports a job that no longer exists', async () => {
    const first = await door.createJob({ title: 'Baker' });
    const second = await door.createJob({ title: 'Driver', status: 'active' });
    const result = await bulk('delete', [first.id, 999, second.id]);
    expect(result.changed.map((job) => job.id)).toEqual([first.id, second.id]);
    expect(result.refused).toEqual([
      { id: 999, title: null, reason: 'not-found', messages: ['This job no longer exists.'] },
    ]);
    for (const id of [first.id, second.id]) {
      expect(door.core.store.jobs.getJob(door.employerId, id)).toBeUndefined();
      expect(
        door.core.store
          .outboxOf(1)
          .listOutboxForJob(id)
          .map((row) => row.operation),
      ).toEqual(['create', 'delete']);
    }
  });

  it('puts deleted jobs back as they were while the undo window lasts, with one event each', async () => {
    const job = await door.createJob({ title: 'Baker', referenceId: 'BAKE-1' });
    door.core.store.spelling.setJobLanguage(job.id, 'fr-CA');
    const deleted = await bulk('delete', [job.id]);
    expect(deleted.restorableUntil).toBe('2026-11-02T09:00:05.000Z');
    door.changes.length = 0;

    const answer = await door.call('POST', '/app/v1/jobs/restore', { ids: [job.id, 999] });
    expect(answer.status).toBe(200);
    expect(RestoreJobsResultSchema.parse(await answer.json())).toEqual({
      restored: [{ id: job.id, title: 'Baker' }],
      refused: [{ id: 999, reason: 'not-found', messages: [expect.stringMatching(/no delete to undo/)] }],
    });
    expect(door.core.store.jobs.getJob(door.employerId, job.id)).toEqual(job);
    expect(door.core.store.spelling.getJobLanguage(job.id)).toBe('fr-CA');
    expect(door.core.store.boards.postingsOfJob(job.id)).toHaveLength(1);
    expect(trail(job.id)).toEqual({
      outbox: ['create v1'],
      history: ['local-change', 'local-change', 'local-change'],
      version: 1,
    });
    expect(door.changes).toEqual([{ type: 'job', jobId: job.id, change: 'created' }]);
  });

  it('an Undo takes out only its own delete: a withdrawal from another board queued before it still goes', async () => {
    const job = await door.createJob({ title: 'Baker' });
    const { store } = door.core;
    // As a posting left out of the job's boards leaves it: a delete on that board only, due at once.
    store.outboxOf(2).appendOutbox({
      jobId: job.id,
      employerId: door.employerId,
      operation: 'delete',
      jobVersion: 1,
    });
    await bulk('delete', [job.id]);
    const restored = await door.call('POST', '/app/v1/jobs/restore', { ids: [job.id] });
    expect(RestoreJobsResultSchema.parse(await restored.json()).restored).toHaveLength(1);
    expect(
      store
        .outboxOf(1)
        .listOutboxForJob(job.id)
        .map((row) => row.operation),
    ).toEqual(['create']);
    expect(store.outboxOf(2).listOutboxForJob(job.id)).toMatchObject([
      { operation: 'delete', notBefore: null, state: 'pending' },
    ]);
  });

  it('refuses an Undo once the window has passed, or when another job took the Reference ID meanwhile', async () => {
    const late = await door.createJob({ title: 'Late' });
    const taken = await door.createJob({ title: 'Taken', referenceId: 'SAME-1' });
    await bulk('delete', [late.id, taken.id]);
    await door.createJob({ title: 'Newcomer', referenceId: 'SAME-1' });
    door.clock.now = new Date('2026-11-02T09:00:05.000Z');
    const expired = await door.call('POST', '/app/v1/jobs/restore', { ids: [late.id] });
    expect(RestoreJobsResultSchema.parse(await expired.json()).refused).toEqual([
      { id: late.id, reason: 'expired', messages: [expect.stringMatching(/time to undo/)] },
    ]);
    door.clock.now = new Date('2026-11-02T09:00:04.000Z');
    const conflict = await door.call('POST', '/app/v1/jobs/restore', { ids: [taken.id] });
    expect(RestoreJobsResultSchema.parse(await conflict.json()).refused).toEqual([
      { id: taken.id, reason: 'conflict', messages: [expect.stringContaining('SAME-1')] },
    ]);
    expect(door.core.store.jobs.getJob(door.employerId, taken.id)).toBeUndefined();
    // Nothing of a refused Undo is written: the delete still waits to be sent.
    expect(
      door.core.store
        .outboxOf(1)
        .listOutboxForJob(taken.id)
        .map((row) => row.operation),
    ).toEqual(['create', 'delete']);
  });

  it('reports a job its new status would make invalid, with the rule it breaks, and changes the others', async () => {
    const closing = await door.createJob({ title: 'Baker', status: 'archived', closeDate: '2026-11-20' });
    const fine = await door.createJob({ title: 'Driver', status: 'archived' });
    // Publishing sets the publish date to now, which is after the close date.
    door.clock.now = new Date('2026-11-25T09:00:00.000Z');
    const result = await bulk('publish', [closing.id, fine.id]);
    expect(result.changed).toEqual([{ id: fine.id, title: 'Driver' }]);
    expect(result.refused).toEqual([
      { id: closing.id, title: 'Baker', reason: 'invalid', messages: [expect.stringMatching(/close date/i)] },
    ]);
    expect(door.core.store.jobs.getJob(door.employerId, closing.id)?.status).toBe('archived');
  });

  it('tells of each changed job once, after the whole transaction committed', async () => {
    const jobs = [await door.createJob({ title: 'A' }), await door.createJob({ title: 'B' })];
    door.changes.length = 0;
    await bulk(
      'archive',
      jobs.map((job) => job.id),
    );
    expect(door.changes).toEqual(jobs.map((job) => ({ type: 'job', jobId: job.id, change: 'updated' })));
  });

  it('leaves nothing half-done when a write fails in the middle: no job, outbox row, history or event', async () => {
    const jobs = [
      await door.createJob({ title: 'First' }),
      await door.createJob({ title: 'Second' }),
      await door.createJob({ title: 'Third' }),
    ];
    const before = jobs.map((job) => trail(job.id));
    door.changes.length = 0;
    // The database refuses the second job's write, after the first was written in the same transaction.
    door.core.store.db.exec(`CREATE TEMP TRIGGER fail_second BEFORE UPDATE ON main.jobs
      WHEN old.id = ${jobs[1]?.id} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);

    const response = await door.call('POST', '/app/v1/jobs/bulk', {
      action: 'publish',
      ids: jobs.map((job) => job.id),
    });

    expect(response.status).toBe(500);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.error.type).toBe('InternalException');
    expect(JSON.stringify(body)).not.toContain('disk I/O');
    for (const [index, job] of jobs.entries()) {
      expect(door.core.store.jobs.getJob(door.employerId, job.id)?.status).toBe('draft');
      expect(trail(job.id)).toEqual(before[index]);
    }
    expect(door.changes).toEqual([]);

    // The same request goes through once the fault is gone: nothing was left locked or half-written.
    door.core.store.db.exec('DROP TRIGGER temp.fail_second');
    expect(
      (
        await bulk(
          'publish',
          jobs.map((job) => job.id),
        )
      ).changed,
    ).toHaveLength(3);
  });

  it('counts a repeated id once', async () => {
    const job = await door.createJob({ title: 'Baker' });
    const result = await bulk('archive', [job.id, job.id]);
    expect(result.changed).toEqual([{ id: job.id, title: 'Baker' }]);
    expect(trail(job.id).version).toBe(2);
  });

  it('refuses a bad request with the field it names, never a 500', async () => {
    const job = await door.createJob({ title: 'Baker' });
    for (const [body, path, message] of [
      [{ action: 'unpublish', ids: [job.id] }, 'action', BULK_MESSAGES.action],
      [{ action: 'archive', ids: [] }, 'ids', BULK_MESSAGES.ids],
      [{ action: 'archive', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids', BULK_MESSAGES.ids],
      [{ action: 'archive', ids: ['1'] }, 'ids[0]', undefined],
      [{ action: 'archive' }, 'ids', BULK_MESSAGES.ids],
    ] as const) {
      const response = await door.call('POST', '/app/v1/jobs/bulk', body);
      expect(response.status).toBe(400);
      const error = ErrorBodySchema.parse(await response.json()).error;
      expect(error.type).toBe('ValidationException');
      expect(error.fields?.[0]?.path).toBe(path);
      if (message) expect(error.messages).toEqual([message]);
    }
    expect(door.core.store.jobs.getJob(door.employerId, job.id)?.status).toBe('draft');
  });

  it('refuses another employer and a missing key', async () => {
    const job = await door.createJob({ title: 'Baker' });
    const body = { action: 'delete', ids: [job.id] };
    expect((await door.call('POST', '/app/v1/jobs/bulk', body, 'other-key-456')).status).toBe(401);
    expect((await door.call('POST', '/app/v1/jobs/bulk', body, '')).status).toBe(401);
    expect(door.core.store.jobs.getJob(door.employerId, job.id)).toBeDefined();
  });
});

describe('the publish date the list shows after a bulk action', () => {
  async function listedPublishDate(id: number) {
    const response = await door.call('GET', '/app/v1/jobs?pageSize=100');
    const view = JobListViewSchema.parse(await response.json());
    return view.data.find((row) => row.id === id)?.publishDate;
  }

  it('is none for a draft archived without ever being published, and none for a draft', async () => {
    const draft = await door.createJob({ title: 'Baker' });
    expect(await listedPublishDate(draft.id)).toBeNull();
    await bulk('archive', [draft.id]);
    expect(await listedPublishDate(draft.id)).toBeNull();
  });

  it('is the day it was published for a job archived after being published', async () => {
    const draft = await door.createJob({ title: 'Driver' });
    door.clock.now = new Date('2026-11-03T10:00:00.000Z');
    await bulk('publish', [draft.id]);
    expect(await listedPublishDate(draft.id)).toBe('2026-11-03T10:00:00.000Z');
    await bulk('archive', [draft.id]);
    expect(await listedPublishDate(draft.id)).toBe('2026-11-03T10:00:00.000Z');
  });

  it('is none again for a Publish taken back by its Undo, then archived', async () => {
    const draft = await door.createJob({ title: 'Nurse' });
    await bulk('publish', [draft.id]);
    const undone = await door.call('POST', '/app/v1/jobs/restore', { action: 'publish', ids: [draft.id] });
    expect(RestoreJobsResultSchema.parse(await undone.json()).restored).toHaveLength(1);
    await bulk('archive', [draft.id]);
    expect(await listedPublishDate(draft.id)).toBeNull();
  });
});

// The editor's Save with its boards as one request (POST /app/v1/jobs/with-postings, PUT
// /app/v1/jobs/{id}/with-postings): the job and its postings written together or not at all, and every
// mistake of the client answered 400, 404 or 409 with the field it concerns, never 500.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppClient } from '../../src-shared/client/app-client.ts';
import { type Board, BoardSchema } from '../../src-shared/schemas/boards.ts';
import { type JobWithPostings, JobWithPostingsSchema } from '../../src-shared/schemas/job-save.ts';
import type { ErrorBody, Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { KEY_A, KEY_B, LOCAL_KEY, startTwoBoards, type TwoBoards, URL_A, URL_B } from './boards-helpers.ts';

let world: TwoBoards | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

/** East (board 1) and West, West knowing only categories 1 and 77. */
async function twoBoardsSetUp(): Promise<TwoBoards & { west: Board }> {
  world = await startTwoBoards();
  expect(
    (await world.json('PUT', '/app/v1/boards/1', { name: 'East', url: URL_A, apiKey: KEY_A })).status,
  ).toBe(200);
  const added = await world.json('POST', '/app/v1/boards', {
    name: 'West',
    url: URL_B,
    apiKey: KEY_B,
    categories: [
      { id: 1, name: 'Accounting & Finance' },
      { id: 77, name: 'Fisheries' },
    ],
  });
  expect(added.status).toBe(201);
  return { ...world, west: BoardSchema.parse(added.body) };
}

/** Every row the core keeps of one job, its postings, outbox and history: what a refused save must not touch. */
function rowsOfJob(target: TwoBoards, jobId: number) {
  const { db } = target.core.store;
  const all = (sql: string) => db.prepare(sql).all(jobId);
  return {
    job: all('SELECT * FROM jobs WHERE id = ?'),
    postings: all('SELECT * FROM postings WHERE job_id = ? ORDER BY board_id'),
    outbox: all('SELECT * FROM outbox WHERE job_id = ? ORDER BY seq'),
    history: all('SELECT * FROM job_history WHERE job_id = ? ORDER BY id'),
  };
}

function jobCount(target: TwoBoards): number {
  return target.core.store.db.prepare('SELECT count(*) FROM jobs').pluck().get() as number;
}

async function savedJob(target: TwoBoards, title: string): Promise<Job> {
  const created = await target.json<Job>('POST', '/api/v1.1/jobs', validJobBody({ title, status: 'active' }));
  expect(created.status).toBe(201);
  await target.core.engine.syncNow();
  return created.body;
}

describe('the editor’s Save with its boards, in one request', () => {
  it('creates a job posted to the one board chosen, and answers the job with its postings', async () => {
    const target = await twoBoardsSetUp();
    const answer = await target.json<JobWithPostings>('POST', '/app/v1/jobs/with-postings', {
      job: validJobBody({ title: 'Deckhand', status: 'active' }),
      postings: [{ boardId: target.west.id }],
    });
    expect(answer.status).toBe(201);
    const saved = JobWithPostingsSchema.parse(answer.body);
    expect(saved.job).toMatchObject({ title: 'Deckhand', status: 'active' });
    expect(saved.postings.map((posting) => [posting.boardId, posting.status])).toEqual([
      [target.west.id, 'active'],
    ]);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a)).toEqual([]);
    expect(target.jobsOn(target.b).map((job) => [job.title, job.referenceId])).toEqual([
      ['Deckhand', saved.job.referenceId],
    ]);
  });

  it('creates a job on the default boards when no postings are sent', async () => {
    const target = await twoBoardsSetUp();
    const answer = await target.json<JobWithPostings>('POST', '/app/v1/jobs/with-postings', {
      job: validJobBody({ title: 'Baker' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.postings.map((posting) => posting.boardId)).toEqual([1, target.west.id]);
  });

  it('changes the job and archives it on one board in the same save, each board getting its own', async () => {
    const target = await twoBoardsSetUp();
    const job = await savedJob(target, 'Cook');
    const answer = await target.json<JobWithPostings>('PUT', `/app/v1/jobs/${job.id}/with-postings`, {
      job: { title: 'Head Cook' },
      postings: [{ boardId: 1 }, { boardId: target.west.id, status: 'archived' }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.job.title).toBe('Head Cook');
    expect(answer.body.postings.map((posting) => [posting.boardId, posting.status])).toEqual([
      [1, 'active'],
      [target.west.id, 'archived'],
    ]);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => [each.title, each.status])).toEqual([
      ['Head Cook', 'active'],
    ]);
    expect(target.jobsOn(target.b).map((each) => [each.title, each.status])).toEqual([
      ['Head Cook', 'archived'],
    ]);
  });

  it('leaves the job, its postings, outbox and history exactly as they were when a posting is refused', async () => {
    const target = await twoBoardsSetUp();
    const job = await savedJob(target, 'Cook');
    const before = rowsOfJob(target, job.id);
    const events: unknown[] = [];
    const unsubscribe = target.core.store.changes.subscribe((change) => events.push(change));
    // The job's new category 5 is refused by West only after the job is written with it: the write
    // of the job is undone with the refusal.
    const refused = await target.json<ErrorBody>('PUT', `/app/v1/jobs/${job.id}/with-postings`, {
      job: { title: 'Head Cook', categories: [{ id: 5 }] },
      postings: [{ boardId: 1 }, { boardId: target.west.id }],
    });
    unsubscribe();
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual([
      {
        path: 'postings.1.categories',
        message: "West has no category 5: choose this board's categories for the job.",
      },
    ]);
    expect(rowsOfJob(target, job.id)).toEqual(before);
    expect(events).toEqual([]);
    expect((await target.json<Job>('GET', `/api/v1.1/jobs/${job.id}`)).body.title).toBe('Cook');
  });

  it('creates no job when a posting of the new one is refused', async () => {
    const target = await twoBoardsSetUp();
    const jobs = jobCount(target);
    const refused = await target.json<ErrorBody>('POST', '/app/v1/jobs/with-postings', {
      job: validJobBody({ title: 'Deckhand', categories: [{ id: 5 }] }),
      postings: [{ boardId: target.west.id }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.map((field) => field.path)).toEqual(['postings.0.categories']);
    expect(jobCount(target)).toBe(jobs);
    expect(target.core.store.db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(0);
  });

  it('saves the boards alone without writing the job when no job body is sent', async () => {
    const target = await twoBoardsSetUp();
    const job = await savedJob(target, 'Cook');
    const before = rowsOfJob(target, job.id);
    const answer = await target.json<JobWithPostings>('PUT', `/app/v1/jobs/${job.id}/with-postings`, {
      postings: [{ boardId: 1 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.postings.map((posting) => posting.boardId)).toEqual([1]);
    const after = rowsOfJob(target, job.id);
    expect(after.job).toEqual(before.job);
    expect(after.history.length).toBe(before.history.length + 1);
  });
});

describe('a client’s mistakes in the editor’s Save', () => {
  it('are answered 400, 404 or 409 naming the field in the request, never 500', async () => {
    const target = await twoBoardsSetUp();
    const job = await savedJob(target, 'Cook');
    const other = await savedJob(target, 'Baker');
    const cases: Array<[string, string, unknown, number, string[]]> = [
      ['POST', '/app/v1/jobs/with-postings', {}, 400, ['job']],
      ['POST', '/app/v1/jobs/with-postings', { job: 'Cook' }, 400, ['job']],
      ['POST', '/app/v1/jobs/with-postings', { job: validJobBody({ title: '' }) }, 400, ['job.title']],
      [
        'POST',
        '/app/v1/jobs/with-postings',
        { job: validJobBody(), postings: [{ boardId: 1 }, { boardId: 1 }] },
        400,
        ['postings[1].boardId'],
      ],
      [
        'PUT',
        `/app/v1/jobs/${job.id}/with-postings`,
        { postings: [{ boardId: 999 }] },
        400,
        ['postings.0.boardId'],
      ],
      [
        'PUT',
        `/app/v1/jobs/${job.id}/with-postings`,
        { job: { salary: { amount: -5 } } },
        400,
        ['job.salary.amount'],
      ],
      [
        'PUT',
        `/app/v1/jobs/${job.id}/with-postings`,
        { job: { referenceId: other.referenceId } },
        409,
        ['job.referenceId'],
      ],
      ['PUT', '/app/v1/jobs/abc/with-postings', { job: {} }, 400, []],
      ['PUT', '/app/v1/jobs/424242/with-postings', { job: { title: 'Gone' } }, 404, []],
      ['PUT', '/app/v1/jobs/424242/with-postings', { postings: [{ boardId: 1 }] }, 404, []],
    ];
    for (const [method, path, body, status, paths] of cases) {
      const answer = await target.json<ErrorBody>(method, path, body);
      expect([method, path, answer.status], JSON.stringify(body)).toEqual([method, path, status]);
      expect(answer.body.error.messages.length).toBeGreaterThan(0);
      if (paths.length > 0)
        expect(answer.body.error.fields?.map((field) => field.path).slice(0, paths.length)).toEqual(paths);
    }
    const notJson = await target.call('PUT', `/app/v1/jobs/${job.id}/with-postings`);
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.status).toBeGreaterThanOrEqual(400);
  });
});

describe('the typed client of the editor’s Save', () => {
  it('creates, then updates a job with its boards, and returns a refusal as a value with its fields', async () => {
    const target = await twoBoardsSetUp();
    const app = createAppClient({
      baseUrl: 'http://jobdesk.test/app/v1',
      getApiKey: () => LOCAL_KEY,
      fetch: (input, init) => target.core.fetch(new Request(input, init)),
    });
    const created = await app.saveJobWithPostings({
      jobId: null,
      job: validJobBody({ title: 'Welder' }),
      postings: [{ boardId: 1 }],
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.postings.map((posting) => posting.boardId)).toEqual([1]);
    const updated = await app.saveJobWithPostings({
      jobId: created.value.job.id,
      job: { title: 'Lead Welder' },
    });
    expect(updated.ok && updated.value.job.title).toBe('Lead Welder');
    const refused = await app.saveJobWithPostings({ jobId: created.value.job.id, job: { title: '' } });
    expect(refused.ok).toBe(false);
    if (!refused.ok && refused.error.kind === 'http')
      expect(refused.error.fields.map((field) => field.path)).toEqual(['job.title']);
  });
});

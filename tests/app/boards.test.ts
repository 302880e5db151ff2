// Several job boards through the front door: the boards endpoints, a job's postings, each board synced on
// its own, default boards for jobs created through /api/v1.1, and a pull that links a board job by referenceId.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppClient } from '../../src-shared/client/app-client.ts';
import type { SettingsView, SyncStatus } from '../../src-shared/schemas/app.ts';
import { AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import {
  type Board,
  BoardListSchema,
  BoardSchema,
  PostingListSchema,
} from '../../src-shared/schemas/boards.ts';
import { JobHistoryPageSchema } from '../../src-shared/schemas/history.ts';
import { JobListViewSchema } from '../../src-shared/schemas/job-list-view.ts';
import type { ErrorBody, Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { KEY_A, KEY_B, LOCAL_KEY, startTwoBoards, type TwoBoards, URL_A, URL_B } from './boards-helpers.ts';

let world: TwoBoards | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

/** Board 1 (the board of before) at board A, and board B added beside it. */
async function twoBoardsSetUp(
  options: Parameters<typeof startTwoBoards>[0] = {},
): Promise<TwoBoards & { boardB: Board }> {
  world = await startTwoBoards(options);
  expect(
    (await world.json('PUT', '/app/v1/boards/1', { name: 'East', url: URL_A, apiKey: KEY_A })).status,
  ).toBe(200);
  const added = await world.json<Board>('POST', '/app/v1/boards', {
    name: 'West',
    url: URL_B,
    apiKey: KEY_B,
  });
  expect(added.status).toBe(201);
  return { ...world, boardB: BoardSchema.parse(added.body) };
}

/**
 * A board whose answers to `method` requests never reach JobDesk while `on`: the board does what it was
 * asked, and JobDesk hears nothing back.
 */
function answersLost(host: string, method: string) {
  const lost = {
    on: false,
    wrapFetch:
      (target: string, send: (request: Request) => Promise<Response>) => async (request: Request) => {
        const answer = await send(request);
        if (target === host && request.method === method && lost.on)
          throw new TypeError('fetch failed (answer lost)');
        return answer;
      },
  };
  return lost;
}

async function postings(target: TwoBoards, jobId: number) {
  const answer = await target.json('GET', `/app/v1/jobs/${jobId}/postings`);
  expect(answer.status).toBe(200);
  return PostingListSchema.parse(answer.body).data;
}

async function createJob(target: TwoBoards, title: string): Promise<Job> {
  const created = await target.json<Job>('POST', '/api/v1.1/jobs', validJobBody({ title, status: 'active' }));
  expect(created.status).toBe(201);
  return created.body;
}

describe('the job boards endpoints', () => {
  it('list the board of before as the first board, add a board with its key never returned, and list both', async () => {
    world = await startTwoBoards();
    const before = BoardListSchema.parse((await world.json('GET', '/app/v1/boards')).body).data;
    expect(before).toEqual([
      expect.objectContaining({ id: 1, name: 'Job board', url: '', keySaved: false, state: 'unconfigured' }),
    ]);
    const added = await world.call('POST', '/app/v1/boards', {
      name: 'West',
      url: `${URL_B}/`,
      apiKey: KEY_B,
    });
    expect(added.status).toBe(201);
    const text = await added.text();
    expect(text).not.toContain(KEY_B);
    expect(BoardSchema.parse(JSON.parse(text))).toMatchObject({ name: 'West', url: URL_B, keySaved: true });
    const listed = BoardListSchema.parse((await world.json('GET', '/app/v1/boards')).body).data;
    expect(listed.map((board) => board.name)).toEqual(['Job board', 'West']);
    expect(JSON.stringify(listed)).not.toContain(KEY_B);
  });

  it('refuse an address with credentials or a link-local host, a key with a control character, and a missing name', async () => {
    world = await startTwoBoards();
    const refusals = [
      { name: 'X', url: 'http://user:pass@board-b.test/api/v1.1', apiKey: 'K', field: 'url' },
      { name: 'X', url: 'http://169.254.169.254/api/v1.1', apiKey: 'K', field: 'url' },
      { name: 'X', url: URL_B, apiKey: 'K\nX', field: 'apiKey' },
      { name: ' ', url: URL_B, apiKey: 'K', field: 'name' },
      { name: 'X', url: '', apiKey: 'K', field: 'url' },
    ];
    for (const { field, ...body } of refusals) {
      const answer = await world.json<ErrorBody>('POST', '/app/v1/boards', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields?.map((each) => each.path)).toContain(field);
    }
    expect(BoardListSchema.parse((await world.json('GET', '/app/v1/boards')).body).data).toHaveLength(1);
  });

  it('rename a board, forget its key when its address changes, and answer 404 for a board that does not exist', async () => {
    const { json, boardB } = await twoBoardsSetUp();
    const renamed = await json<Board>('PUT', `/app/v1/boards/${boardB.id}`, { name: 'Prairies' });
    expect(renamed.body).toMatchObject({ name: 'Prairies', url: URL_B, keySaved: true });
    const moved = await json<Board>('PUT', `/app/v1/boards/${boardB.id}`, {
      url: 'https://board-c.test/api/v1.1',
    });
    expect(moved.body).toMatchObject({ url: 'https://board-c.test/api/v1.1', keySaved: false });
    expect((await json('PUT', '/app/v1/boards/99', { name: 'Nowhere' })).status).toBe(404);
    expect((await json('DELETE', '/app/v1/boards/99')).status).toBe(404);
  });
});

describe('a job on two boards', () => {
  it('is sent to both with the same referenceId, and each posting says its board id and that it is synced', async () => {
    const target = await twoBoardsSetUp();
    const job = await createJob(target, 'Welder');
    await target.core.engine.syncNow();
    const onA = target.jobsOn(target.a);
    const onB = target.jobsOn(target.b);
    expect(onA.map((each) => [each.referenceId, each.title])).toEqual([[job.referenceId, 'Welder']]);
    expect(onB.map((each) => [each.referenceId, each.title])).toEqual([[job.referenceId, 'Welder']]);
    expect(await postings(target, job.id)).toEqual([
      expect.objectContaining({
        boardId: 1,
        status: 'active',
        boardJobId: onA[0]?.id,
        sync: expect.objectContaining({ state: 'synced' }),
      }),
      expect.objectContaining({
        boardId: target.boardB.id,
        status: 'active',
        boardJobId: onB[0]?.id,
        sync: expect.objectContaining({ state: 'synced' }),
      }),
    ]);
    expect(onA[0]?.employer.name).toBe('Acme East');
    expect(onB[0]?.employer.name).toBe('Acme West');
  });

  it('is archived on one board only, then edited and updated on both, then withdrawn from one', async () => {
    const target = await twoBoardsSetUp();
    const job = await createJob(target, 'Baker');
    await target.core.engine.syncNow();
    const archived = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }, { boardId: target.boardB.id, status: 'archived' }],
    });
    expect(archived.status).toBe(200);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a)[0]?.status).toBe('active');
    expect(target.jobsOn(target.b)[0]?.status).toBe('archived');

    expect((await target.json('PUT', `/api/v1.1/jobs/${job.id}`, { title: 'Head Baker' })).status).toBe(200);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => [each.title, each.status])).toEqual([
      ['Head Baker', 'active'],
    ]);
    expect(target.jobsOn(target.b).map((each) => [each.title, each.status])).toEqual([
      ['Head Baker', 'archived'],
    ]);

    const withdrawn = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: target.boardB.id }],
    });
    expect(PostingListSchema.parse(withdrawn.body).data.map((posting) => posting.boardId)).toEqual([
      target.boardB.id,
    ]);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a)).toEqual([]);
    expect(target.jobsOn(target.b).map((each) => each.title)).toEqual(['Head Baker']);
    expect((await target.json<Job>('GET', `/api/v1.1/jobs/${job.id}`)).body.title).toBe('Head Baker');
  });

  it('refuses a draft on a board whose create was sent active without an answer, and posted active there takes the job it made', async () => {
    // Board A makes every job it is sent, and its answers to creates are lost until the test says.
    const lost = answersLost('board-a.test', 'POST');
    lost.on = true;
    const target = await twoBoardsSetUp({ wrapFetch: lost.wrapFetch });
    const job = await createJob(target, 'Nurse');
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => each.status)).toEqual(['active']);

    // Withdrawn from East before JobDesk knows East has it, then posted there again as a draft.
    const withdrawn = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: target.boardB.id }],
    });
    expect(withdrawn.status).toBe(200);
    const asDraft = await target.json<ErrorBody>('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1, status: 'draft' }, { boardId: target.boardB.id }],
    });
    expect(asDraft.status).toBe(400);
    expect(asDraft.body.error.fields).toEqual([
      { path: 'postings.0.status', message: 'A job that has been active cannot go back to draft.' },
    ]);

    const asActive = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1, status: 'active' }, { boardId: target.boardB.id }],
    });
    expect(asActive.status).toBe(200);
    lost.on = false;
    await target.core.engine.syncNow();
    expect(target.core.engine.status()).toMatchObject({ pending: 0, failed: 0 });
    expect(target.jobsOn(target.a).map((each) => [each.referenceId, each.status])).toEqual([
      [job.referenceId, 'active'],
    ]);
  });

  it('is made anew on a board it was withdrawn from and posted to again, when the delete there went without an answer', async () => {
    const lost = answersLost('board-b.test', 'DELETE');
    const target = await twoBoardsSetUp({ wrapFetch: lost.wrapFetch });
    const job = await createJob(target, 'Welder');
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.b).map((each) => each.referenceId)).toEqual([job.referenceId]);

    lost.on = true;
    const withdrawn = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }],
    });
    expect(withdrawn.status).toBe(200);
    await target.core.engine.syncNow();
    // West deleted it; JobDesk does not know.
    expect(target.jobsOn(target.b)).toEqual([]);
    const again = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }, { boardId: target.boardB.id }],
    });
    expect(again.status).toBe(200);
    lost.on = false;
    for (let pass = 0; pass < 3 && target.core.engine.status().pending > 0; pass += 1)
      await target.core.engine.syncNow();

    expect(target.core.engine.status()).toMatchObject({ pending: 0, failed: 0 });
    expect(AttentionListSchema.parse((await target.json('GET', '/app/v1/jobs/attention')).body).data).toEqual(
      [],
    );
    expect(target.jobsOn(target.b).map((each) => [each.referenceId, each.status])).toEqual([
      [job.referenceId, 'active'],
    ]);
    expect(target.jobsOn(target.a).map((each) => each.referenceId)).toEqual([job.referenceId]);
  });

  it('keeps a category the board has not in its posting only, and refuses one it does not know by name', async () => {
    const target = await twoBoardsSetUp();
    await target.json('PUT', `/app/v1/boards/${target.boardB.id}`, {
      categories: [
        { id: 1, name: 'Accounting & Finance' },
        { id: 77, name: 'Fisheries' },
      ],
    });
    const job = await createJob(target, 'Deckhand');
    const refused = await target.json<ErrorBody>('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }, { boardId: target.boardB.id, categories: [{ id: 5 }] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.[0]).toMatchObject({ path: 'postings.1.categories' });
    expect(refused.body.error.messages[0]).toMatch(/West has no category 5/);
    const kept = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }, { boardId: target.boardB.id, categories: [{ id: 77 }] }],
    });
    expect(PostingListSchema.parse(kept.body).data[1]).toMatchObject({
      categories: [{ id: 77, name: 'Fisheries' }],
    });
    expect(
      (await target.json<Job>('GET', `/api/v1.1/jobs/${job.id}`)).body.categories.map(({ id }) => id),
    ).toEqual([1]);
  });

  it('is refused by one board (a wrong key) while the other syncs, and each board says its own state', async () => {
    const target = await twoBoardsSetUp();
    await target.json('PUT', `/app/v1/boards/${target.boardB.id}`, { apiKey: 'WRONG' });
    const job = await createJob(target, 'Driver');
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => each.title)).toEqual(['Driver']);
    expect(target.jobsOn(target.b)).toEqual([]);
    const boards = BoardListSchema.parse((await target.json('GET', '/app/v1/boards')).body).data;
    expect(boards.map((board) => [board.name, board.state])).toEqual([
      ['East', 'idle'],
      ['West', 'paused'],
    ]);
    const [onA, onB] = await postings(target, job.id);
    expect(onA?.sync.state).toBe('synced');
    expect(onB?.sync.state).toBe('pending');
    const status = (await target.json<SyncStatus>('GET', '/app/v1/sync')).body;
    expect(status).toMatchObject({ state: 'paused', pending: 1, boards: ['West'] });
    expect(status.message).toMatch(/^West: /);
  });

  it('says which board cannot be reached while the other syncs, and that all are offline only when they are', async () => {
    const target = await twoBoardsSetUp();
    await target.json('PUT', `/app/v1/boards/${target.boardB.id}`, {
      url: 'https://west-down.test/api/v1.1',
    });
    await target.json('PUT', `/app/v1/boards/${target.boardB.id}`, { apiKey: 'KEY-B' });
    await createJob(target, 'Driver');
    await target.core.engine.syncNow();
    const oneDown = (await target.json<SyncStatus>('GET', '/app/v1/sync')).body;
    expect(oneDown).toMatchObject({ state: 'offline', pending: 1, boards: ['West'] });
    expect(oneDown.message).toMatch(/^West: The job board cannot be reached/);

    await target.json('PUT', `/app/v1/boards/1`, { url: 'https://east-down.test/api/v1.1' });
    await target.json('PUT', `/app/v1/boards/1`, { apiKey: 'KEY-A' });
    await createJob(target, 'Welder');
    await target.core.engine.syncNow();
    const allDown = (await target.json<SyncStatus>('GET', '/app/v1/sync')).body;
    expect(allDown.state).toBe('offline');
    expect(allDown.boards).toBeUndefined();
  });
});

describe('the jobs list by board', () => {
  it('keeps the jobs posted to the board asked, with counts of that board, and names each row’s boards', async () => {
    const target = await twoBoardsSetUp();
    const both = await createJob(target, 'Welder');
    const eastOnly = await createJob(target, 'Baker');
    expect(
      (await target.json('PUT', `/app/v1/jobs/${eastOnly.id}/postings`, { postings: [{ boardId: 1 }] }))
        .status,
    ).toBe(200);
    expect(
      (
        await target.json('PUT', `/app/v1/jobs/${both.id}/postings`, {
          postings: [{ boardId: 1 }, { boardId: target.boardB.id, status: 'archived' }],
        })
      ).status,
    ).toBe(200);

    const west = JobListViewSchema.parse(
      (await target.json('GET', `/app/v1/jobs?board=${target.boardB.id}`)).body,
    );
    expect(west.data.map((row) => row.title)).toEqual(['Welder']);
    expect(west.counts).toEqual({ all: 1, draft: 0, active: 1, archived: 0 });
    expect(west.totalJobs).toBe(2);
    expect(west.data[0]?.boards?.map((posted) => [posted.name, posted.status])).toEqual([
      ['East', 'active'],
      ['West', 'archived'],
    ]);

    const east = JobListViewSchema.parse((await target.json('GET', '/app/v1/jobs?board=1&q=bak')).body);
    expect(east.data.map((row) => row.title)).toEqual(['Baker']);
    expect(east.counts.all).toBe(1);
    const none = JobListViewSchema.parse((await target.json('GET', '/app/v1/jobs?board=99')).body);
    expect([none.data, none.counts.all]).toEqual([[], 0]);

    const bad = await target.json<ErrorBody>('GET', '/app/v1/jobs?board=west');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Board must be a whole number');
    const client = createAppClient({
      baseUrl: 'http://jobdesk.test/app/v1',
      getApiKey: () => LOCAL_KEY,
      fetch: (input, init) => target.core.fetch(new Request(input, init)),
    });
    const viaClient = await client.jobListView({ board: target.boardB.id, status: 'active' });
    expect(viaClient.ok && viaClient.value.data.map((row) => row.id)).toEqual([both.id]);
  });
});

describe('a refusal on one board', () => {
  it('is shown with that board’s name and message in Needs attention and History, while the other board has the job', async () => {
    const target = await twoBoardsSetUp();
    await target.json('PUT', `/app/v1/boards/${target.boardB.id}`, {
      positionTypes: [
        { id: 1, name: 'Full Time' },
        { id: 99, name: 'Seasonal' },
      ],
    });
    const job = await createJob(target, 'Guide');
    const put = await target.json('PUT', `/app/v1/jobs/${job.id}/postings`, {
      postings: [{ boardId: 1 }, { boardId: target.boardB.id, positionType: { id: 99 } }],
    });
    expect(put.status).toBe(200);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => each.title)).toEqual(['Guide']);
    expect(target.jobsOn(target.b)).toEqual([]);
    const [onA, onB] = await postings(target, job.id);
    expect(onA?.sync.state).toBe('synced');
    expect(onB).toMatchObject({ positionType: { id: 99, name: 'Seasonal' }, sync: { state: 'failed' } });
    expect(onB?.sync.messages.join(' ')).toMatch(/position/i);

    const attention = AttentionListSchema.parse(
      (await target.json('GET', '/app/v1/jobs/attention')).body,
    ).data;
    expect(attention).toEqual([
      expect.objectContaining({
        jobId: job.id,
        reason: 'refused',
        boardId: target.boardB.id,
        boardName: 'West',
      }),
    ]);
    const history = JobHistoryPageSchema.parse(
      (await target.json('GET', `/app/v1/jobs/${job.id}/history?page=1&pageSize=50`)).body,
    ).data;
    const calls = history.flatMap((entry) =>
      entry.kind === 'sync-call' ? [[entry.boardName, entry.status]] : [],
    );
    expect(calls).toContainEqual(['East', 201]);
    expect(calls).toContainEqual(['West', 400]);
  });
});

describe('removing a board', () => {
  it('lists how many jobs each board has posted, the jobs a removal would withdraw from it', async () => {
    const target = await twoBoardsSetUp();
    const listed = async () =>
      BoardListSchema.parse((await target.json('GET', '/app/v1/boards')).body).data.map((board) => [
        board.id,
        board.postedJobs,
      ]);
    expect(await listed()).toEqual([
      [1, 0],
      [target.boardB.id, 0],
    ]);
    await createJob(target, 'Nurse');
    await createJob(target, 'Welder');
    expect(await listed()).toEqual([
      [1, 2],
      [target.boardB.id, 2],
    ]);
  });

  it('answers 409 while jobs are posted there, and with ?withdraw=true deletes them on that board only', async () => {
    const target = await twoBoardsSetUp();
    const job = await createJob(target, 'Nurse');
    await target.core.engine.syncNow();
    const refused = await target.json<ErrorBody>('DELETE', `/app/v1/boards/${target.boardB.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.messages[0]).toMatch(/1 job is posted/);
    expect((await target.call('DELETE', `/app/v1/boards/${target.boardB.id}?withdraw=true`)).status).toBe(
      204,
    );
    expect(
      BoardListSchema.parse((await target.json('GET', '/app/v1/boards')).body).data.map((board) => board.id),
    ).toEqual([1]);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.b)).toEqual([]);
    expect(target.jobsOn(target.a).map((each) => each.title)).toEqual(['Nurse']);
    expect((await postings(target, job.id)).map((posting) => posting.boardId)).toEqual([1]);
  });
});

describe('jobs created through /api/v1.1', () => {
  it('go to every board while none is chosen, and only to the boards chosen as default once some are', async () => {
    const target = await twoBoardsSetUp();
    const first = await createJob(target, 'Painter');
    expect((await postings(target, first.id)).map((posting) => posting.boardId)).toEqual([
      1,
      target.boardB.id,
    ]);

    const saved = await target.json<SettingsView>('PUT', '/app/v1/settings', {
      defaultBoardIds: [target.boardB.id],
    });
    expect(saved.body.defaultBoardIds).toEqual([target.boardB.id]);
    const second = await createJob(target, 'Plumber');
    expect((await postings(target, second.id)).map((posting) => posting.boardId)).toEqual([target.boardB.id]);
    await target.core.engine.syncNow();
    expect(target.jobsOn(target.a).map((each) => each.title)).toEqual(['Painter']);
    expect(
      target
        .jobsOn(target.b)
        .map((each) => each.title)
        .sort(),
    ).toEqual(['Painter', 'Plumber']);

    const unknown = await target.json<ErrorBody>('PUT', '/app/v1/settings', { defaultBoardIds: [99] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields?.[0]?.path).toBe('defaultBoardIds.0');
  });
});

describe('a pull of each board', () => {
  it('links a board job whose referenceId is a local job’s as that job’s posting there, never a second job', async () => {
    const target = await twoBoardsSetUp();
    await target.json('PUT', '/app/v1/settings', { defaultBoardIds: [1] });
    const job = await createJob(target, 'Chef');
    await target.core.engine.syncNow();
    const onB = await target.onBoard(
      target.b,
      'POST',
      '/jobs',
      validJobBody({ title: 'Chef', referenceId: job.referenceId }),
    );
    expect(onB.status).toBe(201);
    const boardJob = (await onB.json()) as Job;

    await target.core.engine.syncNow();
    // What the pull took from board B that the job shares (B's own close date) goes to board A next.
    await target.core.engine.syncNow();
    const local = await target.json<{ data: Array<{ id: number }> }>('GET', '/api/v1.1/jobs?pageSize=100');
    expect(local.body.data.map((each) => each.id)).toEqual([job.id]);
    expect(await postings(target, job.id)).toEqual([
      expect.objectContaining({ boardId: 1, sync: expect.objectContaining({ state: 'synced' }) }),
      expect.objectContaining({
        boardId: target.boardB.id,
        boardJobId: boardJob.id,
        sync: expect.objectContaining({ state: 'synced' }),
      }),
    ]);
    expect(target.jobsOn(target.b)).toHaveLength(1);
    expect(target.jobsOn(target.a)[0]?.closeDate).toBe(boardJob.closeDate);
  });
});

describe('the typed client of boards and postings', () => {
  it('lists, adds, changes and removes boards, and reads and replaces a job’s postings, through the front door', async () => {
    world = await startTwoBoards();
    const target = world;
    const client = createAppClient({
      baseUrl: 'http://jobdesk.test/app/v1',
      getApiKey: () => LOCAL_KEY,
      fetch: (input, init) => target.core.fetch(new Request(input, init)),
    });
    const added = await client.addBoard({ name: 'West', url: URL_B, apiKey: KEY_B });
    if (!added.ok) throw added.error;
    expect(added.value).toMatchObject({ name: 'West', keySaved: true });
    const renamed = await client.updateBoard(added.value.id, { name: 'Prairies' });
    expect(renamed.ok && renamed.value.name).toBe('Prairies');
    const listed = await client.boards();
    expect(listed.ok && listed.value.map((board) => board.name)).toEqual(['Job board', 'Prairies']);

    const job = await createJob(target, 'Roofer');
    const set = await client.setJobPostings(job.id, [{ boardId: added.value.id, status: 'archived' }]);
    expect(set.ok && set.value.map((posting) => [posting.boardId, posting.status])).toEqual([
      [added.value.id, 'archived'],
    ]);
    const read = await client.jobPostings(job.id);
    expect(read.ok && read.value.map((posting) => posting.boardId)).toEqual([added.value.id]);

    const refused = await client.removeBoard(added.value.id);
    expect(!refused.ok && refused.error.reason).toBe('conflict');
    expect((await client.removeBoard(added.value.id, true)).ok).toBe(true);
    const missing = await client.updateBoard(added.value.id, { name: 'Gone' });
    expect(!missing.ok && missing.error.reason).toBe('not-found');
    const tested = await client.testBoard(1, { remoteUrl: URL_A, apiKey: KEY_A });
    expect(tested.ok && tested.value).toMatchObject({ ok: true, employer: null, keySource: 'typed' });
  });
});

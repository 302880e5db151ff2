// The job board API in JobDesk's local role: what it does beyond the board (outbox, referenceIds).
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalApi } from '../../src-main/core/local-api.ts';
import { createStandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const KEY = 'local-key-123';
type Api = Awaited<ReturnType<typeof createStandaloneBoard>>;
let core: Api | undefined;
afterEach(() => core?.close());

/** JobDesk's local API, or the standalone board (which does nothing beyond the interface). */
async function start(which: 'local' | 'board'): Promise<Api> {
  const options = {
    keys: [{ key: KEY, employer: 'Me' }],
    places: [{ name: 'Moncton', province: 'NB' as const }],
    now: () => new Date(),
    logger: createTestLogger(),
  };
  core = which === 'local' ? await createLocalApi(options) : await createStandaloneBoard(options);
  return core;
}

const send = (board: Api, method: string, path: string, body?: unknown) =>
  board.fetch(
    new Request(`http://jobdesk.test/api/v1.1${path}`, {
      method,
      headers: { 'API-Key': KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

const jobBody = validJobBody({ title: 'Welder' });

describe('the local API', () => {
  it('accepts the categories and position types last read from the board, and only those', async () => {
    const board = await start('local');
    board.store.reference.upsertCategories([{ id: 31, name: 'Cannabis' }]);
    board.store.reference.upsertPositionTypes([{ id: 9, name: 'Seasonal' }]);
    const created = await send(board, 'POST', '/jobs', {
      ...jobBody,
      categories: [{ id: 31 }],
      positionType: { id: 9 },
    });
    expect(created.status).toBe(201);
    const job = await created.json();
    expect(job.categories).toEqual([{ id: 31, name: 'Cannabis' }]);
    expect(job.positionType).toEqual({ id: 9, name: 'Seasonal' });
    const renamed = await send(board, 'PUT', `/jobs/${job.id}`, { title: 'Budtender' });
    expect(renamed.status).toBe(200);
    const unknown = await send(board, 'POST', '/jobs', { ...jobBody, categories: [{ id: 32 }] });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { fields: [{ path: 'categories[0].id', message: 'Category 32 is not in the category list.' }] },
    });
  });

  it('gives a job created without a referenceId a short generated one', async () => {
    const board = await start('local');
    const job = await (await send(board, 'POST', '/jobs', jobBody)).json();
    expect(job.referenceId).toMatch(/^JD-[0-9A-Z]{10}$/);
  });

  it('writes one outbox row and one history entry per change', async () => {
    const board = await start('local');
    const job = await (await send(board, 'POST', '/jobs', { ...jobBody, referenceId: 'R-1' })).json();
    await send(board, 'PUT', `/jobs/${job.id}`, { title: 'Senior welder' });
    await send(board, 'PUT', `/jobs/${job.id}`, { status: 'active' });
    await send(board, 'DELETE', `/jobs/${job.id}`);
    const rows = board.store.outboxOf(1).listOutboxForJob(job.id);
    expect(rows.map((row) => [row.operation, row.jobVersion])).toEqual([
      ['create', 1],
      ['update', 2],
      ['update', 3],
      ['delete', 3],
    ]);
    const history = board.store.history.page(job.id, 1, 10).rows;
    expect(history.map((entry) => entry.kind === 'local-change' && [entry.operation, entry.version])).toEqual(
      [
        ['delete', 3],
        ['update', 3],
        ['update', 2],
        ['create', 1],
      ],
    );
    expect(history[2]).toMatchObject({
      changes: [{ field: 'title', from: jobBody.title, to: 'Senior welder' }],
    });
    // Publishing also sets the publish date.
    expect(history[1]).toMatchObject({
      changes: expect.arrayContaining([{ field: 'status', from: 'draft', to: 'active' }]),
    });
  });

  it('writes no outbox row for a change it refuses', async () => {
    const board = await start('local');
    expect((await send(board, 'POST', '/jobs', { ...jobBody, title: '' })).status).toBe(400);
    expect(board.store.db.prepare('SELECT count(*) FROM outbox').pluck().get()).toBe(0);
  });

  it('refuses to clear the referenceId of a job, which replaying its creation depends on', async () => {
    const board = await start('local');
    const job = await (await send(board, 'POST', '/jobs', jobBody)).json();
    const response = await send(board, 'PUT', `/jobs/${job.id}`, { referenceId: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: [{ path: 'referenceId' }] } });
    expect(board.store.outboxOf(1).listOutboxForJob(job.id)).toHaveLength(1);
  });

  it('lets the board, unlike the local API, keep a job without referenceId and write no outbox', async () => {
    const board = await start('board');
    const job = await (await send(board, 'POST', '/jobs', jobBody)).json();
    expect(job.referenceId).toBeNull();
    expect(board.store.outboxOf(1).listOutboxForJob(job.id)).toHaveLength(0);
  });
});

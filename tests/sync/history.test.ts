import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordLocalChange } from '../../src-main/jobs/local-changes.ts';
import { HISTORY_ENTRIES_KEPT, storedFieldsFromJob } from '../../src-main/store/index.ts';
import { type JobHistoryEntry, JobHistoryPageSchema } from '../../src-shared/schemas/history.ts';
import { appEndpointsOver } from './helpers/app-endpoints.ts';
import { createSyncWorld, faultyBoard, jobBody, LOCAL_KEY, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
beforeEach(async () => {
  world = await createSyncWorld();
});
afterEach(() => world.close());

/** The job's whole history, oldest first (the store answers newest first). */
const historyOf = (jobId: number): JobHistoryEntry[] =>
  world.local.store.history.page(jobId, 1, 1000).rows.slice().reverse();
const callsOf = (jobId: number) =>
  historyOf(jobId).filter(
    (entry): entry is Extract<JobHistoryEntry, { kind: 'sync-call' }> => entry.kind === 'sync-call',
  );

/** The board refuses any job in category 30 with its own message. */
function refusingCategory30(inner: typeof fetch): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.body === null ? '' : await request.clone().text();
    if (text.includes('"categories":[{"id":30}]')) {
      const error = { type: 'ValidationException', messages: ['Category 30 is not offered on this board.'] };
      return new Response(JSON.stringify({ error }), {
        status: 400,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    return inner(request);
  }) as typeof fetch;
}

describe("a job's history", () => {
  it('records each local change with the fields it changed, the description’s text included', async () => {
    const job = await world.createLocalJob({ title: 'Line Cook' });
    await world.updateLocalJob(job.id, { title: 'Head Cook', description: '<p>Secret sauce recipe.</p>' });
    await world.deleteLocalJob(job.id);

    const history = historyOf(job.id);
    expect(history.map((entry) => entry.kind === 'local-change' && entry.operation)).toEqual([
      'create',
      'update',
      'delete',
    ]);
    expect(history[0]).toMatchObject({
      kind: 'local-change',
      version: 1,
      at: new Date(world.clock.now()).toISOString(),
      changes: expect.arrayContaining([{ field: 'title', from: null, to: 'Line Cook' }]),
    });
    expect(history[1]).toEqual({
      kind: 'local-change',
      at: expect.any(String),
      operation: 'update',
      version: 2,
      changes: [
        { field: 'title', from: 'Line Cook', to: 'Head Cook' },
        { field: 'description', from: expect.any(String), to: '<p>Secret sauce recipe.</p>' },
      ],
    });
    expect(history[2]).toMatchObject({ operation: 'delete', version: 2, changes: [] });
  });

  it('records each call that sent something with its status and duration: POST /jobs, PUT /jobs/{id}, DELETE /jobs/{id}; a read the board answered is no entry', async () => {
    const job = await world.createLocalJob();
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    const remoteId = world.syncInfo(job.id)?.remoteId;
    await world.updateLocalJob(job.id, { referenceId: 'RENAMED-1' });
    await world.clock.settle(engine.replayOnce());
    // The board's website clears the Reference ID: the read before the delete finds none, so it goes by id.
    const cleared = await world.boardClient().updateJob(remoteId ?? 0, { referenceId: '' });
    expect(cleared.ok).toBe(true);
    await world.deleteLocalJob(job.id);
    await world.clock.settle(engine.replayOnce());

    expect(callsOf(job.id)).toEqual([
      {
        kind: 'sync-call',
        at: expect.any(String),
        boardId: 1,
        boardName: 'Job board',
        call: 'POST /jobs',
        target: job.referenceId,
        status: 201,
        failure: null,
        durationMs: expect.any(Number),
        messages: [],
      },
      expect.objectContaining({ call: 'PUT /jobs/{id}', target: remoteId, status: 200, failure: null }),
      expect.objectContaining({ call: 'DELETE /jobs/{id}', target: remoteId, status: 204, failure: null }),
    ]);
    expect(historyOf(job.id).map((entry) => entry.kind)).toEqual([
      'local-change',
      'sync-call',
      'local-change',
      'sync-call',
      'local-change',
      'board-changes-deleted',
      'sync-call',
    ]);
    // The delete removed the website's clearing of the Reference ID: the value it set stays here.
    expect(historyOf(job.id).find((entry) => entry.kind === 'board-changes-deleted')).toMatchObject({
      changes: [{ field: 'referenceId', from: 'RENAMED-1', to: null }],
    });
  });

  it('folds six tries at a board that cannot be reached into one entry with their count, first and last time', async () => {
    const job = await world.createLocalJob();
    const unreachable = (() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))) as typeof fetch;
    const engine = world.engine({ fetch: unreachable });
    const times: string[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      times.push(new Date(world.clock.now()).toISOString());
      await world.clock.settle(engine.replayOnce());
      await world.clock.advance(31_000);
    }

    const history = historyOf(job.id);
    expect(history.map((entry) => entry.kind)).toEqual(['local-change', 'sync-call']);
    expect(history[1]).toMatchObject({
      call: 'POST /jobs',
      status: null,
      failure: 'network',
      tries: 6,
      firstAt: times[0],
      at: times[5],
    });
  });

  it('starts a new entry when something else happened between two failed tries, or the board answered otherwise', async () => {
    const job = await world.createLocalJob();
    const unreachable = (() => Promise.reject(new TypeError('fetch failed: ECONNREFUSED'))) as typeof fetch;
    const down = world.engine({ fetch: unreachable });
    await world.clock.settle(down.replayOnce());
    await world.clock.advance(31_000);
    await world.updateLocalJob(job.id, { title: 'Edited offline' });
    await world.clock.settle(down.replayOnce());
    await world.clock.advance(31_000);
    const busy = world.engine({ fetch: faultyBoard(world, { failRate: 1 }).fetch });
    await world.clock.settle(busy.replayOnce());
    await world.clock.advance(31_000);
    await world.clock.settle(busy.replayOnce());

    const calls = callsOf(job.id);
    expect(calls.map((call) => [call.status, call.tries ?? 1])).toEqual([
      [null, 1],
      [null, 1],
      [503, 2],
    ]);
  });

  it('records a network failure, then the DELETE /jobs/{id} for a create whose answer was lost (the look-up that found it is no entry)', async () => {
    const faulty = faultyBoard(world, { lostAckRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    await world.deleteLocalJob(job.id);
    faulty.faults = { ...faulty.faults, lostAckRate: 0 };
    await world.clock.settle(engine.syncNow());

    const [lost, deleted, ...more] = callsOf(job.id);
    expect(lost).toMatchObject({ call: 'POST /jobs', status: null, failure: 'network' });
    expect(lost?.messages.length).toBeGreaterThan(0);
    expect(more).toEqual([]);
    expect(deleted).toMatchObject({ call: 'DELETE /jobs/{id}', status: 204 });
  });

  it('records a 503 and the call that went through after it', async () => {
    const faulty = faultyBoard(world, { failRate: 1 });
    const job = await world.createLocalJob();
    const engine = world.engine({ fetch: faulty.fetch });
    await world.clock.settle(engine.replayOnce());
    faulty.faults = { ...faulty.faults, failRate: 0 };
    await world.clock.settle(engine.syncNow());

    const [busy, sent] = callsOf(job.id);
    expect(busy).toMatchObject({ call: 'POST /jobs', status: 503, failure: null });
    expect(busy?.messages.length).toBeGreaterThan(0);
    expect(sent).toMatchObject({ call: 'POST /jobs', status: 201 });
  });

  it("records a refusal with the board's message", async () => {
    const job = await world.createLocalJob({ categories: [{ id: 30 }] });
    await world.clock.settle(world.engine({ fetch: refusingCategory30(world.remoteFetch) }).replayOnce());

    expect(callsOf(job.id)).toEqual([
      expect.objectContaining({
        call: 'POST /jobs',
        status: 400,
        failure: null,
        messages: ['Category 30 is not offered on this board.'],
      }),
    ]);
    expect(world.syncInfo(job.id)?.syncState).toBe('failed');
  });

  it('records a pull that changed the job, with the fields it changed, and a pull that brought a job in', async () => {
    const job = await world.createLocalJob({ title: 'Line Cook' });
    const engine = world.engine();
    await world.clock.settle(engine.replayOnce());
    const elsewhere = world.boardClient();
    const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
    expect((await elsewhere.updateJob(remoteId, { title: 'Sous Chef' })).ok).toBe(true);
    const created = await elsewhere.createJob(
      jobBody({ referenceId: 'BOARD-1', title: 'Dishwasher', description: '<p>Wash.</p>' }),
    );
    expect(created.ok).toBe(true);

    await world.clock.settle(engine.pullOnce());

    expect(historyOf(job.id).at(-1)).toEqual({
      kind: 'pull',
      at: expect.any(String),
      boardId: 1,
      boardName: 'Job board',
      imported: false,
      changes: [{ field: 'title', from: 'Line Cook', to: 'Sous Chef' }],
    });
    const imported = world.local.store.jobs.getJobByReferenceId(world.localEmployerId, 'BOARD-1');
    expect(historyOf(imported?.id ?? 0)).toEqual([
      expect.objectContaining({
        kind: 'pull',
        imported: true,
        changes: expect.arrayContaining([{ field: 'title', from: null, to: 'Dishwasher' }]),
      }),
    ]);
    // A pull that changes nothing adds nothing.
    const before = historyOf(job.id).length;
    await world.clock.settle(engine.pullOnce());
    expect(historyOf(job.id)).toHaveLength(before);
  });

  it(`keeps the last ${HISTORY_ENTRIES_KEPT} entries of a job, pruning older ones as it writes`, async () => {
    const job = await world.createLocalJob({ title: 'Edit 0' });
    const edits = HISTORY_ENTRIES_KEPT + 5;
    for (let edit = 1; edit <= edits; edit += 1)
      await world.updateLocalJob(job.id, { title: `Edit ${edit}` });

    const page = world.local.store.history.page(job.id, 1, 1000);
    expect(page.total).toBe(HISTORY_ENTRIES_KEPT);
    expect(page.rows[0]).toMatchObject({ version: edits + 1, changes: [{ to: `Edit ${edits}` }] });
    expect(page.rows.at(-1)).toMatchObject({ version: edits + 2 - HISTORY_ENTRIES_KEPT });
    const other = await world.createLocalJob({ title: 'Other' });
    expect(world.local.store.history.page(other.id, 1, 10).total).toBe(1);
  });

  it('keeps no entry of a change whose transaction rolled back', async () => {
    const job = await world.createLocalJob();
    const { store } = world.local;
    expect(() =>
      store.transaction(() => {
        store.jobs.updateJob(world.localEmployerId, job.id, {
          ...storedFieldsFromJob(job),
          title: 'Never committed',
        });
        recordLocalChange(store, { employerId: world.localEmployerId, jobId: job.id, operation: 'update' });
        throw new Error('crash before commit');
      }),
    ).toThrow('crash before commit');
    expect(historyOf(job.id)).toHaveLength(1);
    expect(store.outboxOf(1).listOutboxForJob(job.id)).toHaveLength(1);
    // A change the API refuses leaves none either.
    const other = await world.createLocalJob({ referenceId: 'TAKEN-1' });
    const refused = await world.localApi('PUT', `/jobs/${job.id}`, { referenceId: 'TAKEN-1' });
    expect(refused.status).toBe(409);
    expect(historyOf(job.id)).toHaveLength(1);
    expect(historyOf(other.id)).toHaveLength(1);
  });

  it('is served newest first and paged by GET /app/v1/jobs/{id}/history', async () => {
    const job = await world.createLocalJob({ title: 'v1' });
    for (const title of ['v2', 'v3', 'v4', 'v5']) await world.updateLocalJob(job.id, { title });
    const app = appEndpointsOver(world);
    const get = (query: string) =>
      app.fetch(
        new Request(`http://jobdesk.local/app/v1/jobs/${job.id}/history${query}`, {
          headers: { 'API-Key': LOCAL_KEY },
        }),
      );

    const answer = await get('?page=2&pageSize=2');
    expect(answer.status).toBe(200);
    const page = JobHistoryPageSchema.parse(await answer.json());
    expect(page.paging).toMatchObject({ total: 5, page: 2, pages: 3, pageSize: 2 });
    expect(page.data.map((entry) => entry.kind === 'local-change' && entry.version)).toEqual([3, 2]);
    const first = JobHistoryPageSchema.parse(await (await get('')).json());
    expect(first.data[0]).toMatchObject({ version: 5, changes: [{ field: 'title', from: 'v4', to: 'v5' }] });

    const bad = await get('?pageSize=0');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { type: 'ValidationException' } });
  });
});

// Nothing of anyone's is lost: every value a change sets aside (a conflict's losing side, a pull over a
// local value, a delete over the board's changes) stays in the job's history, a description as its text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FrontDoor } from '../../src-main/api/front-door.ts';
import { HISTORY_BYTES_KEPT } from '../../src-main/store/index.ts';
import type { SyncEngine } from '../../src-main/sync/index.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import { type JobHistoryEntry, JobHistoryPageSchema } from '../../src-shared/schemas/history.ts';
import { appEndpointsOver, callApp } from './helpers/app-endpoints.ts';
import { createSyncWorld, type SyncWorld } from './helpers/sync-world.ts';

let world: SyncWorld;
let website: JobBoardClient;
let engine: SyncEngine;
let app: FrontDoor;
beforeEach(async () => {
  world = await createSyncWorld();
  website = world.boardClient();
  engine = world.engine();
  app = appEndpointsOver(world, {
    resolveConflict: (jobId, choices) => engine.resolveConflict(jobId, choices),
  });
});
afterEach(() => world.close());

const appCall = (method: string, path: string, body?: unknown) => callApp(app, method, path, body);

async function syncedJob(overrides: Parameters<SyncWorld['createLocalJob']>[0] = {}) {
  const job = await world.createLocalJob({ status: 'active', ...overrides });
  await world.clock.settle(engine.replayOnce());
  const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
  expect(remoteId).toBeGreaterThan(0);
  return { job, remoteId };
}

async function onWebsite(remoteId: number, patch: Parameters<JobBoardClient['updateJob']>[1]) {
  const updated = await website.updateJob(remoteId, patch);
  if (!updated.ok) throw updated.error;
}

const historyOf = (jobId: number): JobHistoryEntry[] =>
  world.local.store.history.page(jobId, 1, 1000).rows.slice().reverse();

describe('the values a change sets aside stay in the history', () => {
  it('keeps the board’s description, as its text, when the recruiter keeps theirs in a conflict', async () => {
    const { job, remoteId } = await syncedJob({ description: '<p>Original.</p>' });
    await onWebsite(remoteId, { description: '<p>The <strong>board’s</strong> own words.</p>' });
    await world.updateLocalJob(job.id, { description: '<p>Mine.</p>' });
    await world.clock.settle(engine.replayOnce());
    expect(world.syncInfo(job.id)?.syncState).toBe('conflict');

    const answer = await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { description: 'mine' } });
    expect(answer.status).toBe(200);
    await world.clock.settle(engine.replayOnce());

    expect(world.boardJobs().find((board) => board.id === remoteId)?.description).toBe('<p>Mine.</p>');
    const page = JobHistoryPageSchema.parse((await appCall('GET', `/jobs/${job.id}/history`)).json);
    expect(page.data.find((entry) => entry.kind === 'conflict-resolved')).toMatchObject({
      choices: [
        { property: 'description', kept: 'mine', lost: '<p>The <strong>board’s</strong> own words.</p>' },
      ],
    });
  });

  it('keeps my value when I use the board’s in a conflict', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await onWebsite(remoteId, { title: 'Chef (board)' });
    await world.updateLocalJob(job.id, { title: 'Chef (mine)' });
    await world.clock.settle(engine.replayOnce());

    await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'board' } });

    expect(world.localJob(job.id)?.title).toBe('Chef (board)');
    expect(historyOf(job.id).find((entry) => entry.kind === 'conflict-resolved')).toMatchObject({
      choices: [{ property: 'title', kept: 'board', lost: 'Chef (mine)' }],
    });
  });

  it('keeps the local title and description a pull wrote over', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Line Cook', description: '<p>Local words.</p>' });
    await onWebsite(remoteId, { title: 'Sous Chef', description: '<p>Board words.</p>' });

    await world.clock.settle(engine.pullOnce({ full: true }));

    expect(world.localJob(job.id)).toMatchObject({ title: 'Sous Chef', description: '<p>Board words.</p>' });
    expect(historyOf(job.id).at(-1)).toMatchObject({
      kind: 'pull',
      changes: expect.arrayContaining([
        { field: 'title', from: 'Line Cook', to: 'Sous Chef' },
        { field: 'description', from: '<p>Local words.</p>', to: '<p>Board words.</p>' },
      ]),
    });
  });

  it('keeps the board’s changes a delete made here removed from the board', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook', description: '<p>Before.</p>' });
    await onWebsite(remoteId, { description: '<p>Edited on the website.</p>' });
    await world.deleteLocalJob(job.id);

    await world.clock.settle(engine.replayOnce());

    expect(world.boardJobs().find((board) => board.id === remoteId)).toBeUndefined();
    expect(historyOf(job.id).find((entry) => entry.kind === 'board-changes-deleted')).toMatchObject({
      boardName: 'Job board',
      changes: [{ field: 'description', from: '<p>Before.</p>', to: '<p>Edited on the website.</p>' }],
    });
  });

  it('stays bounded in size however long the descriptions it keeps, the newest entry always kept', async () => {
    const long = (n: number) => `<p>${String(n).repeat(90_000)}</p>`;
    const job = await world.createLocalJob({ description: long(0) });
    for (let edit = 1; edit <= 40; edit += 1)
      await world.updateLocalJob(job.id, { description: long(edit % 10) });

    const bytes = world.local.store.db
      .prepare('SELECT sum(octet_length(detail_json)) FROM job_history WHERE job_id = ?')
      .pluck()
      .get(job.id) as number;
    expect(bytes).toBeLessThanOrEqual(HISTORY_BYTES_KEPT);
    expect(historyOf(job.id).at(-1)).toMatchObject({ kind: 'local-change', version: 41 });
  });
});

describe('Restore this version', () => {
  it('writes a value the history kept back as the recruiter’s own edit, which sync then sends', async () => {
    const { job, remoteId } = await syncedJob({
      description: '<p>Local words.</p>',
      categories: [{ id: 1 }, { id: 2 }],
    });
    await onWebsite(remoteId, { description: '<p>Board words.</p>', categories: [{ id: 3 }] });
    await world.clock.settle(engine.pullOnce({ full: true }));
    const pulled = historyOf(job.id).at(-1);
    const lost = pulled?.kind === 'pull' ? pulled.changes : [];
    const keptDescription = lost.find((change) => change.field === 'description');
    const keptCategories = lost.find((change) => change.field === 'categoryIds');
    expect(keptDescription).toMatchObject({ from: '<p>Local words.</p>' });
    expect(keptCategories).toMatchObject({ from: '1, 2' });

    const restored = await appCall('POST', `/jobs/${job.id}/history/restore`, {
      property: 'description',
      value: '<p>Local words.</p>',
    });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ id: job.id, description: '<p>Local words.</p>' });
    await appCall('POST', `/jobs/${job.id}/history/restore`, { property: 'categories', value: '1, 2' });

    expect(world.localJob(job.id)?.categories.map((category) => category.id)).toEqual([1, 2]);
    expect(historyOf(job.id).at(-1)).toMatchObject({ kind: 'local-change', operation: 'update' });
    world.requests.length = 0;
    await world.clock.settle(engine.replayOnce());
    expect(world.requests.at(-1)).toMatchObject({
      method: 'PUT',
      body: { description: '<p>Local words.</p>', categories: [{ id: 1 }, { id: 2 }] },
    });
  });

  it('answers 400 with the rule’s message for a value the job’s rules refuse, and 404 for no job', async () => {
    const { job } = await syncedJob();
    const refused = await appCall('POST', `/jobs/${job.id}/history/restore`, {
      property: 'description',
      value: '<p><img src="x"></p>',
    });
    expect(refused.status).toBe(400);
    const missing = await appCall('POST', '/jobs/999/history/restore', { property: 'title', value: 'T' });
    expect(missing.status).toBe(404);
  });
});

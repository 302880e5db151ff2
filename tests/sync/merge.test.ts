// Conflict-safe sync through the front door: JobDesk's local API and app endpoints on one side, the
// standalone board on the other, and the board's website (its API, called round JobDesk) changing jobs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FrontDoor } from '../../src-main/api/front-door.ts';
import { createLocalApi } from '../../src-main/core/local-api.ts';
import type { SyncEngine } from '../../src-main/sync/index.ts';
import { createSyncEngine } from '../../src-main/sync/index.ts';
import type { JobBoardClient } from '../../src-shared/client/index.ts';
import { JobSyncStatusSchema } from '../../src-shared/schemas/app.ts';
import { AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import type { JobHistoryEntry } from '../../src-shared/schemas/history.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../helpers/test-logger.ts';
import { appEndpointsOver, callApp } from './helpers/app-endpoints.ts';
import {
  createSyncWorld,
  LOCAL_KEY,
  type SyncWorld,
  sequentialReferenceIds,
  TEST_PLACES,
} from './helpers/sync-world.ts';

let world: SyncWorld;
/** The board's website: changes made on the board, round JobDesk, not recorded. */
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

/** A job created here and synced: its local id and its board id. */
async function syncedJob(overrides: Parameters<SyncWorld['createLocalJob']>[0] = {}) {
  const job = await world.createLocalJob({ status: 'active', ...overrides });
  await world.clock.settle(engine.replayOnce());
  const remoteId = world.syncInfo(job.id)?.remoteId ?? 0;
  expect(remoteId).toBeGreaterThan(0);
  world.requests.length = 0;
  return { job, remoteId };
}

async function onWebsite(remoteId: number, patch: Parameters<JobBoardClient['updateJob']>[1]): Promise<Job> {
  const updated = await website.updateJob(remoteId, patch);
  if (!updated.ok) throw updated.error;
  return updated.value;
}

const boardJob = (remoteId: number) => world.boardJobs().find((job) => job.id === remoteId);
const historyOf = (jobId: number): JobHistoryEntry[] =>
  world.local.store.history.page(jobId, 1, 1000).rows.slice().reverse();
const SALARY = { amount: 61000, maxAmount: null, period: { id: 1 }, plusCommission: false };

describe('an update merges with what changed on the board', () => {
  it('keeps both a change on the board and a local change to other properties, sending only the local one', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Line Cook' });
    await onWebsite(remoteId, { salary: SALARY, closeDate: '2027-03-01' });
    await world.updateLocalJob(job.id, { title: 'Head Cook' });

    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().slice(0, 2)).toEqual([`GET /jobs/${remoteId}`, `PUT /jobs/${remoteId}`]);
    expect(world.requests[1]?.body).toEqual({ title: 'Head Cook' });
    expect(boardJob(remoteId)).toMatchObject({
      title: 'Head Cook',
      salary: { amount: 61000 },
      closeDate: '2027-03-01T00:00:00.000Z',
    });
    expect(world.localJob(job.id)).toMatchObject({
      title: 'Head Cook',
      salary: { amount: 61000 },
      closeDate: '2027-03-01T00:00:00.000Z',
    });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    // The board's change is in the job's history as a change from the board.
    const pulls = historyOf(job.id).filter((entry) => entry.kind === 'pull');
    expect(pulls.at(-1)).toMatchObject({
      imported: false,
      changes: expect.arrayContaining([
        expect.objectContaining({ field: 'salary' }),
        expect.objectContaining({ field: 'closeDate', to: '2027-03-01T00:00:00.000Z' }),
      ]),
    });
  });

  it('ends archived with the new description when the board archived the job and JobDesk rewrote its description', async () => {
    const { job, remoteId } = await syncedJob();
    await onWebsite(remoteId, { status: 'archived' });
    await world.updateLocalJob(job.id, { description: '<p>Rewritten.</p>' });

    await world.clock.settle(engine.replayOnce());

    expect(world.requests.map((request) => request.body)).toEqual([
      undefined,
      { description: '<p>Rewritten.</p>' },
    ]);
    expect(boardJob(remoteId)).toMatchObject({ status: 'archived', description: '<p>Rewritten.</p>' });
    expect(world.localJob(job.id)).toMatchObject({ status: 'archived', description: '<p>Rewritten.</p>' });
  });

  it('sends nothing but the read when only the board changed, and takes the board’s version', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await world.updateLocalJob(job.id, { title: 'Cook, edited' });
    await world.updateLocalJob(job.id, { title: 'Cook' });
    await onWebsite(remoteId, { confidential: true });

    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([`GET /jobs/${remoteId}`]);
    expect(world.localJob(job.id)?.confidential).toBe(true);
    expect(world.syncInfo(job.id)).toMatchObject({ syncState: 'synced', version: 3, syncedVersion: 3 });
  });
});

describe('a change on the board while an update is on its way', () => {
  it('stays a change to merge when the job here changed meanwhile: the same property edited here is a conflict', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await world.updateLocalJob(job.id, { description: '<p>Nights.</p>' });
    // While the update is on its way, the website renames the job (the answer carries it) and the
    // recruiter edits the title here.
    const busyMeanwhile = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'PUT' && new URL(request.url).pathname.endsWith(`/jobs/${remoteId}`)) {
        await onWebsite(remoteId, { title: 'Head Cook' });
        await world.updateLocalJob(job.id, { title: 'Line Cook' });
      }
      return world.remoteFetch(request);
    }) as typeof fetch;
    await world.clock.settle(world.engine({ fetch: busyMeanwhile }).replayOnce());

    await world.clock.settle(engine.syncNow());

    expect(boardJob(remoteId)).toMatchObject({ title: 'Head Cook', description: '<p>Nights.</p>' });
    const status = world.local.store.boardJobsOf(1).get(job.id)?.conflict;
    expect(status?.properties).toEqual(['title']);
    expect(world.localJob(job.id)?.title).toBe('Line Cook');
  });
});

describe('two laptops and the board', () => {
  it('keeps laptop A’s rename and laptop B’s new salary, made offline on the same job, on the board and both laptops', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    const laptopB = await createLocalApi({
      keys: [{ key: LOCAL_KEY, employer: 'Acme' }],
      now: world.clock.date,
      places: TEST_PLACES,
      newReferenceId: sequentialReferenceIds('B-'),
      logger: createTestLogger({ quiet: true }),
    });
    try {
      const employerB = laptopB.store.employers.findEmployerByKey(LOCAL_KEY)?.id ?? 0;
      const engineB = createSyncEngine({
        store: laptopB.store,
        boardId: 1,
        employerId: employerB,
        getRemote: () => world.remoteConfig,
        fetch: world.remoteFetch,
        clock: world.clock,
        random: () => 0.5,
        requestTimeoutMs: 0,
        logger: world.log,
      });
      await world.clock.settle(engineB.pullOnce());
      const onB = laptopB.store.jobs.getJobByReferenceId(employerB, job.referenceId ?? '');
      expect(onB?.title).toBe('Cook');

      // Both offline: A renames the job, B changes its salary.
      await world.updateLocalJob(job.id, { title: 'Head Cook' });
      const edited = await laptopB.fetch(
        new Request(`http://jobdesk.local/api/v1.1/jobs/${onB?.id}`, {
          method: 'PUT',
          headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ salary: SALARY }),
        }),
      );
      expect(edited.status).toBe(200);

      await world.clock.settle(engineB.syncNow());
      await world.clock.settle(engine.syncNow());
      await world.clock.settle(engineB.syncNow({ full: true }));

      expect(boardJob(remoteId)).toMatchObject({ title: 'Head Cook', salary: { amount: 61000 } });
      expect(world.localJob(job.id)).toMatchObject({ title: 'Head Cook', salary: { amount: 61000 } });
      expect(laptopB.store.jobs.getJob(employerB, onB?.id ?? 0)).toMatchObject({
        title: 'Head Cook',
        salary: { amount: 61000 },
      });
    } finally {
      laptopB.close();
    }
  });
});

describe('a job whose base is unknown (synced before JobDesk kept bases, with a change still waiting)', () => {
  it('leaves every difference to the recruiter instead of guessing who changed it, and sends nothing', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    world.local.store.db.prepare('UPDATE board_jobs SET base_json = NULL WHERE job_id = ?').run(job.id);
    await onWebsite(remoteId, { confidential: true });
    await world.updateLocalJob(job.id, { title: 'Head Cook' });

    await world.clock.settle(engine.replayOnce());

    expect(world.requestLines()).toEqual([`GET /jobs/${remoteId}`]);
    expect(boardJob(remoteId)).toMatchObject({ title: 'Cook', confidential: true });
    expect(world.localJob(job.id)).toMatchObject({ title: 'Head Cook', confidential: false });
    const status = JobSyncStatusSchema.parse((await appCall('GET', `/jobs/${job.id}/sync`)).json);
    expect(status.conflicts?.map((conflict) => conflict.property)).toEqual(['title', 'confidential']);

    // Keep mine for the title: the other property stays in conflict, and nothing is sent yet.
    const partly = await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'mine' } });
    expect(JobSyncStatusSchema.parse(partly.json)).toMatchObject({
      state: 'conflict',
      conflicts: [{ property: 'confidential', mine: false, theirs: true }],
    });
    expect(await world.clock.settle(engine.replayOnce())).toMatchObject({ requests: 0 });
    // The board's for the rest: then only the title is sent.
    await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { confidential: 'board' } });
    await world.clock.settle(engine.replayOnce());
    expect(world.requests.at(-1)?.body).toEqual({ title: 'Head Cook' });
    expect(boardJob(remoteId)).toMatchObject({ title: 'Head Cook', confidential: true });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });
});

describe('the same property changed on both sides', () => {
  async function conflictOnTitle() {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await onWebsite(remoteId, { title: 'Chef (board)' });
    await world.updateLocalJob(job.id, { title: 'Chef (mine)', confidential: true });
    await world.clock.settle(engine.replayOnce());
    return { job, remoteId };
  }

  it('sends nothing for the job and shows both values in Needs attention and in its sync state', async () => {
    const { job, remoteId } = await conflictOnTitle();

    expect(world.requestLines()).toEqual([`GET /jobs/${remoteId}`]);
    expect(boardJob(remoteId)).toMatchObject({ title: 'Chef (board)', confidential: false });
    expect(world.syncInfo(job.id)?.syncState).toBe('conflict');
    const conflicts = [{ property: 'title', mine: 'Chef (mine)', theirs: 'Chef (board)' }];

    const attention = AttentionListSchema.parse((await appCall('GET', '/jobs/attention')).json);
    expect(attention.data).toEqual([
      expect.objectContaining({ jobId: job.id, reason: 'conflict', title: 'Chef (mine)', conflicts }),
    ]);
    const status = JobSyncStatusSchema.parse((await appCall('GET', `/jobs/${job.id}/sync`)).json);
    expect(status).toMatchObject({ state: 'conflict', conflicts });
    expect((await appCall('GET', `/jobs/sync?ids=${job.id}`)).json).toMatchObject({
      data: [{ state: 'conflict', conflicts }],
    });
    expect(engine.status()).toMatchObject({ pending: 0, failed: 1 });

    // Nothing more is sent by itself, however often sync runs.
    await world.clock.settle(engine.syncNow());
    expect(world.requestLines().filter((line) => line.startsWith('PUT'))).toEqual([]);
  });

  it('sends mine once the recruiter keeps mine, with my other changes, and records the choice', async () => {
    const { job, remoteId } = await conflictOnTitle();

    const answer = await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'mine' } });
    expect(answer.status).toBe(200);
    expect(JobSyncStatusSchema.parse(answer.json).state).toBe('pending');
    await world.clock.settle(engine.replayOnce());

    expect(world.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/jobs/${remoteId}`,
      body: { title: 'Chef (mine)', confidential: true },
    });
    expect(boardJob(remoteId)).toMatchObject({ title: 'Chef (mine)', confidential: true });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(historyOf(job.id).find((entry) => entry.kind === 'conflict-resolved')).toMatchObject({
      choices: [{ property: 'title', kept: 'mine', lost: 'Chef (board)' }],
    });
    expect(world.events).toContainEqual({ type: 'job', jobId: job.id, change: 'updated' });
  });

  it('takes the board’s value here when the recruiter uses the board’s, and still sends the other changes', async () => {
    const { job, remoteId } = await conflictOnTitle();

    expect((await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'board' } })).status).toBe(
      200,
    );
    expect(world.localJob(job.id)?.title).toBe('Chef (board)');
    await world.clock.settle(engine.replayOnce());

    expect(world.requests.at(-1)?.body).toEqual({ confidential: true });
    expect(boardJob(remoteId)).toMatchObject({ title: 'Chef (board)', confidential: true });
    expect(world.localJob(job.id)).toMatchObject({ title: 'Chef (board)', confidential: true });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(historyOf(job.id).find((entry) => entry.kind === 'conflict-resolved')).toMatchObject({
      choices: [{ property: 'title', kept: 'board', lost: 'Chef (mine)' }],
    });
  });

  it('answers 409 and changes nothing when the board’s Reference ID is another job’s here', async () => {
    const { job } = await conflictOnTitle();
    await world.createLocalJob({ referenceId: 'TAKEN-1' });
    const stored = world.local.store.boardJobsOf(1).get(job.id)?.conflict;
    if (!stored) throw new Error('The job should be in conflict.');
    world.local.store.boardJobsOf(1).setConflict(job.id, {
      properties: [...stored.properties, 'referenceId'],
      board: { ...stored.board, referenceId: 'TAKEN-1' },
    });
    const before = world.localJob(job.id);
    const historyBefore = historyOf(job.id).length;

    const answer = await appCall('POST', `/jobs/${job.id}/resolve`, {
      choices: { referenceId: 'board', title: 'board' },
    });

    expect(answer).toMatchObject({ status: 409, json: { error: { type: 'ConflictException' } } });
    expect(JSON.stringify(answer.json)).toContain('TAKEN-1');
    expect(world.localJob(job.id)).toEqual(before);
    expect(historyOf(job.id)).toHaveLength(historyBefore);
    expect(world.local.store.boardJobsOf(1).get(job.id)?.conflict?.properties).toEqual([
      'title',
      'referenceId',
    ]);
  });

  it('answers 400 for a property not in conflict, 409 for a job without one and 404 for no job', async () => {
    const { job } = await conflictOnTitle();
    const other = await syncedJob();

    expect(await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { salary: 'mine' } })).toMatchObject({
      status: 400,
      json: { error: { type: 'ValidationException', messages: ['salary is not in conflict.'] } },
    });
    expect((await appCall('POST', `/jobs/${job.id}/resolve`, { choices: {} })).status).toBe(400);
    expect((await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'yours' } })).status).toBe(
      400,
    );
    expect(
      (await appCall('POST', `/jobs/${other.job.id}/resolve`, { choices: { title: 'mine' } })).status,
    ).toBe(409);
    expect((await appCall('POST', '/jobs/9999/resolve', { choices: { title: 'mine' } })).status).toBe(404);
    expect(world.syncInfo(job.id)?.syncState).toBe('conflict');
  });

  it('takes a later board change to a property both sides had set alike while another was in conflict', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await onWebsite(remoteId, { title: 'Chef (board)', salary: SALARY });
    await world.updateLocalJob(job.id, { title: 'Chef (mine)', salary: SALARY });
    await world.clock.settle(engine.replayOnce());
    expect(world.syncInfo(job.id)?.syncState).toBe('conflict');
    const raised = { ...SALARY, amount: 65000 };
    await onWebsite(remoteId, { salary: raised });

    await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'mine' } });
    await world.clock.settle(engine.replayOnce());

    // Both sides had agreed on 61,000: the board's 65,000 since then is its change alone, not a conflict.
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(world.requests.at(-1)?.body).toEqual({ title: 'Chef (mine)' });
    expect(world.localJob(job.id)?.salary).toMatchObject(raised);
    expect(boardJob(remoteId)).toMatchObject({ title: 'Chef (mine)', salary: raised });
  });

  it('becomes a conflict again when the board changed the property once more before mine was sent', async () => {
    const { job, remoteId } = await conflictOnTitle();
    await appCall('POST', `/jobs/${job.id}/resolve`, { choices: { title: 'mine' } });
    await onWebsite(remoteId, { title: 'Chef (board, again)' });

    await world.clock.settle(engine.replayOnce());

    expect(boardJob(remoteId)?.title).toBe('Chef (board, again)');
    expect(JobSyncStatusSchema.parse((await appCall('GET', `/jobs/${job.id}/sync`)).json)).toMatchObject({
      state: 'conflict',
      conflicts: [{ property: 'title', mine: 'Chef (mine)', theirs: 'Chef (board, again)' }],
    });
  });
});

describe('deleted stays deleted', () => {
  it('never recreates a job deleted on the board that JobDesk edited: it waits as removed from the job board', async () => {
    const { job, remoteId } = await syncedJob();
    const gone = await website.deleteJob(remoteId);
    expect(gone.ok).toBe(true);
    await world.updateLocalJob(job.id, { title: 'Edited offline' });

    await world.clock.settle(engine.syncNow());

    expect(world.requestLines().filter((line) => line.startsWith('PUT'))).toEqual([]);
    expect(world.boardJobs()).toEqual([]);
    expect(world.syncInfo(job.id)?.syncState).toBe('missing-on-remote');
    expect(world.localJob(job.id)?.title).toBe('Edited offline');
    const attention = AttentionListSchema.parse((await appCall('GET', '/jobs/attention')).json);
    expect(attention.data).toEqual([expect.objectContaining({ jobId: job.id, reason: 'missing-on-remote' })]);
  });

  it('never imports again a job deleted here while the board edited it, and deletes it on the board', async () => {
    const { job, remoteId } = await syncedJob({ title: 'To delete' });
    await onWebsite(remoteId, { title: 'Edited on the board' });
    await world.deleteLocalJob(job.id);

    // A pull before the delete is sent leaves the board's job alone.
    await world.clock.settle(engine.pullOnce({ full: true }));
    expect(world.localJobs()).toEqual([]);

    await world.clock.settle(engine.syncNow({ full: true }));
    expect(world.requestLines()).toContain('DELETE /jobs');
    expect(world.boardJobs()).toEqual([]);
    expect(world.localJobs()).toEqual([]);
  });

  it('never imports again a job deleted here whose Reference ID the board changed meanwhile', async () => {
    const { job, remoteId } = await syncedJob({ title: 'To delete', referenceId: 'DEL-1' });
    // The board's website gives the job another Reference ID: a pull can know it only by its board id now.
    await onWebsite(remoteId, { referenceId: 'RENAMED-ON-BOARD' });
    await world.deleteLocalJob(job.id);

    await world.clock.settle(engine.pullOnce({ full: true }));
    expect(world.localJobs()).toEqual([]);

    await world.clock.settle(engine.syncNow({ full: true }));
    // Read first: the delete goes by the name the board has it under now, not the one JobDesk knew.
    const deletes = world.requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.body)).toEqual([{ referenceId: 'RENAMED-ON-BOARD' }]);
    expect(world.boardJobs()).toEqual([]);
    expect(world.localJobs()).toEqual([]);
  });
});

describe('retries and crashes', () => {
  it('sends the same properties again after a lost answer to the partial update, with no duplicate change and no conflict', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    let lost = false;
    const losing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await world.remoteFetch(request);
      if (!lost && request.method === 'PUT') {
        lost = true;
        throw new TypeError('fetch failed: connection reset after the board answered');
      }
      return response;
    }) as typeof fetch;
    const flaky = world.engine({ fetch: losing });
    await world.updateLocalJob(job.id, { title: 'Head Cook' });

    await world.clock.settle(flaky.replayOnce());
    expect(boardJob(remoteId)?.title).toBe('Head Cook');
    expect(world.syncInfo(job.id)?.syncState).toBe('pending');
    await world.clock.settle(flaky.syncNow());

    const puts = world.requests.filter((request) => request.method === 'PUT');
    expect(puts).toEqual([{ method: 'PUT', path: `/jobs/${remoteId}`, body: { title: 'Head Cook' } }]);
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(world.local.store.boardJobsOf(1).get(job.id)?.conflict).toBeNull();
  });

  it('takes its own update found on the board after a lost answer for its own, not as a change made on the board', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    let lost = false;
    const losing = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const response = await world.remoteFetch(request);
      if (!lost && request.method === 'PUT') {
        lost = true;
        throw new TypeError('fetch failed: connection reset after the board answered');
      }
      return response;
    }) as typeof fetch;
    const flaky = world.engine({ fetch: losing });
    await world.updateLocalJob(job.id, { title: 'Head Cook' });
    await world.clock.settle(flaky.replayOnce());
    // The recruiter changes the same property again before the retry.
    await world.updateLocalJob(job.id, { title: 'Executive Chef' });

    await world.clock.settle(flaky.syncNow());

    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
    expect(boardJob(remoteId)?.title).toBe('Executive Chef');
    expect(
      world.requests.filter((request) => request.method === 'PUT').map((request) => request.body),
    ).toEqual([{ title: 'Head Cook' }, { title: 'Executive Chef' }]);
  });

  it('loses nothing when the engine stops between the read and the write: the rows come back and are sent', async () => {
    const { job, remoteId } = await syncedJob({ title: 'Cook' });
    await onWebsite(remoteId, { confidential: true });
    await world.updateLocalJob(job.id, { title: 'Head Cook' });
    let reachedWrite: () => void = () => undefined;
    const atWrite = new Promise<void>((resolve) => {
      reachedWrite = resolve;
    });
    const dying = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.method === 'PUT') {
        reachedWrite();
        return new Promise<Response>(() => undefined);
      }
      return world.remoteFetch(request);
    }) as typeof fetch;
    void world.engine({ fetch: dying }).replayOnce();
    await atWrite;
    expect(world.local.store.outboxOf(1).listOutboxForJob(job.id)).toMatchObject([{ state: 'in-flight' }]);
    expect(boardJob(remoteId)?.title).toBe('Cook');

    // A new engine (a restart) takes the rows back and sends them, merged again.
    const restarted = world.engine();
    expect(world.local.store.outboxOf(1).listOutboxForJob(job.id)).toMatchObject([{ state: 'pending' }]);
    await world.clock.settle(restarted.replayOnce());

    expect(boardJob(remoteId)).toMatchObject({ title: 'Head Cook', confidential: true });
    expect(world.localJob(job.id)).toMatchObject({ title: 'Head Cook', confidential: true });
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });
});

describe('a pull never silently replaces a local job', () => {
  it('imports a board id that now names another job as a new job, leaves the old one untouched, and never writes to it', async () => {
    const { job, remoteId } = await syncedJob({ title: 'My draft', referenceId: 'MINE-1' });
    // The board's id now names another job (a reset board gave it to another employer's import, say).
    await onWebsite(remoteId, { referenceId: 'OTHER-1', title: 'Someone else’s job' });

    await world.clock.settle(engine.pullOnce({ full: true }));

    const jobs = world.localJobs();
    expect(jobs.map((each) => [each.title, each.referenceId]).sort()).toEqual([
      ['My draft', 'MINE-1'],
      ['Someone else’s job', 'OTHER-1'],
    ]);
    expect(world.syncInfo(job.id)?.syncState).toBe('missing-on-remote');

    // An edit of the old one sends nothing to the other job.
    world.requests.length = 0;
    await world.updateLocalJob(job.id, { title: 'My draft, edited' });
    await world.clock.settle(engine.replayOnce());
    expect(world.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(boardJob(remoteId)?.title).toBe('Someone else’s job');
  });

  it('notices on Sync now, without a full read, a job the board no longer lists', async () => {
    const { job, remoteId } = await syncedJob();
    await website.deleteJob(remoteId);

    expect((await appCall('POST', '/sync')).status).toBe(202);
    await world.clock.settle(engine.syncNow());

    expect(world.syncInfo(job.id)?.syncState).toBe('missing-on-remote');
    expect(world.requestLines().filter((line) => line.startsWith('GET /jobs/'))).toEqual([]);
  });

  it('brings a change to any property on the board within the freshness bound, re-reading the least recently read jobs', async () => {
    const { job, remoteId } = await syncedJob({ description: '<p>Old.</p>' });
    // A change the list header does not show.
    await onWebsite(remoteId, { description: '<p>Changed on the board.</p>' });

    await world.clock.settle(engine.pullOnce());
    expect(world.localJob(job.id)?.description).toBe('<p>Old.</p>');

    await world.clock.advance(31 * 60_000);
    await world.clock.settle(engine.pullOnce());
    expect(world.localJob(job.id)?.description).toBe('<p>Changed on the board.</p>');
    expect(world.syncInfo(job.id)?.syncState).toBe('synced');
  });
});

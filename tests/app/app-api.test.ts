// The app endpoints (/app/v1) behind the front door, with JobDesk's local API and a stand-in sync engine.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppApi, type SyncControl } from '../../src-main/api/app-api.ts';
import { createFrontDoor, type FrontDoor } from '../../src-main/api/front-door.ts';
import { createLocalApi, type LocalApi } from '../../src-main/core/local-api.ts';
import {
  ConnectionTestSchema,
  DiscardResultSchema,
  JobReadResultSchema,
  JobSyncStatusListSchema,
  JobSyncStatusSchema,
  type SettingsUpdate,
  SettingsViewSchema,
  type SyncStatus,
  SyncStatusSchema,
} from '../../src-shared/schemas/app.ts';
import { AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-123';
let core: LocalApi;
let calls: string[];
let settingsState: { remoteUrl: string | null; apiKey: string | null };
let app: FrontDoor;

const status: SyncStatus = { state: 'idle', pending: 0, failed: 0, lastSyncAt: null, message: null };

beforeEach(async () => {
  const logger = createTestLogger();
  core = await createLocalApi({
    keys: [
      { key: LOCAL_KEY, employer: 'Me' },
      { key: 'other-key-456', employer: 'Someone else' },
    ],
    now: () => new Date(),
    places: [{ name: 'Moncton', province: 'NB' }],
    logger,
  });
  calls = [];
  settingsState = { remoteUrl: null, apiKey: null };
  const sync: SyncControl = {
    status: () => status,
    syncNow: async () => {
      calls.push('syncNow');
    },
    retryJob: (jobId) => {
      calls.push(`retry ${jobId}`);
    },
    readJob: async (jobId) => {
      calls.push(`read ${jobId}`);
      return [{ boardId: 1, outcome: 'read' }];
    },
    discardJobChanges: async (jobId) => {
      calls.push(`discard ${jobId}`);
      if (jobId === 99) return { ok: false, messages: ['The board has no such job.'] };
      // The board's version comes back under the same id when the job exists locally.
      return core.store.jobs.getJob(1, jobId)
        ? { ok: true, outcome: 'restored', jobId }
        : { ok: true, outcome: 'deleted' };
    },
    resolveConflict: (jobId) => {
      calls.push(`resolve ${jobId}`);
      return { ok: false, error: { type: 'no-conflict' } };
    },
  };
  app = createFrontDoor({
    jobBoard: core.routes,
    app: createAppApi({
      store: core.store,
      employerId: core.store.employers.findEmployerByKey(LOCAL_KEY)?.id ?? 0,
      sync,
      settings: {
        view: () => ({ remoteUrl: settingsState.remoteUrl, hasApiKey: settingsState.apiKey !== null }),
        update: (update: SettingsUpdate) => {
          if (update.remoteUrl !== undefined) settingsState.remoteUrl = update.remoteUrl;
          if (update.apiKey !== undefined) settingsState.apiKey = update.apiKey;
          return { ok: true, value: undefined };
        },
        testConnection: async () => ({ ok: true, messages: ['Connected to the job board.'] }),
      },
      onUnexpectedError: (error) => logger.error('Sync now failed', { error }),
      jobWriting: core.jobWriting,
    }),
    logger,
  });
});

afterEach(() => core.close());

const call = (path: string, init: RequestInit = {}, key = LOCAL_KEY) =>
  app.fetch(
    new Request(`http://jobdesk.test/app/v1${path}`, {
      ...init,
      headers: { 'API-Key': key, 'Content-Type': 'application/json', ...init.headers },
    }),
  );

async function createLocalJob(): Promise<number> {
  const response = await app.fetch(
    new Request('http://jobdesk.test/api/v1.1/jobs', {
      method: 'POST',
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(validJobBody({ title: 'Welder' })),
    }),
  );
  return ((await response.json()) as { id: number }).id;
}

describe('the app endpoints', () => {
  it('refuses a missing key and the key of another employer', async () => {
    expect((await call('/sync', {}, '')).status).toBe(401);
    expect((await call('/sync', {}, 'other-key-456')).status).toBe(401);
  });

  it('never takes a key from the query string, the event stream included (addresses end up in logs)', async () => {
    expect((await call(`/sync?key=${LOCAL_KEY}`, {}, '')).status).toBe(401);
    expect((await call(`/events?key=${LOCAL_KEY}`, {}, '')).status).toBe(401);
    const stream = await call('/events');
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });

  it('reports the sync status', async () => {
    const response = await call('/sync');
    expect(response.status).toBe(200);
    expect(SyncStatusSchema.parse(await response.json())).toEqual(status);
  });

  it('starts a sync now without waiting for it', async () => {
    const response = await call('/sync', { method: 'POST' });
    expect(response.status).toBe(202);
    expect(calls).toEqual(['syncNow']);
  });

  it('shows a local job as pending with its queued change', async () => {
    const id = await createLocalJob();
    const response = await call(`/jobs/${id}/sync`);
    expect(await response.json()).toEqual({
      jobId: id,
      state: 'pending',
      messages: [],
      remoteId: null,
      pendingChanges: 1,
    });
  });

  it('answers 404 for the sync state of an unknown job and 400 for a malformed id', async () => {
    expect((await call('/jobs/12345/sync')).status).toBe(404);
    expect((await call('/jobs/abc/sync')).status).toBe(400);
  });

  it("answers a job's history, still after it is deleted, and 404 for a job that never existed", async () => {
    const id = await createLocalJob();
    const history = await call(`/jobs/${id}/history`);
    expect(history.status).toBe(200);
    expect(((await history.json()) as { data: unknown[] }).data).toHaveLength(1);
    const deleted = await app.fetch(
      new Request(`http://jobdesk.test/api/v1.1/jobs/${id}`, {
        method: 'DELETE',
        headers: { 'API-Key': LOCAL_KEY },
      }),
    );
    expect(deleted.status).toBe(204);
    const afterDelete = await call(`/jobs/${id}/history`);
    expect(afterDelete.status).toBe(200);
    expect(((await afterDelete.json()) as { data: unknown[] }).data).toHaveLength(2);
    const unknown = await call('/jobs/12345/history');
    expect(unknown.status).toBe(404);
    expect(ErrorBodySchema.parse(await unknown.json()).error.type).toBe('NotFoundException');
  });

  it('lists the sync state of the jobs asked for, in that order, leaving out unknown ones', async () => {
    const first = await createLocalJob();
    const second = await createLocalJob();
    const response = await call(`/jobs/sync?ids=${second},4242,${first},${second}`);
    expect(response.status).toBe(200);
    const body = JobSyncStatusListSchema.parse(await response.json());
    expect(body.data.map((job) => [job.jobId, job.state, job.pendingChanges])).toEqual([
      [second, 'pending', 1],
      [first, 'pending', 1],
    ]);
  });

  it('answers 400 with the ids field to a list of ids that is missing, malformed or longer than 100', async () => {
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    for (const query of [
      '',
      '?ids=',
      '?ids=1,abc',
      '?ids=0',
      '?ids=1,,2',
      '?ids=2147483648',
      `?ids=${hundredAndOne}`,
    ]) {
      const response = await call(`/jobs/sync${query}`);
      expect(response.status, query).toBe(400);
      const body = ErrorBodySchema.parse(await response.json());
      expect(
        body.error.fields?.map((field) => field.path),
        query,
      ).toEqual(['ids']);
    }
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1).join(',');
    expect((await call(`/jobs/sync?ids=${hundred}`)).status).toBe(200);
  });

  it('retries a job with waiting changes, answering its sync state, and refuses one without', async () => {
    const id = await createLocalJob();
    const response = await call(`/jobs/${id}/retry`, { method: 'POST' });
    expect(response.status).toBe(202);
    expect(JobSyncStatusSchema.parse(await response.json())).toMatchObject({ jobId: id, pendingChanges: 1 });
    expect(calls).toEqual([`retry ${id}`]);
    expect((await call('/jobs/4242/retry', { method: 'POST' })).status).toBe(404);
  });

  it('reads a job from its boards as the editor opens it, answering each board’s outcome, and 404 for no job', async () => {
    const id = await createLocalJob();
    const response = await call(`/jobs/${id}/read`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(JobReadResultSchema.parse(await response.json())).toEqual({
      data: [{ boardId: 1, outcome: 'read' }],
    });
    expect(calls).toEqual([`read ${id}`]);
    expect((await call('/jobs/4242/read', { method: 'POST' })).status).toBe(404);
    expect(calls).toEqual([`read ${id}`]);
  });

  it('discards a job’s changes, answering what became of it, and explains when that is impossible', async () => {
    const deleted = await call('/jobs/5/discard', { method: 'POST' });
    expect(deleted.status).toBe(200);
    expect(DiscardResultSchema.parse(await deleted.json())).toEqual({ outcome: 'deleted', jobId: 5 });
    const id = await createLocalJob();
    const restored = DiscardResultSchema.parse(
      await (await call(`/jobs/${id}/discard`, { method: 'POST' })).json(),
    );
    expect(restored).toMatchObject({ outcome: 'restored', jobId: id, status: { jobId: id } });
    const refused = await call('/jobs/99/discard', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { messages: ['The board has no such job.'] } });
  });

  it('sets the board address and key, and never sends the key back', async () => {
    const response = await call('/settings', {
      method: 'PUT',
      body: JSON.stringify({ remoteUrl: 'https://board.example/api/v1.1', apiKey: 'SECRET-KEY' }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(SettingsViewSchema.parse(JSON.parse(text))).toEqual({
      remoteUrl: 'https://board.example/api/v1.1',
      hasApiKey: true,
    });
    expect(text).not.toContain('SECRET-KEY');
    expect(await (await call('/settings')).text()).not.toContain('SECRET-KEY');
  });

  it('rejects a board address that is not http or https, field by field', async () => {
    const response = await call('/settings', {
      method: 'PUT',
      body: JSON.stringify({ remoteUrl: 'ftp://board' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: [{ path: 'remoteUrl' }] } });
    expect(settingsState.remoteUrl).toBeNull();
  });

  it('refuses a body over 1 MiB with 413 and the error body, changing nothing', async () => {
    const response = await call('/settings', {
      method: 'PUT',
      body: JSON.stringify({ remoteUrl: 'https://board.example', apiKey: 'k'.repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(ErrorBodySchema.parse(await response.json()).error.type).toBe('PayloadTooLargeException');
    expect(settingsState).toEqual({ remoteUrl: null, apiKey: null });
  });

  it('tests the connection', async () => {
    expect(
      ConnectionTestSchema.parse(await (await call('/settings/test', { method: 'POST' })).json()),
    ).toEqual({
      ok: true,
      messages: ['Connected to the job board.'],
    });
  });

  it('streams events to a subscriber, starting with the sync status', async () => {
    const response = await call('/events');
    expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = decoder.decode((await reader.read()).value);
    core.store.changes.publish({ type: 'job', jobId: 7, change: 'updated' });
    while (!text.includes('"jobId":7')) text += decoder.decode((await reader.read()).value);
    await reader.cancel();
    expect(text).toContain('event: sync');
    expect(text).toContain('event: job');
  });
});

describe('the jobs that need the recruiter', () => {
  const employerId = () => core.store.employers.findEmployerByKey(LOCAL_KEY)?.id ?? 0;

  function markSynced(id: number): void {
    for (const row of core.store.outboxOf(1).listOutboxForJob(id))
      core.store.outboxOf(1).completeOutbox(row.seq);
    core.store.boardJobsOf(1).save({
      jobId: id,
      employerId: employerId(),
      remoteId: 500 + id,
      referenceId: null,
      status: 'active',
      ackedVersion: 1,
    });
  }

  it('lists refused, credit-waiting and vanished jobs with the board’s words, leaving out the others', async () => {
    const refused = await createLocalJob();
    const credit = await createLocalJob();
    const vanished = await createLocalJob();
    const pending = await createLocalJob();
    const [refusedRow] = core.store.outboxOf(1).listOutboxForJob(refused);
    const [creditRow] = core.store.outboxOf(1).listOutboxForJob(credit);
    core.store
      .outboxOf(1)
      .failOutbox(refusedRow?.seq ?? 0, { state: 'failed', message: 'Title is not allowed.' });
    core.store.outboxOf(1).failOutbox(creditRow?.seq ?? 0, {
      state: 'needs-attention',
      message: 'No job credit.',
    });
    markSynced(vanished);
    core.store.boardJobsOf(1).markMissing(vanished);

    const response = await call('/jobs/attention');
    expect(response.status).toBe(200);
    const { data } = AttentionListSchema.parse(await response.json());
    expect(data.map(({ jobId, reason, title }) => ({ jobId, reason, title }))).toEqual([
      { jobId: refused, reason: 'refused', title: 'Welder' },
      { jobId: credit, reason: 'needs-credit', title: 'Welder' },
      { jobId: vanished, reason: 'missing-on-remote', title: 'Welder' },
    ]);
    expect(data[0]?.messages).toEqual(['Title is not allowed.']);
    expect(data[1]?.messages).toEqual(['No job credit.']);
    expect(data.some((job) => job.jobId === pending)).toBe(false);
  });

  it('publishes a vanished job again as a new create and starts a sync', async () => {
    const id = await createLocalJob();
    markSynced(id);
    core.store.boardJobsOf(1).markMissing(id);
    const response = await call(`/jobs/${id}/republish`, { method: 'POST' });
    expect(response.status).toBe(202);
    expect(JobSyncStatusSchema.parse(await response.json())).toMatchObject({
      state: 'pending',
      remoteId: null,
    });
    expect(
      core.store
        .outboxOf(1)
        .listOutboxForJob(id)
        .map((row) => row.operation),
    ).toEqual(['create']);
    expect(calls).toEqual(['syncNow']);
  });

  it('removes a vanished job here without a change for the board, and refuses both for a job still there', async () => {
    const id = await createLocalJob();
    const other = await createLocalJob();
    markSynced(id);
    markSynced(other);
    core.store.boardJobsOf(1).markMissing(id);
    expect((await call(`/jobs/${other}/remove-here`, { method: 'POST' })).status).toBe(409);
    expect((await call(`/jobs/${other}/republish`, { method: 'POST' })).status).toBe(409);
    expect((await call(`/jobs/${id}/remove-here`, { method: 'POST' })).status).toBe(204);
    expect(core.store.jobs.getJob(employerId(), id)).toBeUndefined();
    expect(core.store.outboxOf(1).listOutboxForJob(id)).toEqual([]);
    expect((await call('/jobs/99999/remove-here', { method: 'POST' })).status).toBe(404);
  });
});

describe('a job waiting to be tried again', () => {
  it('tells when sync tries its change again', async () => {
    const id = await createLocalJob();
    const [row] = core.store.outboxOf(1).listOutboxForJob(id);
    const retryAt = new Date(Date.now() + 60_000);
    core.store.outboxOf(1).failOutbox(row?.seq ?? 0, {
      state: 'pending',
      message: 'Unavailable',
      nextAttemptAt: retryAt,
    });
    const status = JobSyncStatusSchema.parse(await (await call(`/jobs/${id}/sync`)).json());
    expect(status.nextAttemptAt).toBe(retryAt.toISOString());
  });
});

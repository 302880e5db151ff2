// JobDesk's core as composed for browser mode and Electron: local API, app endpoints, settings and sync
// wired together, against an in-process board as the remote.

import { afterEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import type { AppEvent, SyncStatus } from '../../src-shared/schemas/app.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-123';
const BOARD_URL = 'https://board.test/api/v1.1';
const places = [{ name: 'Moncton', province: 'NB' as const }];
let board: StandaloneBoard | undefined;
let core: JobDeskCore | undefined;

afterEach(async () => {
  await core?.close();
  board?.close();
});

async function start() {
  board = await createStandaloneBoard({
    keys: [{ key: 'RIGHT-KEY', employer: 'Acme' }],
    places,
    logger: createTestLogger(),
  });
  const remote = board;
  core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    // Only the board's origin is reachable, as the real network would be.
    fetch: async (input, init) => remote.fetch(new Request(input, init)),
    clock: systemClock,
    random: () => 0.5,
    logger: createTestLogger(),
    places,
    sync: { pollIntervalMs: 20 },
  });
  return { board: remote, core };
}

const call = (target: JobDeskCore, method: string, path: string, body?: unknown) =>
  target.fetch(
    new Request(`http://jobdesk.test${path}`, {
      method,
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function syncStatus(target: JobDeskCore): Promise<SyncStatus> {
  return (await call(target, 'GET', '/app/v1/sync')).json();
}

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting until ${what}`);
}

const jobBody = validJobBody({ title: 'Welder' });

describe('the JobDesk core', () => {
  it('says sync is unconfigured until the board is set, and keeps the change waiting', async () => {
    const { core } = await start();
    expect((await call(core, 'POST', '/api/v1.1/jobs', jobBody)).status).toBe(201);
    await core.engine.syncNow();
    expect(await syncStatus(core)).toMatchObject({ state: 'unconfigured', pending: 1 });
  });

  it('pauses on a rejected key, and resumes when a new key is saved in settings', async () => {
    const { core, board } = await start();
    const events: AppEvent[] = [];
    core.changes.subscribe((change) => {
      if (change.type !== 'settings') events.push(change);
    });
    core.engine.start();
    await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: 'WRONG-KEY' });
    const created = await (await call(core, 'POST', '/api/v1.1/jobs', jobBody)).json();
    await until(async () => (await syncStatus(core)).state === 'paused', 'sync pauses');
    expect((await syncStatus(core)).message).toMatch(/API key/);

    await call(core, 'PUT', '/app/v1/settings', { apiKey: 'RIGHT-KEY' });
    await until(async () => (await syncStatus(core)).pending === 0, 'the change is sent');
    const onBoard = board.store.jobs.getJobByReferenceId(1, created.referenceId);
    expect(onBoard?.title).toBe('Welder');
    expect(await (await call(core, 'GET', `/app/v1/jobs/${created.id}/sync`)).json()).toMatchObject({
      state: 'synced',
      remoteId: onBoard?.id,
    });
    expect(events.some((event) => event.type === 'job' && event.jobId === created.id)).toBe(true);
    expect(events.some((event) => event.type === 'sync' && event.status.state === 'paused')).toBe(true);
  });
});

// The core's one change stream, through the front door: every kind of committed change (the local API,
// the app endpoints, sync's replay and pull, the settings, the templates, spelling and the posting-law
// answers) publishes its event, and saving settings starts sync once.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import type { CoreChange } from '../../src-main/store/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-123';
const BOARD_KEY = 'BOARD-KEY';
const BOARD_URL = 'https://board.test/api/v1.1';
const places = [{ name: 'Moncton', province: 'NB' as const }];
const ABOUT_US = { kind: 'text', name: 'About us', purpose: 'company', html: '<p>We build bridges.</p>' };

type World = {
  core: JobDeskCore;
  board: StandaloneBoard;
  /** Requests the core sent to the board, as `METHOD /path?query`. */
  boardRequests: string[];
  call(method: string, path: string, body?: unknown): Promise<Response>;
  boardCall(method: string, path: string, body?: unknown): Promise<Response>;
  createJob(title?: string): Promise<Job>;
  connect(): Promise<void>;
  /** The board's id of a local job that has been sent. */
  remoteIdOf(jobId: number): Promise<number>;
};

let world: World;

beforeEach(async () => {
  const board = await createStandaloneBoard({
    keys: [{ key: BOARD_KEY, employer: 'Acme' }],
    places,
    logger: createTestLogger(),
  });
  const boardRequests: string[] = [];
  const core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      boardRequests.push(`${request.method} ${url.pathname.replace('/api/v1.1', '')}${url.search}`);
      return board.fetch(request);
    },
    clock: systemClock,
    random: () => 0.5,
    logger: createTestLogger(),
    places,
    // The loop wakes on changes; its own timer stays out of the way of what a test drives.
    sync: { pollIntervalMs: 60_000, pullIntervalMs: 60 * 60_000 },
  });
  const send =
    (target: (request: Request) => Promise<Response>, key: string) =>
    (method: string, path: string, body?: unknown) =>
      target(
        new Request(`http://jobdesk.test${path}`, {
          method,
          headers: { 'API-Key': key, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
  const call = send(core.fetch, LOCAL_KEY);
  const boardCall = send(board.fetch, BOARD_KEY);
  world = {
    core,
    board,
    boardRequests,
    call,
    boardCall,
    async createJob(title = 'Welder') {
      const response = await call('POST', '/api/v1.1/jobs', validJobBody({ title }));
      expect(response.status).toBe(201);
      return (await response.json()) as Job;
    },
    async connect() {
      await call('PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: BOARD_KEY });
      await core.engine.syncNow();
    },
    async remoteIdOf(jobId) {
      const status = await (await call('GET', `/app/v1/jobs/${jobId}/sync`)).json();
      expect(status.remoteId).toEqual(expect.any(Number));
      return status.remoteId as number;
    },
  };
});

afterEach(async () => {
  await world.core.close();
  world.board.close();
});

/** The changes published while `act` runs (and the sync it leads to, when it awaits it). */
async function changesDuring(act: () => Promise<unknown>): Promise<CoreChange[]> {
  const changes: CoreChange[] = [];
  const unsubscribe = world.core.changes.subscribe((change) => changes.push(change));
  try {
    await act();
  } finally {
    unsubscribe();
  }
  return changes;
}

/** A sent job the board then deleted, which a full pull finds missing there. */
async function jobMissingOnBoard(): Promise<Job> {
  await world.connect();
  const job = await world.createJob('Gone soon');
  await world.core.engine.syncNow();
  const remoteId = await world.remoteIdOf(job.id);
  expect((await world.boardCall('DELETE', `/api/v1.1/jobs/${remoteId}`)).status).toBe(204);
  await world.core.engine.syncNow({ full: true });
  const status = await (await world.call('GET', `/app/v1/jobs/${job.id}/sync`)).json();
  expect(status.state).toBe('missing-on-remote');
  return job;
}

/** A job whose title both the board and the recruiter changed since it was sent. */
async function jobInConflict(): Promise<Job> {
  await world.connect();
  const job = await world.createJob('Cook');
  await world.core.engine.syncNow();
  const remoteId = await world.remoteIdOf(job.id);
  await world.boardCall('PUT', `/api/v1.1/jobs/${remoteId}`, { title: 'Cook (board)' });
  await world.call('PUT', `/api/v1.1/jobs/${job.id}`, { title: 'Cook (mine)' });
  await world.core.engine.syncNow();
  const status = await (await world.call('GET', `/app/v1/jobs/${job.id}/sync`)).json();
  expect(status.state).toBe('conflict');
  return job;
}

type Row = {
  kind: string;
  /** Brings the core to where the change can be made; answers the job it is about. */
  arrange: () => Promise<Job | undefined>;
  act: (job: Job | undefined) => Promise<unknown>;
  expected: (job: Job | undefined) => CoreChange;
};

const idOf = (job: Job | undefined): number => job?.id ?? Number.NaN;

const rows: Row[] = [
  {
    kind: 'a create through the local API',
    arrange: async () => undefined,
    act: () => world.call('POST', '/api/v1.1/jobs', validJobBody()),
    expected: () => ({ type: 'job', jobId: expect.any(Number), change: 'created' }),
  },
  {
    kind: 'an update through the local API',
    arrange: () => world.createJob(),
    act: (job) => world.call('PUT', `/api/v1.1/jobs/${idOf(job)}`, { title: 'Senior welder' }),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'updated' }),
  },
  {
    kind: 'an upsert by referenceId through the local API',
    arrange: () => world.createJob(),
    act: (job) =>
      world.call('PUT', '/api/v1.1/jobs', validJobBody({ referenceId: job?.referenceId, title: 'Upserted' })),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'updated' }),
  },
  {
    kind: 'a delete through the local API',
    arrange: () => world.createJob(),
    act: (job) => world.call('DELETE', `/api/v1.1/jobs/${idOf(job)}`),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'deleted' }),
  },
  {
    kind: 'a delete by referenceId through the local API',
    arrange: () => world.createJob(),
    act: (job) => world.call('DELETE', '/api/v1.1/jobs', { referenceId: job?.referenceId }),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'deleted' }),
  },
  {
    kind: 'a bulk action',
    arrange: () => world.createJob(),
    act: (job) => world.call('POST', '/app/v1/jobs/bulk', { action: 'publish', ids: [idOf(job)] }),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'updated' }),
  },
  {
    kind: 'a retry',
    arrange: () => world.createJob(),
    act: (job) => world.call('POST', `/app/v1/jobs/${idOf(job)}/retry`),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'sync-state' }),
  },
  {
    kind: 'saved settings',
    arrange: async () => undefined,
    act: () => world.call('PUT', '/app/v1/settings', { remoteUrl: BOARD_URL }),
    expected: () => ({ type: 'settings' }),
  },
  {
    kind: 'a replay that sends a job',
    arrange: async () => {
      await world.connect();
      return world.createJob();
    },
    act: () => world.core.engine.syncNow(),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'sync-state' }),
  },
  {
    kind: 'a pull that brings in a job of the board',
    arrange: async () => {
      await world.connect();
      await world.boardCall('POST', '/api/v1.1/jobs', validJobBody({ title: 'From the board' }));
      return undefined;
    },
    act: () => world.core.engine.syncNow(),
    expected: () => ({ type: 'job', jobId: expect.any(Number), change: 'sync-state' }),
  },
  {
    kind: 'a job found missing on the board by a pull',
    arrange: async () => {
      await world.connect();
      const job = await world.createJob();
      await world.core.engine.syncNow();
      await world.boardCall('DELETE', `/api/v1.1/jobs/${await world.remoteIdOf(job.id)}`);
      return job;
    },
    act: () => world.core.engine.syncNow({ full: true }),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'sync-state' }),
  },
  {
    kind: 'a republish',
    arrange: jobMissingOnBoard,
    act: (job) => world.call('POST', `/app/v1/jobs/${idOf(job)}/republish`),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'sync-state' }),
  },
  {
    kind: 'a remove-here',
    arrange: jobMissingOnBoard,
    act: (job) => world.call('POST', `/app/v1/jobs/${idOf(job)}/remove-here`),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'deleted' }),
  },
  {
    kind: 'a resolve',
    arrange: jobInConflict,
    act: (job) => world.call('POST', `/app/v1/jobs/${idOf(job)}/resolve`, { choices: { title: 'board' } }),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'updated' }),
  },
  {
    kind: 'a template saved',
    arrange: async () => undefined,
    act: () => world.call('POST', '/app/v1/templates', ABOUT_US),
    expected: () => ({ type: 'templates' }),
  },
  {
    kind: 'a template replaced',
    arrange: async () => {
      await world.call('POST', '/app/v1/templates', ABOUT_US);
      return undefined;
    },
    act: () => world.call('PUT', '/app/v1/templates/1', { ...ABOUT_US, name: 'Who we are' }),
    expected: () => ({ type: 'templates' }),
  },
  {
    kind: 'a template deleted',
    arrange: async () => {
      await world.call('POST', '/app/v1/templates', ABOUT_US);
      return undefined;
    },
    act: () => world.call('DELETE', '/app/v1/templates/1'),
    expected: () => ({ type: 'templates' }),
  },
  {
    kind: 'the starter texts added',
    arrange: async () => undefined,
    act: () => world.call('POST', '/app/v1/templates/starters'),
    expected: () => ({ type: 'templates' }),
  },
  {
    kind: 'the spelling language set',
    arrange: async () => undefined,
    act: () => world.call('PUT', '/app/v1/spelling', { language: 'fr-CA' }),
    expected: () => ({ type: 'spelling' }),
  },
  {
    kind: 'a word added to the dictionary',
    arrange: async () => undefined,
    act: () => world.call('POST', '/app/v1/spelling/words', { word: 'Zorblatt' }),
    expected: () => ({ type: 'spelling' }),
  },
  {
    kind: 'a word taken out of the dictionary',
    arrange: async () => {
      await world.call('POST', '/app/v1/spelling/words', { word: 'Zorblatt' });
      return undefined;
    },
    act: () => world.call('DELETE', '/app/v1/spelling/words/Zorblatt'),
    expected: () => ({ type: 'spelling' }),
  },
  {
    kind: 'a job’s own spelling language',
    arrange: () => world.createJob(),
    act: (job) => world.call('PUT', `/app/v1/jobs/${idOf(job)}/spelling`, { language: 'fr-CA' }),
    expected: () => ({ type: 'spelling' }),
  },
  {
    kind: 'the employer’s answers for the posting-law checks',
    arrange: async () => undefined,
    act: () => world.call('PUT', '/app/v1/settings/posting-laws', { usesAiScreening: false }),
    expected: () => ({ type: 'posting-laws' }),
  },
  {
    kind: 'a discard',
    arrange: jobInConflict,
    act: (job) => world.call('POST', `/app/v1/jobs/${idOf(job)}/discard`),
    expected: (job) => ({ type: 'job', jobId: idOf(job), change: 'sync-state' }),
  },
];

describe('the change stream', () => {
  for (const row of rows) {
    it(`publishes ${row.kind}, after its commit`, async () => {
      const job = await row.arrange();
      const changes = await changesDuring(async () => {
        const answer = await row.act(job);
        if (answer instanceof Response) expect(answer.status).toBeLessThan(300);
      });
      expect(changes).toContainEqual(row.expected(job));
    });
  }

  it('publishes nothing for a write the store refused (the transaction rolled back)', async () => {
    const job = await world.createJob();
    const changes = await changesDuring(async () => {
      // Two jobs cannot share a referenceId: the second create is refused and nothing is written.
      const answer = await world.call(
        'POST',
        '/api/v1.1/jobs',
        validJobBody({ referenceId: job.referenceId }),
      );
      expect(answer.status).toBe(409);
    });
    expect(changes).toEqual([]);
  });

  it('starts sync once when settings are saved', async () => {
    await world.connect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    world.boardRequests.length = 0;

    await world.call('PUT', '/app/v1/settings', { remoteUrl: BOARD_URL });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // One sync: its pull reads the board's list once (a second start would read it again).
    expect(world.boardRequests.filter((line) => line.startsWith('GET /jobs?'))).toHaveLength(1);
  });
});

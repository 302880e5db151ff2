// The world of a sync test: the remote board (role `board`) behind a recording fetch, JobDesk's local core
// (role `local`) whose API writes the outbox, a fake clock they share, and engines built over them.

import { createLocalApi, type LocalApi } from '../../../src-main/core/local-api.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../../src-main/core/standalone-board.ts';
import type { CoreChange, JobSyncInfo } from '../../../src-main/store/index.ts';
import {
  createSyncEngine,
  type RemoteConfig,
  type SyncEngine,
  type SyncEngineOptions,
} from '../../../src-main/sync/index.ts';
import {
  createJobBoardClient,
  type JobBoardClient,
  type JobRequestBody,
} from '../../../src-shared/client/index.ts';
import type { CanadianPlace } from '../../../src-shared/locations/canadian-places.ts';
import { minimalJobBody } from '../../../src-shared/rules/job-fixtures.testing.ts';
import type { Job } from '../../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../../helpers/test-logger.ts';
import { type ClockView, createFakeClock, type FakeClock } from './fake-clock.ts';
import { createFaultyFetch, type FaultyFetch, type FetchFaults } from './faulty-fetch.ts';
import { createMemoryLogger, type MemoryLogger } from './memory-logger.ts';

export const REMOTE_BASE_URL = 'http://board.test/api/v1.1';
export const LOCAL_BASE_URL = 'http://jobdesk.local/api/v1.1';
export const REMOTE_KEY = 'remote-key-acme';
export const LOCAL_KEY = 'local-key';

/** A few places are enough: `City, PR` is accepted whether or not the list has it. */
export const TEST_PLACES: CanadianPlace[] = [
  { name: 'Moncton', province: 'NB' },
  { name: 'Halifax', province: 'NS' },
  { name: 'Toronto', province: 'ON' },
  { name: 'Calgary', province: 'AB' },
];

export type RecordedRequest = { method: string; path: string; body: unknown };

export type Answer = { status: number; json: unknown };

export type SyncWorld = {
  clock: FakeClock;
  remote: StandaloneBoard;
  local: LocalApi;
  localEmployerId: number;
  remoteEmployerId: number;
  /** Every request that reached the remote board's handler, in order. */
  requests: RecordedRequest[];
  /** The remote's fetch, recording; wrap it to inject faults or another dialect. */
  remoteFetch: typeof fetch;
  remoteConfig: RemoteConfig | null;
  /** Every change the local store's change stream published, in order. */
  events: CoreChange[];
  /** What every engine of this world logged. */
  log: MemoryLogger;
  /** Calls JobDesk's local API (the renderer's way in). */
  localApi(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Creates a job through the local API and returns it. */
  createLocalJob(overrides?: JobRequestBody): Promise<Job>;
  updateLocalJob(id: number, patch: JobRequestBody): Promise<Job>;
  deleteLocalJob(id: number): Promise<void>;
  engine(overrides?: Partial<SyncEngineOptions> & { clock?: ClockView }): SyncEngine;
  /**
   * A client of the remote board that goes round JobDesk, as the board's web front end or another app
   * would: its requests are not recorded, unless the `fetch` it is given records them.
   */
  boardClient(fetch?: typeof globalThis.fetch): JobBoardClient;
  boardJobs(): Job[];
  /** The local job's row, straight from the local store. */
  localJob(jobId: number): Job | undefined;
  /** The local employer's jobs (the first 1,000), straight from the local store. */
  localJobs(): Job[];
  /** The local job's sync state, versions and remote id. */
  syncInfo(jobId: number): JobSyncInfo | undefined;
  /** `METHOD /path` of each recorded request, in order. */
  requestLines(): string[];
  close(): void;
};

export function jobBody(overrides: JobRequestBody = {}): JobRequestBody {
  return { ...minimalJobBody(), description: '<p>Cook <strong>fresh</strong> food.</p>', ...overrides };
}

/** Sequential referenceIds for the local core, so runs are reproducible. */
export function sequentialReferenceIds(prefix = 'JD-'): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `${prefix}${String(next).padStart(6, '0')}`;
  };
}

export async function createSyncWorld(
  options: { clock?: FakeClock; newReferenceId?: () => string } = {},
): Promise<SyncWorld> {
  const clock = options.clock ?? createFakeClock();
  const logger = createTestLogger({ quiet: true });
  const remote = await createStandaloneBoard({
    keys: [{ key: REMOTE_KEY, employer: 'Acme Remote' }],
    now: clock.date,
    places: TEST_PLACES,
    logger,
  });
  const local = await createLocalApi({
    keys: [{ key: LOCAL_KEY, employer: 'Acme' }],
    now: clock.date,
    places: TEST_PLACES,
    newReferenceId: options.newReferenceId ?? sequentialReferenceIds(),
    logger,
  });
  const localEmployerId = local.store.employers.findEmployerByKey(LOCAL_KEY)?.id ?? 0;
  const remoteEmployerId = remote.store.employers.findEmployerByKey(REMOTE_KEY)?.id ?? 0;
  const requests: RecordedRequest[] = [];
  const remoteFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/api/v1.1', ''),
      body: text === '' ? undefined : JSON.parse(text),
    });
    return remote.fetch(request);
  }) as typeof fetch;

  async function localApi(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'API-Key': LOCAL_KEY };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await local.fetch(
      new Request(`${LOCAL_BASE_URL}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
  }

  const expectStatus = (answer: Answer, statuses: number[], what: string): void => {
    if (!statuses.includes(answer.status)) {
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
    }
  };

  const world: SyncWorld = {
    clock,
    remote,
    local,
    localEmployerId,
    remoteEmployerId,
    requests,
    remoteFetch,
    remoteConfig: { baseUrl: REMOTE_BASE_URL, apiKey: REMOTE_KEY },
    events: [],
    log: createMemoryLogger(),
    localApi,
    async createLocalJob(overrides = {}) {
      const answer = await localApi('POST', '/jobs', jobBody(overrides));
      expectStatus(answer, [201], 'Local create');
      return answer.json as Job;
    },
    async updateLocalJob(id, patch) {
      const answer = await localApi('PUT', `/jobs/${id}`, patch);
      expectStatus(answer, [200], 'Local update');
      return answer.json as Job;
    },
    async deleteLocalJob(id) {
      expectStatus(await localApi('DELETE', `/jobs/${id}`), [204], 'Local delete');
    },
    engine(overrides = {}) {
      return createSyncEngine({
        store: local.store,
        boardId: 1,
        employerId: localEmployerId,
        getRemote: () => world.remoteConfig,
        fetch: world.remoteFetch,
        clock,
        random: () => 0.5,
        requestTimeoutMs: 0,
        logger: world.log,
        ...overrides,
      });
    },
    boardClient(fetch = (input, init) => remote.fetch(new Request(input, init))) {
      return createJobBoardClient({ baseUrl: REMOTE_BASE_URL, getApiKey: () => REMOTE_KEY, fetch });
    },
    boardJobs() {
      const { rows } = remote.store.jobs.listJobs(remoteEmployerId, { page: 1, pageSize: 10_000 });
      return rows.map((header) => remote.store.jobs.getJob(remoteEmployerId, header.id) as Job);
    },
    localJob(jobId) {
      return local.store.jobs.getJob(localEmployerId, jobId);
    },
    localJobs() {
      const { rows } = local.store.jobs.listJobs(localEmployerId, { page: 1, pageSize: 1000 });
      return rows.map((row) => local.store.jobs.getJob(localEmployerId, row.id) as Job);
    },
    syncInfo(jobId) {
      return local.store.jobs.getJobSyncInfo(localEmployerId, jobId);
    },
    requestLines() {
      return requests.map((request) => `${request.method} ${request.path}`);
    },
    close() {
      remote.close();
      local.close();
    },
  };
  local.store.changes.subscribe((change) => world.events.push(change));
  return world;
}

/**
 * The world's board behind the given faults, deterministic (every fault rate of 1 always strikes, 0 never)
 * and waiting on the world's fake clock; change `faults` on the result to lift them.
 */
export function faultyBoard(world: SyncWorld, faults: Partial<FetchFaults>): FaultyFetch {
  return createFaultyFetch(world.remoteFetch, { random: () => 0, sleep: world.clock.sleep, faults });
}

/** The world's board handling every request, but the answer to an update by id (PUT /jobs/{id}) never comes back. */
export function losesUpdateAnswers(world: SyncWorld): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await world.remoteFetch(request);
    if (request.method === 'PUT' && /\/jobs\/\d+$/.test(new URL(request.url).pathname))
      throw new TypeError('fetch failed: connection reset');
    return response;
  }) as typeof fetch;
}

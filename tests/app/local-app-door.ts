// JobDesk's local API and its app endpoints behind one front door, with a clock the test moves and every
// committed job change recorded: for tests of what /app/v1 reads and writes in the local store.
import { createAppApi } from '../../src-main/api/app-api.ts';
import type { RenderFirstScreen } from '../../src-main/api/first-screen-api.ts';
import { createFrontDoor } from '../../src-main/api/front-door.ts';
import { createLocalApi, type LocalApi } from '../../src-main/core/local-api.ts';
import type { CoreChange } from '../../src-main/store/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

export const LOCAL_KEY = 'local-key-123';
const OTHER_KEY = 'other-key-456';

export type LocalAppDoor = {
  core: LocalApi;
  employerId: number;
  /** Every change the store's change stream published (after its commit), in order. */
  changes: CoreChange[];
  /** The time the core reads; tests set it. */
  clock: { now: Date };
  /**
   * A request to the front door with the local key; `path` starts at the host (`/app/v1/jobs`); `headers`
   * are added to the key and content type.
   */
  call(
    method: string,
    path: string,
    body?: unknown,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<Response>;
  /** Creates a job through the local API (a single write) and returns it. */
  createJob(overrides?: Record<string, unknown>, key?: string): Promise<Job>;
  close(): void;
};

export async function createLocalAppDoor(
  options: { renderFirstScreen?: RenderFirstScreen } = {},
): Promise<LocalAppDoor> {
  const logger = createTestLogger();
  const clock = { now: new Date('2026-11-02T09:00:00.000Z') };
  const changes: CoreChange[] = [];
  let sequence = 0;
  const core = await createLocalApi({
    keys: [
      { key: LOCAL_KEY, employer: 'Me' },
      { key: OTHER_KEY, employer: 'Someone else' },
    ],
    now: () => clock.now,
    newReferenceId: () => `JD-${++sequence}`,
    places: [
      { name: 'Moncton', province: 'NB' },
      { name: 'Halifax', province: 'NS' },
    ],
    logger,
  });
  core.store.changes.subscribe((change) => changes.push(change));
  const employerId = core.store.employers.findEmployerByKey(LOCAL_KEY)?.id ?? 0;
  const door = createFrontDoor({
    jobBoard: core.routes,
    app: createAppApi({
      store: core.store,
      employerId,
      sync: {
        status: () => ({ state: 'unconfigured', pending: 0, failed: 0, lastSyncAt: null }),
        syncNow: async () => undefined,
        retryJob: () => undefined,
        readJob: async () => [],
        discardJobChanges: async () => ({ ok: false, messages: ['No board in this test.'] }),
        resolveConflict: () => ({ ok: false, error: { type: 'no-conflict' } }),
      },
      settings: {
        view: () => ({ remoteUrl: null, hasApiKey: false }),
        update: () => ({ ok: true, value: undefined }),
        testConnection: async () => ({ ok: false, messages: ['No board in this test.'] }),
      },
      onUnexpectedError: (error) => {
        throw error;
      },
      jobWriting: core.jobWriting,
      ...options,
    }),
    logger,
  });
  const call = (
    method: string,
    path: string,
    body?: unknown,
    key = LOCAL_KEY,
    headers: Record<string, string> = {},
  ) =>
    door.fetch(
      new Request(`http://jobdesk.test${path}`, {
        method,
        headers: { ...headers, 'API-Key': key, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    core,
    employerId,
    changes,
    clock,
    call,
    async createJob(overrides = {}, key = LOCAL_KEY) {
      const response = await call('POST', '/api/v1.1/jobs', validJobBody(overrides), key);
      if (response.status !== 201) throw new Error(`Create refused: ${await response.text()}`);
      return (await response.json()) as Job;
    },
    close: () => core.close(),
  };
}

// A JobDesk core and two real job boards (in process, each at its own address) for the tests of several
// boards through the front door.
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore, type SecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

export const LOCAL_KEY = 'local-key-boards';
export const URL_A = 'https://board-a.test/api/v1.1';
export const URL_B = 'https://board-b.test/api/v1.1';
export const KEY_A = 'KEY-A';
export const KEY_B = 'KEY-B';
const places = [{ name: 'Moncton', province: 'NB' as const }];

export type TwoBoards = {
  core: JobDeskCore;
  a: StandaloneBoard;
  b: StandaloneBoard;
  secrets: SecretStore;
  call(method: string, path: string, body?: unknown): Promise<Response>;
  json<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The jobs on a board, straight from its store (its employer is 1). */
  jobsOn(board: StandaloneBoard): Job[];
  /** Calls a board directly, as its web front end would. */
  onBoard(board: StandaloneBoard, method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
};

export type StartOptions = {
  secret?: string | null;
  /** Wraps each board's transport (faults, counting); `host` is board-a.test or board-b.test. */
  wrapFetch?: (
    host: string,
    send: (request: Request) => Promise<Response>,
  ) => (request: Request) => Promise<Response>;
};

export async function startTwoBoards(options: StartOptions = {}): Promise<TwoBoards> {
  const logger = createTestLogger();
  const a = await createStandaloneBoard({ keys: [{ key: KEY_A, employer: 'Acme East' }], places, logger });
  const b = await createStandaloneBoard({ keys: [{ key: KEY_B, employer: 'Acme West' }], places, logger });
  const secrets = createMemorySecretStore(options.secret ?? null);
  const wrap = options.wrapFetch ?? ((_host, send) => send);
  const toA = wrap('board-a.test', (request) => a.fetch(request));
  const toB = wrap('board-b.test', (request) => b.fetch(request));
  const core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const host = new URL(request.url).host;
      if (host === 'board-a.test') return toA(request);
      if (host === 'board-b.test') return toB(request);
      throw new TypeError('fetch failed');
    },
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    },
    random: () => 0.5,
    logger,
    places,
    sync: { pollIntervalMs: 1_000_000, pullIntervalMs: 1_000_000 },
  });
  const call = (method: string, path: string, body?: unknown) =>
    core.fetch(
      new Request(`http://jobdesk.test${path}`, {
        method,
        headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  return {
    core,
    a,
    b,
    secrets,
    call,
    async json<T>(method: string, path: string, body?: unknown) {
      const answer = await call(method, path, body);
      const text = await answer.text();
      return { status: answer.status, body: (text === '' ? null : JSON.parse(text)) as T };
    },
    jobsOn: (board) =>
      board.store.jobs
        .listJobs(1, { page: 1, pageSize: 100 })
        .rows.map((header) => board.store.jobs.getJob(1, header.id))
        .filter((job): job is Job => job !== undefined),
    onBoard(board, method, path, body) {
      const base = board === a ? URL_A : URL_B;
      return board.fetch(
        new Request(`${base}${path}`, {
          method,
          headers: { 'API-Key': board === a ? KEY_A : KEY_B, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
    async close() {
      await core.close();
      a.close();
      b.close();
    },
  };
}

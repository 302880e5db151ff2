// The setting shared by the upgrade fixture's builder (run once, with the code of its day) and the upgrade
// test (run with today's code): a browser-mode data folder of JobDesk with two boards, and each board's own
// data folder (`npm run board -- --data DIR`), all opened on one fake clock and joined by a fetch that
// routes by host and records every request. Only stable surfaces are used: the core, the standalone board,
// the file secret store and the HTTP endpoints, so the builder of an older day and the test of a later one
// mean the same thing by each name.
import { lockDataFolder } from '../../src-main/core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { createFileSecretStore } from '../../src-main/host/file-secret-store.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createTestLogger } from '../helpers/test-logger.ts';
import type { FakeClock } from '../sync/helpers/fake-clock.ts';
import { TEST_PLACES } from '../sync/helpers/sync-world.ts';

/**
 * Obviously fake keys, committed with the fixture: the boards of the fixture take only these, and the
 * local API key is a pattern no key made by readOrCreateLocalApiKey would be by chance.
 */
export const FIXTURE_KEYS = {
  local: '0123456789abcdef0123456789abcdef0123456789abcdef',
  east: 'FAKE-KEY-EAST-not-a-secret',
  west: 'FAKE-KEY-WEST-not-a-secret',
} as const;

export const BOARDS = {
  east: { host: 'east.board.test', url: 'https://east.board.test/api/v1.1', employer: 'Acme East' },
  west: { host: 'west.board.test', url: 'https://west.board.test/api/v1.1', employer: 'Acme West' },
} as const;
export type BoardName = keyof typeof BOARDS;

/** The folders of the fixture, under its root: as `npm run web -- --data` and `npm run board -- --data` lay them out. */
export const FOLDERS = { laptop: 'jobdesk', east: 'board-east', west: 'board-west' } as const;
export const MANIFEST_FILE = 'fixture.json';

/** One request a board handled (or refused to reach, offline): enough to tell which job it was about. */
export type BoardRequest = { board: BoardName; method: string; path: string; query: string; body: unknown };

export type FixtureWorld = {
  core: JobDeskCore;
  boards: Record<BoardName, StandaloneBoard>;
  /** Every request that reached a board, in order. */
  requests: BoardRequest[];
  /** While true, every board request fails as with no network. */
  offline: boolean;
  /** Calls JobDesk's front door as its UI would. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T }>;
  /** Calls a board directly, as its website would. */
  onBoard<T = unknown>(
    board: BoardName,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }>;
  /** The board's job with this referenceId (its employer is the first and only one). */
  boardJob(board: BoardName, referenceId: string): Job | undefined;
  syncNow(): Promise<void>;
  /** Closes the core (a quit: its backup is made) and both boards, releasing every folder. */
  close(): Promise<void>;
};

const SETTLE = { maxMs: 10 * 60_000 };

/** Opens the three folders under `root` on `clock`; the folders are made when missing (the builder's first run). */
export async function openFixtureWorld(root: string, clock: FakeClock): Promise<FixtureWorld> {
  const logger = createTestLogger({ quiet: true });
  const openBoard = (name: BoardName) =>
    createStandaloneBoard({
      keys: [{ key: FIXTURE_KEYS[name], employer: BOARDS[name].employer }],
      dataFolder: lockDataFolder(`${root}/${FOLDERS[name]}`, `fixture board ${name}`),
      now: clock.date,
      places: TEST_PLACES,
      logger,
    });
  const boards = { east: await openBoard('east'), west: await openBoard('west') };
  const requests: BoardRequest[] = [];
  const world = { offline: false } as FixtureWorld;
  const boardFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const name = (Object.keys(BOARDS) as BoardName[]).find((each) => BOARDS[each].host === url.host);
    if (name === undefined || world.offline) throw new TypeError('fetch failed: the board cannot be reached');
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    requests.push({
      board: name,
      method: request.method,
      path: url.pathname.replace('/api/v1.1', ''),
      query: url.search,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    });
    return boards[name].fetch(request);
  }) as typeof fetch;
  const core = await createJobDeskCore({
    dataFolder: lockDataFolder(`${root}/${FOLDERS.laptop}`, 'fixture laptop'),
    localApiKey: FIXTURE_KEYS.local,
    // Browser mode's own secret store: every board's key in DIR/remote-key, bound to its address.
    secrets: createFileSecretStore(`${root}/${FOLDERS.laptop}/remote-key`),
    fetch: boardFetch,
    clock,
    random: () => 0.5,
    logger,
    places: TEST_PLACES,
    sync: { concurrency: 3, pullIntervalMs: 60 * 60_000, pollIntervalMs: 60 * 60_000, requestTimeoutMs: 0 },
  });
  const parse = async (response: Response) => {
    const text = await response.text();
    return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
  };
  const jsonRequest = (url: string, key: string, method: string, body?: unknown) =>
    new Request(url, {
      method,
      headers: { 'API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return Object.assign(world, {
    core,
    boards,
    requests,
    call: async (method: string, path: string, body?: unknown) =>
      parse(await core.fetch(jsonRequest(`http://jobdesk.test${path}`, FIXTURE_KEYS.local, method, body))),
    onBoard: async (board: BoardName, method: string, path: string, body?: unknown) =>
      parse(
        await boards[board].fetch(
          jsonRequest(`${BOARDS[board].url}${path}`, FIXTURE_KEYS[board], method, body),
        ),
      ),
    boardJob: (board: BoardName, referenceId: string) =>
      boards[board].store.jobs.getJobByReferenceId(
        boards[board].store.employers.findEmployerByKey(FIXTURE_KEYS[board])?.id ?? 0,
        referenceId,
      ),
    syncNow: () => clock.settle(core.engine.syncNow(), SETTLE),
    async close() {
      await clock.settle(core.close(), SETTLE);
      boards.east.close();
      boards.west.close();
    },
  }) as FixtureWorld;
}

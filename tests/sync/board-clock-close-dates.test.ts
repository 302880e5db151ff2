// A laptop whose clock is two days off the board's: once the board has answered (its Date header), a close
// date is checked on the board's clock, as the board will check it. Tomorrow by the board is taken and
// reaches the board; the board's yesterday is refused here, as the board refuses it.
import { afterEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { SyncClock } from '../../src-main/sync/index.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_KEY = 'local-key-123';
const BOARD_KEY = 'RIGHT-KEY';
const BOARD_URL = 'https://board.test/api/v1.1';
const places = [{ name: 'Moncton', province: 'NB' as const }];

let board: StandaloneBoard | undefined;
let core: JobDeskCore | undefined;
afterEach(async () => {
  await core?.close();
  board?.close();
  core = undefined;
  board = undefined;
});

/** The board on time, answering with its Date as an HTTP server does; the laptop's clock `offsetMs` off it. */
async function laptopOffBy(offsetMs: number) {
  board = await createStandaloneBoard({
    keys: [{ key: BOARD_KEY, employer: 'Acme' }],
    places,
    logger: createTestLogger(),
  });
  const remote = board;
  const boardFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await remote.fetch(new Request(input, init));
    const headers = new Headers(answer.headers);
    headers.set('Date', new Date().toUTCString());
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
  const clock: SyncClock = {
    now: () => Date.now() + offsetMs,
    monotonicNow: () => performance.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
  core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    fetch: boardFetch,
    clock,
    random: () => 0.5,
    logger: createTestLogger(),
    places,
  });
  const laptop = core;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await laptop.fetch(
      new Request(`http://jobdesk.test${path}`, {
        method,
        headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, json: await response.json().catch(() => undefined) };
  };
  expect((await call('PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: BOARD_KEY })).status).toBe(
    200,
  );
  return { laptop, remote, call };
}

/** A time on the board's clock, `days` from its now (a few seconds' leeway for the test's own run). */
const onBoard = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

describe.each([
  ['two days ahead of', 2 * DAY_MS],
  ['two days behind', -2 * DAY_MS],
])('a laptop %s the board', (_, offsetMs) => {
  it('takes a close date of tomorrow by the board, which the board takes too', async () => {
    const { laptop, remote, call } = await laptopOffBy(offsetMs);
    await laptop.engine.syncNow();
    expect(laptop.engine.boardNow()).not.toBeNull();

    const created = await call('POST', '/api/v1.1/jobs', validJobBody({ closeDate: onBoard(1) }));
    expect(created.status).toBe(201);
    await laptop.engine.syncNow();
    const sent = remote.store.jobs.getJobByReferenceId(1, (created.json as Job).referenceId ?? '');
    expect(sent?.closeDate).toBe((created.json as Job).closeDate);
  });

  it('refuses a close date before the board’s today, naming the board’s date, as the board would', async () => {
    const { laptop, remote, call } = await laptopOffBy(offsetMs);
    await laptop.engine.syncNow();
    const yesterday = onBoard(-1);

    const refused = await call('POST', '/api/v1.1/jobs', validJobBody({ closeDate: yesterday }));
    expect(refused.status).toBe(400);
    const [field] = (refused.json as { error: { fields: Array<{ path: string; message: string }> } }).error
      .fields;
    expect(field?.path).toBe('closeDate');
    // The board's date (to the second of its last answer), not the laptop's two days off.
    const named = Date.parse(/\(([^)]+)\)/.exec(field?.message ?? '')?.[1] ?? '');
    expect(Math.abs(named - Date.now())).toBeLessThan(60_000);

    const onTheBoard = await remote.fetch(
      new Request(`${BOARD_URL}/jobs`, {
        method: 'POST',
        headers: { 'API-Key': BOARD_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(validJobBody({ closeDate: yesterday })),
      }),
    );
    expect(onTheBoard.status).toBe(400);
  });
});

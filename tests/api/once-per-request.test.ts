// The job endpoints' middleware runs once per request: the key is looked up once and auto-refresh is
// applied once, at /jobs as at /jobs/{id} (a `/jobs/*` pattern also matches `/jobs`).
import { afterEach, describe, expect, it } from 'vitest';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

let board: StandaloneBoard | undefined;
afterEach(() => board?.close());

describe('the job endpoints', () => {
  it('look the API key up once and apply auto-refresh once per request', async () => {
    board = await createStandaloneBoard({
      keys: [{ key: 'K1', employer: 'Acme' }],
      places: [{ name: 'Moncton', province: 'NB' }],
      logger: createTestLogger(),
    });
    const { employers, autoRefresh } = board.store;
    const counts = { keys: 0, refreshes: 0 };
    const findEmployerByKey = employers.findEmployerByKey;
    employers.findEmployerByKey = (key) => {
      counts.keys += 1;
      return findEmployerByKey(key);
    };
    const advancePublishDates = autoRefresh.advancePublishDates;
    autoRefresh.advancePublishDates = (employerId, now) => {
      counts.refreshes += 1;
      return advancePublishDates(employerId, now);
    };
    const send = (method: string, path: string, body?: unknown) =>
      (board as StandaloneBoard).fetch(
        new Request(`http://board.test/api/v1.1${path}`, {
          method,
          headers: { 'API-Key': 'K1', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );

    const created = await send('POST', '/jobs', validJobBody());
    expect(created.status).toBe(201);
    expect(counts).toEqual({ keys: 1, refreshes: 1 });
    const { id } = (await created.json()) as { id: number };
    expect((await send('GET', '/jobs')).status).toBe(200);
    expect((await send('GET', `/jobs/${id}`)).status).toBe(200);
    expect(counts).toEqual({ keys: 3, refreshes: 3 });
  });
});

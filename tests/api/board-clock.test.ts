// API cases that need to control the board's clock, so they run in process only: exact publish and close
// dates, the id tie-break of the list order, auto-refresh in 7-day steps, and closeDate on re-publishing.
import { afterEach, describe, expect, it } from 'vitest';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { DAY_MS, expectFieldError, expectJob, expectJson } from '../helpers/api-expectations.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { send } from '../helpers/raw-request.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const START = Date.parse('2026-03-02T09:15:00.000Z');

type ClockBoard = { target: ApiTarget; core: StandaloneBoard; setClock(ms: number): void };

const opened: StandaloneBoard[] = [];
afterEach(() => {
  for (const core of opened.splice(0)) core.close();
});

/** A fresh in-memory board whose clock stands still until the test moves it. */
async function boardWithClock(): Promise<ClockBoard> {
  let clock = START;
  const keyA = randomApiKey('a');
  const core = await createStandaloneBoard({
    logger: createTestLogger(),
    keys: [
      { key: keyA, employer: 'Acme Staffing' },
      { key: randomApiKey('b'), employer: 'Globex Careers' },
    ],
    now: () => new Date(clock),
  });
  opened.push(core);
  const target: ApiTarget = {
    name: 'in-process with a clock',
    baseUrl: 'http://board.test/api/v1.1',
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      core.fetch(new Request(input, init))) as typeof fetch,
    keyA,
    keyB: '',
    close: async () => core.close(),
  };
  return { target, core, setClock: (ms) => (clock = ms) };
}

async function post(target: ApiTarget, body: object): Promise<Job> {
  return expectJob(await send(target, { method: 'POST', path: '/jobs', json: body }), 201);
}

describe('the job board API with a controlled clock', () => {
  it('sets publishDate to the current instant and closeDate exactly 60 days later', async () => {
    const { target } = await boardWithClock();
    const job = await post(target, validJobBody());
    expect(job.publishDate).toBe(new Date(START).toISOString());
    expect(job.closeDate).toBe(new Date(START + 60 * DAY_MS).toISOString());
  });

  it('breaks ties of publishDate by id, descending', async () => {
    const { target } = await boardWithClock();
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) ids.push((await post(target, validJobBody())).id);
    const body = expectJson(await send(target, { method: 'GET', path: '/jobs' }), 200) as { data: Job[] };
    expect(body.data.map((job) => job.id)).toEqual([...ids].reverse());
  });

  it('publishes with the current instant: draft → active sets publishDate to now exactly', async () => {
    const { target, setClock } = await boardWithClock();
    const job = await post(target, validJobBody({ closeDate: '2026-12-31' }));
    setClock(START + 3 * DAY_MS + 1234);
    const answer = await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: { status: 'active' } });
    expect(expectJob(answer, 200).publishDate).toBe(new Date(START + 3 * DAY_MS + 1234).toISOString());
  });

  it('shows an auto-refreshed active job with publishDate advanced in whole 7-day steps up to now', async () => {
    const { target, setClock } = await boardWithClock();
    const job = await post(
      target,
      validJobBody({ status: 'active', autoRefresh: true, closeDate: '2027-12-31' }),
    );
    setClock(START + 6 * DAY_MS);
    expect((await getJob(target, job.id)).publishDate).toBe(job.publishDate);
    setClock(START + 7 * DAY_MS);
    expect((await getJob(target, job.id)).publishDate).toBe(new Date(START + 7 * DAY_MS).toISOString());
    setClock(START + 22 * DAY_MS + 5000);
    expect((await getJob(target, job.id)).publishDate).toBe(new Date(START + 21 * DAY_MS).toISOString());
  });

  it('shows the advanced publishDate of an auto-refreshed job in the list too, and sorts by it', async () => {
    const { target, setClock } = await boardWithClock();
    const refreshed = await post(
      target,
      validJobBody({ status: 'active', autoRefresh: true, closeDate: '2027-12-31' }),
    );
    setClock(START + 3 * DAY_MS);
    const later = await post(target, validJobBody({ status: 'active', closeDate: '2027-12-31' }));
    setClock(START + 8 * DAY_MS);
    const listed = expectJson(await send(target, { method: 'GET', path: '/jobs' }), 200) as { data: Job[] };
    expect(listed.data.map((job) => [job.id, job.publishDate])).toEqual([
      [refreshed.id, new Date(START + 7 * DAY_MS).toISOString()],
      [later.id, later.publishDate],
    ]);
  });

  it('leaves publishDate alone for auto-refresh off, or a job that is not active', async () => {
    const { target, setClock } = await boardWithClock();
    const off = await post(target, validJobBody({ status: 'active', closeDate: '2027-12-31' }));
    const draft = await post(target, validJobBody({ autoRefresh: true, closeDate: '2027-12-31' }));
    const archived = await post(
      target,
      validJobBody({ status: 'archived', autoRefresh: true, closeDate: '2027-12-31' }),
    );
    setClock(START + 30 * DAY_MS);
    for (const job of [off, draft, archived])
      expect((await getJob(target, job.id)).publishDate).toBe(job.publishDate);
  });

  it('accepts a closeDate equal to the publish date', async () => {
    const { target } = await boardWithClock();
    const job = await post(target, validJobBody({ closeDate: new Date(START).toISOString() }));
    expect(job.closeDate).toBe(job.publishDate);
  });

  it('refuses with 400 to re-publish an archived job whose closeDate is before the new publish date', async () => {
    const { target, setClock } = await boardWithClock();
    const job = await post(
      target,
      validJobBody({ status: 'archived', closeDate: new Date(START + 10 * DAY_MS).toISOString() }),
    );
    setClock(START + 20 * DAY_MS);
    const refused = await send(target, {
      method: 'PUT',
      path: `/jobs/${job.id}`,
      json: { status: 'active' },
    });
    expectFieldError(refused, 'closeDate');
    const withDate = await send(target, {
      method: 'PUT',
      path: `/jobs/${job.id}`,
      json: { status: 'active', closeDate: '2026-06-30' },
    });
    expect(expectJob(withDate, 200).publishDate).toBe(new Date(START + 20 * DAY_MS).toISOString());
  });
});

async function getJob(target: ApiTarget, id: number): Promise<Job> {
  return expectJob(await send(target, { method: 'GET', path: `/jobs/${id}` }), 200);
}

// A board that never stops talking costs one failed call, not the core's memory: a fake board on
// 127.0.0.1 streams spaces until the client hangs up, declares a body of gigabytes, or sends a web page.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { MAX_ANSWER_BYTES } from '../../src-shared/client/send-request.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const SPACES = Buffer.alloc(64 * 1024, ' ');

type FakeBoard = { origin: string; sent: () => number; hungUp: Promise<void>; close(): Promise<void> };

let board: FakeBoard | undefined;
let core: JobDeskCore | undefined;
afterEach(async () => {
  await core?.close();
  await board?.close();
  board = undefined;
  core = undefined;
});

/** Answers every request with `answer`, which may write forever: it stops when the client hangs up. */
async function fakeBoard(
  answer: (response: ServerResponse, request: IncomingMessage) => void,
): Promise<FakeBoard> {
  let sent = 0;
  let hangUp = () => {};
  const hungUp = new Promise<void>((resolve) => {
    hangUp = resolve;
  });
  const server: Server = createServer((request, response) => {
    response.on('close', hangUp);
    const write = response.write.bind(response);
    response.write = ((chunk: Buffer, ...rest: never[]) => {
      sent += chunk.length;
      return write(chunk, ...rest);
    }) as typeof response.write;
    answer(response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sent: () => sent,
    hungUp,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Spaces, 64 KiB at a time as fast as the client takes them, until it hangs up: gigabytes if it never does. */
function spacesForever(response: ServerResponse): void {
  const more = (): void => {
    while (!response.destroyed && response.write(SPACES));
    if (!response.destroyed) response.once('drain', more);
  };
  more();
}

const clientOf = (origin: string) =>
  createJobBoardClient({
    baseUrl: `${origin}/api/v1.1`,
    getApiKey: () => 'board-key-0123456789',
    timeoutMs: 20_000,
  });

describe('a board whose answer never ends', () => {
  it('costs one failed call, named for the board, within seconds and without the core growing past the bound', async () => {
    board = await fakeBoard((response, request) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      if (request.url?.endsWith('/positiontypes')) response.end('{"data":[]}');
      else spacesForever(response);
    });
    const client = clientOf(board.origin);
    // fetch's own code loads with the first call: only what the answer costs is measured.
    expect((await client.listPositionTypes()).ok).toBe(true);
    const rssBefore = process.memoryUsage().rss;
    const startedAt = performance.now();
    const result = await client.listJobs();
    const ms = performance.now() - startedAt;
    const grewBy = process.memoryUsage().rss - rssBefore;
    await board.hungUp;

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'too-large',
      reason: 'too-large',
      retryable: true,
      status: 200,
    });
    expect(!result.ok && result.error.message).toContain(
      `The job board at ${board.origin} sent an answer larger than 8 MB (GET /jobs)`,
    );
    expect(ms).toBeLessThan(5_000);
    // What was read is at most the bound; the board stopped once the client hung up.
    expect(board.sent()).toBeLessThan(MAX_ANSWER_BYTES + 32 * 1024 * 1024);
    expect(grewBy).toBeLessThan(50 * 1024 * 1024);
    console.log(
      `A never-ending board: failed in ${Math.round(ms)} ms, the core's RSS grew by ${(grewBy / 1024 / 1024).toFixed(1)} MB, the board sent ${(board.sent() / 1024 / 1024).toFixed(1)} MB before the client hung up.`,
    );
  });

  it('refuses an answer whose Content-Length is over the bound before reading any of it', async () => {
    board = await fakeBoard((response) => {
      response.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Length': String(1.5 * 1024 ** 3),
      });
      response.write(SPACES);
    });
    const startedAt = performance.now();
    const result = await clientOf(board.origin).getJob(1);
    expect(!result.ok && result.error).toMatchObject({ kind: 'too-large', status: 200 });
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    await board.hungUp;
  });

  it('reads an error answer that never ends only as far as its message', async () => {
    board = await fakeBoard((response) => {
      response.writeHead(503, { 'Content-Type': 'text/plain' });
      response.write('The board is down for maintenance.');
      spacesForever(response);
    });
    const result = await clientOf(board.origin).getJob(1);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'http',
      status: 503,
      retryable: true,
      messages: ['The board is down for maintenance.'],
    });
    await board.hungUp;
    expect(board.sent()).toBeLessThan(32 * 1024 * 1024);
  });
});

describe('a sound answer', () => {
  it('still fits when a board lists 100 jobs with long descriptions', async () => {
    const description = `<p>${'Cook fresh food for a busy kitchen and train the new cooks. '.repeat(1_300)}</p>`;
    const data = Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      referenceId: null,
      employer: { id: 1, name: 'Acme' },
      title: `Cook ${index + 1}`,
      publishDate: '2026-05-01T10:00:00Z',
      locations: [{ id: 1, name: 'Moncton', description: 'Moncton, NB', type: 'City' }],
      confidential: false,
      status: 'active',
      description,
    }));
    const body = JSON.stringify({
      data,
      paging: { total: 100, page: 1, pages: 1, pageSize: 100, previous: '', next: '' },
    });
    expect(body.length).toBeGreaterThan(7_500_000);
    board = await fakeBoard((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(body);
    });
    const result = await clientOf(board.origin).listJobs({ pageSize: 100 });
    if (!result.ok) throw result.error;
    expect(result.value.data).toHaveLength(100);
  });
});

describe('a board that answers with a web page', () => {
  it('is a clear invalid answer naming the board and the type it sent, its page never read', async () => {
    board = await fakeBoard((response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write('<!doctype html><html><head><title>Welcome to nginx!</title></head><body>');
      spacesForever(response);
    });
    const startedAt = performance.now();
    const result = await clientOf(board.origin).listJobs();
    expect(!result.ok && result.error).toMatchObject({
      kind: 'invalid-response',
      status: 200,
      retryable: false,
      messages: [
        `The job board at ${board.origin} sent an answer JobDesk cannot read (GET /jobs).`,
        'The body is not JSON.',
        'It came as text/html.',
      ],
    });
    expect(performance.now() - startedAt).toBeLessThan(2_000);
    await board.hungUp;
  });
});

describe('a core syncing with a board that never stops talking', () => {
  it('keeps answering the UI, and says in the sync status which board misbehaves', async () => {
    board = await fakeBoard((response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      spacesForever(response);
    });
    const localKey = 'local-key-unbounded-board';
    core = await createJobDeskCore({
      localApiKey: localKey,
      secrets: createMemorySecretStore(),
      fetch: globalThis.fetch,
      clock: systemClock,
      random: () => 0.5,
      logger: createTestLogger({ quiet: true }),
    });
    const running = core;
    const call = (method: string, path: string, body?: unknown) =>
      running.fetch(
        new Request(`http://127.0.0.1${path}`, {
          method,
          headers: { 'API-Key': localKey, 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    const rssBefore = process.memoryUsage().rss;
    const settings = { remoteUrl: `${board.origin}/api/v1.1`, apiKey: 'board-key-0123456789' };
    expect((await call('PUT', '/app/v1/settings', settings)).status).toBeLessThan(300);

    let slowest = 0;
    let status: { state: string; message?: string } = { state: '' };
    for (let waited = 0; waited < 10_000 && status.state !== 'retrying'; waited += 50) {
      const startedAt = performance.now();
      status = (await (await call('GET', '/app/v1/sync')).json()) as typeof status;
      slowest = Math.max(slowest, performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const grewBy = process.memoryUsage().rss - rssBefore;
    expect(status.state).toBe('retrying');
    expect(status.message).toContain(`The job board at ${board.origin} sent an answer larger than 8 MB`);
    expect(slowest).toBeLessThan(1_000);
    // Three calls at once (position types, categories, the list), each cut off at the bound.
    expect(grewBy).toBeLessThan(150 * 1024 * 1024);
    console.log(
      `A core syncing with a never-ending board: the sync status answered within ${Math.round(slowest)} ms at worst; RSS grew by ${(grewBy / 1024 / 1024).toFixed(1)} MB.`,
    );
  });
});

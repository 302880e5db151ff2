// The board key goes only where it was given, and sync says what is true about the address: a JobDesk
// core syncing over real HTTP with a board on 127.0.0.1, driven through its front door; catchers on
// other ports record every request they get.

import { afterEach, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { type LoopbackServer, serveOnLoopback } from '../../src-main/host/serve-on-loopback.ts';
import { ConnectionTestSchema, type SyncStatus, SyncStatusSchema } from '../../src-shared/schemas/app.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-board-address-1';
const BOARD_KEY = 'board-key-that-must-stay-home-7';

type Caught = { method: string; path: string; apiKey: string | null; authorization: string | null };
type Catcher = { server: LoopbackServer; caught: Caught[]; origin: string };

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server on another port that records each request and answers it with `answer`. */
async function startCatcher(
  answer: (request: Request) => Response = () => new Response('caught'),
): Promise<Catcher> {
  const caught: Caught[] = [];
  const server = await serveOnLoopback((request) => {
    const url = new URL(request.url);
    caught.push({
      method: request.method,
      path: url.pathname + url.search,
      apiKey: request.headers.get('API-Key'),
      authorization: request.headers.get('Authorization'),
    });
    return answer(request);
  });
  cleanups.push(() => server.close());
  return { server, caught, origin: server.origin };
}

async function startBoard(): Promise<{ board: StandaloneBoard; server: LoopbackServer; baseUrl: string }> {
  const board = await createStandaloneBoard({
    keys: [{ key: BOARD_KEY, employer: 'Acme Staffing' }],
    logger: createTestLogger({ quiet: true }),
  });
  const server = await serveOnLoopback((request) => board.fetch(request));
  cleanups.push(async () => {
    await server.close();
    board.close();
  });
  return { board, server, baseUrl: `${server.origin}/api/v1.1` };
}

async function startCore(): Promise<JobDeskCore> {
  const core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    fetch: (input, init) => globalThis.fetch(input, init),
    clock: systemClock,
    random: Math.random,
    logger: createTestLogger({ quiet: true }),
    places: [{ name: 'Moncton', province: 'NB' }],
    sync: { pollIntervalMs: 100, pullIntervalMs: 500, requestTimeoutMs: 5_000 },
  });
  cleanups.push(() => core.close());
  return core;
}

function call(core: JobDeskCore, method: string, path: string, body?: unknown): Promise<Response> {
  return core.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: {
        'API-Key': LOCAL_KEY,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function syncStatus(core: JobDeskCore): Promise<SyncStatus> {
  return SyncStatusSchema.parse(await (await call(core, 'GET', '/app/v1/sync')).json());
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A core synced with the board under the board key, with one job on the board. */
async function syncedCore(baseUrl: string): Promise<JobDeskCore> {
  const core = await startCore();
  expect(
    (await call(core, 'PUT', '/app/v1/settings', { remoteUrl: baseUrl, apiKey: BOARD_KEY })).status,
  ).toBe(200);
  expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Welder' }))).status).toBe(201);
  await waitFor(
    () => syncStatus(core),
    (status) => status.pending === 0 && status.lastSyncAt !== null,
    'a sync',
  );
  return core;
}

describe('the board key after an address change', () => {
  it('never reaches a catcher on another port: the new address forgets the key, and sync asks for it', async () => {
    const { baseUrl } = await startBoard();
    const core = await syncedCore(baseUrl);
    const catcher = await startCatcher();

    const changed = await call(core, 'PUT', '/app/v1/settings', { remoteUrl: `${catcher.origin}/api/v1.1` });
    expect(await changed.json()).toEqual({ remoteUrl: `${catcher.origin}/api/v1.1`, hasApiKey: false });
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Cook' }))).status).toBe(201);
    await call(core, 'POST', '/app/v1/sync', { full: true });
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(
      catcher.caught.filter((request) => request.apiKey !== null || request.authorization !== null),
    ).toEqual([]);
    const status = await syncStatus(core);
    expect(status.state).toBe('unconfigured');
    expect(status.reason).toBe('no-key');
    expect(status.message).toMatch(/enter the job board’s API key/);

    // Back to the board's own address: the key was forgotten, and the recruiter enters it again.
    expect(await (await call(core, 'PUT', '/app/v1/settings', { remoteUrl: baseUrl })).json()).toEqual({
      remoteUrl: baseUrl,
      hasApiKey: false,
    });
  });

  it('never follows a redirect, so the key does not travel with it; sync says what happened', async () => {
    const catcher = await startCatcher();
    const redirector = await startCatcher(
      (request) =>
        new Response(null, {
          status: 307,
          headers: { Location: `${catcher.origin}${new URL(request.url).pathname}` },
        }),
    );
    const core = await startCore();
    await call(core, 'PUT', '/app/v1/settings', {
      remoteUrl: `${redirector.origin}/api/v1.1`,
      apiKey: BOARD_KEY,
    });
    await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Baker' }));
    const status = await waitFor(
      () => syncStatus(core),
      (each) => each.state === 'error',
      'the error state',
    );

    expect(redirector.caught.length).toBeGreaterThan(0);
    expect(catcher.caught).toEqual([]);
    expect(status.reason).toBe('redirected');
    expect(status.message).toMatch(/no job board at this address/);
    expect(status.message).toMatch(/does not follow it/);
  });
});

describe('sync at an address that is not a job board', () => {
  it.each([
    ['the board without /api/v1.1 (404 on the list)', (board: string) => board.replace(/\/api\/v1\.1$/, '')],
  ])('is in the error state for %s, never idle, and saying to check the address', async (_name, address) => {
    const { baseUrl } = await startBoard();
    const core = await startCore();
    await call(core, 'PUT', '/app/v1/settings', { remoteUrl: address(baseUrl), apiKey: BOARD_KEY });
    await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Driver' }));
    const status = await waitFor(
      () => syncStatus(core),
      (each) => each.state === 'error',
      'the error state',
    );
    expect(status.reason).toBe('not-a-board');
    expect(status.message).toBe(
      'There is no job board at this address: check it ends with /api/v1.1 (for example https://jobs.example.com/api/v1.1).',
    );
    expect(status.lastSyncAt).toBeNull();
    // The change was not refused: it waits for the right address.
    expect(status.pending).toBe(1);
    expect(status.failed).toBe(0);
  });

  it('is in the error state for a site that answers HTML with 200', async () => {
    const site = await startCatcher(
      () =>
        new Response('<!doctype html><title>Welcome</title>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const core = await startCore();
    await call(core, 'PUT', '/app/v1/settings', { remoteUrl: `${site.origin}/api/v1.1`, apiKey: BOARD_KEY });
    const status = await waitFor(
      () => syncStatus(core),
      (each) => each.state === 'error',
      'the error state',
    );
    expect(status.message).toMatch(/check it ends with \/api\/v1\.1/);
  });

  it('is in the error state for a site that answers JSON not of the board’s shape with 200', async () => {
    const site = await startCatcher(() => Response.json({ status: 'ok', items: [{ name: 'Welcome' }] }));
    const core = await startCore();
    await call(core, 'PUT', '/app/v1/settings', { remoteUrl: `${site.origin}/api/v1.1`, apiKey: BOARD_KEY });
    await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Roofer' }));
    const status = await waitFor(
      () => syncStatus(core),
      (each) => each.state === 'error',
      'the error state',
    );
    expect(status.message).toMatch(/no job board at this address: check it ends with \/api\/v1\.1/);
    expect(status.lastSyncAt).toBeNull();
    expect(status.pending).toBe(1);
  });
});

describe('Test connection with what the form holds', () => {
  it('tests a typed address and key without saving them, and says which it tested', async () => {
    const { baseUrl } = await startBoard();
    const core = await startCore();
    const answer = ConnectionTestSchema.parse(
      await (
        await call(core, 'POST', '/app/v1/settings/test', { remoteUrl: baseUrl, apiKey: BOARD_KEY })
      ).json(),
    );
    expect(answer).toMatchObject({
      ok: true,
      reached: true,
      keyAccepted: true,
      address: baseUrl,
      keySource: 'typed',
    });
    expect(await (await call(core, 'GET', '/app/v1/settings')).json()).toEqual({
      remoteUrl: null,
      hasApiKey: false,
    });
  });

  it('uses the saved key only with the saved address: a typed other address gets no key', async () => {
    const { baseUrl } = await startBoard();
    const core = await syncedCore(baseUrl);
    const saved = ConnectionTestSchema.parse(
      await (await call(core, 'POST', '/app/v1/settings/test', {})).json(),
    );
    expect(saved).toMatchObject({ ok: true, address: baseUrl, keySource: 'saved' });

    const catcher = await startCatcher();
    const other = ConnectionTestSchema.parse(
      await (
        await call(core, 'POST', '/app/v1/settings/test', { remoteUrl: `${catcher.origin}/api/v1.1` })
      ).json(),
    );
    expect(other).toMatchObject({
      ok: false,
      keySource: 'none',
      missing: 'key-for-address',
      address: `${catcher.origin}/api/v1.1`,
    });
    expect(other.messages.join(' ')).toMatch(/saved key is kept for the saved address only/);
    expect(catcher.caught).toEqual([]);
  });

  it('does not say the board answered where there is no board', async () => {
    const { baseUrl } = await startBoard();
    const core = await startCore();
    const answer = ConnectionTestSchema.parse(
      await (
        await call(core, 'POST', '/app/v1/settings/test', {
          remoteUrl: baseUrl.replace(/\/api\/v1\.1$/, ''),
          apiKey: BOARD_KEY,
        })
      ).json(),
    );
    expect(answer).toMatchObject({ ok: false, reached: false, keyAccepted: null, reason: 'not-a-board' });
    expect(answer.messages).toEqual([
      'There is no job board at this address: check it ends with /api/v1.1 (for example https://jobs.example.com/api/v1.1).',
    ]);
  });
});

describe('settings refusals', () => {
  const refusedAddresses = [
    ['http://user:pass@127.0.0.1:8787/api/v1.1', /user name or password/],
    ['http://user@board.example/api/v1.1', /user name or password/],
    ['http://169.254.169.254/latest', /link-local or unspecified/],
    ['http://2852039166/', /link-local or unspecified/],
    ['http://0xA9FEA9FE/', /link-local or unspecified/],
    ['http://0251.0376.0251.0376/', /link-local or unspecified/],
    ['http://169.254.1.1./', /link-local or unspecified/],
    ['http://[fe80::1]/', /link-local or unspecified/],
    ['http://[febf::1]/', /link-local or unspecified/],
    ['http://[::ffff:169.254.169.254]/', /link-local or unspecified/],
    ['http://0.0.0.0:8787/', /link-local or unspecified/],
    ['http://0/', /link-local or unspecified/],
    ['http://[::]/', /link-local or unspecified/],
  ] as const;

  it.each(refusedAddresses)('refuses %s with a message under remoteUrl', async (remoteUrl, message) => {
    const core = await startCore();
    const response = await call(core, 'PUT', '/app/v1/settings', { remoteUrl, apiKey: 'k' });
    expect(response.status).toBe(400);
    const fields = ErrorBodySchema.parse(await response.json()).error.fields ?? [];
    expect(fields).toEqual([{ path: 'remoteUrl', message: expect.stringMatching(message) }]);
  });

  it('refuses a key with a line break, a tab or a NUL with a message under apiKey', async () => {
    const core = await startCore();
    for (const apiKey of ['abc\ndef', 'abc\u0000', 'a\tb', 'k\u007f']) {
      const response = await call(core, 'PUT', '/app/v1/settings', {
        remoteUrl: 'http://127.0.0.1:8787',
        apiKey,
      });
      expect(response.status, JSON.stringify(apiKey)).toBe(400);
      const fields = ErrorBodySchema.parse(await response.json()).error.fields ?? [];
      expect(fields).toEqual([{ path: 'apiKey', message: expect.stringMatching(/control character/) }]);
    }
  });

  it('refuses a key with no address to keep it for', async () => {
    const core = await startCore();
    const response = await call(core, 'PUT', '/app/v1/settings', { apiKey: 'k' });
    expect(response.status).toBe(400);
    expect(ErrorBodySchema.parse(await response.json()).error.fields).toEqual([
      {
        path: 'apiKey',
        message: 'Enter the job board address with the key: a key is kept for one address only.',
      },
    ]);
  });

  it('accepts ordinary addresses, local ones included', async () => {
    const core = await startCore();
    for (const remoteUrl of [
      'http://127.0.0.1:8787/api/v1.1',
      'https://jobs.example.com/api/v1.1',
      'http://[::1]:8787/',
    ]) {
      expect((await call(core, 'PUT', '/app/v1/settings', { remoteUrl })).status, remoteUrl).toBe(200);
    }
  });

  it('refuses an http:// address off this computer until the recruiter allows it, in Settings, boards and tests', async () => {
    const core = await startCore();
    const remoteUrl = 'http://jobs.example.com/api/v1.1';
    const unencrypted = /^Over http:\/\/ the API key would cross the network unencrypted/;
    const attempts: Array<[string, string, Record<string, unknown>, string]> = [
      ['PUT', '/app/v1/settings', { remoteUrl, apiKey: 'k' }, 'remoteUrl'],
      ['POST', '/app/v1/settings/test', { remoteUrl, apiKey: 'k' }, 'remoteUrl'],
      ['POST', '/app/v1/boards', { name: 'Plain', url: remoteUrl, apiKey: 'k' }, 'url'],
      ['PUT', '/app/v1/boards/1', { url: remoteUrl }, 'url'],
    ];
    for (const [method, path, body, field] of attempts) {
      const refused = await call(core, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(400);
      expect(ErrorBodySchema.parse(await refused.json()).error.fields, `${method} ${path}`).toEqual([
        { path: field, message: expect.stringMatching(unencrypted) },
      ]);
    }
    const allowed = await call(core, 'POST', '/app/v1/boards', {
      name: 'Plain',
      url: remoteUrl,
      apiKey: 'k',
      allowUnencrypted: true,
    });
    expect(allowed.status).toBe(201);
    expect((await call(core, 'PUT', '/app/v1/settings', { remoteUrl, allowUnencrypted: true })).status).toBe(
      200,
    );
  });
});

// The front door of browser mode under random requests over raw HTTP on 127.0.0.1: paths, methods, HTTP
// versions, Host headers (none, user@, another site), keys, cookies, origins, bodies and settings bodies.
// No request gets a 5xx; every error answer is the one error body (or the page that says how to open
// JobDesk), with no stack trace. This is the fuzzer that found `GET /%00` and `Host: user@…` answering 500.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src-main/api/browser-access.ts';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { readUiFolder } from '../../src-main/core/ui-folder.ts';
import { type LoopbackServer, listenOnLoopback } from '../../src-main/host/serve-on-loopback.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { STACK_TRACE } from '../helpers/api-expectations.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { type RawHttpAnswer, rawHttpExchange } from '../helpers/raw-http.ts';
import { createTestLogger } from '../helpers/test-logger.ts';
import { pathSegment, rawBody } from './bad-input.arbitraries.ts';

/** At least 2,000 requests a run, in well under 30 s on a shared two-core machine. */
const RUNS = { requestLines: 800, headers: 700, bodies: 600 } as const;
const SEED = Number(process.env.JOBDESK_PROPERTY_SEED ?? Date.now() % 2_147_483_647);
const LOCAL_KEY = 'fuzz-local-key-123456';
const TOKEN = 'fuzz-run-token-abcdef';

let server: LoopbackServer;
let core: JobDeskCore;
let uiRoot: string;
let requests = 0;
const statuses = new Map<number, number>();

beforeAll(async () => {
  uiRoot = mkdtempSync(join(tmpdir(), 'jobdesk-fuzz-ui-'));
  mkdirSync(join(uiRoot, 'assets'));
  writeFileSync(
    join(uiRoot, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(uiRoot, 'assets', 'index.js'), 'console.log(1);');
  server = await listenOnLoopback(0);
  core = await createJobDeskCore({
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    // Nothing leaves the machine: every board address the fuzzer saves is offline.
    fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
    clock: systemClock,
    random: Math.random,
    logger: createTestLogger({ quiet: true }),
    places: [{ name: 'Moncton', province: 'NB' }],
    ui: { readFile: readUiFolder(uiRoot) },
    allowedHosts: [server.host, `localhost:${server.port}`],
    browserAccess: { token: TOKEN, origins: [server.origin], port: server.port },
    sync: { pollIntervalMs: 60_000, pullIntervalMs: 60_000, requestTimeoutMs: 1_000 },
  });
  server.serve((request) => core.fetch(request));
}, 30_000);
afterAll(async () => {
  await server?.close();
  await core?.close();
  rmSync(uiRoot, { recursive: true, force: true });
});

type RawRequest = {
  method: string;
  target: string;
  version: '1.0' | '1.1';
  /** null: no Host header at all. */
  host: string | null;
  headers: Array<[string, string]>;
  body?: string;
};

function encode(request: RawRequest): Buffer {
  const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
  const lines = [`${request.method} ${request.target} HTTP/${request.version}`];
  if (request.host !== null) lines.push(`Host: ${request.host}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${body.length}`);
  lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return body === undefined ? head : Buffer.concat([head, body]);
}

/** Sends one request and checks the answer; the error thrown names the request. */
async function check(request: RawRequest): Promise<RawHttpAnswer> {
  requests += 1;
  const answer = await rawHttpExchange(server.port, encode(request));
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const where = `${answer.status} ${answer.body.slice(0, 300)}\nsent: ${JSON.stringify({ ...request, body: request.body?.slice(0, 200) })}`;
  expect(answer.status >= 200 && answer.status < 500, where).toBe(true);
  expect(answer.body, where).not.toMatch(STACK_TRACE);
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status >= 400 && request.method !== 'HEAD') {
    if (type.startsWith('text/html')) expect(answer.body, where).toContain('npm run web');
    else expect(ErrorBodySchema.safeParse(JSON.parse(answer.body)).success, where).toBe(true);
  }
  return answer;
}

const own = () => server.host;
const hostHeader = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>('OWN') },
  {
    weight: 4,
    arbitrary: fc.constantFrom<string | null>(
      null,
      '',
      'USER@OWN',
      'user:pass@OWN',
      'evil.example',
      'LOCALHOST_PORT',
      '127.0.0.1',
      '[::1',
      '[::1]:80',
      'OWN:80',
      '127.0.0.1:99999',
      'ＯＷＮ',
      'own host',
      '%00',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((text) => text.replace(/[^\x21-\x7e]/g, '')) },
);
const resolveHost = (host: string | null) =>
  host === null
    ? null
    : host
        .replace('LOCALHOST_PORT', `localhost:${server.port}`)
        .replace('OWN', own())
        .replace('ＯＷＮ', '１２７.０.０.１');

const method = fc.constantFrom(
  'GET',
  'GET',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'HEAD',
  'OPTIONS',
  'get',
  'FOO',
  'TRACE',
);
const prefix = fc.constantFrom('', '/api/v1.1', '/app/v1', '/app/v1/jobs', '/assets', '/api', '/app');
const oddSegment = fc.oneof(
  pathSegment,
  fc.constantFrom(
    '%00',
    '%ff',
    '\\',
    '..%5c',
    'index.html',
    'settings',
    'events',
    'sync',
    'test',
    '%E0%A4%A',
    '~',
  ),
  fc.integer({ min: 1, max: 4000 }).map((length) => 'a'.repeat(length)),
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?token=',
    `?token=${TOKEN}`,
    '?token=wrong',
    '?key=fuzz-local-key-123456',
    '?%00',
    '?a=%',
    '?token=%00',
  ),
  fc.string({ maxLength: 20 }).map((text) => `?${encodeURIComponent(text)}`),
);
const keyHeader = fc.constantFrom<Array<[string, string]>>(
  [],
  [['API-Key', LOCAL_KEY]],
  [['API-Key', 'nope']],
  [['api-key', ' ']],
);

describe('the front door under random requests over raw HTTP', () => {
  it(`answers ${RUNS.requestLines} random request lines, versions and Hosts with a 2xx, a 3xx or a 4xx`, async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        prefix,
        fc.array(oddSegment, { maxLength: 4 }),
        query,
        fc.constantFrom<'1.0' | '1.1'>('1.0', '1.1'),
        hostHeader,
        keyHeader,
        async (verb, start, segments, search, version, host, key) => {
          await check({
            method: verb,
            target: `${start}/${segments.join('/')}${search}`,
            version,
            host: resolveHost(host),
            headers: key,
          });
        },
      ),
      { numRuns: RUNS.requestLines, seed: SEED },
    );
  }, 60_000);

  it(`answers ${RUNS.headers} requests with random keys, session cookies, origins and fetch metadata`, async () => {
    const exchange = await fetch(`${server.origin}/?token=${TOKEN}`, { redirect: 'manual' });
    const cookie = (exchange.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(cookie.startsWith(`${sessionCookieName(server.port)}=`)).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/',
          '/index.html',
          '/app/v1/sync',
          '/app/v1/settings',
          '/api/v1.1/jobs',
          '/app/v1/events',
          `/?token=${TOKEN}`,
        ),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom(
          undefined,
          cookie,
          `${cookie}x`,
          'jobdesk-session-1=abc',
          `${cookie}; ${cookie}`,
          '=;;=',
          'a'.repeat(5000),
        ),
        fc.constantFrom(
          undefined,
          server.origin,
          'https://evil.example',
          'null',
          `http://127.0.0.1:${server.port + 1}`,
        ),
        fc.constantFrom(undefined, 'same-origin', 'same-site', 'cross-site', 'none', 'bogus'),
        fc.constantFrom(undefined, 'application/json', 'text/plain', ';;', 'application/json; charset=nope'),
        keyHeader,
        async (target, verb, cookieValue, origin, site, contentType, key) => {
          const headers: Array<[string, string]> = [...key];
          if (cookieValue !== undefined) headers.push(['Cookie', cookieValue]);
          if (origin !== undefined) headers.push(['Origin', origin]);
          if (site !== undefined) headers.push(['Sec-Fetch-Site', site]);
          if (contentType !== undefined) headers.push(['Content-Type', contentType]);
          await check({
            method: verb,
            target,
            version: '1.1',
            host: own(),
            headers,
            body: verb === 'GET' ? undefined : '{}',
          });
        },
      ),
      { numRuns: RUNS.headers, seed: SEED },
    );
  }, 60_000);

  it(`answers ${RUNS.bodies} random bodies, settings bodies among them, with a 2xx or a 4xx`, async () => {
    const settingsBody = fc.record(
      {
        remoteUrl: fc.oneof(
          fc.constantFrom(
            'http://127.0.0.1:9/api/v1.1',
            'http://user:pass@127.0.0.1:9',
            'http://169.254.169.254/',
            'http://0xA9FEA9FE/',
            'http://[fe80::1]/',
            'http://[::]/',
            '',
            'ftp://x',
            'http://',
            `http://${'a'.repeat(3000)}.example`,
          ),
          fc.webUrl(),
          fc.string({ maxLength: 40 }),
        ),
        apiKey: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.constantFrom('k\n', 'k\u0000', '', 'K'.repeat(300)),
        ),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ['PUT', '/app/v1/settings'],
          ['POST', '/app/v1/settings/test'],
          ['POST', '/app/v1/sync'],
          ['POST', '/api/v1.1/jobs'],
          ['PUT', '/api/v1.1/jobs'],
        ),
        fc.oneof(
          settingsBody.map((body) => JSON.stringify(body) ?? '{}'),
          rawBody,
          fc.constant(JSON.stringify(validJobBody())),
        ),
        async ([verb, target], body) => {
          await check({
            method: verb,
            target,
            version: '1.1',
            host: own(),
            headers: [
              ['API-Key', LOCAL_KEY],
              ['Content-Type', 'application/json'],
            ],
            body,
          });
        },
      ),
      { numRuns: RUNS.bodies, seed: SEED },
    );
  }, 60_000);

  it('sent at least 2,000 requests, none answered 5xx', () => {
    expect(requests).toBeGreaterThanOrEqual(2_000);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
  });
});

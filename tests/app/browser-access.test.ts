// Browser mode is opened, not discovered: `/` carries no key; the address `npm run web` prints holds this
// run's token, which its first GET trades for an HttpOnly, SameSite=Strict session cookie; that cookie
// opens the app endpoints, the local API and the event stream, but only on requests of the page's own
// origin. Through the real `npm run web` process over HTTP, and a core with a built UI on a loopback port.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { readUiFolder } from '../../src-main/core/ui-folder.ts';
import { type LoopbackServer, listenOnLoopback } from '../../src-main/host/serve-on-loopback.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { type CliProcess, startCliProcess } from '../helpers/cli-process.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'LOCALKEY-browser-access-123';
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>JobDesk</title></head>' +
  '<body><div id="root"></div></body></html>';

let web: CliProcess;
let origin: string;
let address: string;
const dirs: string[] = [];

beforeAll(async () => {
  const data = mkdtempSync(join(tmpdir(), 'jobdesk-access-'));
  dirs.push(data);
  web = await startCliProcess({
    name: 'browser mode',
    script: 'src-main/host/web-cli.ts',
    args: ['--port', '0', '--data', data, '--no-build', '--no-open'],
    env: { JOBDESK_API_KEY: LOCAL_KEY },
    readyLine: /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48})$/,
    startTimeoutMs: 30_000,
  });
  address = web.address;
  origin = new URL(address).origin;
}, 40_000);
afterAll(async () => {
  await web?.stop();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtUi(): string {
  const root = mkdtempSync(join(tmpdir(), 'jobdesk-access-ui-'));
  dirs.push(root);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), PAGE);
  return root;
}

/** The cookie the token's exchange sets, as a browser would send it back. */
async function exchangeToken(): Promise<{ cookie: string; setCookie: string; response: Response }> {
  const response = await fetch(address, { redirect: 'manual' });
  const setCookie = response.headers.get('Set-Cookie') ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie, response };
}

describe('opening browser mode', () => {
  it('prints an address with a token for this run, and / without it says how to open JobDesk, with no key', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('npm run web');
    expect(page).toContain('?token=');
    expect(page).not.toContain(LOCAL_KEY);
    expect(page).not.toContain('jobdesk-api-key');
    expect(page).not.toContain('<script');
  });

  it('trades the token for an HttpOnly, SameSite=Strict cookie and sends the browser on to / without it', async () => {
    const { response, setCookie } = await exchangeToken();
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/');
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toContain(LOCAL_KEY);
  });

  it('answers a token not of this run with the page that says how to open JobDesk, and no cookie', async () => {
    const response = await fetch(`${origin}/?token=${'0'.repeat(48)}`, { redirect: 'manual' });
    expect(response.status).toBe(403);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(await response.text()).toContain('not the one of this run');
  });
});

describe('the session cookie', () => {
  it('opens the app endpoints, the local API and the event stream, which need no key in the URL', async () => {
    const { cookie } = await exchangeToken();
    const headers = { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' };
    expect((await fetch(`${origin}/app/v1/sync`, { headers })).status).toBe(200);
    expect((await fetch(`${origin}/api/v1.1/jobs`, { headers })).status).toBe(200);
    const stream = await fetch(`${origin}/app/v1/events`, { headers });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('Content-Type')).toMatch(/text\/event-stream/);
    await stream.body?.cancel();
  });

  it('does not count on a request another site made the browser send, even from another port of 127.0.0.1', async () => {
    const { cookie } = await exchangeToken();
    const otherPort = `http://127.0.0.1:${Number(new URL(origin).port) + 1}`;
    const attempts: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-site', Origin: otherPort },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { Origin: otherPort },
    ];
    for (const extra of attempts) {
      const response = await fetch(`${origin}/app/v1/sync`, {
        method: 'POST',
        headers: { Cookie: cookie, ...extra },
      });
      expect(response.status, JSON.stringify(extra)).toBe(401);
      expect(ErrorBodySchema.parse(await response.json()).error.type).toBe('AuthenticationException');
    }
  });

  it('gets nothing when replayed without proof of the page’s origin, as another process would replay it', async () => {
    const { cookie } = await exchangeToken();
    const bare = { Cookie: cookie };
    expect((await fetch(`${origin}/app/v1/sync`, { headers: bare })).status).toBe(401);
    expect((await fetch(`${origin}/api/v1.1/jobs`, { headers: bare })).status).toBe(401);
    const deleted = await fetch(`${origin}/api/v1.1/jobs/1`, { method: 'DELETE', headers: bare });
    expect(deleted.status).toBe(401);
    const stream = await fetch(`${origin}/app/v1/events`, { headers: bare });
    expect(stream.status).toBe(401);
    await stream.body?.cancel();
    // A typed address (Sec-Fetch-Site: none) opens the page, never an API call.
    const typed = { Cookie: cookie, 'Sec-Fetch-Site': 'none' };
    expect((await fetch(`${origin}/app/v1/sync`, { headers: typed })).status).toBe(401);
    // An Origin of the server's own is proof enough (a browser's same-origin POST).
    const ownOrigin = { Cookie: cookie, Origin: origin };
    expect((await fetch(`${origin}/app/v1/sync`, { method: 'POST', headers: ownOrigin })).status).toBe(202);
  });

  it('is new for each run and each token exchange of a run gives the same one', async () => {
    const first = (await exchangeToken()).cookie;
    const second = (await exchangeToken()).cookie;
    expect(second).toBe(first);
    expect(first.split('=')[1]).toMatch(/^[0-9a-f]{64}$/);
    // The run's cookie is not derived from the local key: nothing computed from the key matches it.
    const { createHmac } = await import('node:crypto');
    const derived = createHmac('sha256', LOCAL_KEY).update('jobdesk browser session').digest('hex');
    expect(first.split('=')[1]).not.toBe(derived);
  });

  it('is refused when forged, and the API-Key header keeps working for other tools', async () => {
    const name = (await exchangeToken()).cookie.split('=')[0];
    const forged = await fetch(`${origin}/app/v1/sync`, { headers: { Cookie: `${name}=${'a'.repeat(64)}` } });
    expect(forged.status).toBe(401);
    expect((await fetch(`${origin}/app/v1/sync`, { headers: { 'API-Key': LOCAL_KEY } })).status).toBe(200);
  });
});

describe('a core with a built UI and browser access', () => {
  let served: { core: JobDeskCore; server: LoopbackServer } | undefined;
  afterAll(async () => {
    await served?.server.close();
    await served?.core.close();
  });

  it('serves the app’s page, without a key in it, only to the session cookie', async () => {
    const server = await listenOnLoopback(0);
    const core = await createJobDeskCore({
      localApiKey: LOCAL_KEY,
      secrets: createMemorySecretStore(),
      fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
      clock: systemClock,
      random: () => 0.5,
      logger: createTestLogger({ quiet: true }),
      places: [{ name: 'Moncton', province: 'NB' }],
      ui: { readFile: readUiFolder(builtUi()) },
      allowedHosts: [server.host],
      browserAccess: { token: 'run-token-123', origins: [server.origin], port: server.port },
    });
    served = { core, server };
    server.serve((request) => core.fetch(request));

    const without = await (await fetch(`${server.origin}/`)).text();
    expect(without).not.toContain('<div id="root"></div>');
    const exchange = await fetch(`${server.origin}/?token=run-token-123`, { redirect: 'manual' });
    const cookie = (exchange.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(new RegExp(`^jobdesk-session-${server.port}=[0-9a-f]{64}$`));
    for (const path of ['/', '/index.html']) {
      const typed = { Cookie: cookie, 'Sec-Fetch-Site': 'none' };
      const page = await (await fetch(`${server.origin}${path}`, { headers: typed })).text();
      expect(page).toContain('<div id="root"></div>');
      const replayed = await (await fetch(`${server.origin}${path}`, { headers: { Cookie: cookie } })).text();
      expect(replayed).not.toContain('<div id="root"></div>');
      expect(page).not.toContain(LOCAL_KEY);
      expect(page).not.toContain('jobdesk-api-key');
    }
  });
});

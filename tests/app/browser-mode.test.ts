// Browser mode's server side: the core serving the built UI with the page's API key, a strict
// Content-Security-Policy, no CORS, only its own Host (DNS rebinding), and the data in the user's
// app-data folder. In process for the answers, then the real `npm run web` process for the wiring.

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UiFileReader } from '../../src-main/api/ui-files.ts';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { readUiFolder } from '../../src-main/core/ui-folder.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { type CliProcess, startCliProcess } from '../helpers/cli-process.ts';
import { createTestLogger, type TestLogger } from '../helpers/test-logger.ts';

const OWN_HOST = '127.0.0.1:5180';
const KEY = 'local-key-"<&>-123';
const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>JobDesk</title>' +
  '<script type="module" crossorigin src="./assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

const dirs: string[] = [];
let core: JobDeskCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
});
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A built UI: index.html and one asset, beside a file that must not be reachable. */
function builtUi(): string {
  const root = tempDir('ui-');
  mkdirSync(join(root, 'renderer', 'assets'), { recursive: true });
  writeFileSync(join(root, 'renderer', 'index.html'), PAGE);
  writeFileSync(join(root, 'renderer', 'assets', 'index-abc.js'), 'console.log("JobDesk");');
  writeFileSync(join(root, 'secret.txt'), 'not for the web');
  return join(root, 'renderer');
}

async function startCore(
  options: { readFile?: UiFileReader; allowedHosts?: readonly string[] } = {},
): Promise<{ core: JobDeskCore; logger: TestLogger }> {
  const logger = createTestLogger({ quiet: true });
  core = await createJobDeskCore({
    localApiKey: KEY,
    secrets: createMemorySecretStore(),
    fetch: (() => Promise.reject(new TypeError('offline'))) as typeof fetch,
    clock: systemClock,
    random: () => 0.5,
    logger,
    places: [{ name: 'Moncton', province: 'NB' }],
    ui: { readFile: options.readFile ?? readUiFolder(builtUi()) },
    // Passing allowedHosts: undefined leaves the Host unchecked, as the desktop app does.
    allowedHosts: 'allowedHosts' in options ? options.allowedHosts : [OWN_HOST],
  });
  return { core, logger };
}

const get = (target: JobDeskCore, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  target.fetch(new Request(`http://${OWN_HOST}${path}`, { method, headers: { Host: OWN_HOST, ...headers } }));

function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('Content-Security-Policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the UI served by the core', () => {
  it('without browser access (the desktop app), serves index.html with the local API key in a <meta> of its <head>, escaped, and never cached', async () => {
    const { core } = await startCore();
    for (const path of ['/', '/index.html']) {
      const response = await get(core, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const page = await response.text();
      const head = /<head>(.*)<\/head>/s.exec(page)?.[1] ?? '';
      expect(
        head.startsWith('<meta name="jobdesk-api-key" content="local-key-&quot;&lt;&amp;&gt;-123">'),
      ).toBe(true);
      expect(page).toContain('<div id="root"></div>');
    }
  });

  it('serves the assets with their type', async () => {
    const { core } = await startCore();
    const response = await get(core, '/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(await response.text()).toBe('console.log("JobDesk");');
  });

  it('sets a strict Content-Security-Policy on the page and its assets: no inline script, its own origin only', async () => {
    const { core } = await startCore();
    for (const path of ['/', '/assets/index-abc.js']) {
      const policy = directives(await get(core, path));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('answers 404 with the error body for a file it does not have or outside its folder', async () => {
    const { core } = await startCore();
    for (const path of [
      '/assets/missing.js',
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const response = await get(core, path);
      expect(response.status, path).toBe(404);
      expect(ErrorBodySchema.parse(await response.json()).error.type).toBe('NotFoundException');
    }
  });

  it('says how to build the UI when it is not built', async () => {
    const { core } = await startCore({ readFile: readUiFolder(tempDir('empty-')) });
    const response = await get(core, '/');
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).error.messages[0]).toMatch(/npm run build/);
  });

  it('answers an unexpected failure with the one 500 body, and logs it with its stack', async () => {
    const { core, logger } = await startCore({
      readFile: async () => {
        throw new Error('disk on fire');
      },
    });
    const response = await get(core, '/');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(ErrorBodySchema.parse(JSON.parse(text)).error).toEqual({
      type: 'InternalException',
      messages: ['Something went wrong on our side. Please try again.'],
    });
    expect(text).not.toContain('disk on fire');
    expect(logger.entries.find((entry) => entry.level === 'error')?.fields.error).toBeInstanceOf(Error);
  });
});

describe("the core's Host check and CORS", () => {
  it('answers 403 with the error body to a request naming another Host, on every part', async () => {
    const { core } = await startCore();
    for (const host of [
      'evil.example',
      'evil.example:5180',
      '127.0.0.1:5181',
      'localhost.evil.example:5180',
      '',
    ]) {
      for (const path of ['/', '/api/v1.1/jobs', '/app/v1/sync', '/api/v1.1/categories']) {
        const response = await get(core, path, { Host: host, 'API-Key': KEY });
        expect(response.status, `${host} ${path}`).toBe(403);
        expect(ErrorBodySchema.parse(await response.json()).error.type).toBe('ForbiddenException');
      }
    }
    expect((await get(core, '/app/v1/sync', { 'API-Key': KEY })).status).toBe(200);
  });

  it("serves every part without a Host list, as the desktop app's own scheme needs", async () => {
    const { core } = await startCore({ allowedHosts: undefined });
    const page = await core.fetch(new Request('jobdesk://app/index.html'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="jobdesk-api-key"');
    const sync = await core.fetch(new Request('jobdesk://app/app/v1/sync', { headers: { 'API-Key': KEY } }));
    expect(sync.status).toBe(200);
  });

  it('sends no CORS header, to a preflight or to a request from another origin', async () => {
    const { core } = await startCore();
    const origin = { Origin: 'https://evil.example' };
    const answers = [
      await get(
        core,
        '/api/v1.1/jobs',
        { ...origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'api-key' },
        'OPTIONS',
      ),
      await get(core, '/api/v1.1/jobs', { ...origin, 'API-Key': KEY }),
      await get(core, '/app/v1/sync', { ...origin, 'API-Key': KEY }),
      await get(core, '/', origin),
    ];
    for (const answer of answers) {
      const cors = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
    }
  });
});

describe('npm run web (the process)', () => {
  let web: CliProcess;
  let dataHome: string;

  beforeAll(async () => {
    dataHome = tempDir('xdg-');
    web = await startCliProcess({
      name: 'browser mode',
      script: 'src-main/host/web-cli.ts',
      args: ['--port', '0', '--no-build', '--api-key', 'LOCALKEY123'],
      readyLine: /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+)\/\?token=[0-9a-f]{48}$/,
      startTimeoutMs: 30_000,
      env: { XDG_DATA_HOME: dataHome },
    });
  });
  afterAll(async () => {
    await web?.stop();
  });

  /** A raw HTTP request: fetch cannot send another Host than the URL's. */
  function send(
    path: string,
    headers: Record<string, string>,
  ): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
    const url = new URL(path, web.address);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(url, { headers: { 'API-Key': 'LOCALKEY123', ...headers } }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('keeps its data in the app-data folder when no --data is given', () => {
    expect(existsSync(join(dataHome, 'JobDesk', 'jobdesk.db'))).toBe(true);
  });

  it('answers its own address (127.0.0.1 or localhost and its port) and refuses another Host with 403', async () => {
    const own = await send('/app/v1/sync', {
      Host: new URL(web.address).host,
      Origin: 'https://evil.example',
    });
    expect(own.status).toBe(200);
    expect(Object.keys(own.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const byName = await send('/app/v1/sync', { Host: `localhost:${new URL(web.address).port}` });
    expect(byName.status).toBe(200);
    const rebound = await send('/app/v1/sync', { Host: `evil.example:${new URL(web.address).port}` });
    expect(rebound.status).toBe(403);
    expect(ErrorBodySchema.parse(JSON.parse(rebound.body)).error.type).toBe('ForbiddenException');
  });
});

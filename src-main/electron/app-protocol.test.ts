import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createJobDeskCore } from '../core/jobdesk-core.ts';
import { createMemorySecretStore } from '../core/secret-store.ts';
import { readUiFolder } from '../core/ui-folder.ts';
import { createAppProtocolHandler } from './app-protocol.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

const POLICY = contentSecurityPolicy('production');

function routedHandler() {
  const core = vi.fn(async (request: Request) => new Response(`core ${new URL(request.url).pathname}`));
  const ui = vi.fn(async (request: Request) => new Response(`ui ${new URL(request.url).pathname}`));
  const onUnexpectedError = vi.fn();
  const handler = createAppProtocolHandler({ core, ui, contentSecurityPolicy: POLICY, onUnexpectedError });
  return { handler, core, ui, onUnexpectedError };
}

describe('the app scheme handler', () => {
  it('sends everything to the core when the core serves the UI (the built app)', async () => {
    const core = vi.fn(async (request: Request) => new Response(`core ${new URL(request.url).pathname}`));
    const handler = createAppProtocolHandler({
      core,
      contentSecurityPolicy: POLICY,
      onUnexpectedError: () => {},
    });
    for (const path of ['/', '/assets/index.js', '/api/v1.1/jobs', '/app/v1/sync'])
      expect(await (await handler(new Request(`jobdesk://app${path}`))).text()).toBe(`core ${path}`);
  });

  it.each([
    ['jobdesk://app/api/v1.1/jobs?page=2', 'core'],
    ['jobdesk://app/app/v1/sync', 'core'],
    ['jobdesk://app/app/v1/events?key=k', 'core'],
    ['jobdesk://app/', 'ui'],
    ['jobdesk://app/assets/index-abc.js', 'ui'],
    ['jobdesk://app/apiary.png', 'ui'],
  ])('with a dev server, sends %s to the %s', async (url, target) => {
    const { handler } = routedHandler();
    const response = await handler(new Request(url));
    expect(await response.text()).toBe(`${target} ${new URL(url).pathname}`);
    expect(response.headers.get('content-security-policy')).toBe(POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for any other host on the scheme without calling the core or the UI', async () => {
    const { handler, core, ui } = routedHandler();
    const response = await handler(new Request('jobdesk://evil/api/v1.1/jobs'));
    expect(response.status).toBe(404);
    expect(core).not.toHaveBeenCalled();
    expect(ui).not.toHaveBeenCalled();
  });

  it('turns a thrown handler into a plain 500 without details and reports the error', async () => {
    const onUnexpectedError = vi.fn();
    const handler = createAppProtocolHandler({
      core: async () => {
        throw new Error('secret detail at /home/someone');
      },
      ui: async () => new Response('ui'),
      contentSecurityPolicy: POLICY,
      onUnexpectedError,
    });
    const response = await handler(new Request('jobdesk://app/api/v1.1/jobs'));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });
});

describe('the app scheme over the real core serving the built UI', async () => {
  const root = mkdtempSync(join(tmpdir(), 'jobdesk-renderer-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>JobDesk</title></head><body></body></html>',
  );
  const localApiKey = 'local-key-0123456789abcdef';
  const core = await createJobDeskCore({
    localApiKey,
    secrets: createMemorySecretStore(),
    fetch: async () => new Response(null, { status: 503 }),
    clock: { now: () => Date.now(), setTimeout: () => 0, clearTimeout: () => {} },
    random: () => 0.5,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    ui: { readFile: readUiFolder(root) },
  });
  afterAll(async () => {
    await core.close();
    rmSync(root, { recursive: true, force: true });
  });
  const handler = createAppProtocolHandler({
    core: core.fetch,
    contentSecurityPolicy: POLICY,
    onUnexpectedError: (error) => {
      throw error;
    },
  });

  it('serves index.html with the key meta, and the API with that key, on one origin', async () => {
    const page = await handler(new Request('jobdesk://app/'));
    const html = await page.text();
    const key = /<meta name="jobdesk-api-key" content="([^"]+)">/.exec(html)?.[1];
    expect(key).toBe(localApiKey);

    const jobs = await handler(
      new Request('jobdesk://app/api/v1.1/jobs', { headers: { 'API-Key': key ?? '' } }),
    );
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get('content-type')).toContain('application/json');

    const refused = await handler(
      new Request('jobdesk://app/app/v1/sync', { headers: { 'API-Key': 'wrong' } }),
    );
    expect(refused.status).toBe(401);
  });
});

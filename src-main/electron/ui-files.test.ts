import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBuiltUiHandler, createDevServerUiHandler, injectApiKeyMeta } from './ui-files.ts';

const base = mkdtempSync(join(tmpdir(), 'jobdesk-ui-files-'));
const root = join(base, 'renderer');
mkdirSync(join(root, 'assets'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<html><head lang="en"><title>x</title></head></html>');
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
writeFileSync(join(base, 'outside.txt'), 'not for the page');
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('injectApiKeyMeta', () => {
  it('puts the meta first in <head>, its value escaped', () => {
    expect(injectApiKeyMeta('<html><head><title>t</title></head></html>', 'a"b<c')).toBe(
      '<html><head><meta name="jobdesk-api-key" content="a&quot;b&lt;c"><title>t</title></head></html>',
    );
  });
});

describe('the built UI handler', () => {
  const handler = createBuiltUiHandler({ root, apiKey: 'k123' });

  it('serves index.html for the root and for extension-less paths, with the key and no caching', async () => {
    for (const url of ['jobdesk://app/', 'jobdesk://app/index.html', 'jobdesk://app/jobs']) {
      const response = await handler(new Request(url));
      expect(await response.text()).toContain('<meta name="jobdesk-api-key" content="k123">');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves assets with their content type', async () => {
    const response = await handler(new Request('jobdesk://app/assets/app.js'));
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('never serves a file outside its root, nor a missing one', async () => {
    for (const url of [
      'jobdesk://app/%2e%2e/outside.txt',
      'jobdesk://app/assets/%2e%2e%2f..%2foutside.txt',
    ]) {
      const response = await handler(new Request(url));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('not for the page');
    }
    expect((await handler(new Request('jobdesk://app/assets/missing.js'))).status).toBe(404);
    expect((await handler(new Request('jobdesk://app/%E0%A4%A.js'))).status).toBe(404);
  });

  it('refuses writes', async () => {
    expect((await handler(new Request('jobdesk://app/index.html', { method: 'POST' }))).status).toBe(405);
  });
});

describe('the dev server UI handler', () => {
  it('fetches from the dev server and adds the key to HTML only', async () => {
    const asked: string[] = [];
    const handler = createDevServerUiHandler({
      devServerUrl: 'http://localhost:5173',
      apiKey: 'dev-key',
      fetch: async (input) => {
        const url = String(input);
        asked.push(url);
        return url.endsWith('.js')
          ? new Response('js', { headers: { 'content-type': 'text/javascript' } })
          : new Response('<head></head>', { headers: { 'content-type': 'text/html' } });
      },
    });
    expect(await (await handler(new Request('jobdesk://app/?x=1'))).text()).toBe(
      '<head><meta name="jobdesk-api-key" content="dev-key"></head>',
    );
    expect(await (await handler(new Request('jobdesk://app/src/main.js'))).text()).toBe('js');
    expect(asked).toEqual(['http://localhost:5173/?x=1', 'http://localhost:5173/src/main.js']);
  });
});

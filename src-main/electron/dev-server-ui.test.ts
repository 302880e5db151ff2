import { describe, expect, it } from 'vitest';
import { createDevServerUiHandler, injectApiKeyMeta } from './dev-server-ui.ts';

describe('injectApiKeyMeta', () => {
  it('puts the meta first in <head>, its value escaped', () => {
    expect(injectApiKeyMeta('<html><head><title>t</title></head></html>', 'a"b<c')).toBe(
      '<html><head><meta name="jobdesk-api-key" content="a&quot;b&lt;c"><title>t</title></head></html>',
    );
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

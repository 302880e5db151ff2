// The served UI page carries the API key in a meta element, escaped.
import { describe, expect, it } from 'vitest';
import { injectApiKeyMeta } from './renderer-page.ts';

describe('injectApiKeyMeta', () => {
  it('puts the key meta first in the head', () => {
    const html = injectApiKeyMeta('<html><head lang="en"><title>x</title></head></html>', 'abc123');
    expect(html).toMatch(/<head lang="en">\s*<meta name="jobdesk-api-key" content="abc123" \/><title>/);
  });

  it('escapes a key that would break out of the attribute', () => {
    expect(injectApiKeyMeta('<head></head>', 'a"><script>')).toContain('content="a&quot;&gt;&lt;script&gt;"');
  });

  it('refuses a page with no head', () => {
    expect(() => injectApiKeyMeta('<p>no head</p>', 'k')).toThrow(/no <head>/);
  });
});

import { describe, expect, it } from 'vitest';
import { createUiFiles } from './ui-files.ts';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><head></head><body></body></html>',
  'assets/index-abc123.js': 'export {};',
  'robots.txt': 'User-agent: *',
};
const ui = createUiFiles({
  readFile: async (path) => (path in FILES ? new TextEncoder().encode(FILES[path]) : null),
  access: { kind: 'meta-key', apiKey: 'local-key' },
});

describe('the UI’s files and the browser’s cache', () => {
  it('lets the cache keep a hashed asset for good: its name changes with what it holds', async () => {
    const response = await ui.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the page itself out of every cache, and a file of a fixed name out of the immutable ones', async () => {
    expect((await ui.request('/')).headers.get('Cache-Control')).toBe('no-store');
    const fixedName = await ui.request('/robots.txt');
    expect(fixedName.status).toBe(200);
    expect(fixedName.headers.get('Cache-Control') ?? '').not.toContain('immutable');
  });

  it('keeps the page from being framed or running foreign code, without an opener policy that would give every launch a new renderer', async () => {
    const page = await ui.request('/');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(page.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(page.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
  });

  it('answers the browser’s own ask for /favicon.ico with nothing, not an error', async () => {
    const icon = await ui.request('/favicon.ico');
    expect(icon.status).toBe(204);
    expect(await icon.text()).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { webAddressProblem } from './web-address.ts';

describe('the web address check', () => {
  it('accepts absolute http and https URLs, in any case of the scheme', () => {
    for (const url of [
      'http://127.0.0.1:8787/api/v1.1',
      'https://board.example/careers?id=7',
      'HTTPS://board.example',
    ]) {
      expect(webAddressProblem(url), url).toBeNull();
    }
  });

  it('names a missing or other scheme', () => {
    for (const url of [
      'board.example',
      'ftp://board.example',
      'mailto:jobs@example.com',
      '//board.example',
      '',
    ]) {
      expect(webAddressProblem(url), url).toBe('scheme');
    }
  });

  it('refuses what does not parse, and a pasted sentence the parser would quietly encode', () => {
    for (const url of ['http://', 'https://exa mple.com', 'http://example.com/apply here', 'http://[::1']) {
      expect(webAddressProblem(url), url).toBe('invalid');
    }
  });
});

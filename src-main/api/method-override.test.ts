import { describe, expect, it } from 'vitest';
import { applyMethodOverride } from './method-override.ts';

const url = 'http://board.test/api/v1.1/jobs/7';
const post = (headers: Record<string, string> = {}, target = url, body?: string) =>
  new Request(target, { method: 'POST', headers, body });

describe('method override', () => {
  it('turns a POST with the header DELETE into a DELETE', () => {
    expect(applyMethodOverride(post({ 'X-HTTP-Method-Override': 'DELETE' })).method).toBe('DELETE');
  });

  it('honours the header in any case', () => {
    expect(applyMethodOverride(post({ 'X-HTTP-Method-Override': 'put' })).method).toBe('PUT');
  });

  it('reads the query parameter when there is no header', () => {
    expect(applyMethodOverride(post({}, `${url}?X-HTTP-Method-Override=PUT`)).method).toBe('PUT');
  });

  it('prefers the header over the query parameter', () => {
    const request = post({ 'X-HTTP-Method-Override': 'DELETE' }, `${url}?X-HTTP-Method-Override=PUT`);
    expect(applyMethodOverride(request).method).toBe('DELETE');
  });

  it('ignores values other than PUT and DELETE', () => {
    for (const value of ['GET', 'PATCH', 'HEAD', 'nonsense', '']) {
      expect(applyMethodOverride(post({ 'X-HTTP-Method-Override': value })).method).toBe('POST');
    }
  });

  it('never overrides a method other than POST', () => {
    const request = new Request(url, { method: 'GET', headers: { 'X-HTTP-Method-Override': 'DELETE' } });
    expect(applyMethodOverride(request).method).toBe('GET');
  });

  it('keeps the body of an overridden request', async () => {
    const request = post(
      { 'X-HTTP-Method-Override': 'DELETE', 'Content-Type': 'application/json' },
      url,
      '{"referenceId":"A-1"}',
    );
    expect(await applyMethodOverride(request).text()).toBe('{"referenceId":"A-1"}');
  });
});

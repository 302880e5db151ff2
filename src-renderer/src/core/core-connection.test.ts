// The page finds its core from the key meta the server injected, on its own origin.
import { describe, expect, it } from 'vitest';
import { connectToCore } from './core-connection.ts';

function pageWithMeta(content: string | null, href = 'http://127.0.0.1:5180/#/jobs') {
  const requests: Request[] = [];
  return {
    requests,
    page: {
      document: {
        querySelector: (selector: string) =>
          content !== null && selector === 'meta[name="jobdesk-api-key"]'
            ? ({
                getAttribute: (name: string) => (name === 'content' ? content : null),
              } as unknown as Element)
            : null,
      },
      href,
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return new Response(JSON.stringify({ state: 'idle', pending: 0, failed: 0, lastSyncAt: null }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    },
  };
}

describe('connectToCore', () => {
  it('builds both clients on the page origin with the key from the meta', async () => {
    const { page, requests } = pageWithMeta(' page-key-123 ');
    const connection = connectToCore(page);
    expect(connection.ok).toBe(true);
    if (!connection.ok) return;
    await connection.value.app.syncStatus();
    await connection.value.jobBoard.listPositionTypes();
    expect(requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:5180/app/v1/sync',
      'http://127.0.0.1:5180/api/v1.1/positiontypes',
    ]);
    expect(requests.map((request) => request.headers.get('API-Key'))).toEqual([
      'page-key-123',
      'page-key-123',
    ]);
  });

  it('works from a custom scheme page too (the Electron window)', async () => {
    const { page, requests } = pageWithMeta('k', 'jobdesk://app/index.html#/jobs');
    const connection = connectToCore(page);
    if (!connection.ok) throw new Error(connection.error);
    await connection.value.app.syncStatus();
    expect(requests[0]?.url).toBe('jobdesk://app/app/v1/sync');
  });

  it('says what to do when the page has no key', () => {
    for (const content of [null, '', '   ']) {
      const connection = connectToCore(pageWithMeta(content).page);
      expect(connection.ok).toBe(false);
      if (!connection.ok) expect(connection.error).toMatch(/npm run web/);
    }
  });
});

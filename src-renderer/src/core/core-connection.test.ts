// The page finds its core on its own origin: with the key meta the desktop app injects, or with browser
// mode's session cookie (no key in the page).
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
    await connection.app.syncStatus();
    await connection.jobBoard.listPositionTypes();
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
    await connection.app.syncStatus();
    expect(requests[0]?.url).toBe('jobdesk://app/app/v1/sync');
  });

  it('sends no key when the page has none: the browser session’s cookie goes with same-origin requests', async () => {
    for (const content of [null, '', '   ']) {
      const { page, requests } = pageWithMeta(content);
      await connectToCore(page).app.syncStatus();
      expect(requests.at(-1)?.headers.has('API-Key')).toBe(false);
      expect(requests.at(-1)?.credentials).toBe('same-origin');
    }
  });
});

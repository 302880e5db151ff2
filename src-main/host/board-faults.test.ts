import { afterEach, describe, expect, it } from 'vitest';
import { type BoardFaults, withFaults } from './board-faults.ts';
import { type LoopbackServer, serveOnLoopback } from './serve-on-loopback.ts';

const noFaults: BoardFaults = { latencyMs: 0, failRate: 0, dropRate: 0, lostAckRate: 0, rateLimit: 0 };
let server: LoopbackServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serveWith(faults: Partial<BoardFaults>, now = () => 0) {
  let handled = 0;
  const wrapped = withFaults(
    () => {
      handled += 1;
      return new Response('{"ok":true}', { headers: { 'Content-Type': 'application/json' } });
    },
    { ...noFaults, ...faults },
    { random: () => 0.5, now, sleep: async () => {} },
  );
  server = await serveOnLoopback(wrapped.handler);
  return { url: `${server.origin}/api/v1.1/jobs`, handled: () => handled, counters: wrapped.counters };
}

describe('the board fault injection', () => {
  it('answers normally when no fault is drawn', async () => {
    const board = await serveWith({ failRate: 0.4, dropRate: 0.4, lostAckRate: 0.4 });
    const response = await fetch(board.url);
    expect(response.status).toBe(200);
    expect(board.handled()).toBe(1);
  });

  it('answers 503 with an HTML page without handling the request', async () => {
    const board = await serveWith({ failRate: 1 });
    const response = await fetch(board.url);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<title>503 Service Unavailable<\/title>/);
    expect(board.handled()).toBe(0);
  });

  it('resets the connection before handling a dropped request', async () => {
    const board = await serveWith({ dropRate: 1 });
    await expect(fetch(board.url)).rejects.toThrow();
    expect(board.handled()).toBe(0);
    expect(board.counters.dropped).toBe(1);
  });

  it('handles a request whose answer is lost, then resets the connection', async () => {
    const board = await serveWith({ lostAckRate: 1 });
    await expect(fetch(board.url)).rejects.toThrow();
    expect(board.handled()).toBe(1);
    expect(board.counters.lostAcks).toBe(1);
  });

  it('limits requests per key per second with 429 and Retry-After', async () => {
    const board = await serveWith({ rateLimit: 2 }, () => 1_000);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await fetch(board.url, { headers: { 'API-Key': 'K1' } })).status);
    }
    const limited = await fetch(board.url, { headers: { 'API-Key': 'K1' } });
    const otherKey = await fetch(board.url, { headers: { 'API-Key': 'K2' } });
    expect(statuses).toEqual([200, 200, 429]);
    expect(limited.headers.get('Retry-After')).toBe('1');
    expect(await limited.json()).toMatchObject({ error: { type: 'RateLimitException' } });
    expect(otherKey.status).toBe(200);
  });
});

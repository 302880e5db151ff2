// A fault proxy for the sync tests: a Node HTTP server on 127.0.0.1 that forwards to the job board and answers
// chosen requests itself (a 400 with {"message"}, a 402, a 503), or drops every connection while "down".
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedRequest = { method: string; path: string; body: string };
export type FaultAnswer = { status: number; body: string; contentType?: string; retryAfterSeconds?: number };
/** Answers a request itself (a fault), or null to forward it to the board. */
export type FaultRule = (request: ProxiedRequest) => FaultAnswer | null;

export type FaultProxy = {
  /** The board's API through the proxy, e.g. `http://127.0.0.1:40111/api/v1.1`. */
  baseUrl: string;
  /** While down, every connection is reset before an answer: the board looks unreachable. */
  setDown(down: boolean): void;
  setRule(rule: FaultRule | null): void;
  /** Delay every answer by this many ms (to see "Syncing n…"). */
  setDelayMs(ms: number): void;
  /** Every request that reached the proxy, in order. */
  requests: ProxiedRequest[];
  stop(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const FORWARDED_HEADERS = ['api-key', 'content-type', 'accept'];

export async function startFaultProxy(boardBaseUrl: string): Promise<FaultProxy> {
  const board = new URL(boardBaseUrl);
  let down = false;
  let rule: FaultRule | null = null;
  let delayMs = 0;
  const requests: ProxiedRequest[] = [];
  const server = createServer(async (request, response) => {
    if (down) {
      request.socket.destroy();
      return;
    }
    try {
      const body = await readBody(request);
      const proxied = { method: request.method ?? 'GET', path: request.url ?? '/', body };
      requests.push(proxied);
      if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));
      const fault = rule?.(proxied) ?? null;
      if (fault !== null) {
        response.writeHead(fault.status, {
          'Content-Type': fault.contentType ?? 'application/json',
          ...(fault.retryAfterSeconds !== undefined
            ? { 'Retry-After': String(fault.retryAfterSeconds) }
            : {}),
        });
        response.end(fault.body);
        return;
      }
      const headers = new Headers();
      for (const name of FORWARDED_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const answer = await fetch(new URL(proxied.path, board.origin), {
        method: proxied.method,
        headers,
        body: proxied.method === 'GET' || proxied.method === 'HEAD' ? undefined : body,
      });
      const text = await answer.text();
      const outgoing: Record<string, string> = {};
      for (const name of ['content-type', 'retry-after']) {
        const value = answer.headers.get(name);
        if (value !== null) outgoing[name] = value;
      }
      response.writeHead(answer.status, outgoing);
      response.end(text);
    } catch {
      request.socket.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}${board.pathname}`,
    setDown: (value) => {
      down = value;
    },
    setRule: (value) => {
      rule = value;
    },
    setDelayMs: (value) => {
      delayMs = value;
    },
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request body that mentions `text` (the board's JSON of a job names its title). */
export const bodyMentions = (request: ProxiedRequest, text: string) =>
  request.method !== 'GET' && request.body.includes(text);

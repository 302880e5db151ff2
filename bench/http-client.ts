// A lean HTTP/1.1 client over keep-alive sockets (node:http Agent), so the bench measures the servers
// rather than a heavy client; every request has a time limit.
import { Agent, request as httpRequest } from 'node:http';

const REQUEST_TIMEOUT_MS = 30_000;

export type HttpAnswer = { status: number; body: string };

export type HttpClient = {
  /** Sends one request; a JSON body gets `Content-Type: application/json`. Rejects on a network error. */
  send(method: string, path: string, body?: string): Promise<HttpAnswer>;
  /** Like send, but rejects unless the status is `expected`, quoting the answer. */
  expect(expected: number, method: string, path: string, body?: string): Promise<string>;
  /** Closes the keep-alive sockets. */
  close(): void;
};

export type HttpClientOptions = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Sent on every request (the board's API-Key). */
  headers?: Record<string, string>;
  /** Open sockets at most; one per concurrent request. */
  maxSockets: number;
};

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const url = new URL(options.origin);
  const agent = new Agent({ keepAlive: true, maxSockets: options.maxSockets });
  const baseHeaders = options.headers ?? {};

  function send(method: string, path: string, body?: string): Promise<HttpAnswer> {
    const headers: Record<string, string | number> = { ...baseHeaders };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(body);
    }
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: url.hostname, port: url.port, method, path, headers, agent, timeout: REQUEST_TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () =>
        req.destroy(new Error(`${method} ${path}: no answer in ${REQUEST_TIMEOUT_MS} ms`)),
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  return {
    send,
    async expect(expected, method, path, body) {
      const answer = await send(method, path, body);
      if (answer.status !== expected) {
        throw new Error(
          `${method} ${path}: expected ${expected}, got ${answer.status}: ${answer.body.slice(0, 300)}`,
        );
      }
      return answer.body;
    },
    close: () => agent.destroy(),
  };
}

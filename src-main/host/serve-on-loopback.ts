// Serves a web-standard fetch handler over HTTP on 127.0.0.1, for browser mode, the board and tests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings, RequestError } from '@hono/node-server';
import { ApiError, internalError } from '../api/api-error.ts';

/** A fetch handler that may also reach the Node socket (the board's fault injection needs it). */
export type NodeFetchHandler = (request: Request, bindings: HttpBindings) => Response | Promise<Response>;

export type LoopbackServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** `127.0.0.1:<port>`: the Host header of requests meant for this server. */
  host: string;
  port: number;
  /** Starts answering with `handler`; requests are held until then. Call once. */
  serve(handler: NodeFetchHandler): void;
  /** Stops accepting connections and closes idle and open ones; resolves when the server is closed. */
  close(): Promise<void>;
};

/**
 * Listens on 127.0.0.1 (port 0 picks a free one) and resolves once the port is bound, before there is
 * a handler: the handler may need the bound address (browser mode admits only its own Host).
 */
export function listenOnLoopback(port = 0): Promise<LoopbackServer> {
  let served = false;
  let resolveHandler: (handler: NodeFetchHandler) => void = () => {};
  const handler = new Promise<NodeFetchHandler>((resolve) => {
    resolveHandler = resolve;
  });
  const listener = getRequestListener(
    async (request, bindings) => (await handler)(request, bindings as HttpBindings),
    // A request no URL can be made of (no Host, as HTTP/1.0 allows; a Host with `user@`; a backslash in
    // the path) is the client's mistake. The handler answers every other failure itself: this only
    // catches a bug in that handler.
    {
      errorHandler: (error) =>
        (error instanceof RequestError ? unreadableRequestError() : internalError()).getResponse(),
    },
  );
  // An HTTP/1.1 request without Host reaches the handler (Node would answer a bare 400), which answers
  // it with the one error body.
  const server = createServer({ requireHostHeader: false }, listener);
  server.keepAliveTimeout = 5_000;
  // Bytes Node's HTTP parser cannot read (a malformed request line or header, headers too large) get the
  // one error body too, not Node's bare 400.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      rawErrorAnswer(tooLarge ? 431 : 400, tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const bound = (server.address() as AddressInfo).port;
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        host: `127.0.0.1:${bound}`,
        port: bound,
        serve(answer) {
          if (served) throw new Error('This server already has its handler.');
          served = true;
          resolveHandler(answer);
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** Listens on 127.0.0.1 and serves `handler` at once. */
export async function serveOnLoopback(handler: NodeFetchHandler, port = 0): Promise<LoopbackServer> {
  const server = await listenOnLoopback(port);
  server.serve(handler);
  return server;
}

/** The answer to a request the server cannot make a URL of. */
function unreadableRequestError(): ApiError {
  return new ApiError(400, 'ValidationException', [
    'This request cannot be read: it needs a Host header naming this server (127.0.0.1:PORT) and a path without backslashes.',
  ]);
}

/** An HTTP/1.1 answer with the one error body, for a request the parser could not read. */
function rawErrorAnswer(status: 400 | 431, reason: string): string {
  const message =
    status === 431
      ? 'The request headers are too large.'
      : 'This request is not well-formed HTTP and cannot be read.';
  const body = JSON.stringify(new ApiError(status, 'ValidationException', [message]).toBody());
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

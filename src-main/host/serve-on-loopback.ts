// Serves a web-standard fetch handler over HTTP on 127.0.0.1, for browser mode, the board and tests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener, type HttpBindings } from '@hono/node-server';

/** A fetch handler that may also reach the Node socket (the board's fault injection needs it). */
export type NodeFetchHandler = (request: Request, bindings: HttpBindings) => Response | Promise<Response>;

export type LoopbackServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  port: number;
  /** Stops accepting connections and closes idle and open ones; resolves when the server is closed. */
  close(): Promise<void>;
};

/** Listens on 127.0.0.1 (port 0 picks a free one) and resolves once the port is bound. */
export function serveOnLoopback(handler: NodeFetchHandler, port = 0): Promise<LoopbackServer> {
  const listener = getRequestListener((request, bindings) => handler(request, bindings as HttpBindings), {
    // The handler answers every failure itself; this only catches a bug in that handler.
    errorHandler: () =>
      new Response(
        JSON.stringify({
          error: {
            type: 'InternalException',
            messages: ['Something went wrong on our side. Please try again.'],
          },
        }),
        { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8' } },
      ),
  });
  const server = createServer(listener);
  server.keepAliveTimeout = 5_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      const bound = (server.address() as AddressInfo).port;
      resolve({
        origin: `http://127.0.0.1:${bound}`,
        port: bound,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

// One HTTP exchange over a bare TCP socket, for what fetch cannot send: HTTP/1.0, no Host or any Host,
// odd methods and request lines. The answer is read until the server closes the connection.
import { connect } from 'node:net';

export type RawHttpAnswer = {
  /** The status of the status line; 0 when the server closed without one. */
  status: number;
  /** Header names in lowercase. */
  headers: Map<string, string>;
  body: string;
};

/**
 * Sends `request` (bytes as given) to 127.0.0.1:`port` and reads the answer until the server ends the
 * connection, or until its headers when it is an event stream (which never ends). Rejects after
 * `timeoutMs` without an end: a server that never answers fails the caller.
 */
export function rawHttpExchange(
  port: number,
  request: string | Buffer,
  timeoutMs = 5_000,
): Promise<RawHttpAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(() => finish(new Error(`No complete answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', () => socket.write(request));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('latin1');
      if (
        /\r\n\r\n/.test(text) &&
        /^content-type:\s*text\/event-stream/im.test(text.split('\r\n\r\n')[0] ?? '')
      )
        finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    // A reset after a full answer still ends the exchange; before any answer it is the server's failure.
    socket.on('error', (error) => (chunks.length > 0 ? finish() : finish(error)));
  });
}

function parseAnswer(text: string): RawHttpAnswer {
  const end = text.indexOf('\r\n\r\n');
  const head = end === -1 ? text : text.slice(0, end);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = end === -1 ? '' : text.slice(end + 4);
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') body = unchunk(body);
  return { status, headers, body: Buffer.from(body, 'latin1').toString('utf8') };
}

function unchunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf('\r\n');
    if (lineEnd === -1) return out;
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!Number.isFinite(size) || size === 0) return out;
    out += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

// The floor a create through HTTP is compared with: node:http on 127.0.0.1 that reads the JSON body,
// JSON.parses it and does one durable INSERT, then answers 201 with a small JSON. No router, no
// validation. Run: node bench/floor-server.ts DB_FILE (prints "floor listening on http://127.0.0.1:P").
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openFloorStore } from './floor-store.ts';

const path = process.argv[2];
if (path === undefined) {
  console.error('Usage: node bench/floor-server.ts DB_FILE');
  process.exit(2);
}
const store = openFloorStore(path);

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    let answer: { status: number; body: string };
    try {
      const id = store.insertBody(Buffer.concat(chunks).toString('utf8'));
      answer = { status: 201, body: JSON.stringify({ id }) };
    } catch {
      answer = { status: 400, body: '{"error":"bad body"}' };
    }
    response.writeHead(answer.status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(answer.body),
    });
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`floor listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

const stop = () => {
  server.close(() => {
    store.close();
    process.exit(0);
  });
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

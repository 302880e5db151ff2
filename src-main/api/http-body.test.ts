import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { limitBodySize } from './http-body.ts';
import { jsonResponse } from './json-response.ts';

const MAX = 16;

function appWithLimit() {
  const seen: string[] = [];
  const app = new Hono();
  app.use(limitBodySize(MAX));
  app.post('/', async (c) => {
    seen.push(await c.req.text());
    return c.body(null, 204);
  });
  app.onError((error) =>
    error instanceof ApiError ? jsonResponse(error.status, error.toBody()) : jsonResponse(500, {}),
  );
  return { app, seen };
}

/** A body whose length the request does not know in advance, as a chunked upload. */
function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

describe('limitBodySize', () => {
  it('answers 413 from a declared Content-Length over the limit, without reading the body', async () => {
    const { app, seen } = appWithLimit();
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX + 1) },
      body: 'short',
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { type: 'PayloadTooLargeException', messages: ['The request body is larger than 16 bytes.'] },
    });
    expect(seen).toEqual([]);
  });

  it('lets a body of the declared length through to the handler', async () => {
    const { app, seen } = appWithLimit();
    const body = 'x'.repeat(MAX);
    const response = await app.request('/', {
      method: 'POST',
      headers: { 'Content-Length': String(MAX) },
      body,
    });
    expect(response.status).toBe(204);
    expect(seen).toEqual([body]);
  });

  it('counts a body of unknown length as it streams', async () => {
    const over = appWithLimit();
    const tooLarge = await over.app.request('/', {
      method: 'POST',
      body: streamOf('x'.repeat(MAX + 1)),
      duplex: 'half',
    } as RequestInit);
    expect(tooLarge.status).toBe(413);
    expect(over.seen).toEqual([]);

    const under = appWithLimit();
    const fits = await under.app.request('/', {
      method: 'POST',
      body: streamOf('x'.repeat(MAX)),
      duplex: 'half',
    } as RequestInit);
    expect(fits.status).toBe(204);
    expect(under.seen).toEqual(['x'.repeat(MAX)]);
  });
});

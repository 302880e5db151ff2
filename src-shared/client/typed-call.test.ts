// The one call behind both typed clients: what a 2xx body must be, how every failure comes back, the
// transport both build from their options, and the server's clock read from each answer.

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { MAX_ANSWER_BYTES } from './send-request.ts';
import { callJson, callWithoutAnswer, createTransport, type TransportOptions } from './typed-call.ts';

const BASE = 'http://127.0.0.1:8787/api/v1.1';
const ThingSchema = z.object({ id: z.number(), name: z.string() });

function transportAnswering(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<TransportOptions> = {},
) {
  const requests: Request[] = [];
  const transport = createTransport({
    baseUrl: `${BASE}//`,
    getApiKey: () => 'secret-key',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return answer(request);
    },
    ...options,
  });
  return { transport, requests };
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

async function failureOf(promise: Promise<{ ok: boolean; error?: unknown }>) {
  const result = await promise;
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

describe('a call whose answer is JSON', () => {
  it('sends the plan with the key and a JSON body, and gives the checked body with its answer', async () => {
    const { transport, requests } = transportAnswering(() =>
      json({ id: 7, name: 'Welder' }, { status: 201, headers: { Location: '/api/v1.1/things/7' } }),
    );
    const called = await callJson(
      transport,
      { method: 'POST', path: '/things', query: new URLSearchParams({ q: 'a b' }), body: { name: 'Welder' } },
      ThingSchema,
    );
    expect(called.ok && called.value.value).toEqual({ id: 7, name: 'Welder' });
    expect(called.ok && called.value.answer.status).toBe(201);
    expect(called.ok && called.value.answer.headers.get('Location')).toBe('/api/v1.1/things/7');
    const [request] = requests;
    expect(request?.url).toBe(`${BASE}/things?q=a+b`);
    expect(request?.headers.get('API-Key')).toBe('secret-key');
    expect(request?.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(await request?.json()).toEqual({ name: 'Welder' });
  });

  it.each([
    ['empty', '', 'The body was empty.'],
    ['only spaces', '   ', 'The body was empty.'],
    ['not JSON', '{"id": 7,', 'The body is not JSON.'],
  ])('refuses a 2xx body that is %s as an invalid response naming the call', async (_, body, detail) => {
    const { transport } = transportAnswering(() => json(body));
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/things/7' }, ThingSchema));
    expect(error).toMatchObject({
      kind: 'invalid-response',
      reason: 'invalid-response',
      status: 200,
      retryable: false,
      messages: [
        'The job board at http://127.0.0.1:8787 sent an answer JobDesk cannot read (GET /things/7).',
        detail,
      ],
    });
  });

  it('names at most three of the problems of a body the schema refuses, by field path', async () => {
    const Schema = z.object({ a: z.number(), b: z.number(), c: z.number(), d: z.number() });
    const { transport } = transportAnswering(() => json({ a: 'x', b: 'x', c: 'x', d: 'x' }));
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/x' }, Schema));
    expect(error).toMatchObject({ kind: 'invalid-response' });
    const { messages } = error as { messages: string[] };
    expect(messages.slice(1).map((message) => message.split(':')[0])).toEqual(['a', 'b', 'c']);
  });

  it('refuses a 2xx that says it is a web page before reading it', async () => {
    const { transport } = transportAnswering(
      () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/things/7' }, ThingSchema));
    expect(error).toMatchObject({ kind: 'invalid-response' });
    expect((error as { messages: string[] }).messages).toContain('It came as text/html.');
  });

  it('passes a refusal on as the board said it, with the key it echoed masked', async () => {
    const { transport } = transportAnswering(() =>
      json(
        { error: { type: 'AuthenticationException', messages: ['The key secret-key is not valid.'] } },
        { status: 401 },
      ),
    );
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/things/7' }, ThingSchema));
    expect(error).toMatchObject({ kind: 'http', status: 401, reason: 'authentication', retryable: false });
    expect(JSON.stringify(error)).not.toContain('secret-key');
  });

  it('refuses a 2xx declared larger than its bound without reading it, as a retryable failure', async () => {
    const { transport } = transportAnswering(() =>
      json('{}', { headers: { 'Content-Length': String(MAX_ANSWER_BYTES + 1) } }),
    );
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/things' }, ThingSchema));
    expect(error).toMatchObject({ kind: 'too-large', reason: 'too-large', retryable: true });
  });

  it('gives up at its deadline on a board that never answers', async () => {
    const { transport } = transportAnswering(() => new Promise<Response>(() => undefined), { timeoutMs: 20 });
    const error = await failureOf(callJson(transport, { method: 'GET', path: '/things' }, ThingSchema));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('stops when its caller cancels, as an aborted call', async () => {
    const { transport } = transportAnswering(() => new Promise<Response>(() => undefined));
    const cancel = new AbortController();
    const pending = callJson(transport, { method: 'GET', path: '/things' }, ThingSchema, {
      signal: cancel.signal,
    });
    cancel.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: 'aborted', reason: 'other' });
  });
});

describe('a call whose answer says nothing', () => {
  it('succeeds on a 204 and on a 2xx with any body, which it does not check', async () => {
    for (const answer of [new Response(null, { status: 204 }), new Response('<p>done</p>')]) {
      const { transport } = transportAnswering(() => answer);
      expect(await callWithoutAnswer(transport, { method: 'DELETE', path: '/things/7' })).toEqual({
        ok: true,
        value: undefined,
      });
    }
  });

  it('fails as the board refused', async () => {
    const { transport } = transportAnswering(() => json({ message: 'No such thing.' }, { status: 404 }));
    const error = await failureOf(callWithoutAnswer(transport, { method: 'DELETE', path: '/things/7' }));
    expect(error).toMatchObject({ kind: 'http', status: 404, reason: 'not-found' });
  });
});

describe('the server’s clock', () => {
  const BOARD_DATE = 'Tue, 03 Nov 2026 08:49:37 GMT';

  it('is told the Date of every answer that has one, a refusal and a page it cannot read included', async () => {
    const dates: number[] = [];
    const answers = [
      json({ id: 1, name: 'a' }, { headers: { Date: BOARD_DATE } }),
      json({ message: 'No.' }, { status: 422, headers: { Date: 'Tue, 03 Nov 2026 08:49:38 GMT' } }),
      new Response('<html></html>', {
        headers: { 'Content-Type': 'text/html', Date: 'Tue, 03 Nov 2026 08:49:39 GMT' },
      }),
    ];
    const { transport } = transportAnswering(() => answers.shift() ?? json({}), {
      onDate: (ms) => dates.push(ms),
    });
    for (let call = 0; call < 3; call += 1)
      await callJson(transport, { method: 'GET', path: '/things/1' }, ThingSchema);
    expect(dates.map((ms) => new Date(ms).toISOString())).toEqual([
      '2026-11-03T08:49:37.000Z',
      '2026-11-03T08:49:38.000Z',
      '2026-11-03T08:49:39.000Z',
    ]);
  });

  it('is told nothing of an answer without a Date, or with one it cannot read', async () => {
    const dates: number[] = [];
    const answers = [json({ id: 1, name: 'a' }), json({ id: 1, name: 'a' }, { headers: { Date: 'soon' } })];
    const { transport } = transportAnswering(() => answers.shift() ?? json({}), {
      onDate: (ms) => dates.push(ms),
    });
    await callJson(transport, { method: 'GET', path: '/things/1' }, ThingSchema);
    await callWithoutAnswer(transport, { method: 'GET', path: '/things/1' });
    expect(dates).toEqual([]);
  });
});

describe('the transport both clients build', () => {
  it('drops trailing slashes, names the origin, and defaults to 30 s and the real clock', () => {
    const transport = createTransport({ baseUrl: `${BASE}///`, getApiKey: () => null });
    expect(transport).toMatchObject({ baseUrl: BASE, origin: 'http://127.0.0.1:8787', timeoutMs: 30_000 });
    expect(Math.abs(transport.now() - Date.now())).toBeLessThan(1_000);
  });

  it('names a custom scheme’s host, which has no origin of its own', () => {
    const transport = createTransport({ baseUrl: 'jobdesk://app/app/v1', getApiKey: () => null });
    expect(transport.origin).toBe('jobdesk://app');
  });

  it('sends no API-Key when there is none', async () => {
    const { transport, requests } = transportAnswering(() => new Response(null, { status: 204 }), {
      getApiKey: () => null,
    });
    await callWithoutAnswer(transport, { method: 'POST', path: '/sync' });
    expect(requests[0]?.headers.has('API-Key')).toBe(false);
  });
});

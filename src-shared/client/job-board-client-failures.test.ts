// Failed calls come back as JobBoardError values: HTTP errors, unreachable boards, timeouts and cancellations.
import { describe, expect, it, vi } from 'vitest';
import { createJobBoardClient, type JobBoardClientOptions } from './job-board-client.ts';

const BASE = 'http://127.0.0.1:8787/api/v1.1';

function client(fetch: typeof globalThis.fetch, options: Partial<JobBoardClientOptions> = {}) {
  return createJobBoardClient({ baseUrl: BASE, getApiKey: () => 'k', fetch, ...options });
}

async function failureOf(promise: Promise<{ ok: boolean; error?: unknown }>) {
  const result = await promise;
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

describe('HTTP errors', () => {
  it('reads our error body with its type and fields as a non-retryable validation error', async () => {
    const body = {
      error: {
        type: 'ValidationException',
        messages: ['Title is required.'],
        fields: [{ path: 'title', message: 'Title is required.' }],
      },
    };
    const fetch = async () => Response.json(body, { status: 400 });
    expect(await failureOf(client(fetch).createJob({}))).toMatchObject({
      kind: 'http',
      status: 400,
      type: 'ValidationException',
      messages: ['Title is required.'],
      fields: [{ path: 'title', message: 'Title is required.' }],
      reason: 'validation',
      retryable: false,
      retryAfterMs: null,
    });
  });

  it('reads a 401 without a key as an authentication error', async () => {
    const body = { error: { type: 'AuthenticationException', messages: ['An API key is required.'] } };
    const fetch = async () => Response.json(body, { status: 401 });
    const error = await failureOf(client(fetch, { getApiKey: () => null }).getJob(1));
    expect(error).toMatchObject({
      reason: 'authentication',
      retryable: false,
      type: 'AuthenticationException',
    });
  });

  it('reads a 402 with {message} as payment-required, not retryable', async () => {
    const fetch = async () => Response.json({ message: 'You have no job credits left.' }, { status: 402 });
    expect(await failureOf(client(fetch).upsertJob({ referenceId: 'JD-1', status: 'active' }))).toMatchObject(
      {
        messages: ['You have no job credits left.'],
        reason: 'payment-required',
        retryable: false,
      },
    );
  });

  it('reads a 429 with Retry-After seconds as rate-limited with a delay', async () => {
    const fetch = async () =>
      Response.json({ message: 'Slow down.' }, { status: 429, headers: { 'Retry-After': '7' } });
    expect(await failureOf(client(fetch).listJobs())).toMatchObject({
      reason: 'rate-limited',
      retryable: true,
      retryAfterMs: 7000,
    });
  });

  it('measures a Retry-After date from the injected clock', async () => {
    const now = () => Date.parse('2026-05-01T10:00:00Z');
    const fetch = async () =>
      new Response('', { status: 503, headers: { 'Retry-After': 'Fri, 01 May 2026 10:02:00 GMT' } });
    const error = await failureOf(client(fetch, { now }).listJobs());
    expect(error).toMatchObject({ reason: 'server', retryable: true, retryAfterMs: 120_000 });
  });

  it('reads an HTML 502 page from a proxy as a retryable server error titled by the page', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';
    const fetch = async () => new Response(page, { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect(await failureOf(client(fetch).getJob(1))).toMatchObject({
      kind: 'http',
      messages: ['502 Bad Gateway'],
      reason: 'server',
      retryable: true,
    });
  });
});

describe('transport failures', () => {
  it('reports a fetch that throws as a retryable network error naming the board', async () => {
    const cause = new TypeError('fetch failed');
    const fetch = async () => {
      throw cause;
    };
    const error = await failureOf(client(fetch).getJob(1));
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      reason: 'network',
      retryable: true,
      messages: ['Could not reach the job board at http://127.0.0.1:8787.'],
      cause,
    });
  });

  it('reports a fetch that never answers as a retryable timeout', async () => {
    const fetch = () => new Promise<Response>(() => {});
    const error = await failureOf(client(fetch, { timeoutMs: 20 }).getJob(1));
    expect(error).toMatchObject({ kind: 'timeout', reason: 'timeout', retryable: true, status: null });
  });

  it('reports a body that never ends as a timeout', async () => {
    const endless = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new Uint8Array([123])),
    });
    // Said to be JSON, as a board's answer is (a Response made without a type is typed by whoever made the
    // global: @hono/node-server's, installed by any server started in the same process, says text/plain).
    const fetch = async () =>
      new Response(endless, { status: 200, headers: { 'Content-Type': 'application/json' } });
    const error = await failureOf(client(fetch, { timeoutMs: 20 }).getJob(1));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('reports a fetch that honours the deadline signal as a timeout too', async () => {
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const error = await failureOf(client(fetch, { timeoutMs: 20 }).getJob(1));
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('reports a call cancelled through its signal as aborted and not retryable', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const pending = client(fetch).getJob(1, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    expect(await failureOf(pending)).toMatchObject({ kind: 'aborted', reason: 'other', retryable: false });
  });

  it('follows a fetch its signal rejected at once, when the signal aborts while the API key is read', async () => {
    // Left unfollowed, that fetch's rejection is an unhandled one: a browser reports it as the page's error.
    let followed = false;
    class Followed<T> extends Promise<T> {
      // biome-ignore lint/suspicious/noThenProperty: the test watches who follows the fetch's promise.
      override then<A = T, B = never>(
        onFulfilled?: ((value: T) => A | PromiseLike<A>) | null,
        onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
      ): Promise<A | B> {
        followed = true;
        return super.then(onFulfilled, onRejected);
      }
    }
    const controller = new AbortController();
    // As a browser's fetch does: a signal aborted already rejects the call at once, with its reason.
    const fetch = (_input: RequestInfo | URL, init?: RequestInit) =>
      init?.signal?.aborted ? Followed.reject(init.signal.reason) : new Promise<Response>(() => {});
    const getApiKey = async () => {
      controller.abort();
      return 'k';
    };
    const error = await failureOf(client(fetch, { getApiKey }).getJob(1, { signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(followed).toBe(true);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const fetch = vi.fn(async () => Response.json({}));
    const error = await failureOf(client(fetch).deleteJob(1, { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ kind: 'aborted', retryable: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names a custom-scheme board by its scheme and host', async () => {
    const fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await failureOf(client(fetch, { baseUrl: 'jobdesk://core/api/v1.1' }).getJob(1));
    expect(error).toMatchObject({ messages: ['Could not reach the job board at jobdesk://core.'] });
  });
});

describe('a refusal that echoes the key', () => {
  it('masks the key it was sent, short or long, in its messages and fields', async () => {
    for (const key of ['k', 'board-key-0123456789']) {
      const fetch = async () =>
        Response.json(
          { errors: [{ field: 'API-Key', message: `Key ${key} is not valid.` }] },
          { status: 401 },
        );
      const error = await failureOf(client(fetch, { getApiKey: () => key }).listJobs());
      expect(error).toMatchObject({
        reason: 'authentication',
        messages: ['Key [redacted] is not valid.'],
        fields: [{ path: 'API-Key', message: 'Key [redacted] is not valid.' }],
      });
    }
  });
});

describe('redirects', () => {
  it('asks fetch not to follow them, and reads one as a non-retryable redirect error naming where it points', async () => {
    const inits: RequestInit[] = [];
    const fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init ?? {});
      return new Response(null, { status: 302, headers: { Location: 'http://127.0.0.1:9999/steal' } });
    };
    const error = await failureOf(client(fetch).listJobs());
    expect(inits[0]?.redirect).toBe('manual');
    expect(error).toMatchObject({ kind: 'http', status: 302, reason: 'redirect', retryable: false });
    expect((error as Error).message).toContain('http://127.0.0.1:9999/steal');
  });

  it('reads the opaque answer a browser gives for a redirect not followed the same way', async () => {
    const opaque = new Response(null, { status: 200 });
    Object.defineProperty(opaque, 'type', { value: 'opaqueredirect' });
    Object.defineProperty(opaque, 'status', { value: 0 });
    const error = await failureOf(client(async () => opaque).listJobs());
    expect(error).toMatchObject({ reason: 'redirect', retryable: false });
  });
});

// One HTTP exchange with the job board: headers, API key, deadline, cancellation, and every failure as a value.
import { err, ok, type Result } from '../result.ts';
import {
  abortedError,
  invalidResponseError,
  type JobBoardError,
  networkError,
  redirectError,
  timeoutError,
  tooLargeError,
} from './job-board-error.ts';

/** setTimeout cannot wait longer than this; a longer (or infinite) timeout means none. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The most a 2xx answer may hold, in bytes. The interface's largest answers are a page of 100 job headers
 * (pageSize at most 100; about 3 KB each, no description: 300 KB) and one job (its description at most
 * 100,000 characters in JobDesk, under 1 MiB even if every character were escaped); 8 MiB still holds a
 * board that lists 100 jobs with long descriptions (80 KB each), and keeps a board that never stops
 * talking from costing the core more than that (about 45 MB of RSS while it is refused, measured).
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** An error answer is read this far and no further: its message is in its first lines (parse-error-body.ts). */
export const MAX_ERROR_ANSWER_BYTES = 64 * 1024;

export type Transport = {
  /** Without a trailing slash, e.g. `http://127.0.0.1:8787/api/v1.1`. */
  baseUrl: string;
  /** What messages call the board, e.g. `http://127.0.0.1:8787`. */
  origin: string;
  getApiKey: () => string | null | Promise<string | null>;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  /**
   * Told the server's clock, its `Date` header in ms since the epoch, as each answer that carries a valid
   * one arrives (an error answer too): the board's "today" where the laptop's clock is off. Must not throw.
   */
  onDate?: (serverDateMs: number) => void;
};

export type RequestPlan = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the base URL, starting with `/`. */
  path: string;
  query?: URLSearchParams;
  /** Sent as JSON when defined. */
  body?: unknown;
  /**
   * The 2xx answer must be JSON: one whose Content-Type says otherwise (an HTML page, a file) is refused
   * as an invalid response before its body is read. An answer without a Content-Type is read and left to
   * the caller's parse.
   */
  expectsJson?: boolean;
};

/** A 2xx answer, read whole. */
export type Answer = { status: number; headers: Headers; bodyText: string; url: string };

/**
 * Sends one request and reads its whole body within `timeoutMs`. A 2xx is an Answer; a non-2xx, a network
 * failure, a timeout, a redirect (never followed: it would carry the key) or a cancellation through
 * `signal` is a JobBoardError. The body is read as a stream and never held past its bound: a 2xx of more
 * than MAX_ANSWER_BYTES (by its Content-Length, or counted as it arrives) is a `'too-large'` error and the
 * rest of it is never read; an error answer is read up to MAX_ERROR_ANSWER_BYTES, enough for its message.
 * A board's message never holds the API key sent: it is masked as logs mask it (log-redaction.ts). The API key is read for each request and sent only when there is one. Rejects only if `getApiKey` throws or `plan.body` cannot be
 * serialized (a cycle, a BigInt): programming errors, not board problems.
 */
export async function sendRequest(
  transport: Transport,
  plan: RequestPlan,
  signal?: AbortSignal,
): Promise<Result<Answer, JobBoardError>> {
  if (signal?.aborted) return err(abortedError(signal.reason));
  const apiKey = await transport.getApiKey();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (apiKey) headers['API-Key'] = apiKey;
  let body: string | undefined;
  if (plan.body !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(plan.body);
  }
  const query = plan.query?.toString() ?? '';
  const url = `${transport.baseUrl}${plan.path}${query === '' ? '' : `?${query}`}`;

  const deadline = new AbortController();
  let timedOut = false;
  const timer =
    transport.timeoutMs > 0 && transport.timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => {
          timedOut = true;
          deadline.abort();
        }, transport.timeoutMs)
      : undefined;
  const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
  // Called detached: a browser's fetch throws "Illegal invocation" when called as a method of another object.
  const fetchFunction = transport.fetch;
  try {
    const response = await untilAborted(
      // Never followed: fetch would send the API-Key header on to wherever a redirect points.
      fetchFunction(url, { method: plan.method, headers, body, signal: combined, redirect: 'manual' }),
      combined,
    );
    noteServerDate(transport, response.headers);
    // A browser shows a redirect not followed as an opaque answer (status 0); Node as the 3xx itself.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      return err(redirectError(transport.origin, response.status, response.headers.get('Location')));
    }
    const request = `${plan.method} ${plan.path}`;
    if (response.ok) {
      const contentType = response.headers.get('Content-Type');
      if (plan.expectsJson && contentType !== null && !isJsonMediaType(contentType)) {
        await response.body?.cancel().catch(() => undefined);
        return err(
          invalidResponseError(transport.origin, request, response.status, [
            'The body is not JSON.',
            `It came as ${mediaTypeOf(contentType) || 'an unnamed type'}.`,
          ]),
        );
      }
      const read = await untilAborted(readBoundedText(response, MAX_ANSWER_BYTES, combined, false), combined);
      if (read.over) return err(tooLargeError(transport.origin, request, response.status, MAX_ANSWER_BYTES));
      return ok({ status: response.status, headers: response.headers, bodyText: read.text, url });
    }
    // What an error answer says is in its first lines; the rest is never read.
    const read = await untilAborted(
      readBoundedText(response, MAX_ERROR_ANSWER_BYTES, combined, true),
      combined,
    );
    // Its reader loads with the first error answer, not with the page (the UI's first screen is read without one).
    const { parseErrorBody, withoutSecret } = await import('./parse-error-body.ts');
    const refusal = parseErrorBody(
      response.status,
      response.statusText,
      response.headers.get('Content-Type'),
      read.text,
      { retryAfter: response.headers.get('Retry-After'), now: transport.now },
    );
    return err(apiKey ? withoutSecret(refusal, apiKey) : refusal);
  } catch (cause) {
    if (signal?.aborted) return err(abortedError(signal.reason));
    if (timedOut) return err(timeoutError(transport.origin, transport.timeoutMs));
    return err(networkError(transport.origin, cause));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Settles with `work`, or rejects as soon as `signal` aborts: a fetch (or a body) that ignores its signal
 * cannot hold the caller past the deadline.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    // The work is always followed to its end: a fetch given a signal aborted already rejects too, and that
    // rejection, left alone, is an unhandled one (a browser reports it as the page's error).
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The body's text, read as a stream up to `maxBytes`. `over` when the body holds more (counted while
 * reading, or, unless `keepWhatFit`, by its Content-Length before anything is read): the stream is then
 * cancelled, so the connection closes and nothing more arrives, and `text` holds what fit when
 * `keepWhatFit` (else nothing). Decoded as UTF-8, as `Response.text()` does.
 */
async function readBoundedText(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
  keepWhatFit: boolean,
): Promise<{ text: string; over: boolean }> {
  const body = response.body;
  if (body === null) return { text: '', over: false };
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  // An answer kept only whole is refused by what it declares; one whose start is enough is read that far.
  if (!keepWhatFit && Number.isFinite(declared) && declared > maxBytes) {
    await body.cancel().catch(() => undefined);
    return { text: '', over: true };
  }
  const reader = body.getReader();
  const cancel = (): void => void reader.cancel().catch(() => undefined);
  signal.addEventListener('abort', cancel, { once: true });
  // The bytes are kept as they came and decoded once at the end: an answer cut off is never decoded.
  const chunks: Uint8Array[] = [];
  let received = 0;
  let over = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const room = maxBytes - received;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        received = maxBytes;
        over = true;
        cancel();
        break;
      }
      chunks.push(value);
      received += value.byteLength;
    }
  } finally {
    signal.removeEventListener('abort', cancel);
  }
  if (over && keepWhatFit === false) return { text: '', over };
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes), over };
}

/** The answer's `Date` (an HTTP date, to the second) to `transport.onDate`; an absent or unreadable one is ignored. */
function noteServerDate(transport: Transport, headers: Headers): void {
  if (transport.onDate === undefined) return;
  const date = headers.get('Date');
  const ms = date === null ? Number.NaN : Date.parse(date);
  if (Number.isFinite(ms)) transport.onDate(ms);
}

function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** `application/json`, `text/json` or any `…+json` (RFC 6839). */
function isJsonMediaType(contentType: string): boolean {
  const mediaType = mediaTypeOf(contentType);
  return mediaType === 'application/json' || mediaType === 'text/json' || mediaType.endsWith('+json');
}

// One HTTP exchange with the job board: headers, API key, deadline, cancellation, and every failure as a value.
import { err, ok, type Result } from '../result.ts';
import {
  abortedError,
  type JobBoardError,
  networkError,
  redirectError,
  timeoutError,
} from './job-board-error.ts';
import { parseErrorBody } from './parse-error-body.ts';

/** setTimeout cannot wait longer than this; a longer (or infinite) timeout means none. */
const MAX_TIMER_MS = 2_147_483_647;

export type Transport = {
  /** Without a trailing slash, e.g. `http://127.0.0.1:8787/api/v1.1`. */
  baseUrl: string;
  /** What messages call the board, e.g. `http://127.0.0.1:8787`. */
  origin: string;
  getApiKey: () => string | null | Promise<string | null>;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
};

export type RequestPlan = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below the base URL, starting with `/`. */
  path: string;
  query?: URLSearchParams;
  /** Sent as JSON when defined. */
  body?: unknown;
};

/** A 2xx answer, read whole. */
export type Answer = { status: number; headers: Headers; bodyText: string; url: string };

/**
 * Sends one request and reads its whole body within `timeoutMs`. A 2xx is an Answer; a non-2xx, a network
 * failure, a timeout, a redirect (never followed: it would carry the key) or a cancellation through
 * `signal` is a JobBoardError. The API key is read for each request and sent only when there is one. Rejects only if `getApiKey` throws or `plan.body` cannot be
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
    // A browser shows a redirect not followed as an opaque answer (status 0); Node as the 3xx itself.
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
      await response.body?.cancel().catch(() => undefined);
      return err(redirectError(transport.origin, response.status, response.headers.get('Location')));
    }
    const bodyText = await untilAborted(response.text(), combined);
    if (response.ok) return ok({ status: response.status, headers: response.headers, bodyText, url });
    return err(
      parseErrorBody(response.status, response.statusText, response.headers.get('Content-Type'), bodyText, {
        retryAfter: response.headers.get('Retry-After'),
        now: transport.now,
      }),
    );
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
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

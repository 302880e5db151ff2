// The one call of both typed clients (the job board's and JobDesk's app endpoints'): a transport built
// from the client's options, one exchange (send-request.ts), and a 2xx body checked against a shared schema.
import type * as z from 'zod/mini';
import { formatFieldPath } from '../errors/validation-failure.ts';
import { err, ok, type Result } from '../result.ts';
import { invalidResponseError, type JobBoardError } from './job-board-error.ts';
import { type Answer, type RequestPlan, sendRequest, type Transport } from './send-request.ts';

/** Time allowed for a whole exchange (answer and body) unless a client is told otherwise. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Per call: `signal` cancels the request (the result is then a JobBoardError of kind `'aborted'`). */
export type CallOptions = { signal?: AbortSignal };

/** What both clients are built from. */
export type TransportOptions = {
  /** The API's base, e.g. `http://127.0.0.1:8787/api/v1.1`; a trailing slash is tolerated. */
  baseUrl: string;
  /** Read at each request, so a key replaced in settings applies to every later request. null: no `API-Key`. */
  getApiKey: () => string | null | Promise<string | null>;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Time allowed for a whole exchange (answer and body). Default 30,000 ms. */
  timeoutMs?: number;
  /** The clock a `Retry-After` date is measured from. Default `Date.now`. */
  now?: () => number;
  /** Told the server's clock (its `Date` header) with every answer that carries one (send-request.ts). */
  onDate?: (serverDateMs: number) => void;
};

/** A checked 2xx body and the answer it came in (its status and headers: `Location`, 200 or 201). */
export type CheckedAnswer<T> = { value: T; answer: Answer };

export function createTransport(options: TransportOptions): Transport {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    baseUrl,
    origin: describeOrigin(baseUrl),
    getApiKey: options.getApiKey,
    // Called detached from globalThis by sendRequest: a browser's fetch must not lose its `this`.
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: options.now ?? Date.now,
    ...(options.onDate ? { onDate: options.onDate } : {}),
  };
}

/**
 * Sends the request (JSON expected) and checks its 2xx body against `schema`. Every failure is a
 * JobBoardError value: sendRequest's (HTTP, network, timeout, redirect, too large, cancelled), or a
 * non-retryable `'invalid-response'` for a body that is empty, not JSON, or not what `schema` says (its
 * first three problems, by field path). Rejects only where sendRequest does (a `getApiKey` that throws).
 */
export async function callJson<S extends z.ZodMiniType>(
  transport: Transport,
  plan: RequestPlan,
  schema: S,
  options?: CallOptions,
): Promise<Result<CheckedAnswer<z.output<S>>, JobBoardError>> {
  const sent = await sendRequest(transport, { ...plan, expectsJson: true }, options?.signal);
  if (!sent.ok) return sent;
  const answer = sent.value;
  const invalid = (details: string[]): JobBoardError =>
    invalidResponseError(transport.origin, `${plan.method} ${plan.path}`, answer.status, details);
  if (answer.bodyText.trim() === '') return err(invalid(['The body was empty.']));
  let json: unknown;
  try {
    json = JSON.parse(answer.bodyText);
  } catch {
    return err(invalid(['The body is not JSON.']));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${formatFieldPath(issue.path) || 'body'}: ${issue.message}`);
    return err(invalid(details));
  }
  return ok({ value: parsed.data, answer });
}

/** Sends a request whose 2xx answer says nothing (a delete, an action): its body is read and ignored. */
export async function callWithoutAnswer(
  transport: Transport,
  plan: RequestPlan,
  options?: CallOptions,
): Promise<Result<void, JobBoardError>> {
  const sent = await sendRequest(transport, plan, options?.signal);
  return sent.ok ? ok(undefined) : sent;
}

/** The scheme and host that messages name; a custom scheme's URL has no origin of its own. */
export function describeOrigin(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
  } catch {
    return baseUrl;
  }
}

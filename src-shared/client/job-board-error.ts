// The one error type of the job board client: what went wrong, what the board said, and whether a retry can help.
import { plural } from '../plural.ts';
import type { FieldError } from '../schemas/resources.ts';

export type JobBoardErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'too-large' | 'aborted';

/**
 * What a caller decides on. `'other'` covers the HTTP statuses with no reason of their own (405, 408, 413,
 * 415, 425, …) and a request cancelled through its `signal` (kind `'aborted'`).
 */
export type JobBoardErrorReason =
  | 'authentication'
  | 'payment-required'
  | 'not-found'
  | 'conflict'
  | 'validation'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'invalid-response'
  | 'too-large'
  | 'redirect'
  | 'other';

export type JobBoardErrorInit = {
  kind: JobBoardErrorKind;
  status: number | null;
  type: string | null;
  messages: string[];
  fields: FieldError[];
  retryable: boolean;
  retryAfterMs: number | null;
  reason: JobBoardErrorReason;
  cause?: unknown;
};

/**
 * A failed call to the job board, returned as a value (the client never throws it).
 *
 * - `kind`: `'http'` (the board answered with a non-2xx status), `'network'` (the board could not be reached),
 *   `'timeout'`, `'invalid-response'` (a 2xx whose body is not what the interface document describes),
 *   `'too-large'` (a 2xx body over the client's bound, left unread past it), `'aborted'` (the caller
 *   cancelled through its `signal`).
 * - `status`: the HTTP status for `'http'`, `'invalid-response'` and `'too-large'`, else null.
 * - `type`: `error.type` of the board's body when it uses JobDesk's error shape (`ValidationException`, …).
 * - `messages`: at least one human-readable, non-empty sentence, from the board's body when it had one.
 * - `fields`: per-field messages when the board gave them (`path` as `locations[1].description`).
 * - `retryable`: true for network errors, timeouts, answers too large, 408, 425, 429 and every 5xx; false for everything else
 *   (401/403 authentication, 402 no job credit, other 4xx, invalid responses, cancelled calls).
 * - `retryAfterMs`: the board's `Retry-After` as a delay from now, when it sent one.
 * - `message` (from `Error`): the messages joined by spaces.
 */
export class JobBoardError extends Error {
  override readonly name = 'JobBoardError';
  readonly kind: JobBoardErrorKind;
  readonly status: number | null;
  readonly type: string | null;
  readonly messages: string[];
  readonly fields: FieldError[];
  readonly retryable: boolean;
  readonly retryAfterMs: number | null;
  readonly reason: JobBoardErrorReason;

  constructor(init: JobBoardErrorInit) {
    if (init.messages.length === 0) throw new RangeError('A JobBoardError needs at least one message.');
    super(init.messages.join(' '), init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.type = init.type;
    this.messages = init.messages;
    this.fields = init.fields;
    this.retryable = init.retryable;
    this.retryAfterMs = init.retryAfterMs;
    this.reason = init.reason;
  }
}

/** Whether repeating a request that got this status can succeed: 408, 425, 429 and every 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || (status >= 500 && status <= 599);
}

/** The reason a caller decides on, for an HTTP error status. */
export function reasonForStatus(status: number): JobBoardErrorReason {
  if (status === 401 || status === 403) return 'authentication';
  if (status === 402) return 'payment-required';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'validation';
  if (status === 429) return 'rate-limited';
  if (status >= 500 && status <= 599) return 'server';
  return 'other';
}

/** The board could not be reached (DNS, refused connection, TLS, connection reset, CORS…). Retryable. */
export function networkError(origin: string, cause: unknown): JobBoardError {
  return new JobBoardError({
    kind: 'network',
    status: null,
    type: null,
    messages: [`Could not reach the job board at ${origin}.`],
    fields: [],
    retryable: true,
    retryAfterMs: null,
    reason: 'network',
    cause,
  });
}

/** The board did not answer (headers and body) within `timeoutMs`. Retryable. */
export function timeoutError(origin: string, timeoutMs: number): JobBoardError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new JobBoardError({
    kind: 'timeout',
    status: null,
    type: null,
    messages: [
      `The job board at ${origin} did not answer within ${seconds} ${plural(seconds, 'second', 'seconds')}.`,
    ],
    fields: [],
    retryable: true,
    retryAfterMs: null,
    reason: 'timeout',
  });
}

/** The caller cancelled the request through its `signal`. Not retryable: nobody is waiting for it. */
export function abortedError(cause: unknown): JobBoardError {
  return new JobBoardError({
    kind: 'aborted',
    status: null,
    type: null,
    messages: ['The request to the job board was cancelled.'],
    fields: [],
    retryable: false,
    retryAfterMs: null,
    reason: 'other',
    cause,
  });
}

/**
 * A 2xx whose body is not what the interface document describes. Not retryable (the same request gets the
 * same answer); `details` say what did not match, so the caller can show or log it.
 */
export function invalidResponseError(
  origin: string,
  request: string,
  status: number,
  details: string[],
): JobBoardError {
  return new JobBoardError({
    kind: 'invalid-response',
    status,
    type: null,
    messages: [`The job board at ${origin} sent an answer JobDesk cannot read (${request}).`, ...details],
    fields: [],
    retryable: false,
    retryAfterMs: null,
    reason: 'invalid-response',
  });
}

/**
 * The board answered with a redirect (3xx). Not followed: a redirect would carry the API key to wherever
 * it points. Not retryable: the address in the settings is not the board's.
 */
export function redirectError(origin: string, status: number, location: string | null): JobBoardError {
  const where = location ? ` to ${location}` : '';
  return new JobBoardError({
    kind: 'http',
    status,
    type: null,
    messages: [
      `The address ${origin} sends JobDesk elsewhere${where} (HTTP ${status}). JobDesk does not follow it, ` +
        'so the API key goes only to the address you entered: enter the job board’s own address.',
    ],
    fields: [],
    retryable: false,
    retryAfterMs: null,
    reason: 'redirect',
  });
}

/**
 * A 2xx answer larger than `maxBytes` (by its Content-Length or counted as it came): the client stopped
 * reading it there. Retryable: the same request may get a sound answer once the board (or a proxy before
 * it) is mended, and each try costs at most `maxBytes`.
 */
export function tooLargeError(
  origin: string,
  request: string,
  status: number,
  maxBytes: number,
): JobBoardError {
  const mebibytes = Math.round(maxBytes / (1024 * 1024));
  return new JobBoardError({
    kind: 'too-large',
    status,
    type: null,
    messages: [
      `The job board at ${origin} sent an answer larger than ${mebibytes} MB (${request}); JobDesk stopped reading it.`,
    ],
    fields: [],
    retryable: true,
    retryAfterMs: null,
    reason: 'too-large',
  });
}

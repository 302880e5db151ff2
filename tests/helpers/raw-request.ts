// Wire-level requests for the API tests: any method, path, header and body, answered as status, headers
// and the body read whole, so a test can check what the typed client would hide.
import type { ApiTarget } from './api-target.ts';

export type RawRequest = {
  method: string;
  /** Below the base URL (`/jobs/1?x=y`), or an absolute URL (a paging link). */
  path: string;
  /** The `API-Key` header: default the target's keyA; null sends none. */
  key?: string | null;
  /** Sent as JSON with `Content-Type: application/json` (unless `contentType` says otherwise). */
  json?: unknown;
  /** Sent as is; a string gets fetch's own `text/plain;charset=UTF-8` unless `contentType` is given. */
  body?: string | Uint8Array;
  /** The `Content-Type` header; null sends none with a `json` body. */
  contentType?: string | null;
  headers?: Record<string, string>;
};

export type RawAnswer = {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  json: unknown;
  /** `METHOD url -> status body`, for failure messages. */
  summary: string;
};

export function urlOf(target: ApiTarget, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${target.baseUrl}${path}`;
}

/** Sends one request and reads the whole answer. Never throws for an HTTP status. */
export async function send(target: ApiTarget, request: RawRequest): Promise<RawAnswer> {
  const headers = new Headers(request.headers);
  const key = request.key === undefined ? target.keyA : request.key;
  if (key !== null) headers.set('API-Key', key);
  let body: string | Uint8Array | undefined = request.body;
  if (request.json !== undefined) {
    body = new TextEncoder().encode(JSON.stringify(request.json));
    if (request.contentType === undefined) headers.set('Content-Type', 'application/json');
  }
  if (request.contentType !== undefined && request.contentType !== null)
    headers.set('Content-Type', request.contentType);
  const url = urlOf(target, request.path);
  const response = await target.fetch(url, {
    method: request.method,
    headers,
    body: body as BodyInit | undefined,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const shown = text.length > 600 ? `${text.slice(0, 600)}…` : text;
  return {
    status: response.status,
    headers: response.headers,
    text,
    json,
    summary: `${request.method} ${url} -> ${response.status} ${shown}`,
  };
}

/** A JSON body of `size` bytes: `{"title":"xxx…"}` padded to exactly that length. */
export function jsonBodyOfSize(size: number, base: Record<string, unknown> = {}): string {
  const head = JSON.stringify({ ...base, padding: '' });
  const fill = size - head.length;
  if (fill < 0) throw new RangeError(`A body of ${size} bytes cannot hold ${head}.`);
  return `${head.slice(0, -2)}${'x'.repeat(fill)}"}`;
}

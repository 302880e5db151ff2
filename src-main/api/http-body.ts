// Reading a request's JSON body under the API's rules: a JSON content type (415), well-formed JSON
// (400), and the 1 MiB limit (413), which limitBodySize enforces before the body is read.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { generalValidationFailure } from '../../src-shared/errors/validation-failure.ts';
import { ApiError, validationError } from './api-error.ts';

export function hasJsonContentType(request: Request): boolean {
  const contentType = request.headers.get('Content-Type') ?? '';
  return contentType.trim().toLowerCase().startsWith('application/json');
}

export function unsupportedMediaType(): ApiError {
  return new ApiError(415, 'UnsupportedMediaTypeException', [
    'Send the body as JSON, with the header Content-Type: application/json.',
  ]);
}

const MIB = 1024 * 1024;

/**
 * Answers 413 for a body over `maxBytes`. A request that declares its length (as HTTP clients do) is
 * judged by the header alone, since Node's parser never reads past it; only a body of unknown length
 * (chunked, or a Request made in process) is counted as it streams. Looking at the body stream costs a
 * full Request on the Node adapter, so the common case never touches it.
 */
export function limitBodySize(maxBytes: number): MiddlewareHandler {
  const tooLarge = () => {
    const limit = maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
    throw new ApiError(413, 'PayloadTooLargeException', [`The request body is larger than ${limit}.`]);
  };
  const countWhileStreaming = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) {
      return countWhileStreaming(c, next);
    }
    if (Number(length) > maxBytes) tooLarge();
    return next();
  };
}

/** The parsed body; throws ApiError 415 or 400, which the error handler answers. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!hasJsonContentType(c.req.raw)) throw unsupportedMediaType();
  const text = await c.req.text();
  if (text.trim() === '') {
    throw validationError(
      generalValidationFailure('The request body is empty; send the job as a JSON object.'),
    );
  }
  return parseJson(text);
}

/**
 * For a DELETE, whose body is optional: undefined when there is none; else it must be JSON (415)
 * and well-formed (400). Decided by reading the body, since a request made in process has no
 * Content-Length.
 */
export async function readOptionalJsonBody(c: Context): Promise<unknown> {
  const text = c.req.raw.body === null ? '' : await c.req.text();
  if (text === '') return undefined;
  if (!hasJsonContentType(c.req.raw)) throw unsupportedMediaType();
  return parseJson(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw validationError(generalValidationFailure('The request body is not valid JSON.'));
  }
}

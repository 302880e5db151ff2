// The API's one error type: an HTTP status, an error `type` of api-decisions.md, and messages a
// person can act on. Route code returns or throws it; `getResponse()` renders the one error body.
import type { ValidationFailure } from '../../src-shared/errors/validation-failure.ts';
import type { ErrorBody, ErrorType, FieldError } from '../../src-shared/schemas/resources.ts';
import { jsonResponse } from './json-response.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly type: ErrorType;
  readonly messages: string[];
  readonly fields: FieldError[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    type: ErrorType,
    messages: string[],
    options: { fields?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(messages[0] ?? type);
    this.name = 'ApiError';
    this.status = status;
    this.type = type;
    this.messages = messages;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    const error: ErrorBody['error'] = { type: this.type, messages: this.messages };
    if (this.fields) error.fields = this.fields;
    return { error };
  }

  /** The answer to send, as Hono's `HTTPException.getResponse()`: the one error body, with its headers. */
  getResponse(): Response {
    return jsonResponse(this.status, this.toBody(), this.headers);
  }
}

export function validationError(failure: ValidationFailure): ApiError {
  return new ApiError(400, failure.type, failure.messages, { fields: failure.fields });
}

export function authenticationError(): ApiError {
  return new ApiError(401, 'AuthenticationException', [
    'A valid API key is required. Send it in the API-Key header.',
  ]);
}

export function notFoundError(message = 'No job with this id exists for your account.'): ApiError {
  return new ApiError(404, 'NotFoundException', [message]);
}

/** The answer to a path nothing is served at. */
export function noSuchAddressError(): ApiError {
  return notFoundError('There is nothing at this address.');
}

export function conflictError(message: string, path: string): ApiError {
  return new ApiError(409, 'ConflictException', [message], { fields: [{ path, message }] });
}

export function methodNotAllowedError(method: string, allowed: string[]): ApiError {
  return new ApiError(405, 'MethodNotAllowedException', [`${method} is not supported on this resource.`], {
    headers: { Allow: allowed.join(', ') },
  });
}

/** The one 500: no detail of what failed reaches the client (the logger has it). */
export function internalError(): ApiError {
  return new ApiError(500, 'InternalException', ['Something went wrong on our side. Please try again.']);
}

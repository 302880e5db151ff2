// The API's one error type: an HTTP status, an error `type` of api-decisions.md, and messages a
// person can act on. Route code returns or throws it; `getResponse()` renders the one error body.
import type { ValidationFailure } from '../../src-shared/errors/validation-failure.ts';
import type { ErrorBody, ErrorType, FieldError } from '../../src-shared/schemas/resources.ts';
import type { JobWriteError } from '../jobs/jobs-service.ts';
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

/** A job write the domain refused, as the API answers it: 400, 404, or 409 naming the referenceId. */
export function jobWriteError(error: JobWriteError): ApiError {
  switch (error.type) {
    case 'invalid':
      return validationError(error.failure);
    case 'not-found':
      return notFoundError(error.message);
    case 'reference-in-use':
      return conflictError(error.message, 'referenceId');
    case 'undo-expired':
      return new ApiError(409, 'ConflictException', [error.message]);
  }
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

/** Seconds a client should wait before retrying a change the busy database refused. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * 503: another program held the database's write lock longer than the store waits. Nothing of the
 * change was saved (its transaction never began); the same request later will work.
 */
export function databaseBusyError(): ApiError {
  return new ApiError(
    503,
    'ServiceUnavailableException',
    [
      'Another program is holding JobDesk’s database, so JobDesk saved nothing of this change. Try again in a moment; if this goes on, close any other program that has JobDesk’s files open.',
    ],
    { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) } },
  );
}

/** 507: the disk is full. SQLite rolled the change's transaction back: nothing of it was saved. */
export function diskFullError(): ApiError {
  return new ApiError(507, 'InsufficientStorageException', [
    'The disk is full: JobDesk saved nothing of this change. Free some space on the disk, then save again.',
  ]);
}

/** 503: the data folder cannot be written to any more (a disk remounted read-only, removed, re-permissioned). */
export function dataFolderReadOnlyError(): ApiError {
  return new ApiError(503, 'ServiceUnavailableException', [
    'JobDesk cannot write to its data folder (the disk is read-only or gone), so it saved nothing of this change. Check the disk, restart JobDesk, then save again.',
  ]);
}

/** 503: the database failed SQLite's integrity check and JobDesk writes nothing more to it; `message` says which backup to restore. */
export function databaseDamagedError(message: string): ApiError {
  return new ApiError(503, 'ServiceUnavailableException', [`${message} Nothing of this change was saved.`]);
}

/** The one 500: no detail of what failed reaches the client (the logger has it). */
export function internalError(): ApiError {
  return new ApiError(500, 'InternalException', ['Something went wrong on our side. Please try again.']);
}

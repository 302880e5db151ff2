// A request's body, query or path segment read with its shared schema: the data, or the 400 that names every
// problem (the one error body, its fields at their paths).
import type * as z from 'zod/mini';
import { zodErrorToFailure } from '../../src-shared/rules/validation-issues.ts';
import { validationError } from './api-error.ts';

/** `value` as `schema` reads it; a value that does not fit throws the validation error the API answers. */
export function parseRequest<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw validationError(zodErrorToFailure(parsed.error));
  return parsed.data;
}

// From zod's issues to the one ValidationFailure the API sends and the forms show.
import type * as z from 'zod/mini';
import { formatFieldPath, type ValidationFailure, validationFailure } from '../errors/validation-failure.ts';
import { err, ok, type Result } from '../result.ts';
import { jobIssueMessage } from './field-messages.ts';

/** Each issue becomes a field error at its path as the API writes it (`locations[1].description`). */
export function zodErrorToFailure(error: z.core.$ZodError): ValidationFailure {
  return validationFailure(
    error.issues.map((issue) => ({ path: formatFieldPath(issue.path), message: issue.message })),
  );
}

/**
 * Parses `input` with `schema` into a Result; never throws for bad input. Issues the schema does not word
 * itself get the recruiter-readable fallback of field-messages.ts.
 */
export function parseWithMessages<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): Result<z.output<S>, ValidationFailure> {
  const parsed = schema.safeParse(input, { error: jobIssueMessage });
  return parsed.success ? ok(parsed.data) : err(zodErrorToFailure(parsed.error));
}

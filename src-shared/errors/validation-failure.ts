// A rejected input, as a value: every problem with the path of the field it belongs to, so a form
// can put each message under its input, and the API can send it as the one error body.
import type { FieldError } from '../schemas/resources.ts';

export type ValidationFailure = {
  type: 'ValidationException';
  /** One human-readable sentence per problem, in field order; never empty. */
  messages: string[];
  fields: FieldError[];
};

/** Builds a failure from field errors; a message shared by several fields is listed once in `messages`. */
export function validationFailure(fields: FieldError[]): ValidationFailure {
  if (fields.length === 0) throw new RangeError('A validation failure needs at least one field error.');
  return {
    type: 'ValidationException',
    messages: [...new Set(fields.map((field) => field.message))],
    fields,
  };
}

/** A failure that belongs to no single field (a malformed body, a bad query string). */
export function generalValidationFailure(message: string, path = ''): ValidationFailure {
  return validationFailure([{ path, message }]);
}

/** Formats a path as the API shows it: `locations[1].description`, `salary.period.id`. */
export function formatFieldPath(path: ReadonlyArray<PropertyKey>): string {
  let formatted = '';
  for (const segment of path) {
    if (typeof segment === 'number') formatted += `[${segment}]`;
    else formatted += formatted === '' ? String(segment) : `.${String(segment)}`;
  }
  return formatted;
}

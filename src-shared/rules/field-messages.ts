// Recruiter-readable names for the job body's fields, and the fallback message for a zod issue that no
// schema check words itself: mostly a wrong JSON type ("Title must be text.") or a missing field.
import type * as z from 'zod/mini';
import { formatFieldPath } from '../errors/validation-failure.ts';
import { JOB_MESSAGES } from './job-messages.ts';

type Path = ReadonlyArray<PropertyKey>;

/** Field names as a sentence starts them, by path with item numbers as `[]`; `{n}` is the item's 1-based number. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  referenceId: 'Reference ID',
  title: 'Title',
  closeDate: 'Close date',
  confidential: 'Confidential',
  autoRefresh: 'Auto-refresh',
  status: 'Status',
  locations: 'Locations',
  'locations[]': 'Location {n}',
  'locations[].description': 'Location {n}',
  categories: 'Categories',
  'categories[]': 'Category {n}',
  'categories[].id': 'The id of category {n}',
  positionType: 'Position type',
  'positionType.id': 'The position type id',
  salary: 'Salary',
  'salary.amount': 'Salary amount',
  'salary.maxAmount': 'Maximum salary',
  'salary.period': 'Salary period',
  'salary.period.id': 'The salary period id',
  'salary.plusCommission': 'Plus commission',
  description: 'Description',
  applicantRoutingType: 'Applicant routing',
  'applicantRoutingType.id': 'The applicant routing id',
  applicationEmail: 'Application email',
  applicationUrl: 'Application URL',
};

/** What to say when a required field is absent or null, where "<label> is required." would read badly. */
const REQUIRED_MESSAGES: Readonly<Record<string, string>> = {
  '': JOB_MESSAGES.bodyNotObject,
  title: JOB_MESSAGES.titleRequired,
  locations: JOB_MESSAGES.locationsRequired,
  'locations[]': JOB_MESSAGES.locationRequired,
  'locations[].description': JOB_MESSAGES.locationRequired,
  categories: JOB_MESSAGES.categoriesRequired,
  'categories[]': JOB_MESSAGES.categoryRequired,
  'categories[].id': JOB_MESSAGES.categoryRequired,
  positionType: JOB_MESSAGES.positionTypeRequired,
  'positionType.id': JOB_MESSAGES.positionTypeRequired,
  'salary.period': JOB_MESSAGES.salaryPeriodRequired,
  'salary.period.id': JOB_MESSAGES.salaryPeriodRequired,
  description: JOB_MESSAGES.descriptionRequired,
  applicantRoutingType: JOB_MESSAGES.routingRequired,
  'applicantRoutingType.id': JOB_MESSAGES.routingRequired,
};

/** What to say when a field has the wrong JSON type, where "<label> must be <type>." would read badly. */
const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  '': JOB_MESSAGES.bodyNotObject,
  closeDate: JOB_MESSAGES.closeDateFormat,
  status: JOB_MESSAGES.statusInvalid,
  salary: JOB_MESSAGES.salaryInvalid,
};

const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** The path with item numbers replaced by `[]`: the key of the tables above. */
function pathPattern(path: Path): string {
  return formatFieldPath(path).replace(/\[\d+\]/g, '[]');
}

/** `{n}` becomes the 1-based number of the first list item on the path. */
function fillItemNumber(template: string, path: Path): string {
  const index = path.find((segment) => typeof segment === 'number');
  return template.replace('{n}', String((index ?? 0) + 1));
}

/** A field's name for the start of a sentence: `Location 2`, `Salary amount`; unknown fields by their path. */
export function fieldLabel(path: Path): string {
  const label = FIELD_LABELS[pathPattern(path)];
  if (label === undefined) return formatFieldPath(path) || 'The request body';
  return fillItemNumber(label, path);
}

/**
 * The zod error map of the job body's schemas. Every schema of job-input.ts carries it, so a direct
 * `safeParse` already yields these messages; it only words issues that carry no message of their own.
 */
export const jobIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const path = issue.path ?? [];
  const pattern = pathPattern(path);
  if (issue.code === 'invalid_type') {
    const required = REQUIRED_MESSAGES[pattern];
    // null stands for "missing" only where the field is required; elsewhere it is just the wrong type.
    if (issue.input === undefined || (issue.input === null && required !== undefined)) {
      return fillItemNumber(required ?? `${fieldLabel(path)} is required.`, path);
    }
    return (
      TYPE_MESSAGES[pattern] ??
      `${fieldLabel(path)} must be ${EXPECTED_WORDS[issue.expected] ?? 'of another type'}.`
    );
  }
  if (issue.code === 'invalid_value' && pattern === 'status') return JOB_MESSAGES.statusInvalid;
  return `${fieldLabel(path)} is not valid.`;
};

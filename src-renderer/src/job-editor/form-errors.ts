// Where each error goes in the editor: a rule's or the API's `fields[].path` under its input, the rest at the top.
import type { FieldError } from '../../../src-shared/schemas/resources.ts';
import { coreErrorMessage, isJobBoardError } from '../core/core-error-message.ts';
import type { JobFormField } from './form-values.ts';
import { jobMessageInScreenLanguage } from './job-message-words.ts';

export type FormErrors = {
  /** One message per input: the first one given for it. */
  fields: Partial<Record<JobFormField, string>>;
  /** Messages that belong to no input (a conflict, a status transition, an unknown path). */
  general: string[];
};

export const NO_FORM_ERRORS: FormErrors = { fields: {}, general: [] };

/** API paths (list items as `[]`) and the input each belongs to. */
const FIELD_OF_PATH: Readonly<Record<string, JobFormField>> = {
  title: 'title',
  referenceId: 'referenceId',
  locations: 'locations',
  'locations[]': 'locations',
  'locations[].description': 'locations',
  categories: 'categories',
  'categories[]': 'categories',
  'categories[].id': 'categories',
  positionType: 'positionType',
  'positionType.id': 'positionType',
  salary: 'salary',
  'salary.amount': 'salary',
  'salary.maxAmount': 'maxSalary',
  'salary.period': 'payPeriod',
  'salary.period.id': 'payPeriod',
  'salary.plusCommission': 'plusCommission',
  closeDate: 'closeDate',
  confidential: 'confidential',
  autoRefresh: 'autoRefresh',
  applicantRoutingType: 'routing',
  'applicantRoutingType.id': 'routing',
  applicationEmail: 'applicationEmail',
  applicationUrl: 'applicationUrl',
  description: 'description',
};

/**
 * The input an error path (`locations[1].description`, `salary.period.id`) belongs to, or null. The editor's
 * Save sends the job under `job` (/app/v1/jobs/with-postings), whose refusals name `job.title`.
 */
export function formFieldOfPath(path: string): JobFormField | null {
  const inJob = path.startsWith('job.') ? path.slice('job.'.length) : path;
  return FIELD_OF_PATH[inJob.replace(/\[\d+\]/g, '[]')] ?? null;
}

/**
 * Sorts field errors under their inputs (the first message for an input wins) and everything else to
 * the top: field errors with no input, and `messages` that no field error carries.
 */
export function placeErrors(
  fields: ReadonlyArray<FieldError>,
  messages: ReadonlyArray<string> = [],
): FormErrors {
  const placed: FormErrors = { fields: {}, general: [] };
  const addGeneral = (message: string) => {
    if (!placed.general.includes(message)) placed.general.push(message);
  };
  for (const { path, message } of fields) {
    const field = formFieldOfPath(path);
    if (field === null) addGeneral(message);
    else placed.fields[field] ??= message;
  }
  const fieldMessages = new Set(fields.map((field) => field.message));
  for (const message of messages) if (!fieldMessages.has(message)) addGeneral(message);
  return placed;
}

export function hasErrors(errors: FormErrors): boolean {
  return errors.general.length > 0 || Object.keys(errors.fields).length > 0;
}

/**
 * A failed save as the form shows it: the core's refusal under its inputs, any other failure at the top. The
 * core words its refusals with the job rules' own messages, shown in the screen's language.
 */
export function refusalAsFormErrors(error: unknown): FormErrors {
  if (isJobBoardError(error) && error.kind === 'http')
    return placeErrors(
      error.fields.map((field) => ({ ...field, message: jobMessageInScreenLanguage(field.message) })),
      error.messages.map(jobMessageInScreenLanguage),
    );
  return { fields: {}, general: [coreErrorMessage(error)] };
}

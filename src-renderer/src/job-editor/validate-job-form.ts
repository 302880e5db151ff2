// The editor's validation: the shared job rules run on the body the editor would send, placed under inputs.
import type { JobRequestBody } from '../../../src-shared/client/job-request-body.ts';
import { parseLocation } from '../../../src-shared/locations/parse-location.ts';
import {
  LOCAL_CLOSE_DATE_SLACK_MS,
  type ValidationContext,
  validateJobCreate,
  validateJobUpdate,
} from '../../../src-shared/rules/validate-job.ts';
import type { FieldError, Job, JobStatus } from '../../../src-shared/schemas/resources.ts';
import { type FormErrors, NO_FORM_ERRORS, placeErrors } from './form-errors.ts';
import { formValuesToJobBody, type JobFormValues } from './form-values.ts';
import { jobMessageInScreenLanguage } from './job-message-words.ts';
import { locationProblemWords } from './location-problem-words.ts';

export type JobFormCheck = {
  /** The job as the core has it; null for a new job (validated as a create). */
  stored: Job | null;
  /** The status the save would give the job. */
  status: JobStatus;
} & ValidationContext;

/** Each location's shape ("City" or "City, PR"), by the shared parser; whether it exists is the core's to say. */
function locationProblems(body: JobRequestBody): FieldError[] {
  const problems: FieldError[] = [];
  (body.locations ?? []).forEach((location, index) => {
    const parsed = parseLocation(location.description ?? '');
    if (!parsed.ok)
      problems.push({ path: `locations[${index}].description`, message: locationProblemWords(parsed.error) });
  });
  return problems;
}

/**
 * Every problem the core would reject a save of `values` for, by the same rules the core runs
 * (create, or update of `stored` with its status transition), placed under the inputs.
 */
export function validateJobForm(values: JobFormValues, check: JobFormCheck): FormErrors {
  const body = formValuesToJobBody(values, check.status, check.stored);
  // As JobDesk's local copy checks it: a laptop clock days ahead never refuses a date the board takes.
  const local = { ...check, closeDateSlackMs: LOCAL_CLOSE_DATE_SLACK_MS };
  const validated =
    check.stored === null ? validateJobCreate(body, local) : validateJobUpdate(check.stored, body, local);
  const fields = [...locationProblems(body), ...(validated.ok ? [] : validated.error.fields)].map(
    (field) => ({
      ...field,
      message: jobMessageInScreenLanguage(field.message),
    }),
  );
  return fields.length === 0 ? NO_FORM_ERRORS : placeErrors(fields);
}

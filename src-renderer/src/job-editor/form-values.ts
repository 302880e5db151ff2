// The editor's form values (one per labelled input) and their conversion to and from the job board's job.

import * as z from 'zod/mini';
import { ROUTING_EMAIL, ROUTING_URL } from '../../../src-shared/catalogs/routing-types.ts';
import type { JobRequestBody } from '../../../src-shared/client/job-request-body.ts';
import { normalizeStoredDate } from '../../../src-shared/rules/job-merge.ts';
import { generateReferenceId, type RandomBytes } from '../../../src-shared/rules/reference-id.ts';
import type { Job, JobStatus } from '../../../src-shared/schemas/resources.ts';
import { closeDateToInstant, defaultCloseDate, instantToLocalDate } from './close-date.ts';

export type RoutingChoice = 'email' | 'url';

/**
 * What the editor's inputs hold. Selects hold ids as strings (Mantine's Select and MultiSelect take
 * strings); number inputs hold `''` when empty; the close date is a local calendar day `YYYY-MM-DD`.
 */
export type JobFormValues = {
  title: string;
  referenceId: string;
  /** Location descriptions as the board writes them: `Moncton, NB`. */
  locations: string[];
  categories: string[];
  positionType: string;
  salary: number | '';
  maxSalary: number | '';
  payPeriod: string;
  plusCommission: boolean;
  closeDate: string;
  confidential: boolean;
  autoRefresh: boolean;
  routing: RoutingChoice;
  applicationEmail: string;
  applicationUrl: string;
  description: string;
};

export type JobFormField = keyof JobFormValues;

const NumberOrEmpty = z.union([z.number(), z.literal('')]);

/** Form values as stored between sessions (unsaved edits): re-checked when read, never trusted. */
export const JobFormValuesSchema = z.object({
  title: z.string(),
  referenceId: z.string(),
  locations: z.array(z.string()),
  categories: z.array(z.string()),
  positionType: z.string(),
  salary: NumberOrEmpty,
  maxSalary: NumberOrEmpty,
  payPeriod: z.string(),
  plusCommission: z.boolean(),
  closeDate: z.string(),
  confidential: z.boolean(),
  autoRefresh: z.boolean(),
  routing: z.enum(['email', 'url']),
  applicationEmail: z.string(),
  applicationUrl: z.string(),
  description: z.string(),
}) satisfies z.ZodMiniType<JobFormValues>;

/** The fields in the order the editor shows them, so the first error can be focused. */
export const JOB_FORM_FIELDS: ReadonlyArray<JobFormField> = [
  'title',
  'referenceId',
  'locations',
  'categories',
  'positionType',
  'salary',
  'maxSalary',
  'payPeriod',
  'plusCommission',
  'closeDate',
  'confidential',
  'autoRefresh',
  'routing',
  'applicationEmail',
  'applicationUrl',
  'description',
];

/** A new job: a generated Reference ID, the default close date, applications by email, everything else empty. */
export function newJobFormValues(options: { referenceId: string; closeDate: string }): JobFormValues {
  return {
    title: '',
    referenceId: options.referenceId,
    locations: [],
    categories: [],
    positionType: '',
    salary: '',
    maxSalary: '',
    payPeriod: '',
    plusCommission: false,
    closeDate: options.closeDate,
    confidential: false,
    autoRefresh: false,
    routing: 'email',
    applicationEmail: '',
    applicationUrl: '',
    description: '',
  };
}

/** What a new job starts with: a Reference ID by the shared rule, closing after the default lifetime. */
export function newJobDefaults(
  now: Date,
  randomBytes: RandomBytes,
): { referenceId: string; closeDate: string } {
  return { referenceId: generateReferenceId(randomBytes), closeDate: defaultCloseDate(now) };
}

/** The form showing a job read from the core; the close date as the day it falls on where the recruiter is. */
export function jobToFormValues(job: Job): JobFormValues {
  const closeDate = normalizeStoredDate(job.closeDate);
  return {
    title: job.title,
    referenceId: job.referenceId ?? '',
    locations: job.locations.map((location) => location.description),
    categories: job.categories.map((category) => String(category.id)),
    positionType: job.positionType === null ? '' : String(job.positionType.id),
    salary: job.salary?.amount ?? '',
    maxSalary: job.salary?.maxAmount ?? '',
    payPeriod: job.salary ? String(job.salary.period.id) : '',
    plusCommission: job.salary?.plusCommission ?? false,
    closeDate: closeDate === null ? '' : instantToLocalDate(closeDate),
    confidential: job.confidential,
    autoRefresh: job.autoRefresh,
    routing: job.applicantRoutingType.id === ROUTING_URL ? 'url' : 'email',
    applicationEmail: job.applicationEmail ?? '',
    applicationUrl: job.applicationUrl ?? '',
    description: job.description,
  };
}

/** A copy of `job` to draft a new one from: its own Reference ID and close date, everything else kept. */
export function duplicateJobFormValues(
  job: Job,
  options: { referenceId: string; closeDate: string },
): JobFormValues {
  return { ...jobToFormValues(job), referenceId: options.referenceId, closeDate: options.closeDate };
}

function idOrNull(text: string): number | null {
  return text === '' ? null : Number(text);
}

function amountOrNull(value: number | ''): number | null {
  return value === '' ? null : value;
}

/**
 * The body sent to the core for these values with `status`. A close date left on the day `original`
 * closes keeps the original instant, so saving an untouched job changes nothing; a day picked in the
 * editor closes at the end of that day where the recruiter is, so choosing today is never "before the
 * publish date". An id an input cannot hold (nothing chosen) is sent as absent, for the rules to name.
 */
export function formValuesToJobBody(
  values: JobFormValues,
  status: JobStatus,
  original: Job | null = null,
): JobRequestBody {
  const amount = amountOrNull(values.salary);
  const maxAmount = amountOrNull(values.maxSalary);
  const originalClose = original === null ? null : normalizeStoredDate(original.closeDate);
  const keepsOriginalClose = originalClose !== null && instantToLocalDate(originalClose) === values.closeDate;
  const positionTypeId = idOrNull(values.positionType);
  return {
    referenceId: values.referenceId.trim(),
    title: values.title,
    closeDate: keepsOriginalClose
      ? originalClose
      : values.closeDate === ''
        ? null
        : closeDateToInstant(values.closeDate),
    confidential: values.confidential,
    autoRefresh: values.autoRefresh,
    status,
    locations: values.locations.map((description) => ({ description })),
    categories: values.categories.map((id) => ({ id: Number(id) })),
    ...(positionTypeId === null ? {} : { positionType: { id: positionTypeId } }),
    salary:
      amount === null && maxAmount === null
        ? null
        : {
            amount,
            maxAmount,
            period: { id: idOrNull(values.payPeriod) },
            plusCommission: values.plusCommission,
          },
    description: values.description,
    applicantRoutingType: { id: values.routing === 'url' ? ROUTING_URL : ROUTING_EMAIL },
    applicationEmail: values.routing === 'email' ? values.applicationEmail.trim() : null,
    applicationUrl: values.routing === 'url' ? values.applicationUrl.trim() : null,
  };
}

/** Whether two form states hold the same job (what decides "unsaved edits"). */
export function sameFormValues(a: JobFormValues, b: JobFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The form once a save has come back: each detail as the core saved it (normalised: trimmed, ordered), except
 * a detail the recruiter changed while the save was on its way, which stays as typed — it was not sent, and
 * is an edit still to save. `sent`: the values the save sent; `saved`: as the core has them; `now`: the form.
 */
export function formAfterSave(sent: JobFormValues, saved: JobFormValues, now: JobFormValues): JobFormValues {
  const result = { ...saved };
  for (const field of Object.keys(now) as JobFormField[]) {
    if (JSON.stringify(now[field]) !== JSON.stringify(sent[field]))
      Object.assign(result, { [field]: now[field] });
  }
  return result;
}

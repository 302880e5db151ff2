// What a client may put in a job URL: the GET /jobs query string and the job id of /jobs/{id}.
import * as z from 'zod/mini';
import { generalValidationFailure, type ValidationFailure } from '../errors/validation-failure.ts';
import { PROVINCE_CODES } from '../locations/provinces.ts';
import { err, ok, type Result } from '../result.ts';
import { LIMITS } from '../schemas/limits.ts';
import { JOB_STATUSES } from '../schemas/resources.ts';
import { JOB_LIST_SORTS, SORT_ORDERS } from './list-sort.ts';
import { parseWithMessages } from './validation-issues.ts';

export const QUERY_MESSAGES = {
  q: 'The search term must be text.',
  status: 'Status must be active, archived or draft.',
  page: `Page must be a whole number from 1 to ${LIMITS.maxInt32}.`,
  pageSize: `Page size must be a whole number from 1 to ${LIMITS.pageSize.max}.`,
  board: `Board must be a whole number from 1 to ${LIMITS.maxInt32}: the id of a job board (GET /app/v1/boards).`,
  sort: 'Sort must be publishDate, closeDate or title.',
  order: 'Order must be asc or desc.',
  province: `Province must be one of ${PROVINCE_CODES.join(', ')}.`,
  closing: 'Closing must be soon (the jobs that close within 7 days).',
  jobId: `The job id must be a whole number from 1 to ${LIMITS.maxInt32}.`,
  jobIds: `Give 1 to ${LIMITS.jobIdsPerRequest} job ids, each a whole number from 1 to ${LIMITS.maxInt32}, separated by commas (ids=1,2,3).`,
} as const;

/** Digits only: no sign, no decimal point, no exponent, no spaces. */
const DIGITS = /^\d+$/;

function wholeNumberIn(text: string, max: number): number | null {
  if (!DIGITS.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** A query parameter holding a whole number from 1 to `max`, or the default when absent. */
function wholeNumberParameter(max: number, fallback: number, message: string) {
  return z.pipe(
    z.optional(z.string({ error: message })),
    z.transform((text: string | undefined, payload) => {
      if (text === undefined) return fallback;
      const value = wholeNumberIn(text, max);
      if (value === null) {
        // A zod/mini transform has no addIssue: its issues go on the payload it is given.
        payload.issues.push({ code: 'custom', message, input: text });
        return z.NEVER;
      }
      return value;
    }),
  );
}

/**
 * The GET /jobs query string as an object of strings (e.g. `Object.fromEntries(url.searchParams)`).
 * Unknown parameters are ignored; a blank `q` is no filter.
 */
export const JobListQuerySchema = z.object({
  q: z.pipe(
    z.optional(z.string({ error: QUERY_MESSAGES.q })),
    z.transform((text: string | undefined) => (text?.trim() ? text.trim() : undefined)),
  ),
  status: z.optional(z.enum(JOB_STATUSES, { error: QUERY_MESSAGES.status })),
  page: wholeNumberParameter(LIMITS.maxInt32, LIMITS.defaultPage, QUERY_MESSAGES.page),
  pageSize: wholeNumberParameter(LIMITS.pageSize.max, LIMITS.pageSize.default, QUERY_MESSAGES.pageSize),
});
export type JobListQuery = z.output<typeof JobListQuerySchema>;

export function parseJobListQuery(query: unknown): Result<JobListQuery, ValidationFailure> {
  return parseWithMessages(JobListQuerySchema, query);
}

export {
  defaultSortOrder,
  JOB_LIST_SORTS,
  type JobListSort,
  SORT_ORDERS,
  type SortOrder,
} from './list-sort.ts';

/**
 * The app's jobs list (`GET /app/v1/jobs`): the query of GET /jobs and `board` (only the jobs posted to that
 * board), `province` (only the jobs with a location there), `closing=soon` (only the active jobs that close
 * within 7 days, src-shared/rules/closing-soon.ts), `sort` and `order`. The job board interface
 * (`/api/v1.1`) keeps its own query: none of these is one of its parameters.
 */
export const AppJobListQuerySchema = z.extend(JobListQuerySchema, {
  sort: z._default(z.enum(JOB_LIST_SORTS, { error: QUERY_MESSAGES.sort }), 'publishDate'),
  order: z.optional(z.enum(SORT_ORDERS, { error: QUERY_MESSAGES.order })),
  province: z.optional(z.enum(PROVINCE_CODES, { error: QUERY_MESSAGES.province })),
  closing: z.optional(z.enum(['soon'], { error: QUERY_MESSAGES.closing })),
  board: z.pipe(
    z.optional(z.string({ error: QUERY_MESSAGES.board })),
    z.transform((text: string | undefined, payload) => {
      if (text === undefined) return undefined;
      const id = wholeNumberIn(text, LIMITS.maxInt32);
      if (id === null) {
        payload.issues.push({ code: 'custom', message: QUERY_MESSAGES.board, input: text });
        return z.NEVER;
      }
      return id;
    }),
  ),
});
export type AppJobListQuery = z.output<typeof AppJobListQuerySchema>;

export function parseAppJobListQuery(query: unknown): Result<AppJobListQuery, ValidationFailure> {
  return parseWithMessages(AppJobListQuerySchema, query);
}

/** The `{id}` segment of /jobs/{id}: digits only, 1 to 2147483647. The failure's path is `id`. */
export function parseJobId(segment: string): Result<number, ValidationFailure> {
  const id = wholeNumberIn(segment, LIMITS.maxInt32);
  return id === null ? err(generalValidationFailure(QUERY_MESSAGES.jobId, 'id')) : ok(id);
}

/**
 * The query of `GET /app/v1/jobs/sync?ids=1,2,3`: 1 to 100 job ids (a page of the jobs list),
 * repeated ids once. The failure's path is `ids`.
 */
export const JobIdListQuerySchema = z.object({
  ids: z.pipe(
    z.string({ error: QUERY_MESSAGES.jobIds }),
    z.transform((text: string, payload) => {
      const ids = text.split(',').map((part) => wholeNumberIn(part.trim(), LIMITS.maxInt32));
      if (ids.length > LIMITS.jobIdsPerRequest || ids.some((id) => id === null)) {
        payload.issues.push({ code: 'custom', message: QUERY_MESSAGES.jobIds, input: text });
        return z.NEVER;
      }
      return [...new Set(ids as number[])];
    }),
  ),
});

export function parseJobIdListQuery(query: unknown): Result<number[], ValidationFailure> {
  const parsed = parseWithMessages(JobIdListQuerySchema, query);
  return parsed.ok ? ok(parsed.value.ids) : parsed;
}

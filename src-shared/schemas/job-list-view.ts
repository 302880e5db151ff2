// The jobs list as the app shows it (GET /app/v1/jobs): one page of rows with everything the table shows,
// the count of every tab and the total, in one answer; and bulk actions on its rows (POST /app/v1/jobs/bulk).
import * as z from 'zod/mini';
import { JobSyncStatusSchema } from './app.ts';
import { LIMITS } from './limits.ts';
import { Int32IdSchema, JobStatusSchema, PagingSchema, SalarySchema } from './resources.ts';

export const JobListRowSchema = z.object({
  id: Int32IdSchema,
  title: z.string(),
  referenceId: z.nullable(z.string()),
  status: JobStatusSchema,
  /** When the job was published; null when it never was (rules/publish-date.ts: a draft has the board's date too). */
  publishDate: z.nullable(z.string()),
  closeDate: z.nullable(z.string()),
  confidential: z.boolean(),
  /** Each location as the list shows it ("Moncton, NB"), in the job's order. */
  locations: z.array(z.string()),
  /** The job's sync state, as `GET /app/v1/jobs/{id}/sync` answers it. */
  sync: JobSyncStatusSchema,
  /** The job's status on the job board as JobDesk last knew it; null when the board has never had it. */
  boardStatus: z.nullable(JobStatusSchema),
  /** The boards the job is posted to, each with the job's status and sync state there (board order). */
  boards: z.optional(
    z.array(
      z.object({
        boardId: z.int(),
        name: z.string(),
        status: JobStatusSchema,
        syncState: JobSyncStatusSchema.shape.state,
      }),
    ),
  ),
  /** The job's salary (the list's export writes it); absent from an older core. */
  salary: z.optional(z.nullable(SalarySchema)),
  /** How many posting-law findings the job has (src-shared/posting-laws, as GET /jobs/{id}/checks lists them). */
  findings: z.int().check(z.minimum(0)),
  /** How many details a half-done draft still lacks before a board takes it (src-shared/rules/draft-details.ts). */
  missingDetails: z.optional(z.int().check(z.minimum(0))),
});
export type JobListRow = z.infer<typeof JobListRowSchema>;

export const JOB_LIST_TABS = ['all', 'draft', 'active', 'archived'] as const;
export type JobListTab = (typeof JOB_LIST_TABS)[number];

/** How many jobs each tab holds for the search asked (`q`), whatever tab is shown. */
export const JobListTabCountsSchema = z.object({
  all: z.int().check(z.minimum(0)),
  draft: z.int().check(z.minimum(0)),
  active: z.int().check(z.minimum(0)),
  archived: z.int().check(z.minimum(0)),
});
export type JobListTabCounts = z.infer<typeof JobListTabCountsSchema>;

/**
 * `GET /app/v1/jobs?q=&status=&page=&pageSize=`: the query rules of `GET /api/v1.1/jobs` (src-shared/rules/
 * query.ts), its order and its paging; rows, counts and total are read together, so they agree.
 */
export const JobListViewSchema = z.object({
  data: z.array(JobListRowSchema),
  paging: PagingSchema,
  counts: JobListTabCountsSchema,
  /** Every job, whatever the search and the tab (zero means the recruiter has none yet). */
  totalJobs: z.int().check(z.minimum(0)),
  /**
   * The active jobs closing within 7 days (src-shared/rules/closing-soon.ts): `matching` for the search, board
   * and province asked (the Closing soon tab's count), `all` whatever they are (the sidebar's).
   */
  closingSoon: z.optional(
    z.object({ matching: z.int().check(z.minimum(0)), all: z.int().check(z.minimum(0)) }),
  ),
});
export type JobListView = z.infer<typeof JobListViewSchema>;

export const BULK_JOB_ACTIONS = ['publish', 'archive', 'delete'] as const;
export type BulkJobAction = (typeof BULK_JOB_ACTIONS)[number];

export const BULK_MESSAGES = {
  action: 'Action must be publish, archive or delete.',
  ids: `Give 1 to ${LIMITS.jobIdsPerRequest} job ids, each a whole number from 1 to ${LIMITS.maxInt32}.`,
} as const;

/** `POST /app/v1/jobs/bulk`: one action on up to 100 jobs; a repeated id counts once. */
export const BulkJobRequestSchema = z.object({
  action: z.enum(BULK_JOB_ACTIONS, { error: BULK_MESSAGES.action }),
  ids: z
    .array(Int32IdSchema, { error: BULK_MESSAGES.ids })
    .check(
      z.minLength(1, { error: BULK_MESSAGES.ids }),
      z.maxLength(LIMITS.jobIdsPerRequest, { error: BULK_MESSAGES.ids }),
    ),
});
export type BulkJobRequest = z.infer<typeof BulkJobRequestSchema>;

/**
 * Why a job was left as it was: gone, already in the status asked, a status change the rules refuse, or the
 * job would break a rule in its new status (its messages say which).
 */
export const BULK_REFUSAL_REASONS = ['not-found', 'unchanged', 'transition', 'invalid', 'conflict'] as const;

export const BulkJobResultSchema = z.object({
  action: z.enum(BULK_JOB_ACTIONS),
  /** The jobs changed, in the order asked, all committed in one transaction. */
  changed: z.array(z.object({ id: Int32IdSchema, title: z.string() })),
  /** The jobs left as they were, in the order asked, with why. */
  refused: z.array(
    z.object({
      id: Int32IdSchema,
      /** Null for a job that no longer exists. */
      title: z.nullable(z.string()),
      reason: z.enum(BULK_REFUSAL_REASONS),
      messages: z.array(z.string()).check(z.minLength(1)),
    }),
  ),
  /**
   * An action that changed jobs: until this time (an ISO date-time) `POST /app/v1/jobs/restore` with the
   * action and their ids puts them back as they were, and nothing of the action is sent to a job board before it.
   */
  restorableUntil: z.optional(z.string()),
});
export type BulkJobResult = z.infer<typeof BulkJobResultSchema>;

export const RESTORE_MESSAGES = {
  ids: `Give 1 to ${LIMITS.jobIdsPerRequest} ids of jobs just deleted, each a whole number from 1 to ${LIMITS.maxInt32}.`,
} as const;

/**
 * `POST /app/v1/jobs/restore`: undoes the bulk action (a delete when `action` is absent) of these jobs while its
 * undo window lasts.
 */
export const RestoreJobsRequestSchema = z.object({
  action: z.optional(z.enum(BULK_JOB_ACTIONS, { error: BULK_MESSAGES.action })),
  ids: z
    .array(Int32IdSchema, { error: RESTORE_MESSAGES.ids })
    .check(
      z.minLength(1, { error: RESTORE_MESSAGES.ids }),
      z.maxLength(LIMITS.jobIdsPerRequest, { error: RESTORE_MESSAGES.ids }),
    ),
});
export type RestoreJobsRequest = z.infer<typeof RestoreJobsRequestSchema>;

/**
 * Why an action was not undone: nothing to undo (never changed with an undo, or already put back), its
 * window has passed (for a Publish: the board shows the job as published, which cannot become a draft
 * again), or another job took its Reference ID meanwhile.
 */
export const RESTORE_REFUSAL_REASONS = ['not-found', 'expired', 'conflict'] as const;

export const RestoreJobsResultSchema = z.object({
  /** The jobs put back as they were (same id), in the order asked, committed in one transaction. */
  restored: z.array(z.object({ id: Int32IdSchema, title: z.string() })),
  refused: z.array(
    z.object({
      id: Int32IdSchema,
      reason: z.enum(RESTORE_REFUSAL_REASONS),
      messages: z.array(z.string()).check(z.minLength(1)),
    }),
  ),
});
export type RestoreJobsResult = z.infer<typeof RestoreJobsResultSchema>;

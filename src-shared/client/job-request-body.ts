// The body the client sends on POST and PUT: the request properties of the interface document, all optional.
import type { JobStatus } from '../schemas/resources.ts';

/**
 * A job as sent to POST /jobs, PUT /jobs and PUT /jobs/{id}. Every property, nested ones included, is
 * optional, so a partial update (`{ status: 'archived' }`), a complete job input, a parsed patch and a Job
 * read with GET are all assignable to it. The client sends it as given: checking it is the job-input
 * schema's work before the call, and the board's on arrival (a rejection comes back as a JobBoardError).
 */
export type JobRequestBody = {
  referenceId?: string | null;
  title?: string;
  closeDate?: string | null;
  confidential?: boolean;
  autoRefresh?: boolean;
  status?: JobStatus;
  locations?: ReadonlyArray<{ readonly description?: string }>;
  categories?: ReadonlyArray<{ readonly id?: number }>;
  positionType?: { readonly id?: number } | null;
  salary?: {
    readonly amount?: number | null;
    readonly maxAmount?: number | null;
    readonly period?: { readonly id?: number | null } | null;
    readonly plusCommission?: boolean;
  } | null;
  description?: string;
  applicantRoutingType?: { readonly id?: number };
  applicationEmail?: string | null;
  applicationUrl?: string | null;
};

/** A body for PUT /jobs: the board finds the job to create or update by this `referenceId`. */
export type JobUpsertBody = JobRequestBody & { referenceId: string };

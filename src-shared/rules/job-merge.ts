// A partial update laid over the stored job (api-decisions.md, "Partial update"): properties sent replace
// the stored ones whole, properties not sent stay; the result is then validated exactly like a create.
import type { JobInput, JobPatch } from '../schemas/job-input.ts';
import type { Job } from '../schemas/resources.ts';
import { normalizeReferenceId } from './reference-id.ts';
import { parseRequestDate } from './request-date.ts';

/**
 * A stored date in `toISOString()` form, or null when there is none or it cannot be read. A date-time
 * without a zone (seen from remote boards) is read as UTC rather than as the machine's local time.
 */
export function normalizeStoredDate(value: string | null): string | null {
  if (value === null) return null;
  return parseRequestDate(value) ?? parseRequestDate(`${value}Z`);
}

/** A stored or fetched Job in the shape a client sends: resolved names, ids and read-only fields left out. */
export function jobToInput(job: Job): JobInput {
  return {
    referenceId: normalizeReferenceId(job.referenceId),
    title: job.title,
    closeDate: normalizeStoredDate(job.closeDate),
    confidential: job.confidential,
    autoRefresh: job.autoRefresh,
    status: job.status,
    locations: job.locations.map(({ description }) => ({ description })),
    categories: job.categories.map(({ id }) => ({ id })),
    positionType: job.positionType && { id: job.positionType.id },
    salary:
      job.salary === null
        ? null
        : {
            amount: job.salary.amount,
            maxAmount: job.salary.maxAmount,
            period: { id: job.salary.period.id },
            plusCommission: job.salary.plusCommission,
          },
    description: job.description,
    applicantRoutingType: { id: job.applicantRoutingType.id },
    applicationEmail: job.applicationEmail,
    applicationUrl: job.applicationUrl,
  };
}

/**
 * The stored job with the patch laid over it: each property the patch holds replaces the stored one whole
 * (arrays and objects are never merged item by item); `salary: null` removes the salary; `referenceId: ""`
 * removes the referenceId. The result is unvalidated: give it to JobCreateInputSchema.
 */
export function mergeJobUpdate(stored: Job, patch: JobPatch): JobPatch {
  const merged: JobPatch = { ...jobToInput(stored) };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  if (patch.referenceId !== undefined) merged.referenceId = normalizeReferenceId(patch.referenceId);
  return merged;
}

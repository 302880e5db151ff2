// Auto-refresh (interface document): an active job with autoRefresh on has its publish date moved
// forward every 7 days; reads show it advanced in whole steps up to now (api-decisions.md).
import { LIMITS } from '../schemas/limits.ts';

/** One auto-refresh step: the publish date moves forward by whole steps of this length. */
export const AUTO_REFRESH_STEP_MS = LIMITS.autoRefreshIntervalDays * 24 * 60 * 60 * 1000;

/** The publish date a read shows for a job: advanced in whole 7-day steps when auto-refresh applies. */
export function shownPublishDate(
  job: { publishDate: string; autoRefresh: boolean; status: string },
  now: Date,
): string {
  if (!job.autoRefresh || job.status !== 'active') return job.publishDate;
  const published = Date.parse(job.publishDate);
  const steps = Math.floor((now.getTime() - published) / AUTO_REFRESH_STEP_MS);
  return steps > 0 ? new Date(published + steps * AUTO_REFRESH_STEP_MS).toISOString() : job.publishDate;
}

// The publish date a job shows: the board gives every job one, a draft the day it was made, so a job never
// published would read as "Published <the day it was drafted>". Only a job that has been published has one
// to show; where JobDesk cannot tell (a job that came from the board already archived), the board's date is shown.
import type { JobStatus } from '../schemas/resources.ts';

/** What JobDesk knows of a job's past statuses (from its history). */
export type PublishFacts = {
  /** The job was created here, so its history holds every status it had since. */
  createdHere: boolean;
  /** The job has been active (published) at some point its history records. */
  wasActive: boolean;
};

/** The job's publish date as shown, or null when it has never been published. */
export function shownPublishDate(status: JobStatus, publishDate: string, facts: PublishFacts): string | null {
  if (status === 'active') return publishDate;
  if (status === 'draft') return null;
  return facts.createdHere && !facts.wasActive ? null : publishDate;
}

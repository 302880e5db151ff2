// Schemas of the editor's Save with its boards in one request (/app/v1/jobs/with-postings and
// /app/v1/jobs/{id}/with-postings): the job's body and the boards it is posted to, saved together or not at
// all. The job's body is checked by the job rules (validate-job.ts) against the core's lists; its errors
// come back under `job.` (`job.title`), the postings' under `postings.{index}.`.
import * as z from 'zod/mini';
import { PostingInputListSchema, PostingSchema } from './boards.ts';
import { JobSchema } from './resources.ts';

export const JOB_SAVE_MESSAGES = {
  jobRequired: 'Send the job to create as "job".',
  jobObject: 'The job must be an object of its properties, as POST /jobs takes it.',
} as const;

const JobBodySchema = z.record(z.string(), z.unknown(), {
  error: (issue) => (issue.input === undefined ? JOB_SAVE_MESSAGES.jobRequired : JOB_SAVE_MESSAGES.jobObject),
});

/** `POST /app/v1/jobs/with-postings`: a new job and the boards it goes to (absent: the default boards). */
export const JobCreateWithPostingsSchema = z.object({
  job: JobBodySchema,
  postings: z.optional(PostingInputListSchema),
});
export type JobCreateWithPostings = z.infer<typeof JobCreateWithPostingsSchema>;

/**
 * `PUT /app/v1/jobs/{id}/with-postings`: the properties the recruiter changed (absent: the job stays as it
 * is) and the boards the job is posted to (absent: they stay).
 */
export const JobUpdateWithPostingsSchema = z.object({
  job: z.optional(JobBodySchema),
  postings: z.optional(PostingInputListSchema),
});
export type JobUpdateWithPostings = z.infer<typeof JobUpdateWithPostingsSchema>;

/** The answer to either: the job as saved and its posting on each board. */
export const JobWithPostingsSchema = z.object({ job: JobSchema, postings: z.array(PostingSchema) });
export type JobWithPostings = z.infer<typeof JobWithPostingsSchema>;

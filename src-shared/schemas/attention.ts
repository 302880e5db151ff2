// The jobs that need the recruiter (GET /app/v1/jobs/attention): refused by the board, waiting for job credit,
// gone from the board, changed on both sides (a conflict), or deleted here with a delete that waits for them
// on the board; the core answers with it and the UI parses with it.
import * as z from 'zod/mini';
import { PropertyConflictSchema } from './conflicts.ts';
import { FieldErrorSchema, JobStatusSchema } from './resources.ts';

export const ATTENTION_REASONS = [
  'refused',
  'needs-credit',
  'missing-on-remote',
  'conflict',
  'delete-held',
] as const;
export const AttentionReasonSchema = z.enum(ATTENTION_REASONS);
export type AttentionReason = z.infer<typeof AttentionReasonSchema>;

export const AttentionJobSchema = z.object({
  jobId: z.int(),
  title: z.string(),
  /**
   * The job's status here: a draft gone from the board is put back as a draft, not "published again". Absent
   * for a job deleted here (reason `delete-held`).
   */
  status: z.optional(JobStatusSchema),
  reason: AttentionReasonSchema,
  /** The board whose posting needs the recruiter (absent from cores before several boards). */
  boardId: z.optional(z.int()),
  boardName: z.optional(z.string()),
  /** The board's own messages, word for word (or why the job needs attention). */
  messages: z.array(z.string()),
  /** When it happened: the job's latest history entry (ISO time). */
  at: z.string(),
  /** With reason `refused`: the job's inputs the board named (`referenceId`), each with its message. */
  fields: z.optional(z.array(FieldErrorSchema)),
  /** With reason `conflict`: each property changed on both sides, with both values. */
  conflicts: z.optional(z.array(PropertyConflictSchema)),
});
export type AttentionJob = z.infer<typeof AttentionJobSchema>;

export const AttentionListSchema = z.object({ data: z.array(AttentionJobSchema) });
export type AttentionList = z.infer<typeof AttentionListSchema>;

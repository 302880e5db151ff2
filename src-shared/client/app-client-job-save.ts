// The app client's method for the editor's Save with its boards (/jobs/with-postings, /jobs/{id}/with-postings),
// built on the client's own call function so it parses and fails exactly like its other methods.
import type * as z from 'zod/mini';
import type { Result } from '../result.ts';
import type { PostingInput } from '../schemas/boards.ts';
import type { JobWithPostings } from '../schemas/job-save.ts';
import type { JobBoardError } from './job-board-error.ts';
import type { JobRequestBody } from './job-request-body.ts';
import type { RequestPlan } from './send-request.ts';
import type { CallOptions } from './typed-call.ts';

type Call = <S extends z.ZodMiniType>(
  plan: RequestPlan,
  schema: S,
  options: CallOptions | undefined,
) => Promise<Result<z.output<S>, JobBoardError>>;

/** One save of the editor: a new job (`jobId` null) or a change to one, and the boards it is posted to. */
export type JobSaveRequest = {
  jobId: number | null;
  /** A whole job to create, or the properties changed; absent on an update: the job stays as it is. */
  job?: JobRequestBody;
  /** Every board the job is to be posted to; absent: the postings stay (a new job gets the default boards). */
  postings?: readonly PostingInput[];
};

export type JobSaveClientMethods = {
  /**
   * POST /jobs/with-postings (a new job) or PUT /jobs/{id}/with-postings: the job and its postings saved in
   * one transaction, or nothing of them. A refusal names its fields as `job.{path}` or `postings.{index}.{field}`.
   * A create is not idempotent: do not send it again while one is on its way.
   */
  saveJobWithPostings(
    request: JobSaveRequest,
    options?: CallOptions,
  ): Promise<Result<JobWithPostings, JobBoardError>>;
};

/** The save's answer schema, loaded on the first save (the editor): the first screen never saves. */
const jobSaveSchemas = () => import('../schemas/job-save.ts');

export function jobSaveClientMethods(call: Call): JobSaveClientMethods {
  return {
    async saveJobWithPostings({ jobId, job, postings }, callOptions) {
      const { JobWithPostingsSchema } = await jobSaveSchemas();
      const body = { ...(job !== undefined ? { job } : {}), ...(postings !== undefined ? { postings } : {}) };
      const plan: RequestPlan =
        jobId === null
          ? { method: 'POST', path: '/jobs/with-postings', body }
          : { method: 'PUT', path: `/jobs/${encodeURIComponent(String(jobId))}/with-postings`, body };
      return call(plan, JobWithPostingsSchema, callOptions);
    },
  };
}

// The job board client: its factory, error type and error-body parser.
export type {
  CallOptions,
  CreatedJob,
  JobBoardClient,
  JobBoardClientOptions,
  ListAllJobsQuery,
  ListJobsQuery,
  UpsertedJob,
} from './job-board-client.ts';
export { createJobBoardClient } from './job-board-client.ts';
export type { JobBoardErrorInit, JobBoardErrorKind, JobBoardErrorReason } from './job-board-error.ts';
export { isRetryableStatus, JobBoardError, reasonForStatus } from './job-board-error.ts';
export type { JobRequestBody, JobUpsertBody } from './job-request-body.ts';
export type { ParseErrorBodyOptions } from './parse-error-body.ts';
export { parseErrorBody } from './parse-error-body.ts';
export { parseRetryAfter } from './retry-after.ts';

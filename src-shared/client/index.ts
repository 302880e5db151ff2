// The clients of the job board and of JobDesk's app endpoints: factories, error type and error-body parser.

export type { AppClient, AppClientOptions, EventSubscriptionOptions } from './app-client.ts';
export { createAppClient } from './app-client.ts';
export type { AppEventStreamOptions, EventSourceLike } from './app-event-stream.ts';
export { subscribeToAppEvents } from './app-event-stream.ts';
export type {
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
export { createSseParser } from './sse-parser.ts';
export type { CallOptions, CheckedAnswer, TransportOptions } from './typed-call.ts';
export { callJson, callWithoutAnswer, createTransport } from './typed-call.ts';

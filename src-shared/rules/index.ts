// The shared input rules of jobs: validation, messages, status transitions, referenceIds, URL parameters.
export * from './application-contact.ts';
export * from './auto-refresh.ts';
export * from './field-messages.ts';
export * from './job-merge.ts';
export * from './job-messages.ts';
export * from './job-sync-state.ts';
export * from './query.ts';
export * from './reference-id.ts';
export * from './request-date.ts';
export * from './status-transitions.ts';
export * from './three-way-merge.ts';
export * from './undo-delete.ts';
export * from './validate-job.ts';
export * from './validation-issues.ts';

// The API test helpers: re-exports only.
export * from './api-expectations.ts';
export * from './api-target.ts';
export * from './board-process.ts';
export * from './cli-process.ts';
export * from './external-target.ts';
export * from './in-process-target.ts';
export * from './job-bodies.ts';
export * from './over-http-target.ts';
export * from './random-token.ts';
export * from './raw-request.ts';

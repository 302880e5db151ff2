// The sync engine's public face: re-exports only.
export { type BackoffPolicy, DEFAULT_BACKOFF, retryDelayMs } from './backoff.ts';
export { classifyFailure, type FailureAction } from './failure-policy.ts';
export { PLAN_MESSAGES, type PlannedCall, type PlanRow, planJobSync } from './outbox-plan.ts';
export { type CheckedRows, checkOutboxRows, OutboxRowSchema, type SetAsideRow } from './outbox-rows.ts';
export { MISSING_ON_REMOTE_MESSAGE } from './pull.ts';
export { createSyncEngine } from './sync-engine.ts';
export { createConsoleSyncLogger, type LogFields, type SyncLogger } from './sync-logger.ts';
export { STATUS_MESSAGES } from './sync-status.ts';
export type {
  DiscardOutcome,
  PullReport,
  RemoteConfig,
  ReplayReport,
  SyncClock,
  SyncEngine,
  SyncEngineOptions,
  SyncEvent,
  SyncState,
  SyncStatus,
} from './sync-types.ts';

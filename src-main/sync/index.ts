// The sync engine's public face: re-exports only.
export { type BackoffPolicy, DEFAULT_BACKOFF, retryDelayMs } from '../../src-shared/rules/backoff.ts';
export { type ResolveConflictError, resolveConflict } from '../jobs/conflict-resolution.ts';
export {
  type MergedUpdate,
  PLAN_MESSAGES,
  type PlannedCall,
  type PlanRow,
  planJobSync,
  planMergedUpdate,
} from '../jobs/outbox-plan.ts';
export { classifyFailure, type FailureAction } from './failure-policy.ts';
export { type CheckedRows, checkOutboxRows, OutboxRowSchema, type SetAsideRow } from './outbox-rows.ts';
export { freshnessReadsPerPull, MISSING_ON_REMOTE_MESSAGE } from './pull.ts';
export { createSyncEngine } from './sync-engine.ts';
export type { LogFields, SyncLogger } from './sync-logger.ts';
export { STATUS_MESSAGES } from './sync-status.ts';
export type {
  DiscardOutcome,
  PullReport,
  RemoteConfig,
  ReplayReport,
  SyncClock,
  SyncEngine,
  SyncEngineOptions,
  SyncState,
  SyncStatus,
} from './sync-types.ts';

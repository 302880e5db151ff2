// The store's public face: re-exports only.
export { type AutoRefreshRepository, createAutoRefreshRepository } from './auto-refresh-repository.ts';
export {
  type BoardJob,
  type BoardJobsRepository,
  type BoardJobUpdate,
  createBoardJobsRepository,
  listedHeaderOf,
} from './board-jobs-repository.ts';
export {
  type ChangeListener,
  type ChangeStream,
  type CoreChange,
  createChangeStream,
} from './change-stream.ts';
export { type Clock, createTransactionRunner, type Db, type RunInTransaction } from './database.ts';
export {
  createEmployersRepository,
  type EmployersRepository,
  hashApiKey,
} from './employers-repository.ts';
export {
  createHistoryRepository,
  HISTORY_BYTES_KEPT,
  HISTORY_ENTRIES_KEPT,
  type HistoryRepository,
  type NewHistoryEntry,
} from './history-repository.ts';
export { fieldChanges } from './job-changes.ts';
export type { JobStatusCounts } from './job-list-index.ts';
export { createJobRowReader, type JobRowReader, type ReferenceLookups } from './job-rows.ts';
export { createJobSearch, type JobSearch, type ListJobsQuery, type ListJobsResult } from './job-search.ts';
export { createJobsRepository, type JobsRepository, type JobsRepositoryOptions } from './jobs-repository.ts';
export {
  DatabaseTooNewError,
  type Migration,
  type MigrationOutcome,
  migrate,
  readSchemaVersion,
} from './migrate.ts';
export { MIGRATIONS } from './migrations/all-migrations.ts';
export { type OpenDatabaseOptions, openDatabase } from './open-database.ts';
export {
  createOutboxRepository,
  OUTBOX_OPERATIONS,
  OUTBOX_STATES,
  type OutboxEntry,
  type OutboxFailure,
  type OutboxOperation,
  type OutboxRepository,
  type OutboxRow,
  type OutboxState,
} from './outbox-repository.ts';
export {
  createPlacesRepository,
  createSqlitePlaceDirectory,
  type NewPlace,
  type NormalizePlaceName,
  type PlaceDirectoryShape,
  type PlaceSource,
  type PlacesRepository,
  type ProvinceCode,
  type StoredPlace,
  toLocation,
} from './places-repository.ts';
export {
  createReferenceRepository,
  type ReferenceItem,
  type ReferenceRepository,
} from './reference-repository.ts';
export { foldSearchText } from './search-keys.ts';
export { createSettingsRepository, type SettingsRepository } from './settings-repository.ts';
export { createSpellingRepository, type SpellingRepository } from './spelling-repository.ts';
export { createStore, openStore, type Store, type StoreOptions } from './store.ts';
export {
  isCanonicalIsoDate,
  JOB_SYNC_STATES,
  type JobNotFound,
  type JobSyncInfo,
  type JobSyncState,
  MISSING_ON_REMOTE_MESSAGE,
  type ReferenceIdInUse,
  type StoredJobFields,
  type StoredSalary,
  storedFieldsFromJob,
} from './stored-job.ts';
export {
  createTemplatesRepository,
  type TemplateNameInUse,
  type TemplatesRepository,
} from './templates-repository.ts';

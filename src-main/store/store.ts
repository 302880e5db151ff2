// The store as one object: the database handle, every repository bound to it, and its transaction.
import { type AutoRefreshRepository, createAutoRefreshRepository } from './auto-refresh-repository.ts';
import { type Clock, type Db, runInTransaction } from './database.ts';
import { createEmployersRepository, type EmployersRepository } from './employers-repository.ts';
import type { ReferenceLookups } from './job-rows.ts';
import { createJobsRepository, type JobsRepository } from './jobs-repository.ts';
import { type OpenDatabaseOptions, openDatabase } from './open-database.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.ts';
import { createPlacesRepository, type PlacesRepository } from './places-repository.ts';
import { createReferenceRepository, type ReferenceRepository } from './reference-repository.ts';
import { createSettingsRepository, type SettingsRepository } from './settings-repository.ts';

export type StoreOptions = {
  now: Clock;
  /** Salary periods and routing types, to name a job's ids (src-shared/catalogs). */
  lookups: ReferenceLookups;
};

export type Store = {
  readonly db: Db;
  readonly jobs: JobsRepository;
  readonly outbox: OutboxRepository;
  readonly places: PlacesRepository;
  readonly reference: ReferenceRepository;
  readonly employers: EmployersRepository;
  readonly settings: SettingsRepository;
  readonly autoRefresh: AutoRefreshRepository;
  /**
   * Runs `fn` in one immediate transaction: every write of the repositories inside it (a job and
   * its outbox row) is committed together when `fn` returns, or none when it throws. `fn` must be
   * synchronous. Nests as a savepoint.
   */
  transaction<T>(fn: () => T): T;
  close(): void;
};

/** Binds every repository to an open, migrated database; each prepares its statements once, here. */
export function createStore(db: Db, options: StoreOptions): Store {
  return {
    db,
    jobs: createJobsRepository(db, options),
    outbox: createOutboxRepository(db, options),
    places: createPlacesRepository(db),
    reference: createReferenceRepository(db),
    employers: createEmployersRepository(db),
    settings: createSettingsRepository(db),
    autoRefresh: createAutoRefreshRepository(db),
    transaction: (fn) => runInTransaction(db, fn),
    close: () => {
      db.close();
    },
  };
}

/** openDatabase (WAL, synchronous FULL, migrations) then createStore. */
export function openStore(path: string, options: StoreOptions & OpenDatabaseOptions): Store {
  return createStore(openDatabase(path, options), options);
}

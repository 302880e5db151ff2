// The store as one object: the database handle, every repository bound to it, and its transaction. It
// owns everything that is per database (the transaction runner, the in-memory list index).
import { type AutoRefreshRepository, createAutoRefreshRepository } from './auto-refresh-repository.ts';
import { type BoardJobsRepository, createBoardJobsRepository } from './board-jobs-repository.ts';
import { type BoardsRepository, createBoardsRepository } from './boards-repository.ts';
import { type ChangeStream, createChangeStream } from './change-stream.ts';
import {
  type Clock,
  createDeferredFlush,
  createTransactionRunner,
  type Db,
  type TransactionOptions,
} from './database.ts';
import { createDeletedJobsRepository, type DeletedJobsRepository } from './deleted-jobs-repository.ts';
import { createEmployersRepository, type EmployersRepository } from './employers-repository.ts';
import {
  createHeldStatusChangesRepository,
  type HeldStatusChangesRepository,
} from './held-status-changes-repository.ts';
import { createHistoryRepository, type HistoryRepository } from './history-repository.ts';
import type { ReferenceLookups } from './job-rows.ts';
import { createJobsRepository, type JobsRepository } from './jobs-repository.ts';
import {
  createLanguageVersionsRepository,
  type LanguageVersionsRepository,
} from './language-versions-repository.ts';
import { type OpenDatabaseOptions, openDatabase } from './open-database.ts';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository.ts';
import { createPlacesRepository, type PlacesRepository } from './places-repository.ts';
import { createReferenceRepository, type ReferenceRepository } from './reference-repository.ts';
import { createSettingsRepository, type SettingsRepository } from './settings-repository.ts';
import { createSpellingRepository, type SpellingRepository } from './spelling-repository.ts';
import { createTemplatesRepository, type TemplatesRepository } from './templates-repository.ts';
import { createWalCheckpoints, type WalCheckpoints } from './wal-checkpoints.ts';

export type StoreOptions = {
  now: Clock;
  /** Salary periods and routing types, to name a job's ids (src-shared/catalogs). */
  lookups: ReferenceLookups;
  /**
   * Told when a listener of the change stream throws (the others still hear the change, and the writer,
   * whose change is committed, is not failed); when absent the error is thrown again on its own.
   */
  onChangeListenerError?: (error: unknown) => void;
  /** Told what the store could not do in the background and did otherwise (a file database's checkpoints). */
  onWarning?: (message: string) => void;
};

export type Store = {
  readonly db: Db;
  readonly jobs: JobsRepository;
  /** A board's outbox: the changes waiting to be sent there. The same object for the same board. */
  outboxOf(boardId: number): OutboxRepository;
  /**
   * What a board has of each job; with its outbox, the only inputs of a job's sync state there. The same
   * object for the same board.
   */
  boardJobsOf(boardId: number): BoardJobsRepository;
  readonly history: HistoryRepository;
  readonly places: PlacesRepository;
  readonly reference: ReferenceRepository;
  readonly employers: EmployersRepository;
  readonly settings: SettingsRepository;
  readonly autoRefresh: AutoRefreshRepository;
  /** The job boards and each job's postings on them. */
  readonly boards: BoardsRepository;
  readonly templates: TemplatesRepository;
  readonly spelling: SpellingRepository;
  /** Jobs deleted with an undo window, kept until it ends so that an Undo puts back the same job. */
  readonly deletedJobs: DeletedJobsRepository;
  /** Bulk Publish and Archive changes kept for their undo window, so that an Undo puts the job back. */
  readonly heldStatusChanges: HeldStatusChangesRepository;
  /** Each job's version in the other language, and the recruiter's answers about its pay. */
  readonly languageVersions: LanguageVersionsRepository;
  /**
   * False when the run before this one did not close the store (it was killed, it crashed, the power
   * went): commits made without waiting for the disk (`flush: false`) may then be lost.
   */
  readonly lastRunClosedCleanly: boolean;
  /** The core's one change stream: publish in a write's transaction, it goes out when that commits. */
  readonly changes: ChangeStream;
  /**
   * Runs `fn` in one immediate transaction: every write of the repositories inside it (a job and
   * its outbox row) is committed together when `fn` returns, or none when it throws. `fn` must be
   * synchronous. Nests as a savepoint. Changes published inside go out after the outermost commit.
   * With `flush: false` the commit does not wait for the disk (see createDeferredFlush).
   */
  transaction<T>(fn: () => T, options?: TransactionOptions): T;
  close(): void;
};

/** The setting present while a store is open (see lastRunClosedCleanly); a restored database gets it too. */
export const OPEN_MARK = 'store.open';

/** Binds every repository to an open, migrated database; each prepares its statements once, here. */
export function createStore(
  db: Db,
  options: StoreOptions,
  walCheckpoints: WalCheckpoints | null = null,
): Store {
  const changes = createChangeStream(
    options.onChangeListenerError ??
      ((error) =>
        queueMicrotask(() => {
          throw error;
        })),
  );
  const runner = createTransactionRunner(db);
  const deferredFlush = createDeferredFlush(db);
  // The checkpoints hear of commits only: a nested transaction is a savepoint of its outer one.
  const committed =
    walCheckpoints === null
      ? runner
      : <T>(fn: () => T): T => {
          const result = runner(fn);
          if (!db.inTransaction) walCheckpoints.committed();
          return result;
        };
  const transaction = <T>(fn: () => T, transactionOptions?: TransactionOptions): T =>
    transactionOptions?.flush === false
      ? deferredFlush(() => changes.within(() => committed(fn)))
      : changes.within(() => committed(fn));
  const jobs = createJobsRepository(db, { ...options, transaction });
  const history = createHistoryRepository(db, options);
  const boards = createBoardsRepository(db, options);
  const settings = createSettingsRepository(db);
  // Set while the store is open, cleared by close(): found set, the run before ended without closing it.
  // Written with the disk waited for, so that a power cut cannot lose the mark with the commits after it.
  const lastRunClosedCleanly = settings.getSetting(OPEN_MARK) === undefined;
  settings.setSetting(OPEN_MARK, 'open');
  const spelling = createSpellingRepository(db, options);
  const languageVersions = createLanguageVersionsRepository(db);
  // Each board's repositories prepare their statements once, the first time that board is asked for.
  const outboxes = new Map<number, OutboxRepository>();
  const boardJobs = new Map<number, BoardJobsRepository>();
  const store: Store = {
    db,
    jobs,
    outboxOf(boardId) {
      let found = outboxes.get(boardId);
      if (found === undefined) {
        found = createOutboxRepository(db, { now: options.now, boardId });
        outboxes.set(boardId, found);
      }
      return found;
    },
    boardJobsOf(boardId) {
      let found = boardJobs.get(boardId);
      if (found === undefined) {
        found = createBoardJobsRepository(db, { now: options.now, boardId });
        boardJobs.set(boardId, found);
      }
      return found;
    },
    history,
    places: createPlacesRepository(db, transaction),
    reference: createReferenceRepository(db, transaction),
    employers: createEmployersRepository(db, transaction),
    settings,
    autoRefresh: createAutoRefreshRepository(db),
    boards,
    templates: createTemplatesRepository(db, options),
    spelling,
    deletedJobs: createDeletedJobsRepository(db, { boards, spelling, languageVersions }),
    heldStatusChanges: createHeldStatusChangesRepository(db),
    languageVersions,
    lastRunClosedCleanly,
    changes: { publish: changes.publish, subscribe: changes.subscribe },
    transaction,
    close: () => {
      // A database found damaged is query-only (database-upkeep.ts): its mark stays, as after a crash.
      if (db.open && db.pragma('query_only', { simple: true }) === 0) settings.deleteSetting(OPEN_MARK);
      walCheckpoints?.close();
      db.close();
    },
  };
  return store;
}

/** openDatabase (WAL, synchronous FULL, migrations) then createStore; a file database checkpoints on a worker. */
export function openStore(path: string, options: StoreOptions & OpenDatabaseOptions): Store {
  const db = openDatabase(path, options);
  const walCheckpoints = db.memory ? null : createWalCheckpoints(db, options.onWarning ?? (() => {}));
  return createStore(db, options, walCheckpoints);
}

// The database handle and clock the store's functions take, and the one way to run a transaction.
import type Database from 'better-sqlite3';

export type Db = Database.Database;

/*
 * A bound parameter compared with a column in a query over a join or a view is written `+?` (or
 * `+@name`). better-sqlite3's SQLite is built with STAT4, and there such a parameter makes SQLite prepare
 * the statement again at every run (one job's row of the job_sync view took 0.45 ms instead of 0.02 ms).
 * The unary plus keeps the value and the use of the index; only the plan no longer depends on the value.
 */

/** The store never reads the system time itself: timestamps come from this, so tests control them. */
export type Clock = () => Date;

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction: it commits when `fn` returns and rolls back
 * everything when it throws (the error is rethrown). Called inside another transaction it becomes a
 * savepoint of that one, so repository functions that use it compose. `fn` must be synchronous: a
 * returned promise is rejected with a TypeError and the transaction rolled back, because the
 * awaited part would otherwise run after the commit.
 */
export type RunInTransaction = <T>(fn: () => T) => T;

/**
 * The transaction runner of one database. better-sqlite3 builds a transaction function with several
 * property definitions each time; the store builds one per database, taking the body as its argument,
 * and hands it to every repository, which keeps that out of every write.
 */
export function createTransactionRunner(db: Db): RunInTransaction {
  const runner = db.transaction((body: () => unknown) => {
    const result = body();
    if (isThenable(result))
      throw new TypeError('A store transaction must be synchronous; it returned a promise.');
    return result;
  });
  return <T>(fn: () => T): T => runner.immediate(fn) as T;
}

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

export type TransactionOptions = {
  /**
   * False: the commit returns without waiting for the disk. For writes that a power cut may lose
   * without losing anything a person did, because they are derived again (sync's bookkeeping: a change
   * whose acknowledgment is lost is sent again, idempotently). Default true.
   */
  flush?: boolean;
};

/**
 * Runs a transaction with `synchronous = NORMAL`, then puts back `FULL`. In WAL mode a NORMAL commit is
 * as safe as a FULL one against a crash of the app (SIGKILL) and never corrupts the database; a power cut
 * may lose it, and only it and other unflushed commits after the last flushed one: the next FULL commit
 * syncs the WAL up to itself, so a person's change, always committed FULL, also flushes every
 * bookkeeping commit before it. Inside another transaction the outer one decides, so it only runs `fn`.
 */
export function createDeferredFlush(db: Db): <T>(transaction: () => T) => T {
  const normal = db.prepare('PRAGMA synchronous = NORMAL');
  const full = db.prepare('PRAGMA synchronous = FULL');
  return <T>(transaction: () => T): T => {
    if (db.inTransaction) return transaction();
    normal.run();
    try {
      return transaction();
    } finally {
      full.run();
    }
  };
}

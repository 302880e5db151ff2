// The database handle and clock the store's functions take, and the one way to run a transaction.
import type Database from 'better-sqlite3';

export type Db = Database.Database;

/** The store never reads the system time itself: timestamps come from this, so tests control them. */
export type Clock = () => Date;

/**
 * Runs `fn` in one `BEGIN IMMEDIATE` transaction: it commits when `fn` returns and rolls back
 * everything when it throws (the error is rethrown). Called inside another transaction it becomes a
 * savepoint of that one, so repository functions that use it compose. `fn` must be synchronous: a
 * returned promise is rejected with a TypeError and the transaction rolled back, because the
 * awaited part would otherwise run after the commit.
 */
export function runInTransaction<T>(db: Db, fn: () => T): T {
  return (transactionRunnerOf(db).immediate as (body: () => T) => T)(fn);
}

type TransactionRunner = Database.Transaction<(body: () => unknown) => unknown>;

// better-sqlite3 builds a transaction function with several property definitions each time; one
// per database, taking the body as its argument, keeps that out of every write.
const transactionRunners = new WeakMap<Db, TransactionRunner>();

function transactionRunnerOf(db: Db): TransactionRunner {
  let runner = transactionRunners.get(db);
  if (runner === undefined) {
    runner = db.transaction((body: () => unknown) => {
      const result = body();
      if (isThenable(result))
        throw new TypeError('A store transaction must be synchronous; it returned a promise.');
      return result;
    });
    transactionRunners.set(db, runner);
  }
  return runner;
}

function isThenable(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

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

// SQLite's own checks of a database file: `quick_check` before JobDesk opens it (bounded in time, on a
// worker thread) and the full `integrity_check` in the background once it serves. A file that fails is
// refused, never served or written to; the checks only read it.
import { statSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { Db } from './database.ts';

export type DatabaseCheckKind = 'quick_check' | 'integrity_check';

/** What a check found: `ok`, or the first problem SQLite names (one line). */
export type DatabaseCheck = { ok: true } | { ok: false; problem: string };

/** How many problems SQLite lists before it stops; the first is the one a person reads. */
const PROBLEMS_LISTED = 5;

/** Runs the check on an open connection; an error SQLite throws while reading (a page it cannot parse) is a failed check. */
export function checkOpenDatabase(db: Db, kind: DatabaseCheckKind): DatabaseCheck {
  try {
    // `kind` is one of two literals and the count a constant: never input in the pragma's text.
    const rows = db.pragma(`${kind}(${PROBLEMS_LISTED})`) as Record<string, unknown>[];
    const found = rows.map((row) => String(Object.values(row)[0] ?? '')).filter((line) => line !== 'ok');
    return found.length === 0 ? { ok: true } : { ok: false, problem: firstProblem(found.join('\n')) };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/**
 * Opens the file read-only and checks it. A file SQLite does not recognize (garbage in its header) fails
 * with "file is not a database". The file itself is never written; SQLite may create its -wal and -shm.
 * `standalone`: the file is a copy JobDesk just made (a backup); it is opened for writing and taken out of
 * WAL mode first, so it stays one self-contained file with no -wal or -shm beside it.
 */
export function checkDatabaseFile(
  path: string,
  kind: DatabaseCheckKind,
  options: { standalone?: boolean } = {},
): DatabaseCheck {
  let db: Db;
  try {
    db = new Database(path, { readonly: options.standalone !== true, fileMustExist: true });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  try {
    if (options.standalone) db.pragma('journal_mode = DELETE');
    return checkOpenDatabase(db, kind);
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    db.close();
  }
}

/** A check that did not finish within its time, or was aborted: the caller decides what that means (the start goes on). */
export type TimedOut = { timedOut: true };

/**
 * checkDatabaseFile on a worker thread, so the main thread stays free and the wait is bounded: past
 * `timeoutMs` it answers `{timedOut: true}` and stops the worker. Where no worker can be started (a
 * build without its file), the check runs on the calling thread instead, unbounded.
 */
export function checkDatabaseFileInBackground(
  path: string,
  kind: DatabaseCheckKind,
  options: { timeoutMs?: number; standalone?: boolean; signal?: AbortSignal } = {},
): Promise<DatabaseCheck | TimedOut> {
  const timeoutMs = options.timeoutMs ?? Number.POSITIVE_INFINITY;
  const fileOptions = { standalone: options.standalone };
  let worker: Worker;
  try {
    worker = new Worker(workerUrl(), { workerData: { path, kind, options: fileOptions } });
  } catch {
    return Promise.resolve(checkDatabaseFile(path, kind, fileOptions));
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: DatabaseCheck | TimedOut) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => settle({ timedOut: true }), timeoutMs)
      : undefined;
    options.signal?.addEventListener('abort', () => settle({ timedOut: true }), { once: true });
    worker.once('message', (answer: DatabaseCheck) => settle(answer));
    // The worker file missing or failing to load: check here rather than not at all.
    worker.once('error', () => settle(checkDatabaseFile(path, kind, fileOptions)));
  });
}

/** True when `path` is a file of zero bytes (an emptied database), false when it has content or is missing. */
export function isEmptyFile(path: string): boolean {
  try {
    const stat = statSync(path);
    return stat.isFile() && stat.size === 0;
  } catch {
    return false;
  }
}

function problemOf(error: unknown): string {
  return firstProblem(error instanceof Error ? error.message : String(error));
}

/** One line: SQLite's report starts with a heading ("*** in database main ***") before the problems. */
function firstProblem(report: string): string {
  const lines = report
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('***'));
  return (lines[0] ?? report).replace(/[.\s]+$/, '');
}

function workerUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./database-check-worker.${extension}`, import.meta.url);
}

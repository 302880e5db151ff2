// SQLite's own checks of a database file: `quick_check` before JobDesk opens it (bounded in time, on a
// worker thread) and the full `integrity_check` in the background once it serves. A file that fails is
// refused, never served or written to; the checks only read it. And the copy of a backup, on the same
// kind of worker, paced so that the app's saves do not wait behind it.
import { closeSync, existsSync, fdatasyncSync, fsyncSync, openSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

/** What the worker thread does: check a file, or copy a database into a new file and check the copy. */
export type DatabaseFileTask =
  | { type: 'check'; path: string; kind: DatabaseCheckKind; standalone?: boolean }
  | { type: 'copy'; source: string; target: string; paced: boolean };

/** Pages the copy takes a step (1 MB of 4 kB pages), and its pause after each step's flush. */
const COPY_PAGES_PER_STEP = 256;
const COPY_PAUSE_MS = 10;

/**
 * Copies the database at `source` into `target` (an empty or missing file) with SQLite's backup, on a
 * connection of its own that holds one read transaction throughout: the copy is the database as of one
 * commit, and writers on other connections go on meanwhile (WAL) without making the copy start again.
 * `paced` (on a worker thread): each step of 1 MB is flushed to disk and followed by a short pause, so the
 * disk never has a large write to flush at once, which would hold up the commits of the app's saves (a
 * save's fsync waited up to 180 ms behind an unpaced copy of 100 MB, 20 ms behind this). The copy is
 * then checked (quick_check, made one standalone file) and flushed before this answers.
 */
export async function copyDatabaseFile(
  source: string,
  target: string,
  options: { paced: boolean },
): Promise<DatabaseCheck> {
  let db: Db;
  try {
    db = new Database(source, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
  let targetFd: number | null = null;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  try {
    // The read transaction that fixes the snapshot the copy is of.
    db.exec('BEGIN');
    db.prepare('SELECT count(*) FROM sqlite_master').get();
    await db.backup(target, {
      progress: () => {
        if (!options.paced) return COPY_PAGES_PER_STEP * 16;
        targetFd ??= openSync(target, 'r+');
        fdatasyncSync(targetFd);
        // Only on a worker thread: it blocks the thread it runs on.
        Atomics.wait(pause, 0, 0, COPY_PAUSE_MS);
        return COPY_PAGES_PER_STEP;
      },
    });
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  } finally {
    if (targetFd !== null) closeSync(targetFd);
    if (db.inTransaction) db.exec('COMMIT');
    db.close();
  }
  const check = checkDatabaseFile(target, 'quick_check', { standalone: true });
  if (check.ok) flushFile(target);
  return check;
}

/** Runs a task on the calling thread (what the worker does, and the fallback without one, unpaced). */
export function runDatabaseFileTask(
  task: DatabaseFileTask,
  options: { onWorker: boolean },
): Promise<DatabaseCheck> {
  return task.type === 'check'
    ? Promise.resolve(checkDatabaseFile(task.path, task.kind, { standalone: task.standalone }))
    : copyDatabaseFile(task.source, task.target, { paced: task.paced && options.onWorker });
}

/**
 * checkDatabaseFile on a worker thread, so the main thread stays free and the wait is bounded: past
 * `timeoutMs` it answers `{timedOut: true}` and stops the worker. Where no worker can be started (a
 * build without its file), the check runs on the calling thread instead, unbounded.
 */
export function checkDatabaseFileInBackground(
  path: string,
  kind: DatabaseCheckKind,
  options: { timeoutMs?: number; standalone?: boolean; signal?: AbortSignal } & InlineLimit = {},
): Promise<DatabaseCheck | TimedOut> {
  return runInBackground({ type: 'check', path, kind, standalone: options.standalone }, options);
}

/**
 * copyDatabaseFile on a worker thread: the copy, its check and its flush never hold up the main thread.
 * `paced: false` when nothing else writes meanwhile (the app is closing): the copy goes at full speed.
 */
export async function copyDatabaseFileInBackground(
  source: string,
  target: string,
  options: { paced: boolean } & InlineLimit,
): Promise<DatabaseCheck> {
  const answer = await runInBackground({ type: 'copy', source, target, paced: options.paced }, options);
  return 'timedOut' in answer ? { ok: false, problem: 'the copy was stopped' } : answer;
}

/**
 * A database file smaller than this is checked or copied on the calling thread: it takes a few
 * milliseconds there (integrity_check of a new data folder's 250 kB: 2 ms), while a worker thread costs
 * about 14 MB of resident memory that stays after it ends. Tests pass 0 to take the worker path.
 */
export const INLINE_BELOW_BYTES = 8 * 1024 * 1024;
type InlineLimit = { inlineBelowBytes?: number };

function runInBackground(
  task: DatabaseFileTask,
  options: { timeoutMs?: number; signal?: AbortSignal } & InlineLimit,
): Promise<DatabaseCheck | TimedOut> {
  const timeoutMs = options.timeoutMs ?? Number.POSITIVE_INFINITY;
  const subject = task.type === 'check' ? task.path : task.source;
  if (sizeOf(subject) < (options.inlineBelowBytes ?? INLINE_BELOW_BYTES))
    return runDatabaseFileTask(task, { onWorker: false });
  let worker: Worker;
  try {
    worker = new Worker(workerUrl(), { workerData: task });
  } catch {
    return runDatabaseFileTask(task, { onWorker: false });
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
    // The worker file missing or failing to load: do it here rather than not at all.
    worker.once('error', () => void runDatabaseFileTask(task, { onWorker: false }).then(settle));
  });
}

/** The file's size, 0 when it is missing (the task then fails on the calling thread with SQLite's words). */
function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
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

/**
 * The worker's file: beside this module when it runs from sources; in a build, beside the entry, which is
 * this chunk's folder or the one above it (a bundler puts shared chunks in a subfolder).
 */
function workerUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const beside = new URL(`./database-check-worker.${extension}`, import.meta.url);
  const above = new URL(`../database-check-worker.${extension}`, import.meta.url);
  return beside.protocol === 'file:' && !existsSync(fileURLToPath(beside)) && existsSync(fileURLToPath(above))
    ? above
    : beside;
}

/** fsync, so a copy is on disk before it is named a backup. */
function flushFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

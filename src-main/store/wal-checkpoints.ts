// Checkpoints of the WAL on a worker thread. SQLite's automatic checkpoint runs in the commit that crosses
// its threshold, on the main thread: during a sync drain that copy and its fsync held up every answer in
// flight. The worker starts once a store has committed enough to be busy (most stores never are, and a
// thread costs its start); from then on the main connection checkpoints itself only as a fallback, far
// later, and commits ask the worker for a checkpoint, at most one at a time and one per interval (commits
// made while one runs get the next, so a burst that ends mid-checkpoint leaves no WAL behind). Should the
// worker fail to start or die (an Electron build that cannot load it, say), the main connection goes back
// to SQLite's default.
import { Worker } from 'node:worker_threads';
import type { Db } from './database.ts';

/** SQLite's default: the main connection checkpoints itself at this many WAL pages. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** With the worker running, the main connection checkpoints only when the worker fell this far behind. */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
/** The commits after which the worker starts: about SQLite's first checkpoint, for commits of a few pages. */
const WORKER_AFTER_COMMITS = 100;
/** Commits arriving closer together than this share one checkpoint. */
const CHECKPOINT_INTERVAL_MS = 100;
/** How long close() waits for the worker to close its connection. */
const CLOSE_WAIT_MS = 5_000;

export type WalCheckpoints = {
  /** A transaction committed: the WAL grew. */
  committed(): void;
  /** Closes the worker's connection; call before closing the main one. Synchronous. */
  close(): void;
};

/** The worker's answer to a checkpoint it was asked for. */
export type CheckpointAnswer = { ok: boolean; message?: string };

/** What the checkpoints need of their worker thread (a test gives its own). */
export type CheckpointWorker = {
  postMessage(message: 'checkpoint' | 'close'): void;
  on(event: 'message', listener: (answer: CheckpointAnswer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: () => void): unknown;
  unref(): void;
};

/** Starts the worker thread over the database at `path`; it sets `closed[0]` once its connection is closed. */
export type StartCheckpointWorker = (path: string, closed: Int32Array) => CheckpointWorker;

const startWorkerThread: StartCheckpointWorker = (path, closed) =>
  new Worker(workerUrl(), { workerData: { path, closed } });

export function createWalCheckpoints(
  db: Db,
  onFailure: (message: string) => void,
  startWorker: StartCheckpointWorker = startWorkerThread,
): WalCheckpoints {
  const closed = new Int32Array(new SharedArrayBuffer(4));
  let commits = 0;
  let worker: CheckpointWorker | null = null;
  let running = false;
  /** A checkpoint is asked for and not answered yet. */
  let asked = false;
  /** A commit came while one was asked for: its pages may be after that checkpoint's end. */
  let committedSinceAsked = false;
  let timer: NodeJS.Timeout | null = null;

  const fallBack = (message: string) => {
    if (!running) return;
    running = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    onFailure(`WAL checkpoints are back on the main thread: ${message}`);
  };

  function start(): CheckpointWorker {
    const started = startWorker(db.name, closed);
    // Neither the worker nor its timer keeps the process alive.
    started.unref();
    running = true;
    db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    started.on('message', (answer) => {
      asked = false;
      if (!answer.ok) onFailure(`A WAL checkpoint failed: ${answer.message ?? 'no reason given'}`);
      if (committedSinceAsked) {
        committedSinceAsked = false;
        askSoon(started);
      }
    });
    started.on('error', (error) => fallBack(error.message));
    started.on('exit', () => fallBack('its worker stopped'));
    return started;
  }

  /** One checkpoint an interval from now, for every commit until then. */
  function askSoon(current: CheckpointWorker) {
    if (!running || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      if (!running) return;
      asked = true;
      current.postMessage('checkpoint');
    }, CHECKPOINT_INTERVAL_MS);
    timer.unref();
  }

  return {
    committed() {
      commits += 1;
      if (worker === null) {
        if (commits < WORKER_AFTER_COMMITS) return;
        worker = start();
      }
      if (asked) committedSinceAsked = true;
      else askSoon(worker);
    },
    close() {
      if (timer !== null) clearTimeout(timer);
      if (worker === null || !running) return;
      running = false;
      worker.postMessage('close');
      Atomics.wait(closed, 0, 0, CLOSE_WAIT_MS);
    },
  };
}

/** Beside this module: its TypeScript source when run from the sources, its bundle in the Electron build. */
function workerUrl(): URL {
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new URL(`./wal-checkpoint-worker.${extension}`, import.meta.url);
}

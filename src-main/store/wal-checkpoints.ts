// Checkpoints of the WAL on a worker thread. SQLite's automatic checkpoint runs in the commit that crosses
// its threshold, on the main thread: during a sync drain that copy and its fsync held up every answer in
// flight. Here the main connection checkpoints itself only as a fallback, far later; commits ask the worker
// for a checkpoint, at most one at a time and one per interval. Should the worker fail to start or die
// (an Electron build that cannot load it, say), the main connection goes back to SQLite's default.
import { Worker } from 'node:worker_threads';
import type { Db } from './database.ts';

/** SQLite's default: the main connection checkpoints itself at this many WAL pages. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;
/** With the worker running, the main connection checkpoints only when the worker fell this far behind. */
const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
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

export function startWalCheckpoints(db: Db, onFailure: (message: string) => void): WalCheckpoints {
  const closed = new Int32Array(new SharedArrayBuffer(4));
  let running = true;
  let asked = false;
  let timer: NodeJS.Timeout | null = null;

  const fallBack = (message: string) => {
    if (!running) return;
    running = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    onFailure(`WAL checkpoints are back on the main thread: ${message}`);
  };

  const worker = new Worker(workerUrl(), { workerData: { path: db.name, closed } });
  // Neither the worker nor its timer keeps the process alive.
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  worker.on('message', (answer: { ok: boolean; message?: string }) => {
    asked = false;
    if (!answer.ok) onFailure(`A WAL checkpoint failed: ${answer.message ?? 'no reason given'}`);
  });
  worker.on('error', (error) => fallBack(error.message));
  worker.on('exit', () => fallBack('its worker stopped'));

  return {
    committed() {
      if (!running || asked || timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        if (!running) return;
        asked = true;
        worker.postMessage('checkpoint');
      }, CHECKPOINT_INTERVAL_MS);
      timer.unref();
    },
    close() {
      if (timer !== null) clearTimeout(timer);
      if (!running) return;
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

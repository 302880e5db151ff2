// The worker thread of wal-checkpoints.ts: its own connection to the database, which copies the WAL back
// into the database file when asked, so that the copy and its fsync never hold up the main thread.
// A passive checkpoint takes no lock a writer waits for; a frame still needed by a reader stays for the next.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

type Setup = { path: string; closed: Int32Array };

const { path, closed } = workerData as Setup;
const db = new Database(path, { timeout: 0 });
const port = parentPort;
if (port === null) throw new Error('wal-checkpoint-worker runs only as a worker thread.');

port.on('message', (message: 'checkpoint' | 'close') => {
  if (message === 'checkpoint') {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
      port.postMessage({ ok: true });
    } catch (error) {
      port.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
    }
    return;
  }
  db.close();
  // The main thread waits for this, synchronously, before it closes its own connection.
  Atomics.store(closed, 0, 1);
  Atomics.notify(closed, 0);
  port.close();
});

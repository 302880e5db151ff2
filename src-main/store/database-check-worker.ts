// The worker thread of database-check.ts: checks or copies one database file on its own connection and
// posts what it found, so that a long check or copy never holds up the main thread.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type DatabaseFileTask, runDatabaseFileTask } from './database-check.ts';

if (parentPort === null) throw new Error('database-check-worker runs only as a worker thread.');
// On Linux a nice value is a thread's own: this worker yields the CPU to the main thread, whose event
// loop answers the app's requests (elsewhere it would lower the whole process, so it is left alone).
if (process.platform === 'linux') {
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the work runs at the usual priority.
  }
}
const port = parentPort;
port.postMessage(await runDatabaseFileTask(workerData as DatabaseFileTask, { onWorker: true }));

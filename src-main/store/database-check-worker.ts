// The worker thread of database-check.ts: checks or copies one database file on its own connection and
// posts what it found, so that a long check or copy never holds up the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { type DatabaseFileTask, runDatabaseFileTask } from './database-check.ts';

if (parentPort === null) throw new Error('database-check-worker runs only as a worker thread.');
const port = parentPort;
port.postMessage(await runDatabaseFileTask(workerData as DatabaseFileTask, { onWorker: true }));

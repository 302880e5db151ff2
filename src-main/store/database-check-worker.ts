// The worker thread of database-check.ts: checks one database file on its own read-only connection and
// posts what it found, so that a long check never holds up the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { checkDatabaseFile, type DatabaseCheckKind } from './database-check.ts';

const { path, kind, options } = workerData as {
  path: string;
  kind: DatabaseCheckKind;
  options: { standalone?: boolean };
};
if (parentPort === null) throw new Error('database-check-worker runs only as a worker thread.');
parentPort.postMessage(checkDatabaseFile(path, kind, options));

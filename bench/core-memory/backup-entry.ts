// The memory bench's backup run: the core's store on a data folder with 100,000 jobs, writing every few
// milliseconds as a recruiter's saves do, first alone (the floor), then while the online backup copies
// the database. Prints `phase <name>` as it goes (the bench reads RSS from outside meanwhile) and one
// `result <json>` line a phase: how long each write waited past its time, and the backup's duration.
import '../../tests/helpers/exit-with-parent.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { JOBDESK_DATABASE_FILE } from '../../src-main/core/local-api.ts';
import { openSeededStore } from '../../src-main/core/seeded-store.ts';
import { backupDatabase, backupPlaceOf } from '../../src-main/store/backups.ts';

/** A write is due this often; each waits for its time, then for the store. */
const WRITE_EVERY_MS = 5;
const FLOOR_MS = 3_000;
const IDLE_MS = 2_000;

const dataDir = process.argv[2];
if (dataDir === undefined) throw new Error('Give the data folder.');
const store = await openSeededStore({
  dataDir,
  databaseFile: JOBDESK_DATABASE_FILE,
  now: () => new Date(),
  keys: [],
});
let tick = 0;
/** One write as a save makes it: a transaction committed with the disk waited for. */
const write = () => store.transaction(() => store.settings.setSetting('bench.backup.tick', String(tick++)));

/** Writes every WRITE_EVERY_MS until `until` resolves; answers each write's wait past its due time. */
async function writeUntil(until: Promise<unknown>): Promise<number[]> {
  const waits: number[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  while (!done) {
    const due = performance.now() + WRITE_EVERY_MS;
    await sleep(WRITE_EVERY_MS);
    write();
    waits.push(performance.now() - due);
  }
  return waits;
}

function summary(waits: number[]) {
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { writes: waits.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: sorted.at(-1) ?? 0 };
}

console.log('backup bench ready');
console.log('phase idle');
await sleep(IDLE_MS);
console.log('phase floor');
const floor = await writeUntil(sleep(FLOOR_MS));
console.log(`result ${JSON.stringify({ phase: 'floor', ...summary(floor) })}`);
console.log('phase backup');
const startedAt = performance.now();
const backup = backupDatabase(store.db, backupPlaceOf(store.db.name), { now: new Date(), reason: 'daily' });
const during = await writeUntil(backup);
const made = await backup;
console.log(
  `result ${JSON.stringify({
    phase: 'backup',
    ...summary(during),
    backupMs: performance.now() - startedAt,
    backupBytes: made.sizeBytes,
  })}`,
);
console.log('phase done');
store.close();

// The memory bench's backup run: the core's store on a data folder with 100,000 jobs, writing every few
// milliseconds as a recruiter's saves do, alone (the floor) and while a backup copies the database, in
// alternating rounds. Prints `phase <name>` as it goes (the bench reads RSS from outside meanwhile) and
// one `result <json>` line a phase: how long the writes waited past their time, and the backup's duration.
import '../../tests/helpers/exit-with-parent.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { JOBDESK_DATABASE_FILE } from '../../src-main/core/local-api.ts';
import { openSeededStore } from '../../src-main/core/seeded-store.ts';
import { backupDatabase, backupPlaceOf } from '../../src-main/store/backups.ts';

/** A write is due this often; each waits for its time, then for the store. */
const WRITE_EVERY_MS = 5;
const IDLE_MS = 2_000;
/** Floor and backup alternate, so the machine's noise (other processes, the disk) falls on both. */
const ROUNDS = 3;

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

/** A write's wait past its due time: the main thread busy (late), then the commit (the disk's fsync). */
type Wait = { totalMs: number; lateMs: number; commitMs: number };

/** Writes every WRITE_EVERY_MS until `until` resolves. */
async function writeUntil(until: Promise<unknown>): Promise<Wait[]> {
  const waits: Wait[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  while (!done) {
    const due = performance.now() + WRITE_EVERY_MS;
    await sleep(WRITE_EVERY_MS);
    const start = performance.now();
    write();
    const end = performance.now();
    waits.push({ totalMs: end - due, lateMs: Math.max(0, start - due), commitMs: end - start });
  }
  return waits;
}

function summary(waits: Wait[]) {
  const totals = waits.map((wait) => wait.totalMs).sort((a, b) => a - b);
  const at = (share: number) => totals[Math.min(totals.length - 1, Math.floor(share * totals.length))] ?? 0;
  return {
    writes: waits.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: totals.at(-1) ?? 0,
    maxLateMs: Math.max(0, ...waits.map((wait) => wait.lateMs)),
    maxCommitMs: Math.max(0, ...waits.map((wait) => wait.commitMs)),
  };
}

console.log('backup bench ready');
console.log('phase idle');
await sleep(IDLE_MS);
let floorMs = 1_500;
for (let round = 1; round <= ROUNDS; round += 1) {
  console.log('phase floor');
  const floor = await writeUntil(sleep(floorMs));
  console.log(`result ${JSON.stringify({ phase: 'floor', round, ...summary(floor) })}`);
  console.log('phase backup');
  const startedAt = performance.now();
  const backup = backupDatabase(store.db, backupPlaceOf(store.db.name), { now: new Date(), reason: 'daily' });
  const during = await writeUntil(backup);
  const made = await backup;
  floorMs = performance.now() - startedAt;
  console.log(
    `result ${JSON.stringify({ phase: 'backup', round, ...summary(during), backupMs: floorMs, backupBytes: made.sizeBytes })}`,
  );
}
console.log('phase done');
store.close();

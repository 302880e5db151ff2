// `npm run bench -- core-memory`: the core's resident memory (RSS) idle on an empty data folder and with
// 100,000 jobs, built into one file as the app's main process is, against a floor measured in the same
// run (node:http and one SQLite database, built the same way); then a backup of the 100,000-job database
// while writes go on: the longest a write waited (against the same writes without a backup) and the RSS
// at its peak against before. Writes bench/results/core-memory.json.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import { LOCAL_EMPLOYER_ID } from '../src-main/core/jobdesk-core.ts';
import { JOBDESK_DATABASE_FILE } from '../src-main/core/local-api.ts';
import { openSeededStore } from '../src-main/core/seeded-store.ts';
import type { BenchModule } from './bench-module.ts';
import { PROJECT_ROOT, startChildServer } from './child-server.ts';
import { printTable } from './print-table.ts';
import { insertBenchJobs } from './seed-board.ts';

const API_KEY = 'core-memory-bench-key';
const IDLE_TARGET_BYTES = 120 * 1024 * 1024;
const LOADED_TARGET_BYTES = 250 * 1024 * 1024;
const LOADED_JOBS = 100_000;
/** The longest a write may wait while a backup runs, and how far the RSS may grow during it (× before). */
const BACKUP_WRITE_WAIT_TARGET_MS = 50;
const BACKUP_RSS_GROWTH_LIMIT = 2;
/** How often the RSS is read during the backup run. */
const BACKUP_RSS_INTERVAL_MS = 20;
/** Where the built core and floor go: inside node_modules, so their bare imports resolve, and never packed. */
const BUILD_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'jobdesk-bench', 'core-memory');
/** How long a started process is left alone before its memory is read, and how often it is read then. */
const SETTLE_MS = 2_000;
const READINGS = 5;
const READING_INTERVAL_MS = 200;

type Reading = { name: string; rssBytes: number };

export const coreMemoryBench: BenchModule = {
  name: 'core-memory',
  summary: "the core's RSS idle and with 100,000 jobs (built like the app's main process), against a floor",
  async run(context) {
    const jobs = context.quick ? 10_000 : LOADED_JOBS;
    context.log('core-memory: building the core and the floor into one file each (vite)');
    await buildEntries();
    const work = mkdtempSync(join(tmpdir(), 'jobdesk-core-memory-'));
    try {
      const floor = await measureFloor(join(work, 'floor.db'));
      const idleDir = join(work, 'idle');
      const idle = await measureCore('core idle, empty data folder', idleDir);
      const fromSources = await measureCore('  the same run from sources (Node strips the types)', idleDir, {
        fromSources: true,
      });
      const loadedDir = join(work, 'loaded');
      context.log(`core-memory: seeding ${jobs.toLocaleString('en-CA')} jobs into the core's store`);
      await seedCoreJobs(loadedDir, jobs);
      const loaded = await measureCore(`core with ${jobs.toLocaleString('en-CA')} jobs, idle`, loadedDir);
      const listed = await measureCore(
        `core with ${jobs.toLocaleString('en-CA')} jobs, after the list's first page`,
        loadedDir,
        { listFirst: true },
      );
      const loadedPeak = Math.max(loaded.rssBytes, listed.rssBytes);
      context.log(`core-memory: backing up the ${jobs.toLocaleString('en-CA')}-job database while writing`);
      const backup = await measureBackup(loadedDir);
      const rows = [
        row(floor, floor, undefined),
        row(idle, floor, IDLE_TARGET_BYTES),
        row(fromSources, floor, undefined),
        row(loaded, floor, context.quick ? undefined : LOADED_TARGET_BYTES),
        row(listed, floor, context.quick ? undefined : LOADED_TARGET_BYTES),
      ];
      printTable(context.print, ['process', 'RSS', '× floor', 'target', ''], rows);
      context.print(
        `(RSS read from the OS ${SETTLE_MS / 1000} s after start, median of ${READINGS} readings; floor: node:http + one SQLite database)`,
      );
      context.print('');
      const waitMet = backup.during.maxMs <= BACKUP_WRITE_WAIT_TARGET_MS;
      const growth = backup.peakRssBytes / backup.rssBeforeBytes;
      printTable(
        context.print,
        ['backup of the database', 'value', '× floor', 'target', ''],
        [
          ['a write every 5 ms alone (floor): longest wait', ms(backup.floor.maxMs), '1.00', '', ''],
          [
            '  of which main thread busy / commit (disk)',
            `${ms(backup.floor.maxLateMs)} / ${ms(backup.floor.maxCommitMs)}`,
            '',
            '',
            '',
          ],
          ['  p50 / p99 wait', `${ms(backup.floor.p50Ms)} / ${ms(backup.floor.p99Ms)}`, '', '', ''],
          [
            'the same writes during a backup: longest wait',
            ms(backup.during.maxMs),
            (backup.during.maxMs / backup.floor.maxMs).toFixed(2),
            `≤ ${BACKUP_WRITE_WAIT_TARGET_MS} ms`,
            waitMet ? 'met' : 'MISSED',
          ],
          [
            '  of which main thread busy / commit (disk)',
            `${ms(backup.during.maxLateMs)} / ${ms(backup.during.maxCommitMs)}`,
            '',
            '',
            '',
          ],
          ['  p50 / p99 wait', `${ms(backup.during.p50Ms)} / ${ms(backup.during.p99Ms)}`, '', '', ''],
          ['  writes during the backups', String(backup.during.writes), '', '', ''],
          ['a backup (copy on a worker + quick_check), longest', ms(backup.backupMs), '', '', ''],
          ['backup file', `${(backup.backupBytes / 1024 / 1024).toFixed(0)} MB`, '', '', ''],
          ['RSS before the backup', mb(backup.rssBeforeBytes), '', '', ''],
          [
            'RSS at its peak during the backup',
            mb(backup.peakRssBytes),
            `${growth.toFixed(2)} × before`,
            `< ${BACKUP_RSS_GROWTH_LIMIT} × before`,
            growth < BACKUP_RSS_GROWTH_LIMIT ? 'met' : 'MISSED',
          ],
        ],
      );
      context.print(
        `(the store of the ${jobs.toLocaleString('en-CA')}-job data folder as the core opens it, built like the core; 3 rounds, each a floor then a backup, the worst of each shown; a wait is from a write's due time to its commit; RSS read from the OS every ${BACKUP_RSS_INTERVAL_MS} ms)`,
      );
      writeFileSync(
        join(context.resultsDir, 'core-memory.json'),
        `${JSON.stringify(
          {
            machine: context.machine,
            quick: context.quick,
            jobs,
            floor,
            readings: [idle, fromSources, loaded, listed],
            backup,
            verdicts: {
              idle: {
                rssBytes: idle.rssBytes,
                targetBytes: IDLE_TARGET_BYTES,
                pass: idle.rssBytes < IDLE_TARGET_BYTES,
              },
              loaded: {
                jobs,
                rssBytes: loadedPeak,
                targetBytes: LOADED_TARGET_BYTES,
                pass: jobs === LOADED_JOBS && loadedPeak < LOADED_TARGET_BYTES,
              },
              backupWriteWait: {
                jobs,
                maxMs: backup.during.maxMs,
                targetMs: BACKUP_WRITE_WAIT_TARGET_MS,
                pass: jobs === LOADED_JOBS && backup.during.maxMs <= BACKUP_WRITE_WAIT_TARGET_MS,
              },
              backupRss: {
                jobs,
                beforeBytes: backup.rssBeforeBytes,
                peakBytes: backup.peakRssBytes,
                limit: BACKUP_RSS_GROWTH_LIMIT,
                pass:
                  jobs === LOADED_JOBS &&
                  backup.peakRssBytes < BACKUP_RSS_GROWTH_LIMIT * backup.rssBeforeBytes,
              },
            },
          },
          null,
          2,
        )}\n`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};

/** The core's host and the floor server, each one ES module file with its dependencies left in node_modules. */
async function buildEntries(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: PROJECT_ROOT,
    build: {
      ssr: true,
      outDir: BUILD_DIR,
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      rollupOptions: {
        input: {
          core: resolve(import.meta.dirname, 'core-memory', 'core-entry.ts'),
          floor: resolve(import.meta.dirname, 'core-memory', 'floor-entry.ts'),
          backup: resolve(import.meta.dirname, 'core-memory', 'backup-entry.ts'),
          // The worker threads the core starts, beside it as in the app's build (electron.vite.config.ts).
          'database-check-worker': resolve(PROJECT_ROOT, 'src-main', 'store', 'database-check-worker.ts'),
          'wal-checkpoint-worker': resolve(PROJECT_ROOT, 'src-main', 'store', 'wal-checkpoint-worker.ts'),
        },
        output: { format: 'es', entryFileNames: '[name].js' },
      },
    },
  });
}

async function measureFloor(database: string): Promise<Reading> {
  const server = await startChildServer({
    name: 'floor',
    args: [join(BUILD_DIR, 'floor.js'), database],
    ready: { line: /^floor listening on (\S+)$/ },
    preloadExitWithParent: false,
  });
  try {
    return { name: 'floor: node:http + SQLite', rssBytes: await settledRss(server.pid) };
  } finally {
    await server.stop();
  }
}

async function measureCore(
  name: string,
  dataDir: string,
  options: { fromSources?: boolean; listFirst?: boolean } = {},
): Promise<Reading> {
  const script = options.fromSources ? 'src-main/host/web-cli.ts' : join(BUILD_DIR, 'core.js');
  const server = await startChildServer({
    name: 'JobDesk core',
    args: [script, '--port', '0', '--data', dataDir, '--api-key', API_KEY, '--no-build', '--no-open'],
    ready: { line: /^JobDesk listening on (\S+)$/ },
    preloadExitWithParent: options.fromSources === true,
  });
  try {
    if (options.listFirst) {
      // The printed address carries this run's token (`/?token=…`): the API is at its origin.
      const response = await fetch(`${new URL(server.origin).origin}/api/v1.1/jobs?pageSize=25`, {
        headers: { 'API-Key': API_KEY },
      });
      if (!response.ok) throw new Error(`The core answered the list with ${response.status}.`);
      await response.arrayBuffer();
    }
    return { name, rssBytes: await settledRss(server.pid) };
  } finally {
    await server.stop();
  }
}

type WriteWaits = {
  writes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Of the longest waits: the main thread busy when the write was due, and the commit itself (fsync). */
  maxLateMs: number;
  maxCommitMs: number;
};
type Phase = WriteWaits & {
  phase: 'floor' | 'backup';
  round: number;
  backupMs?: number;
  backupBytes?: number;
};
type BackupRun = {
  /** The rounds' waits, all writes of a kind together: the longest of any round, the p50/p99 of the rounds' worst. */
  floor: WriteWaits;
  during: WriteWaits;
  rounds: Phase[];
  backupMs: number;
  backupBytes: number;
  rssBeforeBytes: number;
  peakRssBytes: number;
};

/**
 * Runs backup-entry (built) over the data folder: RSS read from outside all along, the median of the idle
 * phase as "before" and the highest of the backup phases as its peak; the waits as the child measured them.
 */
async function measureBackup(dataDir: string): Promise<BackupRun> {
  const child = await startChildServer({
    name: 'backup bench',
    args: [join(BUILD_DIR, 'backup.js'), dataDir],
    ready: { line: /^(backup bench) ready$/ },
    preloadExitWithParent: false,
  });
  const phaseOf = () => /phase (\w+)\n(?![\s\S]*phase )/.exec(child.output())?.[1] ?? 'starting';
  const readings: Record<string, number[]> = {};
  try {
    const deadline = performance.now() + 600_000;
    for (let phase = phaseOf(); phase !== 'done'; phase = phaseOf()) {
      if (performance.now() > deadline) throw new Error(`the backup bench did not end:\n${child.output()}`);
      readings[phase] = [...(readings[phase] ?? []), readRss(child.pid)];
      await sleep(BACKUP_RSS_INTERVAL_MS);
    }
    const rounds = child
      .output()
      .split('\n')
      .filter((line) => line.startsWith('result '))
      .map((line) => JSON.parse(line.slice('result '.length)) as Phase);
    const floors = rounds.filter((round) => round.phase === 'floor');
    const backups = rounds.filter((round) => round.phase === 'backup');
    if (floors.length === 0 || backups.length === 0)
      throw new Error(`the backup bench printed no results:\n${child.output()}`);
    const idle = [...(readings.idle ?? [])].sort((a, b) => a - b);
    return {
      floor: worstOf(floors),
      during: worstOf(backups),
      rounds,
      backupMs: Math.max(...backups.map((round) => round.backupMs ?? 0)),
      backupBytes: backups.at(-1)?.backupBytes ?? 0,
      rssBeforeBytes: idle[Math.floor(idle.length / 2)] ?? Number.NaN,
      peakRssBytes: Math.max(...(readings.backup ?? [Number.NaN])),
    };
  } finally {
    await child.stop();
  }
}

/** The rounds of one kind as one: the worst of each figure. */
function worstOf(rounds: Phase[]): WriteWaits {
  const worst = (pick: (round: Phase) => number) => Math.max(...rounds.map(pick));
  return {
    writes: rounds.reduce((sum, round) => sum + round.writes, 0),
    p50Ms: worst((round) => round.p50Ms),
    p99Ms: worst((round) => round.p99Ms),
    maxMs: worst((round) => round.maxMs),
    maxLateMs: worst((round) => round.maxLateMs),
    maxCommitMs: worst((round) => round.maxCommitMs),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** The core's store with `count` jobs of the bench corpus for its one employer, written straight into it. */
async function seedCoreJobs(dataDir: string, count: number): Promise<void> {
  const store = await openSeededStore({
    dataDir,
    databaseFile: JOBDESK_DATABASE_FILE,
    now: () => new Date(),
    keys: [{ key: API_KEY, employer: 'My jobs' }],
  });
  try {
    if (store.employers.findEmployerByKey(API_KEY)?.id !== LOCAL_EMPLOYER_ID)
      throw new Error('The seeded employer is not the core’s local employer.');
    insertBenchJobs(store, [{ employerId: LOCAL_EMPLOYER_ID, jobs: count }], 20_261_125);
    store.db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    store.close();
  }
}

/** The median of a few RSS readings once the process has been left alone for a while. */
async function settledRss(pid: number): Promise<number> {
  await sleep(SETTLE_MS);
  const readings: number[] = [];
  for (let i = 0; i < READINGS; i += 1) {
    readings.push(readRss(pid));
    await sleep(READING_INTERVAL_MS);
  }
  readings.sort((a, b) => a - b);
  return readings[Math.floor(readings.length / 2)] ?? Number.NaN;
}

/** Resident set size in bytes: /proc on Linux, `ps` elsewhere (macOS). */
function readRss(pid: number): number {
  const status = `/proc/${pid}/status`;
  if (existsSync(status)) {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(status, 'utf8'))?.[1];
    if (kb !== undefined) return Number(kb) * 1024;
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

function row(reading: Reading, floor: Reading, target: number | undefined): string[] {
  return [
    reading.name,
    `${(reading.rssBytes / 1024 / 1024).toFixed(0)} MB`,
    `${(reading.rssBytes / floor.rssBytes).toFixed(2)}`,
    target === undefined ? '' : `< ${target / 1024 / 1024} MB`,
    target === undefined ? '' : reading.rssBytes < target ? 'met' : 'MISSED',
  ];
}

// `npm run bench -- core-memory`: the core's resident memory (RSS) idle on an empty data folder and with
// 100,000 jobs, built into one file as the app's main process is, against a floor measured in the same
// run (node:http and one SQLite database, built the same way); writes bench/results/core-memory.json.

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
      writeFileSync(
        join(context.resultsDir, 'core-memory.json'),
        `${JSON.stringify(
          {
            machine: context.machine,
            quick: context.quick,
            jobs,
            floor,
            readings: [idle, fromSources, loaded, listed],
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

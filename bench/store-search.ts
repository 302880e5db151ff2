// Measures GET /jobs as the store serves it at 100,000 jobs: p50/p99 of listJobs for page 1 with and
// without a term (common, rare, short), with a status, and deep pages. Run: node bench/store-search.ts
// (BENCH_JOBS, BENCH_RUNS and BENCH_CACHE_MB, the SQLite page cache, change the set-up).
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ListJobsQuery, openStore, type StoredJobFields } from '../src-main/store/index.ts';
import type { JobStatus } from '../src-shared/schemas/resources.ts';
import { COMMON_ROLES } from './job-corpus.ts';

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const OTHER_EMPLOYER_JOBS = Math.round(JOBS / 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);

// Only the roles come from job-corpus.ts (its first 20, the set this bench has always drawn from); the
// levels, cities, statuses and description stay this bench's own, so its numbers stay comparable.
const ROLES = COMMON_ROLES.slice(0, 20);
const LEVELS = ['Senior', 'Junior', 'Lead', '', '', 'Intern', 'Principal'];
const CITIES = ['Toronto', 'Montréal', 'Moncton', 'Calgary', 'Halifax', 'Winnipeg'];
const STATUSES: JobStatus[] = ['active', 'archived', 'draft'];
const DESCRIPTION = `<p>${'We are hiring. Join a friendly team with good benefits and training. '.repeat(22)}</p>`;

/** A deterministic generator, so every run measures the same data. */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function makeJob(index: number, random: () => number): StoredJobFields {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const city = pick(CITIES);
  return {
    referenceId: `JD-${((index * 7919) % 1_000_003).toString(36).toUpperCase().padStart(5, '0')}`,
    title: `${pick(LEVELS)} ${pick(ROLES)} - ${city}`.trim(),
    status: pick(STATUSES),
    publishDate: new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700 * 86_400_000)).toISOString(),
    closeDate: null,
    confidential: random() < 0.1,
    autoRefresh: false,
    locations: [{ id: 1, name: city, description: `${city}, ON`, type: 'Town' }],
    categoryIds: [1 + Math.floor(random() * 30)],
    positionTypeId: 1,
    salary: { amount: 50_000, maxAmount: 70_000, periodId: 1, plusCommission: false },
    description: DESCRIPTION,
    applicantRoutingTypeId: 1,
    applicationEmail: 'jobs@example.com',
    applicationUrl: null,
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const directory = mkdtempSync(join(tmpdir(), 'jobdesk-bench-'));
const path = join(directory, 'bench.sqlite');
const store = openStore(path, {
  now: () => new Date('2026-01-15T09:00:00.000Z'),
  lookups: {
    salaryPeriods: [{ id: 1, name: 'Yearly', unit: 'year' }],
    routingTypes: [{ id: 1, name: 'Email' }],
  },
});
if (process.env.BENCH_CACHE_MB) store.db.pragma(`cache_size = ${-1024 * Number(process.env.BENCH_CACHE_MB)}`);
try {
  const main = store.employers.addEmployerWithKey('Main Employer', 'bench-key-main').id;
  const other = store.employers.addEmployerWithKey('Other Employer', 'bench-key-other').id;
  const random = lcg(1);
  const buildStart = performance.now();
  store.transaction(() => {
    for (let i = 0; i < JOBS + OTHER_EMPLOYER_JOBS; i += 1) {
      const result = store.jobs.insertJob(i < JOBS ? main : other, makeJob(i, random));
      if (!result.ok) throw new Error(`Seed job ${i} refused: ${result.error.type}`);
    }
  });
  const buildMs = performance.now() - buildStart;
  store.db.pragma('wal_checkpoint(TRUNCATE)');
  const sizeMb = statSync(path).size / 1_048_576;
  console.log(
    `${JOBS} jobs (+${OTHER_EMPLOYER_JOBS} of another employer) inserted in ${(buildMs / 1000).toFixed(1)} s`,
  );
  console.log(`database: ${sizeMb.toFixed(0)} MiB; ${RUNS} runs per case, warm cache`);
  // The first list builds the in-memory list index from the table (as after every start).
  const heapBefore = process.memoryUsage().heapUsed;
  const indexStart = performance.now();
  store.jobs.listJobs(main, { page: 1, pageSize: 10 });
  const indexBuildMs = performance.now() - indexStart;
  const indexHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1_048_576;
  console.log(
    `first list (builds the list index of ${JOBS + OTHER_EMPLOYER_JOBS} jobs): ${indexBuildMs.toFixed(0)} ms, heap +${indexHeapMb.toFixed(0)} MiB\n`,
  );

  const rareReference = makeJob(4242, lcg(9)).referenceId ?? '';
  const cases: Array<[string, Partial<ListJobsQuery>]> = [
    ['no q', {}],
    ['no q (again)', {}],
    ['status=active', { status: 'active' }],
    ['q=engineer (common, ~5%)', { q: 'engineer' }],
    ['q=senior (common, ~15%)', { q: 'senior' }],
    ['q=Montréal (common, ~17%)', { q: 'Montréal' }],
    ['q=jd- (matches every job)', { q: 'jd-' }],
    ['q=engineer status=active', { q: 'engineer', status: 'active' }],
    [`q=${rareReference} (one reference id)`, { q: rareReference }],
    ['q=JD-00A1 (rare, 3 jobs)', { q: 'JD-00A1' }],
    ['q=plombier (no match)', { q: 'plombier' }],
    ['q=e (1 char, ~95%)', { q: 'e' }],
    ['q=er (2 chars, ~65%)', { q: 'er' }],
    ['q=xq (2 chars, rare)', { q: 'xq' }],
    ['no q, page 500', { page: 500 }],
    ['q=engineer, page 50', { q: 'engineer', page: 50 }],
    ['no q, pageSize 100', { pageSize: 100 }],
  ];
  const results = cases.map(([name, query]) => {
    const full = { page: 1, pageSize: 10, ...query };
    for (let i = 0; i < 3; i += 1) store.jobs.listJobs(main, full);
    const times: number[] = [];
    let answer = store.jobs.listJobs(main, full);
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      answer = store.jobs.listJobs(main, full);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return {
      name,
      total: answer.total,
      rows: answer.rows.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
    };
  });

  console.log(
    `${'case'.padEnd(40)} ${'total'.padStart(7)} ${'rows'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(40)} ${String(r.total).padStart(7)} ${String(r.rows).padStart(5)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}`,
    );
  }
  const resultsDirectory = join(import.meta.dirname, 'results');
  mkdirSync(resultsDirectory, { recursive: true });
  writeFileSync(
    join(resultsDirectory, 'store-search.json'),
    `${JSON.stringify({ jobs: JOBS, otherEmployerJobs: OTHER_EMPLOYER_JOBS, runs: RUNS, buildMs, sizeMb, indexBuildMs, indexHeapMb, results }, null, 2)}\n`,
  );
} finally {
  store.close();
  rmSync(directory, { recursive: true, force: true });
}

// The sync bench's freshness run: how many pulls, at the engine's pull interval, until a change made on the
// board to a job's description (which the job list does not show) reaches JobDesk. A board of N jobs,
// JobDesk's first sync reads them all; then every description is changed on the board and JobDesk pulls,
// its clock moved on by one pull interval before each pull, until every change has arrived; then once more
// from there (the jobs now read at staggered times, as in everyday use).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_EMPLOYER_ID } from '../src-main/core/jobdesk-core.ts';
import { FRESHNESS_MIN_AGE_MS, freshnessReadsPerPull } from '../src-main/sync/pull.ts';
import { createJobBoardClient, type JobBoardClient } from '../src-shared/client/index.ts';
import type { SyncBoard } from './sync-board.ts';
import { createCountingFetch } from './sync-counting-fetch.ts';
import { seedJobs } from './sync-pull.ts';
import { openCore } from './sync-scenario.ts';

/** The engine's default pull interval (sync-engine.ts, not exported): the loop pulls this often. */
const ASSUMED_PULL_INTERVAL_MS = 5 * 60_000;
const EDIT_CONCURRENCY = 32;

export type FreshnessRound = {
  label: string;
  /** Pulls after which the first change, half of them, and every one had arrived. */
  pullsToFirst: number | null;
  pullsToHalf: number | null;
  pullsToAll: number | null;
  /** The most detail reads (GET /jobs/{id}) one pull made, and the list requests each pull made. */
  maxDetailReadsPerPull: number;
  listRequestsPerPull: number;
  /** Wall time of one pull, on average. */
  msPerPull: number;
};

export type FreshnessResult = {
  boardJobs: number;
  latencyMs: number;
  pullIntervalMs: number;
  readsPerPull: number;
  minAgeMs: number;
  /** What README states (within an hour, however many jobs), in pulls. */
  readmeBoundPulls: number;
  /** ceil(min age ÷ interval) + ceil(jobs ÷ reads per pull): the engine's worst case, right after a full read. */
  boundPulls: number;
  rounds: FreshnessRound[];
};

/** README's bound in pulls: a change to any detail arrives within an hour, however many jobs the board lists. */
export function readmeBoundPulls(): number {
  return Math.ceil((60 * 60_000) / ASSUMED_PULL_INTERVAL_MS);
}

/** ceil(min age ÷ interval) + ceil(jobs ÷ reads per pull) pulls: the job read last waits out its minimum age, then its turn. */
export function freshnessBoundPulls(jobs: number): number {
  return (
    Math.ceil(FRESHNESS_MIN_AGE_MS / ASSUMED_PULL_INTERVAL_MS) + Math.ceil(jobs / freshnessReadsPerPull(jobs))
  );
}

async function editEveryDescription(client: JobBoardClient, round: number): Promise<Map<number, string>> {
  const listed = await client.listAllJobs();
  if (!listed.ok) throw new Error(`listing the board failed: ${listed.error.messages.join(' ')}`);
  const ids = listed.value.map((job) => job.id);
  const expected = new Map<number, string>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const id = ids[index] as number;
      const description = `<p>Changed on the board, round ${round}, job ${id}.</p>`;
      const edited = await client.updateJob(id, { description });
      if (!edited.ok) throw new Error(`editing job ${id} failed: ${edited.error.messages.join(' ')}`);
      expected.set(id, description);
    }
  };
  await Promise.all(Array.from({ length: EDIT_CONCURRENCY }, worker));
  return expected;
}

/** Runs the freshness rounds as a new employer of `board` (the board is left running). */
export async function runFreshness(
  board: SyncBoard,
  jobs: number,
  seed: number,
  tempRoot: string,
): Promise<FreshnessResult> {
  const apiKey = board.takeKey();
  const direct = createJobBoardClient({
    baseUrl: board.baseUrl,
    getApiKey: () => apiKey,
    fetch: globalThis.fetch,
  });
  await seedJobs(direct, jobs, seed);
  const dataDir = mkdtempSync(join(tempRoot, 'freshness-'));
  const counting = createCountingFetch(globalThis.fetch);
  const errors: unknown[] = [];
  let offsetMs = 0;
  const clock = {
    now: () => Date.now() + offsetMs,
    setTimeout: (callback: () => void, ms: number): unknown => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout),
  };
  const core = await openCore(dataDir, counting.fetch, { concurrency: null, seed, errors, clock });
  try {
    core.settings.update({ remoteUrl: board.baseUrl, apiKey });
    await core.engine.syncNow();
    // From here only the pulls below run: the loop would pull on its own whenever the moved clock says so.
    await core.engine.stop();
    // Whatever the board's id of a local job, its description as JobDesk shows it now.
    const localDescriptions = () => {
      const byRemote = new Map<number, string>();
      for (const info of core.store.jobs.listJobSyncInfos(LOCAL_EMPLOYER_ID)) {
        const job = core.store.jobs.getJob(LOCAL_EMPLOYER_ID, info.id);
        if (info.remoteId !== null && job !== undefined) byRemote.set(info.remoteId, job.description);
      }
      return byRemote;
    };
    const rounds: FreshnessRound[] = [];
    const limit = Math.max(freshnessBoundPulls(jobs), readmeBoundPulls()) + 10;
    for (const [round, label] of [
      'right after a first sync read every job',
      'after the round before',
    ].entries()) {
      const expected = await editEveryDescription(direct, round + 1);
      const result: FreshnessRound = {
        label,
        pullsToFirst: null,
        pullsToHalf: null,
        pullsToAll: null,
        maxDetailReadsPerPull: 0,
        listRequestsPerPull: 0,
        msPerPull: 0,
      };
      let totalMs = 0;
      let pulls = 0;
      while (pulls < limit && result.pullsToAll === null) {
        offsetMs += ASSUMED_PULL_INTERVAL_MS;
        const before = counting.exchanges().length;
        const started = performance.now();
        await core.engine.pullOnce();
        totalMs += performance.now() - started;
        pulls += 1;
        const sent = counting.exchanges().slice(before);
        result.maxDetailReadsPerPull = Math.max(
          result.maxDetailReadsPerPull,
          sent.filter((exchange) => exchange.kind === 'GET /jobs/{id}').length,
        );
        result.listRequestsPerPull = sent.filter((exchange) => exchange.kind === 'GET /jobs').length;
        const shown = localDescriptions();
        const arrived = [...expected].filter(([id, description]) => shown.get(id) === description).length;
        if (arrived > 0) result.pullsToFirst ??= pulls;
        if (arrived * 2 >= expected.size) result.pullsToHalf ??= pulls;
        if (arrived === expected.size) result.pullsToAll = pulls;
      }
      result.msPerPull = totalMs / pulls;
      rounds.push(result);
    }
    if (errors.length > 0) throw new Error(`the core reported an unexpected error: ${String(errors[0])}`);
    return {
      boardJobs: jobs,
      latencyMs: board.latencyMs,
      pullIntervalMs: ASSUMED_PULL_INTERVAL_MS,
      readsPerPull: freshnessReadsPerPull(jobs),
      minAgeMs: FRESHNESS_MIN_AGE_MS,
      readmeBoundPulls: readmeBoundPulls(),
      boundPulls: freshnessBoundPulls(jobs),
      rounds,
    };
  } finally {
    counting.cut();
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatFreshness(result: FreshnessResult): string[] {
  const minutes = (pulls: number | null) =>
    pulls === null ? 'never' : `${pulls} (${(pulls * result.pullIntervalMs) / 60_000} min)`;
  const lines = [
    '',
    `Freshness: a board with ${result.boardJobs} jobs (--latency-ms ${result.latencyMs}); every job's description ` +
      `changed on the board; JobDesk pulls once every ${result.pullIntervalMs / 60_000} min (its clock moved on ` +
      'between pulls) until every change has arrived.',
    `target (README, "How fast board changes arrive": within an hour, however many jobs): ` +
      `${result.readmeBoundPulls} pulls (${(result.readmeBoundPulls * result.pullIntervalMs) / 60_000} min).`,
    `engine's worst case (each pull re-reads up to ${result.readsPerPull} jobs read least recently, a tenth of the list and at least 40, none read in the ` +
      `last ${result.minAgeMs / 60_000} min, so right after a full read): ceil(${result.minAgeMs / 60_000} ÷ ` +
      `${result.pullIntervalMs / 60_000}) + ceil(${result.boardJobs} ÷ ${result.readsPerPull}) = ${result.boundPulls} pulls ` +
      `(${(result.boundPulls * result.pullIntervalMs) / 60_000} min).`,
  ];
  const header = [
    'changes made'.padEnd(40),
    'first arrived'.padStart(14),
    'half'.padStart(14),
    'all'.padStart(14),
    'reads/pull'.padStart(10),
    'lists/pull'.padStart(10),
    's/pull'.padStart(7),
    ' README target',
  ].join(' ');
  lines.push(header, '─'.repeat(header.length));
  for (const round of result.rounds) {
    const pass = round.pullsToAll !== null && round.pullsToAll <= result.readmeBoundPulls;
    lines.push(
      [
        round.label.padEnd(40),
        minutes(round.pullsToFirst).padStart(14),
        minutes(round.pullsToHalf).padStart(14),
        minutes(round.pullsToAll).padStart(14),
        String(round.maxDetailReadsPerPull).padStart(10),
        String(round.listRequestsPerPull).padStart(10),
        (round.msPerPull / 1000).toFixed(2).padStart(7),
        ` ≤ ${result.readmeBoundPulls} pulls ${pass ? 'PASS' : 'FAIL'}`,
      ].join(' '),
    );
  }
  lines.push(
    '  columns: pulls (and minutes of pulls) until the first change, half of them and all had reached JobDesk.',
  );
  return lines;
}

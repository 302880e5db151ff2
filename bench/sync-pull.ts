// The sync bench's pull scenario: a board with 2,000 jobs behind 50 ms of latency, JobDesk pointed at it
// for the first time (Settings saved and Sync now pressed at once, as a recruiter does), then a second
// Sync now after 30 jobs were edited, 5 deleted and 5 created on the board. Counts every request by kind,
// times each sync, and checks that the laptop then shows what the board has.

import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { JobDeskCore } from '../src-main/core/jobdesk-core.ts';
import { LOCAL_EMPLOYER_ID } from '../src-main/core/jobdesk-core.ts';
import { createSeededRandom } from '../src-main/host/seeded-random.ts';
import { createJobBoardClient, type JobBoardClient } from '../src-shared/client/index.ts';
import type { JobHeader } from '../src-shared/schemas/resources.ts';
import { makeBenchJob, toCreateBody } from './job-corpus.ts';
import { listBoardJobs, type SyncBoard } from './sync-board.ts';
import { createCountingFetch, type RecordedExchange } from './sync-counting-fetch.ts';
import { localClient, openCore } from './sync-scenario.ts';
import { countBy } from './sync-timeline.ts';

const SEED_CONCURRENCY = 32;
const EDITED = 30;
const DELETED = 5;
const CREATED = 5;
/** The engine's default concurrency (sync-engine.ts): the first sync's bound is jobs × latency ÷ this. */
const ASSUMED_DEFAULT_CONCURRENCY = 4;

export type PullSync = {
  label: string;
  ms: number;
  requestsByKind: Record<string, number>;
  detailReads: number;
};

export type PullScenarioResult = {
  boardJobs: number;
  latencyMs: number;
  seedMs: number;
  /** jobs × latency ÷ the engine's default concurrency: each board job read once. */
  firstBoundMs: number;
  first: PullSync;
  changed: { edited: number; deleted: number; created: number };
  second: PullSync;
  /** The jobs the laptop shows as on the board equal the board's (referenceId, title, status, date). */
  laptopEqualsBoard: boolean;
  /** Jobs the laptop flags as no longer on the board (the deleted ones). */
  flaggedMissing: number;
};

/** Runs the scenario as a new employer of `board` (the board is left running). */
export async function runPullScenario(
  board: SyncBoard,
  jobs: number,
  seed: number,
  tempRoot: string,
): Promise<PullScenarioResult> {
  const apiKey = board.takeKey();
  const direct = createJobBoardClient({
    baseUrl: board.baseUrl,
    getApiKey: () => apiKey,
    fetch: globalThis.fetch,
  });
  const seedStarted = performance.now();
  await seedJobs(direct, jobs, seed);
  const seedMs = performance.now() - seedStarted;

  const dataDir = mkdtempSync(join(tempRoot, 'pull-'));
  const counting = createCountingFetch(globalThis.fetch);
  const errors: unknown[] = [];
  let core: JobDeskCore | undefined;
  try {
    core = await openCore(dataDir, counting.fetch, { concurrency: null, seed, errors });
    const opened = core;
    core.engine.start();
    const first = await timeSync('first Sync now (Settings saved + Sync now)', counting, async () => {
      opened.settings.update({ remoteUrl: board.baseUrl, apiKey });
      await opened.engine.syncNow();
    });
    const changed = await changeOnBoard(direct, jobs, seed);
    const second = await timeSync(
      `second Sync now (${EDITED} edited, ${DELETED} deleted, ${CREATED} new)`,
      counting,
      () => opened.engine.syncNow(),
    );
    counting.cut();
    const local = await localClient(core).listAllJobs();
    if (!local.ok) throw new Error(`listing the local jobs failed: ${local.error.messages.join(' ')}`);
    const missingIds = new Set(
      core.store.jobs
        .listJobSyncInfos(LOCAL_EMPLOYER_ID)
        .filter((info) => info.syncState === 'missing-on-remote')
        .map((info) => info.id),
    );
    const onBoard = await listBoardJobs(board, apiKey);
    if (errors.length > 0) throw new Error(`the core reported an unexpected error: ${String(errors[0])}`);
    const shown = local.value.filter((job) => !missingIds.has(job.id));
    return {
      boardJobs: jobs,
      latencyMs: board.latencyMs,
      seedMs,
      firstBoundMs: (jobs * board.latencyMs) / ASSUMED_DEFAULT_CONCURRENCY,
      first,
      changed,
      second,
      laptopEqualsBoard: sameJobs(shown, onBoard),
      flaggedMissing: missingIds.size,
    };
  } finally {
    counting.cut();
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timeSync(
  label: string,
  counting: ReturnType<typeof createCountingFetch>,
  sync: () => Promise<void>,
): Promise<PullSync> {
  const before = counting.exchanges().length;
  const started = performance.now();
  await sync();
  const ms = performance.now() - started;
  const sent: readonly RecordedExchange[] = counting.exchanges().slice(before);
  const requestsByKind = countBy(sent, (exchange) => exchange.kind);
  return { label, ms, requestsByKind, detailReads: requestsByKind['GET /jobs/{id}'] ?? 0 };
}

/** Creates `jobs` jobs on the board (`PULL-1`…), SEED_CONCURRENCY at a time. */
export async function seedJobs(client: JobBoardClient, jobs: number, seed: number): Promise<void> {
  const random = createSeededRandom(seed);
  const bodies = Array.from({ length: jobs }, (_, i) =>
    toCreateBody(makeBenchJob(i, random), `PULL-${i + 1}`),
  );
  const bounded = pLimit(SEED_CONCURRENCY);
  await Promise.all(
    bodies.map((body) =>
      bounded(async () => {
        const answer = await client.upsertJob(body as Parameters<JobBoardClient['upsertJob']>[0]);
        if (!answer.ok) throw new Error(`seeding the board failed: ${answer.error.messages.join(' ')}`);
      }),
    ),
  );
}

/** Edits, deletes and creates jobs on the board, as its web front end would. */
async function changeOnBoard(client: JobBoardClient, jobs: number, seed: number) {
  const random = createSeededRandom(seed + 1);
  const listed = await client.listAllJobs();
  if (!listed.ok) throw new Error(`listing the board failed: ${listed.error.messages.join(' ')}`);
  const idOf = new Map(listed.value.map((job) => [job.referenceId, job.id]));
  for (let i = 0; i < EDITED; i += 1) {
    const referenceId = `PULL-${1 + Math.floor((i * jobs) / EDITED)}`;
    const edited = await client.updateJob(idOf.get(referenceId) ?? 0, {
      title: `Edited on the board ${i + 1}`,
    });
    if (!edited.ok) throw new Error(`editing ${referenceId} failed: ${edited.error.messages.join(' ')}`);
  }
  for (let i = 0; i < DELETED; i += 1) {
    const deleted = await client.deleteJobByReferenceId(`PULL-${jobs - i}`);
    if (!deleted.ok) throw new Error(`deleting a job failed: ${deleted.error.messages.join(' ')}`);
  }
  for (let i = 0; i < CREATED; i += 1) {
    const body = toCreateBody(makeBenchJob(jobs + i, random), `PULL-NEW-${i + 1}`);
    const created = await client.upsertJob(body as Parameters<JobBoardClient['upsertJob']>[0]);
    if (!created.ok) throw new Error(`creating a job failed: ${created.error.messages.join(' ')}`);
  }
  return { edited: EDITED, deleted: DELETED, created: CREATED };
}

function sameJobs(local: readonly JobHeader[], board: readonly JobHeader[]): boolean {
  const key = (job: JobHeader) => JSON.stringify([job.referenceId, job.title, job.status, job.publishDate]);
  const localKeys = local.map(key).sort();
  const boardKeys = board.map(key).sort();
  return localKeys.length === boardKeys.length && localKeys.every((value, i) => value === boardKeys[i]);
}

/** The pull table of the sync bench report. */
export function formatPullReport(result: PullScenarioResult, maxSecondDetailReads: number): string[] {
  const lines = [
    '',
    `Pull: a board with ${result.boardJobs} jobs (--latency-ms ${result.latencyMs}), JobDesk pointed at it for the ` +
      'first time, then a second Sync now after changes on the board.',
    `first-sync bound = jobs × ${result.latencyMs} ms ÷ ${ASSUMED_DEFAULT_CONCURRENCY} = ` +
      `${(result.firstBoundMs / 1000).toFixed(1)} s (each board job read once); target for the second: ` +
      `detail reads ≤ ${maxSecondDetailReads} and the laptop equal to the board.`,
  ];
  const header = [
    'sync'.padEnd(58),
    'GET /jobs'.padStart(9),
    'GET /jobs/{id}'.padStart(14),
    'other'.padStart(6),
    'seconds'.padStart(8),
  ].join(' ');
  lines.push(header, '─'.repeat(header.length));
  for (const sync of [result.first, result.second]) {
    const lists = sync.requestsByKind['GET /jobs'] ?? 0;
    const other =
      Object.values(sync.requestsByKind).reduce((sum, count) => sum + count, 0) - lists - sync.detailReads;
    lines.push(
      [
        sync.label.padEnd(58),
        String(lists).padStart(9),
        String(sync.detailReads).padStart(14),
        String(other).padStart(6),
        (sync.ms / 1000).toFixed(2).padStart(8),
      ].join(' '),
    );
  }
  const readOnce = result.first.detailReads === result.boardJobs;
  const secondOk = result.second.detailReads <= maxSecondDetailReads;
  lines.push(
    `first sync: each board job read once: ${readOnce ? 'PASS' : 'FAIL'} (${result.first.detailReads} reads, ` +
      `${(result.first.ms / result.firstBoundMs).toFixed(2)}× the bound)`,
    `second sync: detail reads ≤ ${maxSecondDetailReads}: ${secondOk ? 'PASS' : 'FAIL'}; laptop equal to the board: ` +
      `${result.laptopEqualsBoard ? 'PASS' : 'FAIL'} (${result.flaggedMissing} flagged as no longer on the board)`,
  );
  return lines;
}

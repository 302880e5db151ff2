// The sync bench's update drains: 1,000 jobs JobDesk has on the board (a queued create drain, first), each
// changed once while no board is set (one property: the title or the description), then the board set
// again and the drain timed until the outbox is empty. Each update reads the job first (GET /jobs/{id})
// and then sends what changed (PUT /jobs/{id}): the bound counts both calls.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { JobDeskCore } from '../src-main/core/jobdesk-core.ts';
import { createJobBoardClient, type JobBoardClient } from '../src-shared/client/index.ts';
import { listBoardJobs, type SyncBoard } from './sync-board.ts';
import { createCountingFetch } from './sync-counting-fetch.ts';
import { timeDrain } from './sync-drain.ts';
import { localClient, openCore, type QueuedOutbox } from './sync-scenario.ts';
import { countBy } from './sync-timeline.ts';

/** The calls an update needs: its read and its write. */
export const CALLS_PER_UPDATE = 2;

export type UpdateDrainResult = {
  concurrency: number;
  latencyMs: number;
  updates: number;
  finished: boolean;
  drainMs: number;
  /** Every request of the drain by operation (GET /jobs/{id} holds the reads before the writes and a pull's). */
  requestsByKind: Record<string, number>;
  /** GET /jobs/{id} and PUT /jobs/{id} sent during the drain. */
  calls: number;
  /** updates × CALLS_PER_UPDATE: the fewest calls that drain the outbox. */
  callsNeeded: number;
  /** callsNeeded × latency ÷ concurrency. */
  boundMs: number;
  ratio: number;
  /** Every job's title and description on the board equal JobDesk's (each read back with GET /jobs/{id}). */
  boardHasEveryUpdate: boolean;
  /** The first create drain that put the jobs on the board, for reference. */
  createDrainMs: number;
};

const UPDATED = ' (updated)';
/** Jobs read back at once to check the board after a drain. */
const CHECK_CONCURRENCY = 32;

/** `referenceId → title + description` of every job a client lists, each read in full. */
async function contentByReference(
  client: JobBoardClient,
  ids: readonly number[],
): Promise<Map<string, string>> {
  const content = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const read = await client.getJob(ids[index] as number);
      if (!read.ok) throw new Error(`reading job ${ids[index]} failed: ${read.error.messages.join(' ')}`);
      content.set(
        read.value.referenceId ?? `#${read.value.id}`,
        `${read.value.title}\n${read.value.description}`,
      );
    }
  };
  await Promise.all(Array.from({ length: CHECK_CONCURRENCY }, worker));
  return content;
}

/** Whether the board holds every job of JobDesk's with the same title and description. */
async function boardEqualsLocal(core: JobDeskCore, board: SyncBoard, apiKey: string): Promise<boolean> {
  const local = localClient(core);
  const localJobs = await local.listAllJobs();
  if (!localJobs.ok) throw new Error(`listing the local jobs failed: ${localJobs.error.messages.join(' ')}`);
  const remote = createJobBoardClient({
    baseUrl: board.baseUrl,
    getApiKey: () => apiKey,
    fetch: globalThis.fetch,
  });
  const boardIds = (await listBoardJobs(board, apiKey)).map((job) => job.id);
  const mine = await contentByReference(
    local,
    localJobs.value.map((job) => job.id),
  );
  const theirs = await contentByReference(remote, boardIds);
  return (
    mine.size === theirs.size && [...mine].every(([reference, content]) => theirs.get(reference) === content)
  );
}

/** Runs one update drain as a new employer of `board` (the board is left running). */
export async function runUpdateDrain(
  queuedCreates: QueuedOutbox,
  concurrency: number,
  board: SyncBoard,
  tempRoot: string,
  maxDrainMs: number,
): Promise<UpdateDrainResult> {
  const dataDir = mkdtempSync(join(tempRoot, 'updates-'));
  cpSync(queuedCreates.dataDir, dataDir, { recursive: true });
  const apiKey = board.takeKey();
  const remote = { remoteUrl: board.baseUrl, apiKey };
  const counting = createCountingFetch(globalThis.fetch);
  const errors: unknown[] = [];
  let core: JobDeskCore | undefined;
  try {
    core = await openCore(dataDir, counting.fetch, { concurrency, seed: board.seed, errors });
    core.engine.start();
    const created = await timeDrain(core, remote, maxDrainMs);
    if (!created.finished) throw new Error('the create drain before the update drain did not finish');
    await core.engine.syncNow();

    // No board while the recruiter works: every change waits in the outbox, none is tried.
    core.settings.update({ remoteUrl: '' });
    const local = localClient(core);
    const jobs = await local.listAllJobs();
    if (!jobs.ok) throw new Error(`listing the local jobs failed: ${jobs.error.messages.join(' ')}`);
    for (const [index, job] of jobs.value.entries()) {
      const patch =
        index % 2 === 0 ? { title: `${job.title}${UPDATED}` } : { description: `<p>Updated ${index}.</p>` };
      const updated = await local.updateJob(job.id, patch);
      if (!updated.ok)
        throw new Error(`local update of ${job.id} failed: ${updated.error.messages.join(' ')}`);
    }
    const updates = core.engine.status().pending;
    if (updates !== jobs.value.length)
      throw new Error(`${updates} updates queued for ${jobs.value.length} jobs`);

    const drain = await timeDrain(core, remote, maxDrainMs);
    counting.cut();
    const boardHasEveryUpdate = await boardEqualsLocal(core, board, apiKey);
    await core.close();
    core = undefined;
    if (errors.length > 0) throw new Error(`the core reported an unexpected error: ${String(errors[0])}`);
    const during = counting
      .exchanges()
      .filter((exchange) => exchange.startMs >= drain.startMs && exchange.startMs <= drain.endMs);
    const calls = during.filter(
      (exchange) => exchange.kind === 'GET /jobs/{id}' || exchange.kind === 'PUT /jobs/{id}',
    );
    const drainMs = drain.endMs - drain.startMs;
    const callsNeeded = updates * CALLS_PER_UPDATE;
    const boundMs = (callsNeeded * board.latencyMs) / concurrency;
    return {
      concurrency,
      latencyMs: board.latencyMs,
      updates,
      finished: drain.finished,
      drainMs,
      requestsByKind: countBy(during, (exchange) => exchange.kind),
      calls: calls.length,
      callsNeeded,
      boundMs,
      ratio: drainMs / boundMs,
      boardHasEveryUpdate,
      createDrainMs: created.endMs - created.startMs,
    };
  } finally {
    counting.cut();
    await core?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatUpdateDrains(results: readonly UpdateDrainResult[], targetRatio: number): string[] {
  if (results.length === 0) return [];
  const latency = results[0]?.latencyMs ?? 0;
  const lines = [
    '',
    `Drain of updates to jobs the board has (--latency-ms ${latency}): each job changed once (title or description) ` +
      'while no board was set, then the board set again; timed until status().pending is 0.',
    `bound = updates × ${CALLS_PER_UPDATE} calls (GET /jobs/{id} then PUT /jobs/{id}) × ${latency} ms ÷ concurrency; ` +
      `target: drain ≤ ${targetRatio}× bound.`,
  ];
  const header = [
    'scenario'.padEnd(22),
    'conc'.padStart(4),
    'calls'.padStart(6),
    'needed'.padStart(6),
    'GET/{id}'.padStart(8),
    'PUT/{id}'.padStart(8),
    'other'.padStart(5),
    'drain s'.padStart(8),
    'bound s'.padStart(8),
    'ratio'.padStart(6),
    ' target'.padEnd(15),
    'board check',
  ].join(' ');
  lines.push(header, '─'.repeat(header.length));
  for (const result of results) {
    const kinds = result.requestsByKind;
    const other = Object.entries(kinds)
      .filter(([kind]) => kind !== 'GET /jobs/{id}' && kind !== 'PUT /jobs/{id}')
      .reduce((sum, [, count]) => sum + count, 0);
    const pass = result.finished && result.ratio <= targetRatio;
    lines.push(
      [
        `${result.updates} updates`.padEnd(22),
        String(result.concurrency).padStart(4),
        String(result.calls).padStart(6),
        String(result.callsNeeded).padStart(6),
        String(kinds['GET /jobs/{id}'] ?? 0).padStart(8),
        String(kinds['PUT /jobs/{id}'] ?? 0).padStart(8),
        String(other).padStart(5),
        (result.drainMs / 1000).toFixed(2).padStart(8),
        (result.boundMs / 1000).toFixed(2).padStart(8),
        `${result.ratio.toFixed(2)}×`.padStart(6),
        ` ≤ ${targetRatio}× ${pass ? 'PASS' : 'FAIL'}`.padEnd(15),
        result.boardHasEveryUpdate ? 'every update on the board PASS' : 'updates missing FAIL',
      ].join(' '),
    );
  }
  lines.push(
    '  calls: GET /jobs/{id} + PUT /jobs/{id} during the drain (a pull in the drain adds its reads); other: list pages, reference lists.',
  );
  return lines;
}

// The drain of jobs queued offline to three job boards at once: 500 jobs created through /api/v1.1 while
// no board answers, then each board (in process, behind a transport that waits `latencyMs` before every
// answer) drained by its own engine. Counts each board's calls and times its drain against its bound
// (calls × latency ÷ concurrency), per board and in all.
import { createJobDeskCore } from '../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore } from '../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../src-main/core/standalone-board.ts';
import type { Logger } from '../src-shared/logger.ts';

export type BoardDrain = {
  name: string;
  calls: number;
  drainMs: number;
  boundMs: number;
  ratio: number;
  onBoard: number;
};
export type MultiBoardDrain = {
  jobs: number;
  latencyMs: number;
  concurrency: number;
  boards: BoardDrain[];
  all: { calls: number; drainMs: number; boundMs: number; ratio: number };
};

/** The engine's default concurrency per board (sync-engine.ts). */
const CONCURRENCY = 4;
const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };
const places = [{ name: 'Moncton', province: 'NB' as const }];

export async function runMultiBoardDrain(options: {
  jobs: number;
  latencyMs: number;
  boards: number;
}): Promise<MultiBoardDrain> {
  const boards: StandaloneBoard[] = [];
  for (let index = 0; index < options.boards; index += 1)
    boards.push(
      await createStandaloneBoard({
        keys: [{ key: `KEY-${index}`, employer: `Employer ${index}` }],
        places,
        logger: silent,
      }),
    );
  const calls = boards.map(() => 0);
  const lastAnswerAt = boards.map(() => 0);
  let online = false;
  const core = await createJobDeskCore({
    localApiKey: 'bench-local-key',
    secrets: createMemorySecretStore(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const index = Number(/^board-(\d+)\.bench$/.exec(new URL(request.url).hostname)?.[1] ?? -1);
      const board = boards[index];
      if (board === undefined || !online) throw new TypeError('fetch failed');
      calls[index] = (calls[index] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      const answer = await board.fetch(request);
      lastAnswerAt[index] = performance.now();
      return answer;
    },
    clock: {
      now: () => Date.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    },
    random: Math.random,
    logger: silent,
    places,
    sync: { pollIntervalMs: 60_000, pullIntervalMs: 3_600_000 },
  });
  const call = (method: string, path: string, body?: unknown) =>
    core.fetch(
      new Request(`http://jobdesk.bench${path}`, {
        method,
        headers: { 'API-Key': 'bench-local-key', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  try {
    for (let index = 0; index < options.boards; index += 1) {
      const body = {
        name: `Board ${index}`,
        // https: an http:// board off this computer is refused (its key would cross the network in the clear).
        url: `https://board-${index}.bench/api/v1.1`,
        apiKey: `KEY-${index}`,
      };
      const answer =
        index === 0
          ? await call('PUT', '/app/v1/boards/1', body)
          : await call('POST', '/app/v1/boards', body);
      if (!answer.ok) throw new Error(`board ${index} could not be set up: ${answer.status}`);
    }
    for (let job = 0; job < options.jobs; job += 1) {
      const answer = await call('POST', '/api/v1.1/jobs', {
        title: `Bench job ${job}`,
        status: 'active',
        locations: [{ description: 'Moncton, NB' }],
        categories: [{ id: 1 }],
        positionType: { id: 1 },
        description: '<p>A job of the multi-board bench.</p>',
        applicantRoutingType: { id: 1 },
        applicationEmail: 'jobs@example.com',
      });
      if (answer.status !== 201) throw new Error(`job ${job} was not created: ${answer.status}`);
    }
    // The boards answer from now on: every engine drains its board's outbox, the boards in parallel.
    online = true;
    calls.fill(0);
    const started = performance.now();
    for (let pass = 0; pass < 50 && core.engine.status().pending > 0; pass += 1)
      await core.engine.replayOnce();
    const ended = performance.now();
    if (core.engine.status().pending > 0) throw new Error('the drain did not finish');
    const drains = boards.map((board, index): BoardDrain => {
      const boardCalls = calls[index] ?? 0;
      const drainMs = (lastAnswerAt[index] ?? started) - started;
      const boundMs = (boardCalls * options.latencyMs) / CONCURRENCY;
      return {
        name: `Board ${index}`,
        calls: boardCalls,
        drainMs,
        boundMs,
        ratio: drainMs / boundMs,
        onBoard: board.store.jobs.listJobs(1, { page: 1, pageSize: 1 }).total,
      };
    });
    const totalCalls = drains.reduce((sum, drain) => sum + drain.calls, 0);
    // The boards drain side by side: the bound of all is that of all calls over every board's workers.
    const allBound = (totalCalls * options.latencyMs) / (CONCURRENCY * options.boards);
    return {
      jobs: options.jobs,
      latencyMs: options.latencyMs,
      concurrency: CONCURRENCY,
      boards: drains,
      all: {
        calls: totalCalls,
        drainMs: ended - started,
        boundMs: allBound,
        ratio: (ended - started) / allBound,
      },
    };
  } finally {
    await core.close();
    for (const board of boards) board.close();
  }
}

export function formatMultiBoardDrain(result: MultiBoardDrain): string[] {
  const row = (name: string, calls: number, drainMs: number, boundMs: number, ratio: number, extra: string) =>
    `| ${name} | ${calls} | ${(drainMs / 1000).toFixed(2)} s | ${(boundMs / 1000).toFixed(2)} s | ${ratio.toFixed(2)}× | ${extra} |`;
  return [
    '',
    `### Drain of ${result.jobs} jobs to ${result.boards.length} boards (${result.latencyMs} ms latency, ${result.concurrency} at a time per board)`,
    '',
    '| board | calls | drain | bound (calls × latency ÷ concurrency) | drain ÷ bound | jobs on the board |',
    '|---|---|---|---|---|---|',
    ...result.boards.map((board) =>
      row(board.name, board.calls, board.drainMs, board.boundMs, board.ratio, String(board.onBoard)),
    ),
    row('all', result.all.calls, result.all.drainMs, result.all.boundMs, result.all.ratio, ''),
  ];
}

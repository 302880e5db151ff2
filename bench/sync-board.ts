// The board the sync bench drains to: the board CLI in a child process with latency and faults, one
// employer (API key) per scenario so that scenarios can share a board and still be checked apart.

import pLimit from 'p-limit';
import { createJobBoardClient } from '../src-shared/client/index.ts';
import type { JobHeader } from '../src-shared/schemas/resources.ts';
import { type ChildServer, startChildServer } from './child-server.ts';

const READY_LINE = /JobDesk board listening on (http:\/\/\S+?)\/api\/v1\.1$/;
/** Tries per page when listing a faulty board to check it (at a 10% fail rate, 0.1^20: never all refused). */
const LIST_ATTEMPTS = 20;
const PAGE_SIZE = 100;
const WARM_UP_JOB = {
  locations: [{ description: 'Halifax, NS' }],
  categories: [{ id: 2 }],
  positionType: { id: 2 },
  description: '<p>Warm-up job.</p>',
  applicantRoutingType: { id: 2 },
  applicationUrl: 'https://acme.ca/apply',
};

export type BoardFaults = { latencyMs: number; failRate: number; seed: number };

export type SyncBoard = BoardFaults & {
  server: ChildServer;
  /** `http://127.0.0.1:<port>/api/v1.1` */
  baseUrl: string;
  /** A key of an employer no scenario has used yet; throws once all are taken. */
  takeKey(): string;
};

/**
 * Starts the board CLI with `employers` keys (employer names "Bench 1"…) plus one for warmUpBoard; stop it
 * with `server.stop()`.
 */
export async function startSyncBoard(faults: BoardFaults, employers: number): Promise<SyncBoard> {
  const keys = Array.from({ length: employers + 1 }, (_, i) => `sync-bench-key-${i + 1}`);
  const args = ['src-main/host/board-cli.ts', '--port', '0', '--latency-ms', String(faults.latencyMs)];
  for (const [i, key] of keys.entries()) args.push('--key', `${key}=Bench ${i + 1}`);
  if (faults.failRate > 0) args.push('--fail-rate', String(faults.failRate), '--seed', String(faults.seed));
  const server = await startChildServer({ name: 'board', args, ready: { line: READY_LINE } });
  let taken = 0;
  return {
    ...faults,
    server,
    baseUrl: `${server.origin}/api/v1.1`,
    takeKey() {
      const key = keys[taken];
      if (key === undefined) throw new Error(`the board was started with ${keys.length} employers only`);
      taken += 1;
      return key;
    },
  };
}

/**
 * Sends `requests` creates (PUT /jobs) as an employer of its own, `concurrency` at a time, answers unread
 * but drained: a board fresh from its start answers its first few hundred requests slower, as its code is
 * compiled; a real board is warm. Faults are ignored.
 */
export async function warmUpBoard(board: SyncBoard, requests: number, concurrency: number): Promise<void> {
  const apiKey = board.takeKey();
  const headers = { 'API-Key': apiKey, 'Content-Type': 'application/json; charset=utf-8' };
  const bounded = pLimit(concurrency);
  await Promise.all(
    Array.from({ length: requests }, (_, i) =>
      bounded(async () => {
        const body = JSON.stringify({
          ...WARM_UP_JOB,
          referenceId: `WARM-${i + 1}`,
          title: `Warm-up ${i + 1}`,
        });
        const response = await fetch(`${board.baseUrl}/jobs`, { method: 'PUT', headers, body });
        await response.arrayBuffer();
      }),
    ),
  );
}

/** Every job of the key's employer, page by page, each page asked again while a faulty board answers 503. */
export async function listBoardJobs(board: SyncBoard, apiKey: string): Promise<JobHeader[]> {
  const client = createJobBoardClient({
    baseUrl: board.baseUrl,
    getApiKey: () => apiKey,
    fetch: globalThis.fetch,
  });
  const jobs: JobHeader[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await client.listJobs({ page, pageSize: PAGE_SIZE });
      if (answer.ok) {
        jobs.push(...answer.value.data);
        pages = answer.value.paging.pages;
        break;
      }
      if (!answer.error.retryable || attempt >= LIST_ATTEMPTS)
        throw new Error(`listing the board's jobs failed: ${answer.error.messages.join(' ')}`);
    }
  }
  return jobs;
}

// Durability of the board: every change it acknowledged with a 2xx survives a SIGKILL right after the
// answer (SQLite WAL, synchronous=FULL). A batch of creates, updates and deletes goes to the board CLI,
// the process is killed with SIGKILL at once after the last 2xx, restarted on the same data directory,
// and every acknowledged job must read back exactly as acknowledged; every acknowledged delete stays 404.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../../src-main/host/seeded-random.ts';
import { type Job, JobListResponseSchema, JobSchema } from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { randomApiKey, uniqueToken } from '../helpers/random-token.ts';
import { send } from '../helpers/raw-request.ts';

const KEYS = [
  { key: randomApiKey('a'), employer: 'Acme Staffing' },
  { key: randomApiKey('b'), employer: 'Globex Careers' },
];
const NEXT_STATUSES: Record<Job['status'], Job['status'][]> = {
  draft: ['active', 'archived'],
  active: ['archived'],
  archived: ['active'],
};
const PLACES = ['Moncton, NB', 'Halifax, NS', 'Regina, SK', 'Victoria, BC', 'Kelowna, BC', 'Sudbury, ON'];

const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** What the board acknowledged last for each job id: the Job it answered, or deleted. */
type Acknowledged = Map<number, Job | 'deleted'>;

type Batch = { seed: number; operations: number; lanes: number; descriptionSize: number };

function targetOf(board: BoardProcess): ApiTarget {
  return {
    name: 'board with --data',
    baseUrl: board.baseUrl,
    fetch: (input, init) => globalThis.fetch(input, init),
    keyA: KEYS[0]?.key ?? '',
    keyB: KEYS[1]?.key ?? '',
    close: async () => {},
  };
}

function pick<T>(random: RandomSource, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/**
 * One lane: `count` operations one after another on the lane's own jobs (lanes run side by side, each
 * owning its jobs, so the order of the changes to one job is known). Records every 2xx in `acknowledged`.
 */
async function runLane(
  target: ApiTarget,
  random: RandomSource,
  count: number,
  descriptionSize: number,
  acknowledged: Acknowledged,
): Promise<void> {
  const live: Job[] = [];
  const remember = (job: Job) => {
    acknowledged.set(job.id, job);
    const index = live.findIndex((known) => known.id === job.id);
    if (index >= 0) live[index] = job;
    else live.push(job);
  };
  const forget = (job: Job) => {
    acknowledged.set(job.id, 'deleted');
    live.splice(live.indexOf(job), 1);
  };
  const expect2xx = (status: number, summary: string) => {
    if (status < 200 || status > 299) throw new Error(`The board refused a valid change: ${summary}`);
  };
  const description = `<p>${'Durable text. '.repeat(Math.ceil(descriptionSize / 14)).slice(0, descriptionSize)}</p>`;

  for (let index = 0; index < count; index += 1) {
    const roll = random();
    const job = live.length > 0 ? pick(random, live) : undefined;
    if (job === undefined || roll < 0.35) {
      const body = validJobBody({
        referenceId: uniqueToken('dur'),
        title: `Durable ${index}`,
        description,
        status: pick(random, ['draft', 'active', 'archived'] as const),
        locations: [{ description: pick(random, PLACES) }],
      });
      const viaPut = random() < 0.5;
      const answer = await send(target, { method: viaPut ? 'PUT' : 'POST', path: '/jobs', json: body });
      expect2xx(answer.status, answer.summary);
      remember(JobSchema.parse(answer.json));
    } else if (roll < 0.8) {
      const change = random();
      let patch: Record<string, unknown>;
      if (change < 0.3) patch = { title: `Renamed ${index} ${uniqueToken('t')}` };
      else if (change < 0.55) patch = { status: pick(random, NEXT_STATUSES[job.status]) };
      else if (change < 0.7)
        patch = {
          salary: random() < 0.5 ? null : { amount: Math.round(random() * 90_000), period: { id: 1 } },
        };
      else if (change < 0.85)
        patch = {
          locations: [{ description: pick(random, PLACES) }],
          categories: [{ id: 1 + Math.floor(random() * 30) }],
        };
      else patch = { closeDate: `2099-0${1 + Math.floor(random() * 9)}-15` };
      const byReference = random() < 0.3 && job.referenceId !== null;
      const answer = byReference
        ? await send(target, {
            method: 'PUT',
            path: '/jobs',
            json: { ...patch, referenceId: job.referenceId },
          })
        : await send(target, { method: 'PUT', path: `/jobs/${job.id}`, json: patch });
      expect2xx(answer.status, answer.summary);
      remember(JobSchema.parse(answer.json));
    } else {
      const byReference = random() < 0.5 && job.referenceId !== null;
      const answer = byReference
        ? await send(target, { method: 'DELETE', path: '/jobs', json: { referenceId: job.referenceId } })
        : await send(target, { method: 'DELETE', path: `/jobs/${job.id}` });
      expect2xx(answer.status, answer.summary);
      forget(job);
    }
  }
}

/** Sends the batch, then kills the board with SIGKILL as soon as the last answer is in. */
async function sendBatchThenKill(
  board: BoardProcess,
  batch: Batch,
  acknowledged: Acknowledged,
): Promise<void> {
  const target = targetOf(board);
  const perLane = Math.ceil(batch.operations / batch.lanes);
  try {
    await Promise.all(
      Array.from({ length: batch.lanes }, (_, lane) =>
        runLane(
          target,
          createSeededRandom(batch.seed * 100 + lane),
          perLane,
          batch.descriptionSize,
          acknowledged,
        ),
      ),
    );
  } finally {
    await board.kill();
  }
}

/** Restarts on the same data and checks every acknowledged change; returns the restarted board. */
async function restartAndVerify(dataDir: string, acknowledged: Acknowledged): Promise<BoardProcess> {
  const board = await startBoardProcess({ keys: KEYS, dataDir });
  const target = targetOf(board);
  let live = 0;
  for (const [id, expected] of acknowledged) {
    const answer = await send(target, { method: 'GET', path: `/jobs/${id}` });
    if (expected === 'deleted') {
      expect(answer.status, `job ${id} was deleted with a 204 before the crash: ${answer.summary}`).toBe(404);
      continue;
    }
    live += 1;
    expect(answer.status, `job ${id} was acknowledged before the crash: ${answer.summary}`).toBe(200);
    expect(JobSchema.parse(answer.json), `job ${id} as last acknowledged`).toEqual(expected);
  }
  const listed = await send(target, { method: 'GET', path: '/jobs?pageSize=1' });
  expect(JobListResponseSchema.parse(listed.json).paging.total).toBe(live);
  return board;
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jobdesk-sigkill-'));
  dataDirs.push(dir);
  return dir;
}

function expectIntactDatabase(dataDir: string): void {
  const db = new Database(join(dataDir, 'board.db'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
}

describe('the board killed with SIGKILL right after its last answer', () => {
  it('keeps every acknowledged change of 200 mixed requests sent one after another', async () => {
    const dataDir = newDataDir();
    const acknowledged: Acknowledged = new Map();
    await sendBatchThenKill(
      await startBoardProcess({ keys: KEYS, dataDir }),
      { seed: 1, operations: 200, lanes: 1, descriptionSize: 200 },
      acknowledged,
    );
    expect([...acknowledged.values()].some((job) => job === 'deleted')).toBe(true);
    await (await restartAndVerify(dataDir, acknowledged)).stop();
    expectIntactDatabase(dataDir);
  }, 90_000);

  it('keeps every acknowledged change of 200 mixed requests sent on 8 connections at once', async () => {
    const dataDir = newDataDir();
    const acknowledged: Acknowledged = new Map();
    await sendBatchThenKill(
      await startBoardProcess({ keys: KEYS, dataDir }),
      { seed: 2, operations: 200, lanes: 8, descriptionSize: 2_000 },
      acknowledged,
    );
    await (await restartAndVerify(dataDir, acknowledged)).stop();
    expectIntactDatabase(dataDir);
  }, 90_000);

  it('keeps every acknowledged change across two crashes in a row on the same data, with large descriptions', async () => {
    const dataDir = newDataDir();
    const acknowledged: Acknowledged = new Map();
    await sendBatchThenKill(
      await startBoardProcess({ keys: KEYS, dataDir }),
      { seed: 3, operations: 200, lanes: 4, descriptionSize: 60_000 },
      acknowledged,
    );
    const restarted = await restartAndVerify(dataDir, acknowledged);
    // The second batch starts with what survived the first crash, so it also updates and deletes those.
    await sendBatchThenKill(
      restarted,
      { seed: 4, operations: 100, lanes: 4, descriptionSize: 500 },
      acknowledged,
    );
    await (await restartAndVerify(dataDir, acknowledged)).stop();
    expectIntactDatabase(dataDir);
  }, 120_000);
});

// Crash safety of JobDesk's core: it is killed with SIGKILL at random moments (mid-request, mid-sync)
// while a workload of local changes runs and the sync engine replays them to a faulty board. After every
// restart each acknowledged change is still there; once the board is healthy again, JobDesk and the board
// hold the same jobs, each exactly once. Three rounds in four kill at a point placed by a proxy between the
// core and the board: right after the board answered the read before an update (GET /jobs/{id}), before
// the write (PUT /jobs/{id}); right after the board handled the write, its answer lost with the core; or
// right after the board made a job of a create (POST /jobs), before the core recorded its answer: the
// restarted core must find that job as its own (what it recorded sending), one job, never two.
// `CRASH_SEED` replays a run's choices (the timing of a kill
// against the processes' own work cannot be replayed exactly); `CRASH_ROUNDS` sets the number of kills.
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededRandom, type RandomSource } from '../../src-main/host/seeded-random.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { ApiTarget } from '../helpers/api-target.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { send } from '../helpers/raw-request.ts';
import { checkJobsSynced, compareWithBoard, readSyncStatus, syncUntilIdle } from './convergence.ts';
import { type CoreProcess, startCoreProcess } from './core-process.ts';
import { type CrashModel, checkAfterRestart, emptyModel, maybeCount } from './crash-model.ts';
import { emptyTally, type RoundTally, runLane } from './crash-workload.ts';
import { apiTarget, readAllJobs } from './job-snapshot.ts';
import { type KillPoint, type KillProxy, type KillReport, startKillProxy } from './kill-proxy.ts';

const SEED = seedFromEnvironment();
// Twelve: each of the three placed kill points three times, and three timed kills, in npm test's time (about
// 2 s a round); CRASH_ROUNDS=100 and more for a long run.
const ROUNDS = Number.parseInt(process.env.CRASH_ROUNDS ?? '12', 10);
const LOCAL_KEY = 'LOCALKEY123';
const REMOTE_KEY = randomApiKey('rk');
const BOARD_KEYS = [{ key: REMOTE_KEY, employer: 'Acme' }];
const FAULTS = ['--fail-rate', '0.1', '--drop-rate', '0.05', '--lost-ack-rate', '0.1', '--latency-ms', '5'];
const CONVERGE_TIMEOUT_MS = 60_000;
/** An armed round kills at its point, or after this long without one (then as a timed round). */
const KILL_POINT_WAIT_MS = 4_000;

const children: Array<CoreProcess | BoardProcess> = [];
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(children.map((child) => child.kill()));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function seedFromEnvironment(): number {
  const given = process.env.CRASH_SEED;
  if (given === undefined || given === '') return randomInt(1, 2 ** 31 - 1);
  const seed = Number.parseInt(given, 10);
  if (!Number.isSafeInteger(seed)) throw new Error(`CRASH_SEED must be an integer, not "${given}".`);
  return seed;
}

function log(line: string): void {
  console.log(`[core-sigkill seed ${SEED}] ${line}`);
}

function newTempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `jobdesk-crash-${label}-`));
  tempDirs.push(dir);
  return dir;
}

/** What a run carries from round to round. */
type Run = {
  random: RandomSource;
  coreDir: string;
  model: CrashModel;
  /** Numbers the changes of all rounds, for unique titles and referenceIds. */
  counter: { next: number };
  /** Ids whose delete was acknowledged in the last round: read one by one after the restart. */
  recentlyDeleted: number[];
  problems: string[];
  /** What the cores logged as unexpected errors. */
  unexpectedErrors: string[];
  totals: {
    acknowledged: number;
    maybe: number;
    committed: number;
    lost: number;
    kills: number;
    midSync: number;
  };
  /** The kills placed by the proxy, by point. */
  placed: KillReport[];
};

async function startCore(run: Run, boardUrl: string): Promise<CoreProcess> {
  const core = await startCoreProcess({
    dataDir: run.coreDir,
    localKey: LOCAL_KEY,
    remote: { baseUrl: boardUrl, key: REMOTE_KEY },
  });
  children.push(core);
  return core;
}

function localApi(core: CoreProcess): ApiTarget {
  return apiTarget('JobDesk core', `${core.origin}/api/v1.1`, LOCAL_KEY);
}

function appApi(core: CoreProcess): ApiTarget {
  return apiTarget('JobDesk app API', `${core.origin}/app/v1`, LOCAL_KEY);
}

/** Lines the core logged for a failure it did not expect (`jobdesk: unexpected error …` and what follows). */
function unexpectedErrorsOf(core: CoreProcess): string[] {
  return core.output().match(/unexpected error[^\n]*(\n[^\n]*){0,3}/g) ?? [];
}

/** Reads every job of a (re)started core and checks it against what was acknowledged before. */
async function checkRestartedCore(run: Run, core: CoreProcess, when: string): Promise<Job[]> {
  const target = localApi(core);
  const jobs = await readAllJobs(target);
  const check = checkAfterRestart(run.model, jobs);
  for (const id of run.recentlyDeleted) {
    const answer = await send(target, { method: 'GET', path: `/jobs/${id}` });
    if (answer.status !== 404) check.problems.push(`acknowledged delete of job ${id}: ${answer.summary}`);
  }
  run.recentlyDeleted = [];
  run.problems.push(...check.problems.map((problem) => `${when}: ${problem}`));
  run.totals.committed += check.maybeCommitted;
  run.totals.lost += check.maybeLost;
  return jobs;
}

/** Whether the core has an update of this job waiting (the job is on the board and changed since). */
async function hasWaitingUpdate(run: Run, core: CoreProcess, referenceId: string): Promise<boolean> {
  const job = [...run.model.live.values()].find((known) => known.referenceId === referenceId);
  if (job === undefined) return false;
  const answer = await send(appApi(core), { method: 'GET', path: `/jobs/sync?ids=${job.id}` }).catch(
    () => null,
  );
  const status = (answer?.json as { data?: Array<{ remoteId: number | null; pendingChanges: number }> })
    ?.data?.[0];
  return status !== undefined && status.remoteId !== null && status.pendingChanges > 0;
}

/** The kill point of a round: after a read, after a write, after a create, or (every fourth round) a random time. */
function killPointOf(round: number): KillPoint | null {
  const points: Array<KillPoint | null> = [null, 'after-read', 'after-write', 'after-create'];
  return points[round % points.length] ?? null;
}

/** Whether the core is creating this job (by referenceId): one the workload made, not yet on the board. */
async function hasWaitingCreate(run: Run, core: CoreProcess, referenceId: string): Promise<boolean> {
  const job = [...run.model.live.values()].find((known) => known.referenceId === referenceId);
  if (job === undefined) return false;
  const answer = await send(appApi(core), { method: 'GET', path: `/jobs/sync?ids=${job.id}` }).catch(
    () => null,
  );
  const status = (answer?.json as { data?: Array<{ remoteId: number | null }> })?.data?.[0];
  return status !== undefined && status.remoteId === null;
}

function describeTally(tally: RoundTally): string {
  const { create, update, status, delete: deletes } = tally.acknowledged;
  return (
    `acknowledged ${create + update + status + deletes} (create ${create}, update ${update}, ` +
    `status ${status}, delete ${deletes}), unanswered ${tally.maybe}`
  );
}

/**
 * One round: start the core on the run's data, check what survived the last kill, run 2–4 lanes of
 * changes, and SIGKILL the core at the round's kill point (or 50–800 ms into them).
 */
async function crashRound(run: Run, round: number, proxy: KillProxy): Promise<void> {
  proxy.reopen();
  const core = await startCore(run, proxy.baseUrl);
  const checkStartedAt = performance.now();
  const before = maybeCount(run.model);
  const jobs = await checkRestartedCore(run, core, `after kill ${round - 1}`);
  const checkMs = Math.round(performance.now() - checkStartedAt);

  const lanes = 2 + Math.floor(run.random() * 3);
  const killAfterMs = 50 + Math.floor(run.random() * 751);
  const tally = emptyTally();
  const deletedBefore = new Set(run.model.deleted.keys());
  let stopping = false;
  const work = {
    target: localApi(core),
    model: run.model,
    random: run.random,
    tag: `s${SEED}`,
    counter: run.counter,
    busy: new Set<number>(),
    tally,
    shouldStop: () => stopping,
  };
  const running = Promise.all(Array.from({ length: lanes }, () => runLane(work)));
  const point = killPointOf(round);
  let placed: KillReport | null = null;
  if (point === null) await sleep(killAfterMs);
  else {
    const struck = proxy.arm({
      point,
      accepts: (referenceId) =>
        point === 'after-create'
          ? hasWaitingCreate(run, core, referenceId)
          : hasWaitingUpdate(run, core, referenceId),
      kill: async () => {
        stopping = true;
        await core.kill();
      },
    });
    placed = await Promise.race([struck, sleep(KILL_POINT_WAIT_MS).then(() => null)]);
    if (placed === null) proxy.disarm();
    else run.placed.push(placed);
  }
  const atKill = placed === null ? await readSyncStatus(appApi(core)) : null;
  stopping = true;
  await core.kill();
  await running;

  run.totals.kills += 1;
  if (atKill !== null && (atKill.state === 'syncing' || atKill.pending > 0)) run.totals.midSync += 1;
  run.totals.acknowledged += Object.values(tally.acknowledged).reduce((sum, count) => sum + count, 0);
  run.totals.maybe += tally.maybe;
  run.recentlyDeleted = [...run.model.deleted.keys()].filter((id) => !deletedBefore.has(id));
  run.unexpectedErrors.push(...unexpectedErrorsOf(core));
  run.problems.push(...tally.refused.map((refusal) => `round ${round}: a valid change failed: ${refusal}`));
  if (placed !== null) run.totals.midSync += 1;
  const sync = atKill === null ? 'unknown' : `${atKill.state}, ${atKill.pending} pending`;
  const when =
    placed === null
      ? `SIGKILL after ${point === null ? killAfterMs : KILL_POINT_WAIT_MS} ms`
      : `SIGKILL ${placed.point} of ${placed.referenceId} (then sent: ${placed.sentAfter.join(', ') || 'nothing'})`;
  log(
    `round ${round}: up in ${Math.round(core.startMs)} ms; ${jobs.length} jobs checked in ${checkMs} ms ` +
      `(${before} unanswered changes settled); ${lanes} lanes, ${when} ` +
      `(sync ${sync}): ${describeTally(tally)}; ${run.model.live.size} jobs`,
  );
}

function integrityOf(databaseFile: string): unknown {
  const db = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

describe('JobDesk core killed with SIGKILL while it syncs with a faulty board', () => {
  it(`keeps every acknowledged change across ${ROUNDS} kills, then converges with the board without a duplicate`, async () => {
    expect(ROUNDS, 'CRASH_ROUNDS').toBeGreaterThanOrEqual(1);
    const startedAt = performance.now();
    log(`${ROUNDS} rounds; replay with CRASH_SEED=${SEED}`);
    const boardDir = newTempDir('board');
    const run: Run = {
      random: createSeededRandom(SEED),
      coreDir: newTempDir('core'),
      model: emptyModel(),
      counter: { next: 0 },
      recentlyDeleted: [],
      problems: [],
      unexpectedErrors: [],
      totals: { acknowledged: 0, maybe: 0, committed: 0, lost: 0, kills: 0, midSync: 0 },
      placed: [],
    };
    const faultyBoard = await startBoardProcess({
      keys: BOARD_KEYS,
      dataDir: boardDir,
      extraArgs: [...FAULTS, '--seed', String(SEED)],
    });
    children.push(faultyBoard);
    const proxy = await startKillProxy(faultyBoard.baseUrl);
    try {
      for (let round = 1; round <= ROUNDS; round += 1) await crashRound(run, round, proxy);
    } finally {
      await proxy.close();
    }

    // The board heals: a clean stop, then the same data without faults, on a new port.
    expect(await faultyBoard.stop(), `the faulty board's clean stop\n${faultyBoard.output()}`).toBe(0);
    const board = await startBoardProcess({ keys: BOARD_KEYS, dataDir: boardDir });
    children.push(board);
    const core = await startCore(run, board.baseUrl);
    await checkRestartedCore(run, core, `after kill ${ROUNDS}`);
    const converged = await syncUntilIdle(appApi(core), CONVERGE_TIMEOUT_MS).catch((error: Error) => {
      throw new Error(`${error.message} (seed ${SEED})\n${core.output().slice(-3000)}`);
    });
    log(`sync came to rest in ${converged.ms} ms: ${JSON.stringify(converged.status)}`);

    const localJobs = await readAllJobs(localApi(core));
    const boardJobs = await readAllJobs(apiTarget('board', board.baseUrl, REMOTE_KEY));
    run.problems.push(
      ...compareWithBoard(localJobs, boardJobs).map((problem) => `after sync: ${problem}`),
      ...(await checkJobsSynced(appApi(core), localJobs)).map((problem) => `after sync: ${problem}`),
    );
    // Nor may the sync (its pull) have changed an acknowledged job.
    run.problems.push(
      ...checkAfterRestart(run.model, localJobs).problems.map((problem) => `after sync: ${problem}`),
    );
    expect(await core.stop(), `the core's clean stop\n${core.output()}`).toBe(0);
    run.unexpectedErrors.push(...unexpectedErrorsOf(core));
    expect(await board.stop(), `the board's clean stop\n${board.output()}`).toBe(0);

    const { totals } = run;
    log(
      `done in ${Math.round((performance.now() - startedAt) / 1000)} s: ${totals.kills} kills ` +
        `(${totals.midSync} with changes left to sync), ${totals.acknowledged} acknowledged changes, ` +
        `${totals.maybe} unanswered (${totals.committed} found committed, ${totals.lost} not), ` +
        `${localJobs.length} jobs in JobDesk, ${boardJobs.length} on the board`,
    );
    const placedAt = (point: KillPoint) => run.placed.filter((placed) => placed.point === point).length;
    log(
      `kills placed: ${placedAt('after-read')} between a read and its write, ` +
        `${placedAt('after-write')} after a write whose answer was lost, ` +
        `${placedAt('after-create')} after a create whose answer was lost`,
    );
    expect(totals.kills).toBe(ROUNDS);
    if (ROUNDS >= 3) {
      expect(placedAt('after-read'), 'kills between a read and its write').toBeGreaterThan(0);
      expect(placedAt('after-write'), 'kills after a write, its answer lost').toBeGreaterThan(0);
    }
    if (ROUNDS >= 4)
      expect(placedAt('after-create'), 'kills after a create, its answer lost').toBeGreaterThan(0);
    expect(run.problems, `replay with CRASH_SEED=${SEED}`).toEqual([]);
    expect(run.unexpectedErrors, `unexpected errors the cores logged (CRASH_SEED=${SEED})`).toEqual([]);
    expect(integrityOf(join(run.coreDir, 'jobdesk.db')), 'PRAGMA integrity_check of jobdesk.db').toBe('ok');
  }, 300_000);
});

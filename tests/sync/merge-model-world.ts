// The world of the merge model: the job board (its website is direct calls to its API), two laptops each
// running a whole JobDesk core over its own store file, one fake clock; and the model of who wrote what.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type fc from 'fast-check';
import type { StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import type { MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { createFakeClock, type FakeClock } from './helpers/fake-clock.ts';
import { type Laptop, openLaptop } from './helpers/laptop.ts';
import { startTestBoard } from './helpers/laptop-on-board.ts';
import { type Answer, REMOTE_KEY } from './helpers/sync-world.ts';
import { createWriteGraphs, valueKey, type WriteGraphs } from './merge-model-graph.ts';
import { type BoardLog, createBoardLog } from './merge-model-races.ts';
import { type BoardValues, createBoardValues } from './merge-model-values.ts';

export const ACTORS = ['A', 'B', 'W'] as const;
/** `A` and `B` are the laptops, `W` the board's website. */
export type Actor = (typeof ACTORS)[number];
export type LaptopName = Exclude<Actor, 'W'>;

/** The properties the actors edit; the others keep the values every job is created with. */
export const EDITED: readonly MergedProperty[] = [
  'title',
  'description',
  'closeDate',
  'salary',
  'locations',
  'categories',
  'status',
];

export type MergeModel = {
  graphs: WriteGraphs;
  /** Every job ever created, by referenceId, in order, with who created it. */
  jobs: Array<{ referenceId: string; creator: Actor }>;
  /** Jobs someone deleted (the website, or a laptop whose delete was acknowledged by its core). */
  deleted: Set<string>;
  /** Numbers every value written, so that no two writes write the same value. */
  counter: number;
  /** The category ids each job was ever given, by referenceId: an edit gives it three it never had. */
  categoriesUsed: Map<string, Set<number>>;
  /**
   * Jobs created on both laptops with one Reference ID, each laptop's own, until the board tells which
   * landed first (twinsSettled); nobody edits or deletes them before.
   */
  twins: Map<string, Record<LaptopName, Job>>;
  /** The Reference IDs the recruiter gave a job anew after its first was used by another job. */
  givenAnew: Set<string>;
  /** What the board's jobs ever held, piece by piece (restores keep clear of it: merge-model-values.ts). */
  boardValues: BoardValues;
  /**
   * Who saved each value of a job's detail in an edit (writersKey). A salary period can be written twice
   * over: two edits each moving it to the next period, unseen by each other, write one value.
   */
  editors: Map<string, Set<Actor>>;
  /**
   * A laptop's detail that was a real conflict against a version of the job it read from the board
   * (realConflictKey in merge-model-conflicts.ts): held then, it stays held after the board moves on (planMergedUpdate, outbox-plan.ts).
   */
  realOnce: Set<string>;
};

/** The key of a job's detail holding `value` in MergeModel.editors. */
export function writersKey(referenceId: string, property: MergedProperty, value: unknown): string {
  return `${referenceId}\u0000${property}\u0000${valueKey(value)}`;
}

export type MergeReal = {
  clock: FakeClock;
  board: StandaloneBoard;
  boardEmployerId: number;
  laptops: Record<LaptopName, Laptop>;
  random: () => number;
  /** What happened, for the message of a failure. */
  trace: string[];
  /** How often each thing happened in the run (writes that took, conflicts held and decided…). */
  counts: Record<string, number>;
  /** Every read and update of a job the board answered, by whom, in order. */
  boardLog: BoardLog;
};

export type MergeCommand = fc.AsyncCommand<MergeModel, MergeReal, false>;

/** How long a settle may move the fake clock on before it gives up (a pass that can never end). */
export const SETTLE_MS = 6 * 60 * 60_000;
const always = () => true;

/** A command as fast-check runs it; `name` is what a counterexample and the trace print. */
export function command(
  name: string,
  run: (model: MergeModel, real: MergeReal) => Promise<void>,
  check: (model: Readonly<MergeModel>) => boolean = always,
): MergeCommand {
  return {
    check,
    run: async (model, real) => {
      real.trace.push(name);
      await run(model, real);
      model.boardValues.record(boardJobs(real), EDITED);
    },
    toString: () => name,
  };
}

/** Waits for `work`, moving the shared fake clock on as the engines' timers need. */
export const settleOn = (real: MergeReal, work: Promise<unknown>) =>
  real.clock.settle(work, { maxMs: SETTLE_MS });

export function emptyMergeModel(): MergeModel {
  return {
    graphs: createWriteGraphs(),
    jobs: [],
    deleted: new Set(),
    counter: 0,
    categoriesUsed: new Map(),
    twins: new Map(),
    givenAnew: new Set(),
    boardValues: createBoardValues(),
    editors: new Map(),
    realOnce: new Set(),
  };
}

/** Calls the board's API as its website does (no faults between them). */
export async function boardCall(
  real: MergeReal,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { 'API-Key': REMOTE_KEY };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await real.boardLog.fetchAs(
    'W',
    real.board.fetch,
  )(
    new Request(`http://board.test/api/v1.1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : JSON.parse(text) };
}

export function count(real: MergeReal, what: string, by = 1): void {
  real.counts[what] = (real.counts[what] ?? 0) + by;
}

export function boardJob(real: MergeReal, referenceId: string): Job | undefined {
  return real.board.store.jobs.getJobByReferenceId(real.boardEmployerId, referenceId);
}

export function boardJobs(real: MergeReal): Job[] {
  const { rows } = real.board.store.jobs.listJobs(real.boardEmployerId, { page: 1, pageSize: 10_000 });
  return rows.map((row) => real.board.store.jobs.getJob(real.boardEmployerId, row.id) as Job);
}

export async function createMergeWorld(random: () => number): Promise<MergeReal & { close(): void }> {
  const clock = createFakeClock();
  const board = await startTestBoard(clock);
  const boardEmployerId = board.store.employers.findEmployerByKey(REMOTE_KEY)?.id ?? 0;
  // Store files on a RAM disk when there is one: the model opens hundreds of them.
  const root = mkdtempSync(join(process.platform === 'linux' ? '/dev/shm' : '/tmp', 'jobdesk-merge-'));
  const boardLog = createBoardLog();
  const referenceOf = (boardId: number) =>
    board.store.jobs.getJob(boardEmployerId, boardId)?.referenceId ?? undefined;
  const laptop = (name: LaptopName) =>
    openLaptop({
      name,
      dataDir: join(root, name),
      clock,
      random,
      boardFetch: boardLog.fetchAs(name, board.fetch),
      referenceOf,
    });
  const laptops = { A: await laptop('A'), B: await laptop('B') };
  return {
    clock,
    board,
    boardEmployerId,
    laptops,
    random,
    trace: [],
    counts: {},
    boardLog,
    close() {
      for (const each of Object.values(laptops)) {
        each.clock.freeze();
        each.close();
      }
      board.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// Where a create's time goes, in-process at 10k jobs: each stage of POST /jobs timed alone (JSON parse,
// validation, location resolution, key lookup, the store write with and without fsync, the response),
// the whole handler without HTTP, the floor's insert, the floor's insert into a table shaped as the board's
// (its indexes and AUTOINCREMENT), and the WAL pages each commit writes. The API bench prints it too, to
// say where a create's time over the floor goes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockDataFolder } from '../src-main/core/data-folder.ts';
import { createStandaloneBoard } from '../src-main/core/standalone-board.ts';
import { createStderrLogger } from '../src-main/host/stderr-logger.ts';
import { storedJobFields } from '../src-main/jobs/stored-job-fields.ts';
import { createSqlitePlaceDirectory, type Db, type StoredJobFields } from '../src-main/store/index.ts';
import { placeToLocation } from '../src-shared/locations/place-directory.ts';
import { resolveLocations } from '../src-shared/locations/resolve-location.ts';
import { type ValidatedJob, validateJobCreate } from '../src-shared/rules/validate-job.ts';
import type { BenchContext, BenchModule } from './bench-module.ts';
import { bodyAt, makeCreateBodies } from './board-operations.ts';
import { openBoardShapedFloor, openFloorStore } from './floor-store.ts';
import {
  mergeSamples,
  type Operation,
  runSequential,
  type Samples,
  type Stats,
  summarize,
} from './measure.ts';
import { BENCH_KEYS, seedBoard } from './seed-board.ts';

const JOBS = 10_000;
const ROUNDS = 8;
const PER_ROUND = 150;
const WARMUP = 100;
const WAL_PROBE = 200;

export type StageRow = { name: string } & Stats;

export type CreateStages = {
  jobs: number;
  rows: StageRow[];
  walPages: { board: number; floor: number; boardShapedFloor: number };
};

export const createStagesBench: BenchModule = {
  name: 'create-stages',
  summary: `where POST /jobs spends its time, stage by stage, in-process at ${JOBS / 1000}k jobs (~30 s)`,
  async run(context: BenchContext) {
    const stages = await measureCreateStages(context.log);
    for (const line of formatCreateStages(stages)) context.print(line);
    const file = join(context.resultsDir, 'create-stages.json');
    writeFileSync(
      file,
      `${JSON.stringify({ bench: 'create-stages', machine: context.machine, ...stages }, null, 2)}\n`,
    );
    context.print(`results: ${file}`);
  },
};

/** Seeds a board of JOBS jobs in a temporary folder, times every stage, and removes the folder. */
export async function measureCreateStages(log: (line: string) => void): Promise<CreateStages> {
  const dir = mkdtempSync(join(tmpdir(), 'jobdesk-create-stages-'));
  try {
    return await measureStages(log, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureStages(log: (line: string) => void, dir: string): Promise<CreateStages> {
  log(`create-stages: seeding ${JOBS} jobs…`);
  const seeded = await seedBoard({
    dataDir: dir,
    keys: BENCH_KEYS,
    jobs: JOBS,
    otherEmployerJobs: JOBS / 10,
    seed: 7,
  });
  const core = await createStandaloneBoard({
    keys: BENCH_KEYS,
    dataFolder: lockDataFolder(dir, 'the create-stages benchmark'),
    logger: createStderrLogger(),
  });
  const floor = openFloorStore(join(dir, 'floor.db'));
  const shaped = openBoardShapedFloor(join(dir, 'shaped.db'));
  try {
    // Both floors hold as many rows as the board: the same depth of table and indexes to write into.
    const seedRows = JOBS + JOBS / 10;
    floor.seed(makeCreateBodies(1, 'floor-seed', 5)[0] ?? '{}', seedRows);
    shaped.seed(makeCreateBodies(1, 'shaped-seed', 5)[0] ?? '{}', seedRows);
    const { store } = core;
    const count = WARMUP + ROUNDS * PER_ROUND + WAL_PROBE;
    // Each store write and each handler call needs its own referenceId: separate body sets.
    const bodies = makeCreateBodies(count, 'stages', 11);
    const storeBodies = makeCreateBodies(count, 'stages-store', 11);
    const handlerBodies = makeCreateBodies(count, 'stages-handler', 11);
    const now = new Date();
    const parsed = bodies.map((body) => JSON.parse(body) as unknown);
    const validated = parsed.map((body) => mustValidate(body, now));
    const places = createSqlitePlaceDirectory(store.db);
    const fields = storeBodies.map((body) => toFields(mustValidate(JSON.parse(body), now), places));
    const key = BENCH_KEYS[0].key;
    const employerId = seeded.employerId;
    const url = 'http://127.0.0.1/api/v1.1/jobs';

    const sampleJob = store.jobs.getJob(employerId, at(seeded.jobIds, 0));
    const handler: Operation = async (i) => {
      const body = bodyAt(handlerBodies, i);
      // With its length, as every HTTP client sends it: the size limit then reads the header, not the stream.
      const request = new Request(url, {
        method: 'POST',
        headers: {
          'API-Key': key,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(body)),
        },
        body,
      });
      const response = await core.fetch(request);
      await response.text();
      if (response.status !== 201) throw new Error(`handler answered ${response.status}`);
    };
    // `durable` stages commit: half of each of their rounds runs with synchronous OFF, so the
    // difference between their two rows is the fsync.
    const stages: Stage[] = [
      { name: 'JSON.parse body', op: (i) => JSON.parse(bodyAt(bodies, i)) },
      { name: 'validate (zod + description HTML)', op: (i) => validateJobCreate(parsed[i], { now }) },
      {
        name: 'resolve locations (SQLite places)',
        op: (i) => resolveLocations(at(validated, i).input.locations, places),
      },
      { name: 'API-Key lookup (sha256 + SELECT)', op: () => store.employers.findEmployerByKey(key) },
      {
        name: 'getJob (insertJob re-reads the job)',
        op: (i) => store.jobs.getJob(employerId, at(seeded.jobIds, i % seeded.jobIds.length)),
      },
      {
        name: 'response JSON.stringify + Response',
        op: () => new Response(JSON.stringify(sampleJob), { status: 201 }),
      },
      {
        name: 'store: transaction(insertJob)',
        op: (i) => store.transaction(() => store.jobs.insertJob(employerId, at(fields, i))),
        durable: store.db,
      },
      { name: 'whole API handler, no HTTP', op: handler, durable: store.db },
      { name: 'floor: parse + INSERT', op: (i) => floor.insertBody(bodyAt(bodies, i)), durable: floor.db },
      {
        name: 'floor, board-shaped table',
        op: (i) => shaped.insertBody(bodyAt(bodies, i)),
        durable: shaped.db,
      },
    ];
    for (const stage of stages) await runSequential(stage.op, { iterations: WARMUP, maxMs: 10_000 });
    const samples = new Map<string, Samples[]>();
    const record = (name: string, round: Samples) => samples.set(name, [...(samples.get(name) ?? []), round]);
    for (let round = 0; round < ROUNDS; round += 1) {
      const offset = WARMUP + round * PER_ROUND;
      for (const stage of round % 2 === 0 ? stages : [...stages].reverse()) {
        if (stage.durable === undefined) {
          record(stage.name, await runSequential(stage.op, { iterations: PER_ROUND, maxMs: 10_000 }, offset));
          continue;
        }
        const half = { iterations: PER_ROUND / 2, maxMs: 5_000 };
        stage.durable.pragma('synchronous = OFF');
        record(`${stage.name} (fsync off)`, await runSequential(stage.op, half, offset));
        stage.durable.pragma('synchronous = FULL');
        record(`${stage.name} (FULL)`, await runSequential(stage.op, half, offset + PER_ROUND / 2));
      }
    }
    const probeStart = WARMUP + ROUNDS * PER_ROUND;
    const walPages = {
      board: walPagesPerCommit(store.db, WAL_PROBE, (i) =>
        store.transaction(() => store.jobs.insertJob(employerId, at(fields, probeStart + i))),
      ),
      floor: walPagesPerCommit(floor.db, WAL_PROBE, (i) => floor.insertBody(bodyAt(bodies, probeStart + i))),
      boardShapedFloor: walPagesPerCommit(shaped.db, WAL_PROBE, (i) =>
        shaped.insertBody(bodyAt(bodies, probeStart + i)),
      ),
    };

    const rows = [...samples].map(([name, rounds]) => ({
      name,
      ...summarize(mergeSamples(rounds)),
    }));
    return { jobs: JOBS, rows, walPages };
  } finally {
    floor.close();
    shaped.close();
    core.close();
  }
}

/** The stage table, with the fsync and the API layer's share worked out. */
export function formatCreateStages(stages: CreateStages): string[] {
  const { rows, walPages } = stages;
  const lines = [
    `Stages of POST /jobs, in-process, ${stages.jobs / 1000}k jobs, ${ROUNDS} alternating rounds:`,
    `${'stage'.padEnd(44)} ${'n'.padStart(5)} ${'p50 µs'.padStart(9)} ${'p99 µs'.padStart(9)} ${'mean µs'.padStart(9)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.name.padEnd(44)} ${String(row.n).padStart(5)} ${(row.p50 * 1000).toFixed(0).padStart(9)} ${(row.p99 * 1000).toFixed(0).padStart(9)} ${(row.mean * 1000).toFixed(0).padStart(9)}`,
    );
  }
  const { fsyncUs, apiLayerUs } = createStageShares(stages);
  lines.push(
    `fsync (p50 FULL − off): store insert ${fsyncUs.board.toFixed(0)} µs, floor ${fsyncUs.floor.toFixed(0)} µs, ` +
      `board-shaped floor ${fsyncUs.boardShapedFloor.toFixed(0)} µs`,
    `API layer around the store (p50 handler − store insert, fsync off): ${apiLayerUs.toFixed(0)} µs`,
    `WAL pages written per commit: board insertJob ${walPages.board.toFixed(1)}, floor INSERT ${walPages.floor.toFixed(1)}, ` +
      `board-shaped floor ${walPages.boardShapedFloor.toFixed(1)} (the row, its Reference ID index, the auto-refresh ` +
      'index of an active job, AUTOINCREMENT’s sqlite_sequence)',
  );
  return lines;
}

/** The p50 of a stage in µs (NaN when it was not measured). */
export function stageP50Us(stages: CreateStages, name: string): number {
  return (stages.rows.find((row) => row.name === name)?.p50 ?? Number.NaN) * 1000;
}

/** Each write's fsync (p50 FULL − off) and the API layer's CPU around the store (fsync off), in µs. */
export function createStageShares(stages: CreateStages) {
  const p50 = (name: string) => stageP50Us(stages, name);
  const fsync = (name: string) => p50(`${name} (FULL)`) - p50(`${name} (fsync off)`);
  return {
    fsyncUs: {
      board: fsync('store: transaction(insertJob)'),
      floor: fsync('floor: parse + INSERT'),
      boardShapedFloor: fsync('floor, board-shaped table'),
    },
    apiLayerUs:
      p50('whole API handler, no HTTP (fsync off)') - p50('store: transaction(insertJob) (fsync off)'),
  };
}

type Stage = { name: string; op: Operation; durable?: Db };

/** Frames appended to the WAL per write (a frame is one page), with auto-checkpoints paused meanwhile. */
function walPagesPerCommit(db: Db, count: number, write: (i: number) => unknown): number {
  db.pragma('wal_autocheckpoint = 0');
  db.pragma('wal_checkpoint(TRUNCATE)');
  for (let i = 0; i < count; i += 1) write(i);
  const [row] = db.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number }>;
  db.pragma('wal_autocheckpoint = 1000');
  return (row?.log ?? Number.NaN) / count;
}

function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`No item #${i}.`);
  return item;
}

function mustValidate(body: unknown, now: Date): ValidatedJob {
  const result = validateJobCreate(body, { now });
  if (!result.ok) throw new Error(`A bench body is invalid: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** What the jobs service stores for a validated body (its resolve + withLocations, known places only). */
function toFields(
  validated: ValidatedJob,
  places: ReturnType<typeof createSqlitePlaceDirectory>,
): StoredJobFields {
  const resolved = resolveLocations(validated.input.locations, places);
  if (!resolved.ok) throw new Error('A bench location did not resolve.');
  const locations = resolved.value.map(({ place }) => {
    if (place === null) throw new Error('A bench location is not a known place.');
    return placeToLocation(place);
  });
  return storedJobFields(validated, locations);
}

// The disk's failures through the front door, against a real SQLite file: a write lock held by another
// connection is answered 503 with Retry-After within milliseconds while reads keep answering; a full
// database or disk is answered 507; neither saves anything of the refused change, a retry later works,
// and nothing acknowledged is lost. Sync's own writes wait a busy database out.

import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../src-main/core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { JOBDESK_DATABASE_FILE } from '../../src-main/core/local-api.ts';
import { createMemorySecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard, type StandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import { readUiFolder } from '../../src-main/core/ui-folder.ts';
import { STATUS_MESSAGES } from '../../src-main/sync/sync-status.ts';
import { SyncStatusSchema } from '../../src-shared/schemas/app.ts';
import { BoardListSchema } from '../../src-shared/schemas/boards.ts';
import { ErrorBodySchema } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { mountTmpfs } from '../helpers/small-tmpfs.ts';
import { createTestLogger, type TestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-disk-failures';
const BOARD_URL = 'https://board.test/api/v1.1';
const places = [{ name: 'Moncton', province: 'NB' as const }];
const root = mkdtempSync(join(tmpdir(), 'jobdesk-disk-failures-'));
const ui = join(root, 'ui');
mkdirSync(ui);
writeFileSync(
  join(ui, 'index.html'),
  '<!doctype html><html lang="en"><head><title>JobDesk</title></head><body></body></html>',
);

const open: { core?: JobDeskCore; board?: StandaloneBoard; other?: Database.Database } = {};
afterEach(async () => {
  open.other?.close();
  await open.core?.close();
  open.board?.close();
  Object.assign(open, { core: undefined, board: undefined, other: undefined });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function startCore(
  dataDir: string,
  logger: TestLogger = createTestLogger({ quiet: true }),
  onBoardRequest: (request: Request) => void = () => {},
) {
  const board = await createStandaloneBoard({
    keys: [{ key: 'BOARD-KEY', employer: 'Acme' }],
    places,
    logger,
  });
  const core = await createJobDeskCore({
    dataFolder: lockDataFolder(dataDir, 'a disk test'),
    localApiKey: LOCAL_KEY,
    secrets: createMemorySecretStore(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const answer = await board.fetch(request.clone());
      onBoardRequest(request);
      return answer;
    },
    clock: systemClock,
    random: () => 0.5,
    logger,
    places,
    ui: { readFile: readUiFolder(ui) },
  });
  Object.assign(open, { core, board });
  return { core, board, logger };
}

const call = (core: JobDeskCore, method: string, path: string, body?: unknown) =>
  core.fetch(
    new Request(`http://127.0.0.1${path}`, {
      method,
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const startedAt = performance.now();
  const value = await run();
  return { value, ms: performance.now() - startedAt };
}

/**
 * The median of five timings: what the server itself takes. On a machine busy with other work a single
 * request can wait for a core for far longer than anything the server does, in either direction.
 */
function median(timings: number[]): number {
  return [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? Number.NaN;
}

async function titles(core: JobDeskCore): Promise<string[]> {
  const list = (await (await call(core, 'GET', '/api/v1.1/jobs?pageSize=100')).json()) as {
    data: { title: string }[];
  };
  return list.data.map((job) => job.title).sort();
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; waited < 5_000 && !condition(); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

/** A second connection to the core's database that holds the write lock, as another program would. */
function holdWriteLock(dataDir: string): Database.Database {
  const other = new Database(join(dataDir, JOBDESK_DATABASE_FILE));
  other.exec('BEGIN IMMEDIATE');
  open.other = other;
  return other;
}

describe('a database another program holds', () => {
  it('answers a write 503 with Retry-After in under 100 ms, keeps answering reads, and takes the write later', async () => {
    const dataDir = join(root, 'busy');
    const { core } = await startCore(dataDir);
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Before' }))).status).toBe(201);
    const other = holdWriteLock(dataDir);

    const refusals = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      refusals.push(
        await timed(() => call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'During' }))),
      );
    const refused = refusals[0];
    if (refused === undefined) throw new Error('no refusal was timed');
    for (const { value } of refusals) expect(value.status).toBe(503);
    expect(refused.value.headers.get('Retry-After')).toBe('1');
    const body = ErrorBodySchema.parse(await refused.value.json());
    expect(body.error.type).toBe('ServiceUnavailableException');
    expect(body.error.messages).toEqual([
      expect.stringMatching(/saved nothing of this change\. Try again in a moment/),
    ]);
    // Waiting for the lock (SQLite's default, or the 2 s of opening) would take every refusal past a second.
    expect(median(refusals.map(({ ms }) => ms))).toBeLessThan(100);
    expect(Math.max(...refusals.map(({ ms }) => ms))).toBeLessThan(1_000);

    for (const path of ['/api/v1.1/jobs', '/app/v1/sync', '/']) {
      const reads = [];
      for (let attempt = 0; attempt < 5; attempt += 1) reads.push(await timed(() => call(core, 'GET', path)));
      for (const { value } of reads) expect(value.status, path).toBe(200);
      expect(median(reads.map(({ ms }) => ms)), path).toBeLessThan(100);
    }
    expect(await titles(core)).toEqual(['Before']);

    other.exec('ROLLBACK');
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'After' }))).status).toBe(201);
    expect(await titles(core)).toEqual(['After', 'Before']);
  });

  it('never holds the event loop longer than a few milliseconds while the lock is held', async () => {
    const dataDir = join(root, 'event-loop');
    const { core } = await startCore(dataDir);
    holdWriteLock(dataDir);
    // A timer due in 1 ms fires late by as long as the loop was blocked by the write's wait for the lock.
    const lateness: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const due = performance.now() + 1;
      const fired = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - due), 1));
      expect((await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL })).status).toBe(503);
      lateness.push(await fired);
    }
    expect(median(lateness)).toBeLessThan(50);
    expect(Math.max(...lateness)).toBeLessThan(1_000);
  });

  it('lets sync wait a busy database out: its write after the board answered is retried later, and the board gets the job once', async () => {
    const dataDir = join(root, 'sync-busy');
    let other: Database.Database | undefined;
    // The lock is taken while the board answers the job's write: the engine's own write of that answer is refused.
    const { core, board, logger } = await startCore(dataDir, createTestLogger({ quiet: true }), (request) => {
      if (request.method !== 'GET' && new URL(request.url).pathname.endsWith('/jobs') && other === undefined)
        other = holdWriteLock(dataDir);
    });
    expect(
      (await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: 'BOARD-KEY' })).status,
    ).toBeLessThan(300);
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Synced once' }))).status).toBe(
      201,
    );
    expect((await call(core, 'POST', '/app/v1/sync')).status).toBe(202);
    await until(() =>
      logger.entries.some((entry) => entry.level === 'warn' && entry.fields.failure === 'busy'),
    );
    expect(board.store.jobs.listJobs(1, { page: 1, pageSize: 100 }).rows).toHaveLength(1);
    other?.exec('ROLLBACK');

    await core.engine.syncNow();
    const status = (await (await call(core, 'GET', '/app/v1/sync')).json()) as {
      pending: number;
      state: string;
    };
    expect(status).toMatchObject({ pending: 0, state: 'idle' });
    // Sent again after the refused write, and idempotent: one job on the board.
    expect(board.store.jobs.listJobs(1, { page: 1, pageSize: 100 }).rows.map((job) => job.title)).toEqual([
      'Synced once',
    ]);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});

const LONG_DESCRIPTION = `<p>${'Cook fresh food for a busy kitchen. '.repeat(200)}</p>`;

/** Creates jobs until one is refused; every one answered 201 is acknowledged and must never be lost. */
async function createUntilRefused(core: JobDeskCore, label: string) {
  const acknowledged: string[] = [];
  for (let index = 0; index < 500; index += 1) {
    const title = `${label} ${index}`;
    const answer = await call(
      core,
      'POST',
      '/api/v1.1/jobs',
      validJobBody({ title, description: LONG_DESCRIPTION }),
    );
    if (answer.status !== 201) return { acknowledged, refused: answer, refusedTitle: title };
    acknowledged.push(title);
  }
  throw new Error('500 jobs were saved: the disk never filled');
}

async function expectDiskFullAnswer(refused: Response): Promise<void> {
  expect(refused.status).toBe(507);
  const body = ErrorBodySchema.parse(await refused.json());
  expect(body.error.type).toBe('InsufficientStorageException');
  expect(body.error.messages).toEqual([
    'The disk is full: JobDesk saved nothing of this change. Free some space on the disk, then save again.',
  ]);
}

/** After a restart on the same folder: every acknowledged job is there, and the file is sound. */
async function expectKeptAfterRestart(dataDir: string, titlesBefore: string[]): Promise<void> {
  await open.core?.close();
  open.board?.close();
  Object.assign(open, { core: undefined, board: undefined });
  const { core } = await startCore(dataDir);
  expect(await titles(core)).toEqual(titlesBefore);
  expect(core.store.db.pragma('integrity_check', { simple: true })).toBe('ok');
}

describe('a full disk', () => {
  it('answers 507 and saves nothing of the change when the database may not grow, and takes it once it may', async () => {
    // SQLite's own limit on the file's pages gives SQLITE_FULL exactly as a full disk does; runs everywhere.
    const dataDir = join(root, 'max-pages');
    const { core } = await startCore(dataDir);
    const pages = core.store.db.pragma('page_count', { simple: true }) as number;
    core.store.db.pragma(`max_page_count = ${pages + 2}`);
    const { acknowledged, refused, refusedTitle } = await createUntilRefused(core, 'Capped');
    await expectDiskFullAnswer(refused);
    expect(await titles(core)).toEqual([...acknowledged].sort());
    expect(core.store.outboxOf(1).countOutboxForEmployer(1).pending).toBe(acknowledged.length);
    expect(core.store.db.prepare('SELECT count(*) FROM job_history').pluck().get()).toBe(acknowledged.length);

    core.store.db.pragma('max_page_count = 1073741823');
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: refusedTitle }))).status).toBe(
      201,
    );
    await expectKeptAfterRestart(dataDir, [...acknowledged, refusedTitle].sort());
  });

  it('answers 507 on a real full disk (a 3 MB tmpfs), loses nothing acknowledged, and takes the change once space is freed', async (context) => {
    const mount = mountTmpfs({ sizeKb: 3 * 1024 });
    if (!mount.ok) {
      console.log(`Skipped the full tmpfs case (the max_page_count case above still ran): ${mount.reason}`);
      context.skip();
      return;
    }
    try {
      const dataDir = join(mount.path, 'JobDesk');
      const { core } = await startCore(dataDir);
      const filler = join(mount.path, 'filler');
      const fd = openSync(filler, 'w');
      try {
        const chunk = Buffer.alloc(16 * 1024, 1);
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        closeSync(fd);
      }
      const { acknowledged, refused, refusedTitle } = await createUntilRefused(core, 'Full');
      await expectDiskFullAnswer(refused);
      expect(await titles(core)).toEqual([...acknowledged].sort());

      rmSync(filler);
      expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: refusedTitle }))).status).toBe(
        201,
      );
      await expectKeptAfterRestart(dataDir, [...acknowledged, refusedTitle].sort());
    } finally {
      await open.core?.close();
      open.board?.close();
      Object.assign(open, { core: undefined, board: undefined });
      mount.unmount();
    }
  });
});

/** The sync status, and this board's in the list of boards: what the header and Settings show. */
async function statuses(core: JobDeskCore) {
  const sync = SyncStatusSchema.parse(await (await call(core, 'GET', '/app/v1/sync')).json());
  const boards = BoardListSchema.parse(await (await call(core, 'GET', '/app/v1/boards')).json());
  return { sync, board: boards.data[0] };
}

/** A core that synced once with a board that has since got 20 jobs it has not read. */
async function coreWithJobsToPull(dataDir: string) {
  const { core, board } = await startCore(dataDir);
  expect(
    (await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: 'BOARD-KEY' })).status,
  ).toBeLessThan(300);
  await core.engine.syncNow();
  expect((await statuses(core)).sync.state).toBe('idle');
  for (let index = 0; index < 20; index += 1) {
    const posted = await board.fetch(
      new Request('http://board.test/api/v1.1/jobs', {
        method: 'POST',
        headers: { 'API-Key': 'BOARD-KEY', 'Content-Type': 'application/json' },
        body: JSON.stringify(validJobBody({ title: `On the board ${index}`, description: LONG_DESCRIPTION })),
      }),
    );
    expect(posted.status).toBe(201);
  }
  return core;
}

describe('a full disk during a pull', () => {
  it('says so in the sync status and the board’s, and clears once a write succeeds again', async () => {
    const core = await coreWithJobsToPull(join(root, 'pull-full'));
    // SQLite's own limit on the file's pages gives SQLITE_FULL exactly as a full disk does.
    const pages = core.store.db.pragma('page_count', { simple: true }) as number;
    core.store.db.pragma(`max_page_count = ${pages}`);

    expect((await call(core, 'POST', '/app/v1/sync')).status).toBe(202);
    await until(() => core.engine.status().state === 'cannot-save');
    const refused = await statuses(core);
    // The code is what the UI words in its language; the English message is for logs and other programs.
    const diskFull = { state: 'cannot-save', reason: 'disk-full', message: STATUS_MESSAGES['disk-full'] };
    expect(refused.sync).toMatchObject(diskFull);
    expect(refused.board).toMatchObject(diskFull);
    expect(STATUS_MESSAGES['disk-full']).toMatch(/^JobDesk can’t save to disk: the disk is full/);
    expect(await titles(core)).toEqual([]);

    // Space again: the recruiter's next save goes through, and the status no longer says the disk refuses.
    core.store.db.pragma('max_page_count = 1073741823');
    expect((await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Saved here' }))).status).toBe(
      201,
    );
    await until(() => core.engine.status().state !== 'cannot-save');
    await core.engine.syncNow();
    const after = await statuses(core);
    expect(after.sync).toMatchObject({ state: 'idle' });
    expect(after.sync.reason).toBeUndefined();
    expect(after.board?.reason).toBeUndefined();
    expect(await titles(core)).toHaveLength(21);
  });

  it('clears by the next pull that can write, without anything else saved', async () => {
    const dataDir = join(root, 'pull-full-again');
    const { core, board } = await startCore(dataDir);
    expect(
      (await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: 'BOARD-KEY' })).status,
    ).toBeLessThan(300);
    await core.engine.syncNow();
    for (let index = 0; index < 20; index += 1)
      await board.fetch(
        new Request('http://board.test/api/v1.1/jobs', {
          method: 'POST',
          headers: { 'API-Key': 'BOARD-KEY', 'Content-Type': 'application/json' },
          body: JSON.stringify(validJobBody({ title: `Later ${index}`, description: LONG_DESCRIPTION })),
        }),
      );
    const pages = core.store.db.pragma('page_count', { simple: true }) as number;
    core.store.db.pragma(`max_page_count = ${pages}`);
    await expect(core.engine.syncNow()).rejects.toMatchObject({
      code: expect.stringMatching(/^SQLITE_FULL/),
    });
    expect(core.engine.status().state).toBe('cannot-save');

    core.store.db.pragma('max_page_count = 1073741823');
    await core.engine.syncNow();
    expect(core.engine.status().state).toBe('idle');
    expect(await titles(core)).toHaveLength(20);
  });
});

describe('a data folder that became read-only during a pull', () => {
  it('says so in the sync status and the board’s, told apart from a full disk, and clears once a write succeeds again', async () => {
    const core = await coreWithJobsToPull(join(root, 'pull-read-only'));
    // A query-only connection refuses every write with SQLITE_READONLY, as a folder remounted read-only does.
    core.store.db.pragma('query_only = ON');

    expect((await call(core, 'POST', '/app/v1/sync')).status).toBe(202);
    await until(() => core.engine.status().state === 'cannot-save');
    const refused = await statuses(core);
    const readOnly = { state: 'cannot-save', reason: 'read-only', message: STATUS_MESSAGES['read-only'] };
    expect(refused.sync).toMatchObject(readOnly);
    expect(refused.board).toMatchObject(readOnly);
    expect(STATUS_MESSAGES['read-only']).toMatch(/its data folder has become read-only/);

    core.store.db.pragma('query_only = OFF');
    expect(await titles(core)).toEqual([]);
    await core.engine.syncNow();
    const after = await statuses(core);
    expect(after.sync).toMatchObject({ state: 'idle' });
    expect(after.sync.reason).toBeUndefined();
    expect(await titles(core)).toHaveLength(20);
  });
});

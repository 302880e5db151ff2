// A restored database syncs as after a long time offline: its outbox replays, and the board ends with each
// change once (one job a Reference ID, the last values), whatever it had already received since the backup.
// The whole core on a data folder, restored through POST /app/v1/backups/restore, against an in-process board.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../src-main/core/data-folder.ts';
import { createJobDeskCore, type JobDeskCore } from '../../src-main/core/jobdesk-core.ts';
import { createMemorySecretStore, type SecretStore } from '../../src-main/core/secret-store.ts';
import { createStandaloneBoard } from '../../src-main/core/standalone-board.ts';
import { systemClock } from '../../src-main/core/system-clock.ts';
import {
  type BackupList,
  BackupListSchema,
  RestoreBackupResultSchema,
} from '../../src-shared/schemas/backups.ts';
import { ErrorBodySchema, type Job } from '../../src-shared/schemas/resources.ts';
import { validJobBody } from '../helpers/job-bodies.ts';
import { createTestLogger } from '../helpers/test-logger.ts';

const LOCAL_KEY = 'local-key-restore-1';
const BOARD_URL = 'https://board.test/api/v1.1';
const places = [{ name: 'Moncton', province: 'NB' as const }];
const root = mkdtempSync(join(tmpdir(), 'jobdesk-restore-sync-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const call = async (core: JobDeskCore, method: string, path: string, body?: unknown) =>
  core.fetch(
    new Request(`http://jobdesk.test${path}`, {
      method,
      headers: { 'API-Key': LOCAL_KEY, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

describe('a restored database and sync', () => {
  it('replays the outbox of the restored database, and the board gets each change exactly once', async () => {
    const board = await createStandaloneBoard({
      keys: [{ key: 'BOARD-KEY', employer: 'Acme' }],
      places,
      logger: createTestLogger({ quiet: true }),
    });
    /** Every create and update the board took: `METHOD referenceId-or-path`. */
    const writes: string[] = [];
    let online = false;
    const secrets: SecretStore = createMemorySecretStore();
    const fetchBoard: typeof fetch = async (input, init) => {
      if (!online) throw new TypeError('fetch failed');
      const request = new Request(input, init);
      if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
      return board.fetch(request);
    };
    const data = join(root, 'laptop');
    const open = () =>
      createJobDeskCore({
        dataFolder: lockDataFolder(data, 'restore test'),
        localApiKey: LOCAL_KEY,
        secrets,
        fetch: fetchBoard,
        clock: systemClock,
        random: () => 0.5,
        logger: createTestLogger({ quiet: true }),
        places,
        sync: { pollIntervalMs: 20 },
      });

    // Offline: a job created and renamed waits in the outbox; quitting backs the database up.
    let core = await open();
    await call(core, 'PUT', '/app/v1/settings', { remoteUrl: BOARD_URL, apiKey: 'BOARD-KEY' });
    const first = (await (
      await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Cook' }))
    ).json()) as Job;
    await call(core, 'PUT', `/api/v1.1/jobs/${first.id}`, {
      ...validJobBody({ title: 'Head Cook' }),
      referenceId: first.referenceId,
    });
    expect((await (await call(core, 'GET', '/app/v1/sync')).json()).pending).toBeGreaterThan(0);
    await core.close();

    // Online again: the waiting changes reach the board, and a second job after them.
    online = true;
    core = await open();
    const second = (await (
      await call(core, 'POST', '/api/v1.1/jobs', validJobBody({ title: 'Dishwasher' }))
    ).json()) as Job;
    await core.engine.syncNow();
    expect((await (await call(core, 'GET', '/app/v1/sync')).json()).pending).toBe(0);
    const firstReference = first.referenceId ?? '';
    const secondReference = second.referenceId ?? '';
    expect(firstReference).not.toBe('');
    const writesBeforeRestore = writes.length;
    expect(board.store.jobs.getJobByReferenceId(1, firstReference)?.title).toBe('Head Cook');

    // Restore the backup made on quitting while offline: it still holds the first job's two changes unsent.
    const list = BackupListSchema.parse(
      await (await call(core, 'GET', '/app/v1/backups')).json(),
    ) as BackupList;
    const quit = list.data.find((backup) => backup.reason === 'quit');
    expect(quit).toBeDefined();
    const restoring = await call(core, 'POST', '/app/v1/backups/restore', { name: quit?.name });
    expect(restoring.status).toBe(200);
    expect(RestoreBackupResultSchema.parse(await restoring.json()).restored.name).toBe(quit?.name);
    expect((await (await call(core, 'GET', '/app/v1/sync')).json()).pending).toBeGreaterThan(0);

    await core.engine.syncNow();
    await core.engine.syncNow();
    expect((await (await call(core, 'GET', '/app/v1/sync')).json()).pending).toBe(0);
    // The board has each job once, with its last values; no create made a second job.
    const boardJobs = board.store.jobs.listJobs(1, { page: 1, pageSize: 100 }).rows;
    expect(boardJobs.map((job) => job.referenceId).sort()).toEqual(
      [first.referenceId, second.referenceId].sort(),
    );
    expect(board.store.jobs.getJobByReferenceId(1, firstReference)?.title).toBe('Head Cook');
    expect(board.store.jobs.getJobByReferenceId(1, secondReference)?.title).toBe('Dishwasher');
    // The replay sent the restored outbox: its create went again, the board refused it (the Reference ID
    // is there) and the job found was this one's; the rename followed as an update. No second job.
    const replayed = writes.slice(writesBeforeRestore);
    expect(replayed.length).toBeGreaterThan(0);
    expect(replayed.filter((write) => write.startsWith('POST')).length).toBeLessThanOrEqual(1);
    // The restored laptop learns of the second job from the board.
    const listed = (await (await call(core, 'GET', '/api/v1.1/jobs')).json()) as { data: Job[] };
    expect(listed.data.map((job) => job.title).sort()).toEqual(['Dishwasher', 'Head Cook']);
    await core.close();
    board.close();
  }, 60_000);

  it('answers 404 for a backup not in the list and 400 for a body without a name, changing nothing', async () => {
    const core = await createJobDeskCore({
      dataFolder: lockDataFolder(join(root, 'other'), 'restore test'),
      localApiKey: LOCAL_KEY,
      secrets: createMemorySecretStore(),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      clock: systemClock,
      random: () => 0.5,
      logger: createTestLogger({ quiet: true }),
      places,
    });
    try {
      const missing = await call(core, 'POST', '/app/v1/backups/restore', { name: '../jobdesk.db' });
      expect(missing.status).toBe(404);
      expect(ErrorBodySchema.parse(await missing.json()).error.type).toBe('NotFoundException');
      const unnamed = await call(core, 'POST', '/app/v1/backups/restore', {});
      expect(unnamed.status).toBe(400);
      expect(ErrorBodySchema.parse(await unnamed.json()).error.fields?.[0]?.path).toBe('name');
    } finally {
      await core.close();
    }
  });
});

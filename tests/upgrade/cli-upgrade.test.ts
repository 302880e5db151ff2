// `npm run web` and `npm run board` after the upgrade: every flag of c52a0fc is still listed and still
// accepted, and each command, started as a user starts it, opens the data folder that main left.
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BOARD_USAGE, parseBoardOptions } from '../../src-main/host/board-options.ts';
import { parseWebOptions, WEB_USAGE } from '../../src-main/host/web-options.ts';
import { AttentionListSchema } from '../../src-shared/schemas/attention.ts';
import { BoardListSchema } from '../../src-shared/schemas/boards.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import { startCoreProcess } from '../crash/core-process.ts';
import { startBoardProcess } from '../helpers/board-process.ts';
import type { FixtureManifest } from './fixture-manifest.ts';
import { BOARDS, FIXTURE_KEYS, FOLDERS, MANIFEST_FILE } from './fixture-world.ts';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'c52a0fc');
const manifest = JSON.parse(readFileSync(join(FIXTURE, MANIFEST_FILE), 'utf8')) as FixtureManifest;
const root = mkdtempSync(join(tmpdir(), 'jobdesk-upgrade-cli-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of one of the fixture's folders, as a checkout leaves it (0755: git keeps no 0700). */
function copyOf(folder: string): string {
  const path = join(root, folder);
  cpSync(join(FIXTURE, folder), path, { recursive: true });
  chmodSync(path, 0o755);
  return path;
}

/** The flags of c52a0fc's two commands (--no-open and --no-build are the negations parseArgs makes). */
const WEB_FLAGS = [
  ...['--port', '--data', '--api-key-file', '--remote', '--remote-key-file', '--allow-unencrypted-board'],
  ...['--open', '--no-open', '--build', '--no-build', '--restore-backup', '--help'],
];
const BOARD_FLAGS = [
  ...['--port', '--key-file', '--config', '--key', '--data', '--restore-backup', '--latency-ms'],
  ...['--fail-rate', '--drop-rate', '--lost-ack-rate', '--rate-limit', '--seed', '--help'],
];

describe('the command lines after the upgrade', () => {
  it('list every flag of npm run web and npm run board that c52a0fc had', () => {
    for (const flag of WEB_FLAGS) expect(WEB_USAGE, flag).toMatch(new RegExp(`${flag}\\b`));
    for (const flag of BOARD_FLAGS) expect(BOARD_USAGE, flag).toMatch(new RegExp(`${flag}\\b`));
    // --api-key and --remote-key are listed as still working, beside the file forms.
    expect(WEB_USAGE).toMatch(/--api-key KEY and --remote-key KEY still work/);
  });

  it('accept the flags of c52a0fc as they were given then, with the same meaning', () => {
    const remote = 'http://127.0.0.1:8787/api/v1.1';
    expect(parseWebOptions(['--port', '0', '--data', 'D', '--remote', remote])).toMatchObject({
      ok: true,
      value: { port: 0, data: 'D', remote },
    });
    expect(
      parseWebOptions([
        '--api-key',
        'LOCALKEY123',
        '--remote-key',
        'K',
        '--open',
        '--build',
        '--restore-backup',
        'latest',
      ]),
    ).toMatchObject({ ok: true, value: { apiKey: 'LOCALKEY123', remoteKey: 'K', open: true, build: true } });
    expect(
      parseWebOptions([
        '--no-open',
        '--no-build',
        '--allow-unencrypted-board',
        '--remote',
        'http://192.0.2.1/api/v1.1',
      ]),
    ).toMatchObject({ ok: true, value: { open: false, build: false, allowUnencrypted: true } });
    const board = parseBoardOptions([
      ...['--port', '0', '--key', 'KEY=Employer', '--data', 'D', '--restore-backup', 'latest'],
      ...['--latency-ms', '5', '--fail-rate', '0.1', '--drop-rate', '0.1', '--lost-ack-rate', '0.1'],
      ...['--rate-limit', '10', '--seed', '7'],
    ]);
    expect(board).toMatchObject({
      ok: true,
      value: {
        port: 0,
        data: 'D',
        keys: [{ key: 'KEY', employer: 'Employer' }],
        restoreBackup: 'latest',
        latencyMs: 5,
        failRate: 0.1,
        dropRate: 0.1,
        lostAckRate: 0.1,
        rateLimit: 10,
        seed: 7,
      },
    });
  });

  it('start npm run board on a board folder of c52a0fc, which answers with the jobs it had', async () => {
    const board = await startBoardProcess({
      keys: [{ key: FIXTURE_KEYS.east, employer: BOARDS.east.employer }],
      dataDir: copyOf(FOLDERS.east),
    });
    try {
      const answer = await fetch(`${board.baseUrl}/jobs?pageSize=100`, {
        headers: { 'API-Key': FIXTURE_KEYS.east },
      });
      expect(answer.status, board.output()).toBe(200);
      const listed = ((await answer.json()) as { data: Job[] }).data;
      const { lineCook, payrollClerk, bookkeeper, forklift, driver, dishwasher } = manifest.jobs;
      expect(listed.map((job) => job.referenceId).sort()).toEqual(
        [lineCook, payrollClerk, bookkeeper, forklift, driver, dishwasher]
          .map((job) => job.referenceId)
          .sort(),
      );
    } finally {
      expect(await board.stop()).toBe(0);
    }
  }, 60_000);

  it('start npm run web on the data folder of c52a0fc, which shows its jobs, both boards and the conflict', async () => {
    const core = await startCoreProcess({ dataDir: copyOf(FOLDERS.laptop), localKey: FIXTURE_KEYS.local });
    const get = async (path: string) => {
      const answer = await fetch(`${core.origin}${path}`, { headers: { 'API-Key': FIXTURE_KEYS.local } });
      expect(answer.status, `${path}: ${core.output()}`).toBe(200);
      return answer.json() as Promise<unknown>;
    };
    try {
      const jobs = ((await get('/api/v1.1/jobs?pageSize=100')) as { data: Job[] }).data;
      expect(jobs.map((job) => job.title).sort()).toEqual([
        'Line Cook (nights)',
        'Payroll Clerk',
        'Senior Bookkeeper',
        'Warehouse Lead',
      ]);
      const boards = BoardListSchema.parse(await get('/app/v1/boards')).data;
      expect(boards.map((board) => [board.name, board.url, board.keySaved])).toEqual([
        ['East', BOARDS.east.url, true],
        ['West', BOARDS.west.url, true],
      ]);
      const attention = AttentionListSchema.parse(await get('/app/v1/jobs/attention')).data;
      expect(attention).toEqual([
        expect.objectContaining({ jobId: manifest.jobs.bookkeeper.id, reason: 'conflict', boardId: 1 }),
      ]);
    } finally {
      expect(await core.stop()).toBe(0);
    }
  }, 60_000);
});

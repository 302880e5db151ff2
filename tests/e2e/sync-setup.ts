// For the sync tests: a standalone board behind a fault proxy, and a JobDesk core set up to sync with it that can
// be restarted on the same port and data (to see the page's event stream reconnect).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { type BoardProcess, startBoardProcess } from '../helpers/board-process.ts';
import { type CliProcess, startCliProcess } from '../helpers/cli-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { type FaultProxy, startFaultProxy } from './sync-fault-proxy.ts';

export const BOARD_EMPLOYER = 'Acme Staffing';

export type SyncWorld = {
  /** The core's origin: the API below it. */
  origin: string;
  /** The address the core printed, with its run's token: what a page opens (a view's hash may follow). */
  appAddress: string;
  apiKey: string;
  boardKey: string;
  jobBoard: JobBoardClient;
  proxy: FaultProxy;
  board: BoardProcess;
  /** Stops the core (the page stays open). */
  stopCore(): Promise<void>;
  /** Starts it again on the same port and data folder. */
  startCoreAgain(): Promise<void>;
  /** GET /app/v1/<path> on the core, parsed as JSON. */
  appGet(path: string): Promise<unknown>;
};

function startCore(dataDir: string, apiKey: string, port: string, remote?: { url: string; key: string }) {
  const args = ['--port', port, '--data', dataDir, '--api-key', apiKey, '--no-open'];
  if (remote) args.push('--remote', remote.url, '--remote-key', remote.key);
  return startCliProcess({
    name: 'JobDesk core',
    script: 'src-main/host/web-cli.ts',
    args,
    readyLine: /^JobDesk listening on (\S+)$/,
    startTimeoutMs: 30_000,
  });
}

/** One board, proxy and core for the file's tests (they run in order and build on each other). */
export function syncWorldForThisFile(): () => SyncWorld {
  let world: SyncWorld | undefined;
  let cli: CliProcess | undefined;
  let dataDir = '';
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    const boardKey = randomApiKey('board');
    const board = await startBoardProcess({ keys: [{ key: boardKey, employer: BOARD_EMPLOYER }] });
    const proxy = await startFaultProxy(board.baseUrl);
    dataDir = mkdtempSync(join(tmpdir(), 'jobdesk-sync-e2e-'));
    const apiKey = randomApiKey('e2e');
    cli = await startCore(dataDir, apiKey, '0', { url: proxy.baseUrl, key: boardKey });
    const origin = new URL(cli.address).origin;
    world = {
      origin,
      appAddress: cli.address,
      apiKey,
      boardKey,
      board,
      proxy,
      jobBoard: createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => apiKey }),
      async stopCore() {
        await cli?.stop();
        cli = undefined;
      },
      async startCoreAgain() {
        // A new run has a new token and a new session cookie: a page already open must open the new address.
        cli = await startCore(dataDir, apiKey, new URL(origin).port);
        if (world) world.appAddress = cli.address;
      },
      async appGet(path) {
        const response = await fetch(`${origin}/app/v1/${path}`, { headers: { 'API-Key': apiKey } });
        return response.json();
      },
    };
  });
  test.afterAll(async () => {
    await cli?.stop();
    await world?.proxy.stop();
    await world?.board.stop();
    if (dataDir !== '') rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (world === undefined) throw new Error('The sync world starts in beforeAll: use it inside a test.');
    return world;
  };
}

export const indicator = (page: Page) => page.getByTestId('sync-indicator-label');

export async function expectIndicator(page: Page, text: string | RegExp, timeout = 20_000) {
  await expect(indicator(page)).toHaveText(text, { timeout });
}

// A fresh JobDesk core in browser mode for one test file: its own temp data folder, key and free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { createJobBoardClient, type JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { startCliProcess } from '../helpers/cli-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';
import { E2E_SKIP_REASON_VARIABLE } from './global-setup.ts';

export type E2eCore = {
  /** `http://127.0.0.1:<port>`: the API below it. */
  origin: string;
  /**
   * The address `npm run web` printed, with this run's token (`http://127.0.0.1:<port>/?token=…`): what a
   * page opens to get in; a view's hash may follow it (`${appAddress}#/jobs/new`).
   */
  appAddress: string;
  apiKey: string;
  /** The job board client on this core's local API, for seeding and reading back. */
  jobBoard: JobBoardClient;
  stop(): Promise<void>;
};

/** More options of `npm run web`, e.g. the board to sync with: `['--remote', URL, '--remote-key', KEY]`. */
export type E2eCoreOptions = { extraArgs?: string[] };

export async function startE2eCore(options: E2eCoreOptions = {}): Promise<E2eCore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobdesk-e2e-'));
  const apiKey = randomApiKey('e2e');
  const cli = await startCliProcess({
    name: 'JobDesk core',
    script: 'src-main/host/web-cli.ts',
    args: ['--port', '0', '--data', dataDir, '--api-key', apiKey, '--no-open', ...(options.extraArgs ?? [])],
    readyLine: /^JobDesk listening on (\S+)$/,
    startTimeoutMs: 30_000,
  });
  const origin = new URL(cli.address).origin;
  return {
    origin,
    appAddress: cli.address,
    apiKey,
    jobBoard: createJobBoardClient({ baseUrl: `${origin}/api/v1.1`, getApiKey: () => apiKey }),
    async stop() {
      await cli.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a core before the file's first test and stops it after its last; returns the accessor. Skips the
 * file's tests, saying why, when global setup found no browser to run them in.
 */
export function coreForThisFile(options: E2eCoreOptions | (() => E2eCoreOptions) = {}): () => E2eCore {
  const skipReason = process.env[E2E_SKIP_REASON_VARIABLE];
  test.skip(skipReason !== undefined, `End-to-end tests skipped: ${skipReason}`);
  let core: E2eCore | undefined;
  test.beforeAll(async () => {
    core = await startE2eCore(typeof options === 'function' ? options() : options);
  });
  test.afterAll(async () => {
    await core?.stop();
  });
  return () => {
    if (core === undefined) throw new Error('The core is started in beforeAll: use it inside a test.');
    return core;
  };
}

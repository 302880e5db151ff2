// For the tests with several boards: a JobDesk core whose first board is a board process given by `--remote`
// (its key from the environment, as a recruiter's script would pass it), on a data folder of its own.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CliProcess, startCliProcess } from '../helpers/cli-process.ts';
import { randomApiKey } from '../helpers/random-token.ts';

export type CoreOnBoard = {
  core: CliProcess;
  /** The core's data folder: the test removes it when done. */
  dataDir: string;
  /** The core's local API key. */
  apiKey: string;
  /** The core's origin: /api/v1.1 and /app/v1 below it. */
  origin: string;
};

/** Starts the core with `boardUrl` as its first board; `name` tells its data folder from other tests'. */
export async function startCoreOnBoard(
  name: string,
  boardUrl: string,
  boardKey: string,
): Promise<CoreOnBoard> {
  const dataDir = mkdtempSync(join(tmpdir(), `jobdesk-${name}-e2e-`));
  const apiKey = randomApiKey('e2e');
  const core = await startCliProcess({
    name: 'JobDesk core',
    script: 'src-main/host/web-cli.ts',
    args: ['--port', '0', '--data', dataDir, '--api-key', apiKey, '--no-open', '--remote', boardUrl],
    env: { JOBDESK_REMOTE_KEY: boardKey },
    readyLine: /^JobDesk listening on (\S+)$/,
    startTimeoutMs: 30_000,
  });
  return { core, dataDir, apiKey, origin: new URL(core.address).origin };
}

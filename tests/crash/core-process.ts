// Starts JobDesk's core in browser mode (`src-main/host/web-cli.ts`) as a child process on 127.0.0.1,
// port 0, and ends it: SIGKILL for a crash, SIGTERM for a clean stop. A core never outlives the test
// process that started it (exit-with-parent.ts is preloaded, as for the board).
import { startCliProcess } from '../helpers/cli-process.ts';

/** The address holds this run's token (for a browser); the API is at its origin, captured here. */
const READY_LINE = /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+)\/\?token=[0-9a-f]+$/;
const START_TIMEOUT_MS = 30_000;

export type CoreProcessOptions = {
  dataDir: string;
  /** The key of the core's local API (`--api-key`). */
  localKey: string;
  /** The board to sync with (`--remote`, `--remote-key`); none keeps what the data folder has. */
  remote?: { baseUrl: string; key: string };
};

export type CoreProcess = {
  /** `http://127.0.0.1:<port>`: the local job board API is under `/api/v1.1`, the app's under `/app/v1`. */
  origin: string;
  pid: number;
  /** Milliseconds from spawn to the ready line. */
  startMs: number;
  /** Everything the core wrote on stdout and stderr so far. */
  output(): string;
  /** SIGKILL at once, as a crash; resolves when the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (the core's clean shutdown), SIGKILL after 10 s; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** Spawns `node src-main/host/web-cli.ts --port 0 --no-open …` and resolves once it printed its address. */
export async function startCoreProcess(options: CoreProcessOptions): Promise<CoreProcess> {
  const args = ['--port', '0', '--no-open', '--data', options.dataDir, '--api-key', options.localKey];
  if (options.remote !== undefined)
    args.push('--remote', options.remote.baseUrl, '--remote-key', options.remote.key);

  const core = await startCliProcess({
    name: 'core',
    script: 'src-main/host/web-cli.ts',
    args,
    readyLine: READY_LINE,
    startTimeoutMs: START_TIMEOUT_MS,
  });
  return {
    origin: core.address,
    pid: core.pid,
    startMs: core.startMs,
    output: core.output,
    kill: core.kill,
    stop: () => core.stop('SIGTERM'),
  };
}

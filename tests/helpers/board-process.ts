// Starts the board CLI as a child process on 127.0.0.1, port 0, and stops it: SIGTERM for a clean stop,
// SIGKILL for crash tests. A board never outlives the test process that started it.
import { startCliProcess } from './cli-process.ts';

const READY_LINE = /^JobDesk board listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.1)$/;
const START_TIMEOUT_MS = 20_000;

export type BoardProcessOptions = {
  keys: Array<{ key: string; employer: string }>;
  /** Keep the jobs in this directory (`--data`); default in memory. */
  dataDir?: string;
  /** More options of the CLI, e.g. `['--rate-limit', '2']`. */
  extraArgs?: string[];
};

export type BoardProcess = {
  /** The base URL the board printed, e.g. `http://127.0.0.1:40123/api/v1.1`. */
  baseUrl: string;
  pid: number;
  /** Everything the board wrote on stdout and stderr so far, for failure messages. */
  output(): string;
  /** SIGTERM (or `signal`), then waits for the exit (SIGKILL after 10 s). Resolves with the exit code (null if killed). */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** SIGKILL at once, as a crash; resolves when the process is gone. */
  kill(): Promise<void>;
};

/** Spawns `node src-main/host/board-cli.ts --port 0 --key …` and resolves once it printed its address. */
export async function startBoardProcess(options: BoardProcessOptions): Promise<BoardProcess> {
  const args = ['--port', '0'];
  for (const { key, employer } of options.keys) args.push('--key', `${key}=${employer}`);
  if (options.dataDir !== undefined) args.push('--data', options.dataDir);
  args.push(...(options.extraArgs ?? []));

  const board = await startCliProcess({
    name: 'board',
    script: 'src-main/host/board-cli.ts',
    args,
    readyLine: READY_LINE,
    startTimeoutMs: START_TIMEOUT_MS,
  });
  return { baseUrl: board.address, pid: board.pid, output: board.output, stop: board.stop, kill: board.kill };
}

// Starts the board CLI as a child process on 127.0.0.1, port 0, and stops it: SIGTERM for a clean stop,
// SIGKILL for crash tests. A board never outlives the test process that started it.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const BOARD_CLI = resolve(PROJECT_ROOT, 'src-main/host/board-cli.ts');
const EXIT_WITH_PARENT = pathToFileURL(resolve(import.meta.dirname, 'exit-with-parent.ts')).href;
const READY_LINE = /^JobDesk board listening on (http:\/\/127\.0\.0\.1:\d+\/api\/v1\.1)$/;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 10_000;

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

type BoardChild = ChildProcessByStdio<Writable, Readable, Readable>;

/** Spawns `node src-main/host/board-cli.ts --port 0 --key …` and resolves once it printed its address. */
export function startBoardProcess(options: BoardProcessOptions): Promise<BoardProcess> {
  const args = ['--import', EXIT_WITH_PARENT, BOARD_CLI, '--port', '0'];
  for (const { key, employer } of options.keys) args.push('--key', `${key}=${employer}`);
  if (options.dataDir !== undefined) args.push('--data', options.dataDir);
  args.push(...(options.extraArgs ?? []));

  const child: BoardChild = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // A test process that exits normally takes its boards down too (a crashed one: exit-with-parent.ts).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });

  return new Promise<BoardProcess>((resolveStart, rejectStart) => {
    let pending = '';
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      ready = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      rejectStart(new Error(`The board did not start: ${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail(`no address line within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    void exited.then((code) => fail(`it exited with code ${code}`));

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (ready) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = READY_LINE.exec(line.trim());
        if (match?.[1] === undefined) continue;
        ready = true;
        clearTimeout(timer);
        resolveStart(boardHandle(child, match[1], exited, () => output));
        return;
      }
    });
  });
}

function boardHandle(
  child: BoardChild,
  baseUrl: string,
  exited: Promise<number | null>,
  output: () => string,
): BoardProcess {
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    pid: child.pid ?? -1,
    output,
    async stop(signal = 'SIGTERM') {
      if (!alive()) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
  };
}

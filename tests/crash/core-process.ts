// Starts JobDesk's core in browser mode (`src-main/host/web-cli.ts`) as a child process on 127.0.0.1,
// port 0, and ends it: SIGKILL for a crash, SIGTERM for a clean stop. A core never outlives the test
// process that started it (exit-with-parent.ts is preloaded, as for the board).
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const WEB_CLI = resolve(PROJECT_ROOT, 'src-main/host/web-cli.ts');
const EXIT_WITH_PARENT = pathToFileURL(resolve(PROJECT_ROOT, 'tests/helpers/exit-with-parent.ts')).href;
const READY_LINE = /^JobDesk listening on (http:\/\/127\.0\.0\.1:\d+)$/;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

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

type CoreChild = ChildProcessByStdio<Writable, Readable, Readable>;

/** Spawns `node src-main/host/web-cli.ts --port 0 --no-open …` and resolves once it printed its address. */
export function startCoreProcess(options: CoreProcessOptions): Promise<CoreProcess> {
  const args = ['--import', EXIT_WITH_PARENT, WEB_CLI, '--port', '0', '--no-open'];
  args.push('--data', options.dataDir, '--api-key', options.localKey);
  if (options.remote !== undefined)
    args.push('--remote', options.remote.baseUrl, '--remote-key', options.remote.key);

  const startedAt = performance.now();
  // stdin stays a pipe: exit-with-parent.ts ends the core when this process goes away.
  const child: CoreChild = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });

  return new Promise<CoreProcess>((resolveStart, rejectStart) => {
    let pending = '';
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      rejectStart(new Error(`The core did not start: ${reason}\n${output}`));
    };
    const timer = setTimeout(() => fail(`no address line within ${START_TIMEOUT_MS} ms`), START_TIMEOUT_MS);
    child.once('error', (error) => fail(error.message));
    void exited.then((code) => fail(`it exited with code ${code}`));

    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (settled) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = READY_LINE.exec(line.trim());
        if (match?.[1] === undefined) continue;
        settled = true;
        clearTimeout(timer);
        resolveStart(coreHandle(child, match[1], performance.now() - startedAt, exited, () => output));
        return;
      }
    });
  });
}

function coreHandle(
  child: CoreChild,
  origin: string,
  startMs: number,
  exited: Promise<number | null>,
  output: () => string,
): CoreProcess {
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    origin,
    pid: child.pid ?? -1,
    startMs,
    output,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!alive()) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

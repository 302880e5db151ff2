// Starts one of JobDesk's CLIs as a child process, waits for the line that gives its address, and ends it:
// SIGTERM (or SIGINT) for a clean stop, SIGKILL for a crash. A CLI never outlives the test process that
// started it (exit-with-parent.ts is preloaded).
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const EXIT_WITH_PARENT = pathToFileURL(resolve(import.meta.dirname, 'exit-with-parent.ts')).href;
const STOP_TIMEOUT_MS = 10_000;

export type CliProcessOptions = {
  /** What it is, for the failure message: "The board did not start: …". */
  name: string;
  /** The CLI's script, relative to the project root (which is also its working directory). */
  script: string;
  args: string[];
  /** Matched against each trimmed stdout line; its first group is the address. */
  readyLine: RegExp;
  startTimeoutMs: number;
  /** Environment variables to set or change for the child (e.g. XDG_DATA_HOME); the rest are inherited. */
  env?: Record<string, string>;
};

export type CliProcess = {
  /** The first group of the ready line. */
  address: string;
  pid: number;
  /** Milliseconds from spawn to the ready line. */
  startMs: number;
  /** Everything the process wrote on stdout and stderr so far, for failure messages. */
  output(): string;
  /** SIGTERM (or `signal`), then waits for the exit (SIGKILL after 10 s). Resolves with the exit code (null if killed). */
  stop(signal?: 'SIGTERM' | 'SIGINT'): Promise<number | null>;
  /** SIGKILL at once, as a crash; resolves when the process is gone. */
  kill(): Promise<void>;
};

type CliChild = ChildProcessByStdio<Writable, Readable, Readable>;

/**
 * Spawns `node --import exit-with-parent.ts <script> <args…>` and resolves once a stdout line matches
 * `readyLine`. Rejects, after a SIGKILL, if the process errs, exits or prints no such line in time.
 */
export function startCliProcess(options: CliProcessOptions): Promise<CliProcess> {
  const args = ['--import', EXIT_WITH_PARENT, resolve(PROJECT_ROOT, options.script), ...options.args];
  const startedAt = performance.now();
  // stdin stays a pipe: exit-with-parent.ts ends the child when this process goes away.
  const child: CliChild = spawn(process.execPath, args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  // A test process that exits normally takes its children down too (a crashed one: exit-with-parent.ts).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });

  return new Promise<CliProcess>((resolveStart, rejectStart) => {
    let pending = '';
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      rejectStart(new Error(`The ${options.name} did not start: ${reason}\n${output}`));
    };
    const timer = setTimeout(
      () => fail(`no address line within ${options.startTimeoutMs} ms`),
      options.startTimeoutMs,
    );
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
        const match = options.readyLine.exec(line.trim());
        if (match?.[1] === undefined) continue;
        settled = true;
        clearTimeout(timer);
        resolveStart(cliHandle(child, match[1], performance.now() - startedAt, exited, () => output));
        return;
      }
    });
  });
}

function cliHandle(
  child: CliChild,
  address: string,
  startMs: number,
  exited: Promise<number | null>,
  output: () => string,
): CliProcess {
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    address,
    pid: child.pid ?? -1,
    startMs,
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

// Starts a server as a child Node process (the board CLI, the floor server, json-server), waits until it
// answers, and stops it: SIGTERM, then SIGKILL after a grace period. A child never outlives the bench.
import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..');
const EXIT_WITH_PARENT = pathToFileURL(
  resolve(import.meta.dirname, '../tests/helpers/exit-with-parent.ts'),
).href;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
const POLL_INTERVAL_MS = 50;

export type ChildServerOptions = {
  /** Shown in error messages. */
  name: string;
  /** The script and its arguments, run with this Node (`process.execPath`). */
  args: string[];
  /**
   * How readiness is seen: a stdout line whose first capture group is the origin to use, or an
   * origin and a path polled until it answers 2xx.
   */
  ready: { line: RegExp } | { origin: string; pollPath: string };
  /**
   * False for a built script that runs exit-with-parent itself: preloading the .ts file would load Node's
   * TypeScript stripping into a process whose memory is measured. Default true.
   */
  preloadExitWithParent?: boolean;
};

export type ChildServer = {
  /** `http://127.0.0.1:<port>` (what the ready line captured, or the polled origin). */
  origin: string;
  pid: number;
  /** Everything the child wrote so far, for error messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after 10 s; resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>;
};

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

/** A free TCP port on 127.0.0.1 (bound, read, released), for servers that cannot take port 0. */
export function findFreePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const preload = options.preloadExitWithParent === false ? [] : ['--import', EXIT_WITH_PARENT];
  const child: Child = spawn(process.execPath, [...preload, ...options.args], {
    cwd: PROJECT_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    try {
      await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  const server = (origin: string): ChildServer => ({
    origin,
    pid: child.pid ?? -1,
    output: () => output,
    stop,
  });

  try {
    const origin = await Promise.race([
      waitUntilReady(options.ready, () => output, exited),
      exited.then(() => {
        throw new Error('it exited');
      }),
      new Promise<never>((_, fail) => {
        child.once('error', fail);
      }),
    ]);
    return server(origin);
  } catch (error) {
    await stop();
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n${output}`);
  }
}

async function waitUntilReady(
  ready: ChildServerOptions['ready'],
  output: () => string,
  exited: Promise<void>,
): Promise<string> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (!gone && performance.now() < deadline) {
    if ('line' in ready) {
      for (const line of output().split('\n')) {
        const origin = ready.line.exec(line.trim())?.[1];
        if (origin !== undefined) return origin;
      }
    } else if (await answers(`${ready.origin}${ready.pollPath}`)) {
      return ready.origin;
    }
    await sleep(POLL_INTERVAL_MS);
  }
  throw new Error(gone ? 'it exited' : `not ready within ${START_TIMEOUT_MS} ms`);
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

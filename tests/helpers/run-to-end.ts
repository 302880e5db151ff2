// Runs one of the project's scripts with Node to its end, collecting what it wrote: for tests of how a
// command-line host exits (its status and its lines).
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const PROJECT_ROOT = resolve(import.meta.dirname, '../..');

/** `ms`: how long it ran. */
export type Ended = { code: number | null; stdout: string; stderr: string; ms: number };

/** Runs `script` (relative to the project) with `args`; killed after 30 s so a hang fails the test. */
export function runToEnd(script: string, args: string[], env: Record<string, string> = {}): Promise<Ended> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(PROJECT_ROOT, script), ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, ms: performance.now() - startedAt });
    }),
  );
}

// Electron's binary for `npm start`: electron 45 downloads it lazily, so find it or fetch it once, and
// turn a failed download into one line a developer can act on.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '../src-shared/result.ts';

export type ElectronBinaryError = { type: 'download-failed' | 'download-timed-out'; message: string };

/** Where `npm run web` is offered instead: the whole app in a browser, no Electron needed. */
export const WEB_MODE_HINT = 'run `npm run web` to use JobDesk in a browser instead';

/**
 * The installed executable, or null when it still has to be downloaded. Mirrors the checks of
 * electron's own `index.js` (path.txt names the executable under dist/, or ELECTRON_OVERRIDE_DIST_PATH).
 */
export function findElectronBinary(electronDir: string, env: NodeJS.ProcessEnv): string | null {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const binary = join(env.ELECTRON_OVERRIDE_DIST_PATH ?? join(electronDir, 'dist'), relative);
  return existsSync(binary) ? binary : null;
}

export type InstallerRun = { exitCode: number | null; output: string; timedOut: boolean };

/**
 * Runs electron's `install-electron` (its install.js) with output captured, killed after `timeoutMs`.
 * Where the network is cut the download fails at once or after undici's 10 s connect timeout; the
 * bound is for a connection that stalls mid-way.
 */
export function runElectronInstaller(options: {
  electronDir: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}): Promise<InstallerRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(options.electronDir, 'install.js')], {
      env: { ...options.env, ELECTRON_GET_NO_PROGRESS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ exitCode: null, output: `${output}${error.message}`, timedOut });
    });
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      resolve({ exitCode, output, timedOut });
    });
  });
}

/** The one line printed when the download failed: what happened, why (the installer's reason), what to do. */
export function describeInstallerFailure(
  run: InstallerRun,
  version: string,
  timeoutMs: number,
): ElectronBinaryError {
  if (run.timedOut)
    return {
      type: 'download-timed-out',
      message: `JobDesk: cannot start the desktop app: downloading Electron ${version} took longer than ${Math.round(timeoutMs / 1000)} s; ${WEB_MODE_HINT}.`,
    };
  return {
    type: 'download-failed',
    message: `JobDesk: cannot start the desktop app: the Electron ${version} binary could not be downloaded (${installerReason(run.output)}); ${WEB_MODE_HINT}.`,
  };
}

/** The installer prints a stack; its first line ("TypeError: fetch failed", "HTTPError: 404 …") is the reason. */
function installerReason(output: string): string {
  const line = output
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('at ') && !text.startsWith('Downloading'));
  return (line ?? 'no reason given').slice(0, 160);
}

/** The executable, downloading it first when missing. */
export async function ensureElectronBinary(options: {
  electronDir: string;
  version: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
  /** Told once the download has run for `slowAfterMs`, so a failure that comes at once stays one line. */
  onSlowDownload?: () => void;
  slowAfterMs?: number;
  runInstaller?: typeof runElectronInstaller;
}): Promise<Result<string, ElectronBinaryError>> {
  const present = findElectronBinary(options.electronDir, options.env);
  if (present) return ok(present);
  const slow = setTimeout(() => options.onSlowDownload?.(), options.slowAfterMs ?? 2000);
  const run = await (options.runInstaller ?? runElectronInstaller)(options).finally(() => clearTimeout(slow));
  const installed = run.exitCode === 0 ? findElectronBinary(options.electronDir, options.env) : null;
  return installed ? ok(installed) : err(describeInstallerFailure(run, options.version, options.timeoutMs));
}

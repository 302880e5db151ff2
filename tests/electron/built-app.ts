// The built app (electron-vite's out/) the packaging and Electron tests use: built once when missing,
// under a lock, since both test files may ask at the same time in parallel workers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from './builder-config.ts';

const BUILT_MAIN = join(PROJECT_ROOT, 'out/main/index.js');
const LOCK = join(PROJECT_ROOT, 'out.build-lock');
const BUILD_TIMEOUT_MS = 180_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Returns once out/main/index.js exists, building it (`electron-vite build`) when nobody else is. */
export function ensureBuiltApp(): void {
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(BUILT_MAIN)) {
    // A lock left by a killed run is taken over once older than a build can take.
    if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > BUILD_TIMEOUT_MS)
      rmSync(LOCK, { recursive: true });
    try {
      mkdirSync(LOCK);
    } catch {
      if (Date.now() > deadline) throw new Error('Waited too long for another test to build the app.');
      sleep(250);
      continue;
    }
    try {
      if (existsSync(BUILT_MAIN)) return;
      const built = spawnSync(
        process.execPath,
        [join(PROJECT_ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
        {
          cwd: PROJECT_ROOT,
          encoding: 'utf8',
          timeout: BUILD_TIMEOUT_MS,
        },
      );
      if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stdout}${built.stderr}`);
    } finally {
      rmSync(LOCK, { recursive: true, force: true });
    }
  }
}

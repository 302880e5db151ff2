// The built app (electron-vite's out/) the packaging and Electron tests use: built once when missing,
// under a lock (proper-lockfile), since both test files may ask at the same time in parallel workers.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import { PROJECT_ROOT } from './builder-config.ts';

const BUILT_MAIN = join(PROJECT_ROOT, 'out/main/index.js');
const LOCK = join(PROJECT_ROOT, 'out.build-lock');
const BUILD_TIMEOUT_MS = 180_000;
const LOCK_RETRY_MS = 250;

/** Resolves once out/main/index.js exists, building it (`electron-vite build`) when nobody else is. */
export async function ensureBuiltApp(): Promise<void> {
  if (existsSync(BUILT_MAIN)) return;
  // One builder at a time across the test workers; a lock left by a killed run goes stale and is taken over.
  const release = await lock(PROJECT_ROOT, {
    lockfilePath: LOCK,
    stale: BUILD_TIMEOUT_MS,
    retries: {
      retries: BUILD_TIMEOUT_MS / LOCK_RETRY_MS,
      minTimeout: LOCK_RETRY_MS,
      maxTimeout: LOCK_RETRY_MS,
    },
  });
  try {
    if (existsSync(BUILT_MAIN)) return;
    const built = spawnSync(
      process.execPath,
      [join(PROJECT_ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
      { cwd: PROJECT_ROOT, encoding: 'utf8', timeout: BUILD_TIMEOUT_MS },
    );
    if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stdout}${built.stderr}`);
  } finally {
    await release();
  }
}

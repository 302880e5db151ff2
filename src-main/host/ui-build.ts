// Browser mode's UI build: `electron-vite build` (there is no renderer-only build) runs when the built
// renderer is missing or older than anything it is built from.
import { spawn } from 'node:child_process';
import { readdirSync, type Stats, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where the built renderer lands, relative to the project. */
export const BUILT_UI_FOLDER = join('out', 'renderer');
/** The first screen built for the core to render into the page (scripts/first-screen-server-build.ts). */
export const BUILT_FIRST_SCREEN_MODULE = join('out', 'first-screen', 'render-first-screen.js');

/** What the renderer is built from, relative to the project: its sources, the shared code, the config. */
const UI_SOURCES = [
  'src-renderer',
  'src-shared',
  'electron.vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.web.json',
];

/**
 * True when the UI must be built: there is no build (`builtAt` null), or a source changed after it.
 * Times are milliseconds since the epoch.
 */
export function isUiBuildStale(builtAt: number | null, newestSourceAt: number): boolean {
  return builtAt === null || newestSourceAt > builtAt;
}

/** When the build's page was written, or null when there is none. */
export function builtUiTime(projectRoot: string): number | null {
  return modifiedAt(join(projectRoot, BUILT_UI_FOLDER, 'index.html'));
}

/** The latest modification of any source file of the UI (tests excluded: they are not built in). */
export function newestUiSourceTime(projectRoot: string): number {
  let newest = 0;
  for (const source of UI_SOURCES) {
    const path = join(projectRoot, source);
    const stats = statOrNull(path);
    if (stats === null) continue;
    if (!stats.isDirectory()) {
      newest = Math.max(newest, stats.mtimeMs);
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
      newest = Math.max(newest, modifiedAt(join(entry.parentPath, entry.name)) ?? 0);
    }
  }
  return newest;
}

/** Runs `electron-vite build` in `projectRoot`, its output on stderr; rejects when it fails. */
export function buildUi(projectRoot: string): Promise<void> {
  const packageJson = createRequire(join(projectRoot, 'package.json')).resolve('electron-vite/package.json');
  const cli = join(dirname(packageJson), 'bin', 'electron-vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build'], {
      cwd: projectRoot,
      // stdout carries browser mode's own address line; the build talks on stderr.
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`electron-vite build failed (${signal ?? `exit code ${code}`}).`));
    });
  });
}

function statOrNull(path: string): Stats | null {
  return statSync(path, { throwIfNoEntry: false }) ?? null;
}

function modifiedAt(path: string): number | null {
  return statOrNull(path)?.mtimeMs ?? null;
}

// Packaging offline: electron-builder `--dir` for Linux x64 with the real configuration and `electronDist`
// on a stand-in, then the packed layout: the app in app.asar, better-sqlite3's binary unpacked and only
// the target's prebuild carried, the fuses flipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { listPackage } from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuilderConfig, PROJECT_ROOT } from './builder-config.ts';
import { ensureBuiltApp } from './built-app.ts';
import { readFuses, writeElectronStandIn } from './electron-stand-in.ts';

const require = createRequire(import.meta.url);
const ELECTRON_BUILDER_CLI = join(dirname(require.resolve('electron-builder/package.json')), 'cli.js');
const ELECTRON_VERSION = (require('electron/package.json') as { version: string }).version;
const config = await loadBuilderConfig();
const fuses = config.electronFuses as Record<string, boolean>;

const work = mkdtempSync(join(tmpdir(), 'jobdesk-package-'));
const standIn = join(work, 'electron-dist');
const output = join(work, 'release');
const appDir = join(output, 'linux-unpacked');
let packOutput = '';
let packMs = 0;

beforeAll(async () => {
  // The packed app is electron-vite's output (out/).
  await ensureBuiltApp();
  writeElectronStandIn(standIn, ELECTRON_VERSION, fuses);
  const started = Date.now();
  const packed = spawnSync(
    process.execPath,
    [
      ELECTRON_BUILDER_CLI,
      '--linux',
      '--x64',
      '--dir',
      '--publish',
      'never',
      `-c.electronDist=${standIn}`,
      `-c.directories.output=${output}`,
      // A worktree has no .git/config to take the repository from; the release workflow passes its own.
      '-c.publish.owner=jobdesk-test-owner',
      '-c.publish.repo=jobdesk',
    ],
    // electron-builder goes quiet when it sees VITEST; its log is what shows the steps it ran.
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, VITEST: '', CI: 'true' },
    },
  );
  packMs = Date.now() - started;
  packOutput = `${packed.stdout}${packed.stderr}`;
  if (packed.status !== 0)
    throw new Error(`electron-builder --dir failed (${packed.status}):\n${packOutput}`);
}, 180_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('electron-builder --dir (Linux x64, stand-in Electron)', () => {
  it('runs the configuration check, skips any rebuild and flips the fuses', (context) => {
    context.annotate(`packed in ${packMs} ms`);
    expect(packOutput).toContain('loaded configuration');
    expect(packOutput).toMatch(/skipped dependencies rebuild\s+reason=npmRebuild is set to false/);
    expect(packOutput).toContain('executing @electron/fuses');
  });

  it('packs the app into app.asar: the built main, preload and renderer, nothing of the sources', () => {
    const files = listPackage(join(appDir, 'resources/app.asar'), { isPack: false }).map((file) =>
      file.replaceAll('\\', '/'),
    );
    expect(files).toEqual(
      expect.arrayContaining([
        '/package.json',
        '/out/main/index.js',
        '/out/preload/index.cjs',
        '/out/renderer/index.html',
      ]),
    );
    expect(
      files.filter((file) => /^\/(src-main|src-renderer|src-shared|tests|bench|scripts)\//.test(file)),
    ).toEqual([]);
    expect(files.filter((file) => file.endsWith('.map') || file.endsWith('.ts'))).toEqual([]);
    // Development-only packages stay out.
    expect(
      files.filter((file) => /^\/node_modules\/(electron|electron-builder|vitest|react)\//.test(file)),
    ).toEqual([]);
  });

  it("unpacks better-sqlite3's binary and carries only the target platform's prebuild", (context) => {
    const prebuilds = join(appDir, 'resources/app.asar.unpacked/node_modules/better-sqlite3/prebuilds');
    expect(readdirSync(prebuilds)).toEqual(['linux-x64.node']);
    const megabytes = (file: string) => (statSync(file).size / 1024 / 1024).toFixed(1);
    context.annotate(
      `app.asar ${megabytes(join(appDir, 'resources/app.asar'))} MB, prebuild ${megabytes(join(prebuilds, 'linux-x64.node'))} MB`,
    );
    const packed = listPackage(join(appDir, 'resources/app.asar'), { isPack: false }).filter((file) =>
      file.replaceAll('\\', '/').includes('better-sqlite3/prebuilds/'),
    );
    expect(packed.map((file) => file.replaceAll('\\', '/'))).toEqual([
      '/node_modules/better-sqlite3/prebuilds/linux-x64.node',
    ]);
    expect(existsSync(join(appDir, 'resources/app.asar.unpacked/node_modules/better-sqlite3/deps'))).toBe(
      false,
    );
    expect(existsSync(join(appDir, 'resources/app.asar.unpacked/node_modules/better-sqlite3/src'))).toBe(
      false,
    );
  });

  it('writes the fuses into the packed executable as configured', () => {
    const executable = readFileSync(join(appDir, 'jobdesk'));
    const expected = Object.fromEntries(
      Object.entries(readFuses(executable)).map(([fuse]) => [fuse, fuses[fuse] ? 'enabled' : 'disabled']),
    );
    expect(readFuses(executable)).toEqual(expected);
    expect(readFuses(executable)).toMatchObject({
      runAsNode: 'disabled',
      enableNodeOptionsEnvironmentVariable: 'disabled',
      enableNodeCliInspectArguments: 'disabled',
      onlyLoadAppFromAsar: 'enabled',
      enableEmbeddedAsarIntegrityValidation: 'enabled',
      enableCookieEncryption: 'enabled',
    });
  });

  it('writes the update feed for electron-updater', () => {
    const feed = readFileSync(join(appDir, 'resources/app-update.yml'), 'utf8');
    expect(feed).toMatch(/^provider: github$/m);
    expect(feed).toMatch(/^owner: jobdesk-test-owner$/m);
    expect(feed).toMatch(/^repo: jobdesk$/m);
  });
});

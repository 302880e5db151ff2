// The packaging configuration, validated against electron-builder's own schema, with every installer
// target the release needs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration, TargetConfiguration } from 'app-builder-lib';
import { describe, expect, it } from 'vitest';
import { APP_ID } from '../../src-main/electron/app-scheme.ts';
import { loadBuilderConfig, PROJECT_ROOT, validateBuilderConfig } from './builder-config.ts';

const config = await loadBuilderConfig();

function targets(
  platform: Configuration['win'] | Configuration['mac'] | Configuration['linux'],
): Map<string, string[]> {
  const list = (platform?.target ?? []) as (TargetConfiguration | string)[];
  return new Map(
    list.map((entry) =>
      typeof entry === 'string'
        ? [entry, ['x64']]
        : [entry.target, (Array.isArray(entry.arch) ? entry.arch : [entry.arch ?? 'x64']).map(String)],
    ),
  );
}

describe('electron-builder configuration', () => {
  it("passes electron-builder's own validation", async () => {
    await expect(validateBuilderConfig(config)).resolves.toBeUndefined();
  });

  it('is rejected by that validation when a key is misspelled or wrongly typed (the check is real)', async () => {
    await expect(validateBuilderConfig({ ...config, asarUnpak: ['x'] } as Configuration)).rejects.toThrow(
      /Invalid configuration object/,
    );
    await expect(
      validateBuilderConfig({ ...config, electronFuses: { runAsNode: 'no' } } as unknown as Configuration),
    ).rejects.toThrow(/Invalid configuration object/);
  });

  it('names the app and takes its icon from the one source image', () => {
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe('JobDesk');
    expect(config.icon).toBe('build/icon.png');
    expect(existsSync(join(PROJECT_ROOT, 'build/icon.svg'))).toBe(true);
  });

  it('builds NSIS for Windows x64 and arm64', () => {
    expect(Object.fromEntries(targets(config.win))).toEqual({ nsis: ['x64', 'arm64'] });
  });

  it('builds DMG and zip (for auto-update) for macOS x64 and arm64', () => {
    expect(Object.fromEntries(targets(config.mac))).toEqual({ dmg: ['x64', 'arm64'], zip: ['x64', 'arm64'] });
  });

  it('builds AppImage and deb for Linux', () => {
    expect([...targets(config.linux).keys()].sort()).toEqual(['AppImage', 'deb']);
  });

  it('uses the better-sqlite3 prebuilds as they are, unpacked from asar, one per target', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.nodeGypRebuild).toBe(false);
    expect(config.buildDependenciesFromSource).toBe(false);
    expect(config.asar).toBe(true);
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/prebuilds/*.node');
    // electron-builder's loader turns `files` into [{ filter: [...] }].
    expect(JSON.stringify(config.files)).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's file macros, not a template.
      '"!node_modules/better-sqlite3/prebuilds/!(${platform}-${arch}).node"',
    );
  });

  it('sets every fuse the checklist asks for', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      enableCookieEncryption: true,
    });
  });

  it('publishes to a release feed for electron-updater', () => {
    expect(config.publish).toMatchObject({ provider: 'github' });
  });
});

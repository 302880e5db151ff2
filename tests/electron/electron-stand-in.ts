// A stand-in for Electron's unpacked Linux distribution (the real zip cannot be downloaded here): an
// "electron" executable that carries a fuse wire exactly where @electron/fuses looks for one, so
// electron-builder's `--dir` copies it, packs the app beside it and flips its fuses.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @electron/fuses' marker before the wire: the wire is [version 1][length][one byte per fuse]. */
const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
export const FUSE_ENABLE = 0x31;
export const FUSE_DISABLE = 0x30;

/** Electron's V1 fuse order (@electron/fuses FuseV1Options). */
export const FUSE_ORDER = [
  'runAsNode',
  'enableCookieEncryption',
  'enableNodeOptionsEnvironmentVariable',
  'enableNodeCliInspectArguments',
  'enableEmbeddedAsarIntegrityValidation',
  'onlyLoadAppFromAsar',
  'loadBrowserProcessSpecificV8Snapshot',
  'grantFileProtocolExtraPrivileges',
] as const;

/** Writes the stand-in with each fuse set opposite to `expected`, so a flip that did not happen shows. */
export function writeElectronStandIn(dir: string, version: string, expected: Record<string, boolean>): void {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const wire = FUSE_ORDER.map((fuse) => (expected[fuse] ? FUSE_DISABLE : FUSE_ENABLE));
  const executable = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "Electron stand-in: not runnable"\nexit 1\n'),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([1, wire.length, ...wire]),
  ]);
  writeFileSync(join(dir, 'electron'), executable, { mode: 0o755 });
  writeFileSync(join(dir, 'version'), version);
  writeFileSync(join(dir, 'LICENSE'), 'Electron stand-in for packaging tests.');
}

/** The fuse states read back from a packed executable, by name. */
export function readFuses(executable: Buffer): Record<string, 'enabled' | 'disabled' | 'other'> {
  const at = executable.indexOf(FUSE_SENTINEL);
  if (at < 0) throw new Error('No fuse wire in the packed executable');
  const start = at + FUSE_SENTINEL.length + 2;
  return Object.fromEntries(
    FUSE_ORDER.map((fuse, index) => {
      const state = executable[start + index];
      return [fuse, state === FUSE_ENABLE ? 'enabled' : state === FUSE_DISABLE ? 'disabled' : 'other'];
    }),
  );
}

// A real small or read-only file system for the disk tests: a tmpfs mounted on a fresh folder. Only root
// on Linux may mount one (and not in every container); elsewhere the caller gets the reason to print.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type MountedTmpfs = { ok: true; path: string; unmount(): void } | { ok: false; reason: string };

/** Mounts a tmpfs of `sizeKb` (read-only when asked) on a new folder, or says why it cannot. */
export function mountTmpfs(options: { sizeKb: number; readOnly?: boolean }): MountedTmpfs {
  if (process.platform !== 'linux')
    return { ok: false, reason: `tmpfs needs Linux, this is ${process.platform}` };
  if (process.getuid?.() !== 0)
    return { ok: false, reason: 'mounting a tmpfs needs root, and this test runs as another user' };
  const path = mkdtempSync(join(tmpdir(), 'jobdesk-tmpfs-'));
  const flags = [`size=${options.sizeKb}k`, 'mode=0700', ...(options.readOnly ? ['ro'] : [])].join(',');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', flags, 'tmpfs', path], { encoding: 'utf8' });
  if (mounted.status !== 0) {
    rmSync(path, { recursive: true, force: true });
    return {
      ok: false,
      reason: `mount -t tmpfs was refused: ${(mounted.stderr || mounted.error?.message || '').trim()}`,
    };
  }
  return {
    ok: true,
    path,
    unmount() {
      spawnSync('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}

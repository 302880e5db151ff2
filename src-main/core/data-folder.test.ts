import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mountTmpfs } from '../../tests/helpers/small-tmpfs.ts';
import {
  type DataFolder,
  DataFolderUnavailableError,
  describeDataFolderProblem,
  HOLDER_FILE,
  LOCK_FILE,
  lockDataFolder,
  openDataFolder,
} from './data-folder.ts';

const root = mkdtempSync(join(tmpdir(), 'jobdesk-data-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (path: string) => statSync(path).mode & 0o777;
const posixOnly = process.platform === 'win32' ? it.skip : it;

function opened(folder: string): DataFolder {
  const result = openDataFolder(folder, 'a test');
  if (!result.ok) throw new Error(describeDataFolderProblem(result.error));
  return result.value;
}

describe('the data folder', () => {
  posixOnly('is created 0700, with its lock files 0600, whatever the umask left', () => {
    const folder = opened(join(root, 'fresh', 'JobDesk'));
    try {
      expect(modeOf(folder.path)).toBe(0o700);
      expect(modeOf(join(folder.path, LOCK_FILE))).toBe(0o600);
      expect(modeOf(join(folder.path, HOLDER_FILE))).toBe(0o600);
    } finally {
      folder.release();
    }
  });

  posixOnly('narrows a folder found 0755 to 0700 and the files in it found 0644 to 0600', () => {
    const path = join(root, 'wide');
    mkdirSync(path);
    chmodSync(path, 0o755);
    writeFileSync(join(path, 'remote-key'), 'KEY');
    chmodSync(join(path, 'remote-key'), 0o644);
    writeFileSync(join(path, 'jobdesk.db'), '');
    chmodSync(join(path, 'jobdesk.db'), 0o666);
    const folder = opened(path);
    try {
      expect(modeOf(path)).toBe(0o700);
      expect(modeOf(join(path, 'remote-key'))).toBe(0o600);
      expect(modeOf(join(path, 'jobdesk.db'))).toBe(0o600);
      expect(readFileSync(join(path, 'remote-key'), 'utf8')).toBe('KEY');
    } finally {
      folder.release();
    }
  });

  it('refuses a second holder, naming the folder and the process that holds it, until it is released', () => {
    const path = join(root, 'shared');
    const first = opened(path);
    const second = openDataFolder(path, 'another test');
    expect(second).toEqual({
      ok: false,
      error: { type: 'in-use', folder: path, holder: { pid: process.pid, process: 'a test' } },
    });
    if (!second.ok)
      expect(describeDataFolderProblem(second.error)).toBe(
        `JobDesk's data folder ${path} is in use by process ${process.pid} (a test): stop that one first, or give this one another data folder.`,
      );
    // The failed attempt did not loosen the first holder's lock.
    expect(openDataFolder(path, 'a third').ok).toBe(false);
    first.release();
    const third = opened(path);
    third.release();
  });

  it('throws the same one line for hosts that report failures as errors', () => {
    const path = join(root, 'thrown');
    const first = lockDataFolder(path, 'the first');
    try {
      expect(() => lockDataFolder(path, 'the second')).toThrow(DataFolderUnavailableError);
      expect(() => lockDataFolder(path, 'the second')).toThrow(
        `in use by process ${process.pid} (the first)`,
      );
    } finally {
      first.release();
    }
  });

  it('names a path through a file (ENOTDIR) in one line', () => {
    writeFileSync(join(root, 'a-file'), '');
    const result = openDataFolder(join(root, 'a-file', 'JobDesk'), 'a test');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(describeDataFolderProblem(result.error)).toBe(
        `JobDesk cannot use the data folder ${join(root, 'a-file', 'JobDesk')}: a part of its path is a file, not a folder (ENOTDIR).`,
      );
  });

  it('names a read-only disk (EROFS) in one line, on a read-only tmpfs', (context) => {
    const mount = mountTmpfs({ sizeKb: 256, readOnly: true });
    if (!mount.ok) {
      console.log(`Skipped the read-only tmpfs case: ${mount.reason}`);
      context.skip();
      return;
    }
    try {
      const result = openDataFolder(join(mount.path, 'JobDesk'), 'a test');
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(describeDataFolderProblem(result.error)).toBe(
          `JobDesk cannot use the data folder ${join(mount.path, 'JobDesk')}: the disk it is on is read-only (EROFS).`,
        );
    } finally {
      mount.unmount();
    }
  });
});

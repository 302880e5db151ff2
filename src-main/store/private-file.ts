// Files only their owner may read: JobDesk's data folder is 0700 and every file in it 0600, whatever the
// umask, and a file found wider is narrowed before anything is written to it.
import {
  chmodSync,
  closeSync,
  fchmodSync,
  fstatSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The permission bits of `path`, or null when it does not exist. */
function modeOf(path: string): number | null {
  try {
    return statSync(path).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Narrows `path` to `mode` when it grants more than that (a key file found 0644 becomes 0600); leaves a
 * missing path alone. Windows has no such bits: Node's chmod only toggles read-only there, so it is skipped.
 */
export function tightenMode(path: string, mode: number): void {
  if (process.platform === 'win32') return;
  const found = modeOf(path);
  if (found !== null && (found & ~mode) !== 0) chmodSync(path, mode);
}

/**
 * Makes sure `path` exists as a 0600 file, created with that mode (never wider, even for a moment) and
 * set exactly after the umask had its say; an existing file is narrowed to 0600 and keeps its content.
 * An existing file is never opened here: closing any descriptor of a file drops every POSIX lock this
 * process holds on it, SQLite's included.
 */
export function ensurePrivateFile(path: string): void {
  if (modeOf(path) !== null) {
    tightenMode(path, PRIVATE_FILE_MODE);
    return;
  }
  const fd = openSync(path, 'a', PRIVATE_FILE_MODE);
  try {
    if (process.platform !== 'win32' && (fstatSync(fd).mode & 0o777) !== PRIVATE_FILE_MODE)
      fchmodSync(fd, PRIVATE_FILE_MODE);
  } finally {
    closeSync(fd);
  }
}

/**
 * Replaces `path` with `data` in a file created 0600: written beside it under a new name, then renamed
 * over it, so a reader sees the old content or the new, and the data is never in a wider file.
 */
export function writePrivateFile(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w', PRIVATE_FILE_MODE);
  try {
    if (process.platform !== 'win32') fchmodSync(fd, PRIVATE_FILE_MODE);
    writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    closeSync(fd);
    renameSync(temporary, path);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // Already closed: the write succeeded and the rename failed.
    }
    rmSync(temporary, { force: true });
    throw error;
  }
}

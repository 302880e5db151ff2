// The built UI's files read from a folder (out/renderer), for a host that serves them from disk.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { UiFileReader } from '../api/ui-files.ts';

/** Paths no file of the UI can have: the file system would refuse them rather than find nothing. */
const NOT_A_FILE_CODES = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

/**
 * Reads files inside `folder` only; a missing file, a folder, a path that leaves it or that no file can
 * have (a NUL byte, a name too long) reads as null.
 */
export function readUiFolder(folder: string): UiFileReader {
  const root = resolve(folder);
  return async (relativePath) => {
    if (relativePath.includes('\0')) return null;
    const path = resolve(root, relativePath);
    if (!path.startsWith(root + sep)) return null;
    try {
      return await readFile(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== undefined && NOT_A_FILE_CODES.has(code)) return null;
      throw error;
    }
  };
}

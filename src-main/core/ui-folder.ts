// The built UI's files read from a folder (out/renderer), for a host that serves them from disk.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { UiFileReader } from '../api/ui-files.ts';

/** Reads files inside `folder` only; a missing file, a folder or a path that leaves it reads as null. */
export function readUiFolder(folder: string): UiFileReader {
  const root = resolve(folder);
  return async (relativePath) => {
    const path = resolve(root, relativePath);
    if (!path.startsWith(root + sep)) return null;
    try {
      return await readFile(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
  };
}

// The board's API key in browser mode: a file only its owner can read (0600) in the data folder.
// The desktop app keeps it with safeStorage instead; both fit SecretStore.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { SecretStore } from '../core/secret-store.ts';
import { PRIVATE_FILE_MODE, tightenMode, writePrivateFile } from '../store/private-file.ts';

/** The key is written into a new 0600 file renamed over the old one: never, even briefly, in a wider file. */
export function createFileSecretStore(path: string): SecretStore {
  return {
    read: () => {
      if (!existsSync(path)) return null;
      // A key file found readable by others (copied in, restored from a backup) is narrowed first.
      tightenMode(path, PRIVATE_FILE_MODE);
      return readFileSync(path, 'utf8').trim() || null;
    },
    write: (secret) => writePrivateFile(path, secret),
    clear: () => rmSync(path, { force: true }),
  };
}

// The board's API key in browser mode: a file only its owner can read (0600) in the data folder.
// The desktop app keeps it with safeStorage instead; both fit SecretStore.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { SecretStore } from '../core/secret-store.ts';

export function createFileSecretStore(path: string): SecretStore {
  return {
    read: () => (existsSync(path) ? readFileSync(path, 'utf8').trim() || null : null),
    write: (secret) => {
      writeFileSync(path, secret, { mode: 0o600 });
      // writeFileSync's mode applies only when it creates the file.
      chmodSync(path, 0o600);
    },
    clear: () => rmSync(path, { force: true }),
  };
}

// The board's API key in browser mode: a file only its owner can read (0600) in the data folder.
// The Electron shell keeps it with safeStorage instead; both fit SecretStore.
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Holds one secret. It never reaches the renderer: the app API can set it, not read it. */
export type SecretStore = {
  read(): string | null;
  write(secret: string): void;
  clear(): void;
};

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

export function createMemorySecretStore(initial: string | null = null): SecretStore {
  let secret = initial;
  return {
    read: () => secret,
    write: (value) => {
      secret = value;
    },
    clear: () => {
      secret = null;
    },
  };
}

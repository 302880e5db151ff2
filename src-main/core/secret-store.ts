// Where the board's API key is kept: a 0600 file in browser mode, safeStorage in the desktop app.
/** Holds one secret. It never reaches the renderer: the app API can set it, not read it. */
export type SecretStore = {
  read(): string | null;
  write(secret: string): void;
  clear(): void;
};

/** A secret kept only as long as the process runs (benchmarks, tests, a core with no data folder). */
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

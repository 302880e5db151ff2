// Where the board's API key is kept (a 0600 file in browser mode, safeStorage in the desktop app), and
// the one value it is kept as: the key together with the address it was given for.
import * as z from 'zod/mini';

/** Holds one secret. It never reaches the renderer: the app API can set it, not read it. */
export type SecretStore = {
  read(): string | null;
  write(secret: string): void;
  clear(): void;
};

/**
 * The board's key and the board address it was saved with, kept as one secret so that nothing can pair
 * the key with another address: a key is only ever sent to `address`.
 */
export type BoardCredential = { address: string; key: string };

/** A stored credential: both parts there, neither empty. */
export const BoardCredentialSchema = z.object({
  address: z.string().check(z.minLength(1)),
  key: z.string().check(z.minLength(1)),
});

export function encodeBoardCredential(credential: BoardCredential): string {
  return JSON.stringify({ address: credential.address, key: credential.key });
}

/**
 * The credential a store holds, or null. A secret saved before keys were bound to addresses is the bare
 * key: it comes back with `address: null`, for the caller to bind to the address saved with it.
 */
export function decodeBoardCredential(
  secret: string | null,
): BoardCredential | { address: null; key: string } | null {
  if (secret === null || secret.trim() === '') return null;
  try {
    const parsed = BoardCredentialSchema.safeParse(JSON.parse(secret));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a bare key.
  }
  return { address: null, key: secret.trim() };
}

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

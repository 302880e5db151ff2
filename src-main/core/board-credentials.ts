// Each job board's key, kept with the address it was given for, all in the one secret a host's SecretStore
// holds (the OS keychain through safeStorage in the app, a 0600 file in browser mode).
import * as z from 'zod/mini';
import {
  type BoardCredential,
  BoardCredentialSchema,
  decodeBoardCredential,
  type SecretStore,
} from './secret-store.ts';

export type BoardCredentials = {
  /** The key saved for the board, only if it was saved for `address`. */
  keyFor(boardId: number, address: string): string | null;
  /** The board's credential, whatever address it is for. */
  get(boardId: number): BoardCredential | null;
  save(boardId: number, credential: BoardCredential): void;
  forget(boardId: number): void;
};

const CredentialsSchema = z.object({
  boards: z.record(z.string(), BoardCredentialSchema),
});
type StoredCredentials = z.infer<typeof CredentialsSchema>;

/**
 * Reads the secret as every board's credential. A secret of before several boards (one credential, or a
 * bare key from before keys were bound to addresses) is the first board's: a bare key is bound to
 * `firstBoardAddress()` (or forgotten when that board has no address), and the secret is rewritten.
 */
export function createBoardCredentials(
  secrets: SecretStore,
  firstBoardAddress: () => string | null,
): BoardCredentials {
  const readSecret = (): StoredCredentials => {
    const text = secrets.read();
    if (text === null || text.trim() === '') return { boards: {} };
    try {
      const parsed = CredentialsSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: a bare key of before (below).
    }
    const single = decodeBoardCredential(text);
    if (single === null) return { boards: {} };
    const address = single.address ?? firstBoardAddress();
    return address === null || address === ''
      ? { boards: {} }
      : { boards: { 1: { address, key: single.key } } };
  };
  // The secret as last read or written. Only this core writes it, and sync asks for a key on every call: read
  // again each time, it cost a file read (or the keychain's decryption in the app) and a parse per request.
  let known: StoredCredentials | null = null;
  const read = (): StoredCredentials => {
    known ??= readSecret();
    return { boards: { ...known.boards } };
  };
  const write = (credentials: StoredCredentials) => {
    if (Object.keys(credentials.boards).length === 0) secrets.clear();
    else secrets.write(JSON.stringify(credentials));
    known = { boards: { ...credentials.boards } };
  };
  // The secret of before, moved to the format of several boards once.
  const initial = secrets.read();
  if (initial !== null && !CredentialsSchema.safeParse(safeJson(initial)).success) write(readSecret());

  return {
    keyFor(boardId, address) {
      const saved = read().boards[String(boardId)];
      return saved !== undefined && saved.address === address ? saved.key : null;
    },
    get: (boardId) => read().boards[String(boardId)] ?? null,
    save(boardId, credential) {
      const credentials = read();
      credentials.boards[String(boardId)] = { address: credential.address, key: credential.key };
      write(credentials);
    },
    forget(boardId) {
      const credentials = read();
      if (credentials.boards[String(boardId)] === undefined) return;
      delete credentials.boards[String(boardId)];
      write(credentials);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Every board key a secret holds (to redact them from logs), in either format. */
export function keysInSecret(secret: string | null): string[] {
  if (secret === null || secret.trim() === '') return [];
  const parsed = CredentialsSchema.safeParse(safeJson(secret));
  if (parsed.success) return Object.values(parsed.data.boards).map((credential) => credential.key);
  const single = decodeBoardCredential(secret);
  return single === null ? [] : [single.key];
}

// The board's API key in the desktop app: encrypted with Electron's safeStorage (the OS keychain: DPAPI,
// Keychain, libsecret/kwallet) into a file in userData. Decrypted once at start into the main process;
// the renderer can set or replace it through the core's /app/v1/settings, never read it.
import { readFile, rm } from 'node:fs/promises';
import type { SafeStorage } from 'electron';
import PQueue from 'p-queue';
import type { SecretStore } from '../core/secret-store.ts';
import { writePrivateFile } from '../store/private-file.ts';

export type SafeStorageLike = Pick<
  SafeStorage,
  'isAsyncEncryptionAvailable' | 'encryptStringAsync' | 'decryptStringAsync' | 'getSelectedStorageBackend'
>;

export type SafeStorageSecretStore = SecretStore & {
  /** Resolves once every change so far is on disk (or has failed and been reported). */
  flush(): Promise<void>;
};

export type SafeStorageLogger = {
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export const BASIC_TEXT_WARNING =
  'No keychain was found (Linux reports only "basic_text"): the job board API key is stored with a fixed ' +
  'password, so anyone who can read your files can read it. Install and unlock GNOME Keyring or KWallet ' +
  'to protect it.';

export const NO_ENCRYPTION_WARNING =
  'The OS cannot encrypt secrets here: the job board API key is kept only until JobDesk quits and ' +
  'will have to be entered again.';

/**
 * Opens the store: decrypts the saved key, if any. `warning` is for the user when the key is not
 * protected by an OS keychain. Writes are encrypted and saved in order in the background; `flush` waits.
 */
export async function openSafeStorageSecretStore(options: {
  safeStorage: SafeStorageLike;
  file: string;
  platform: NodeJS.Platform;
  logger: SafeStorageLogger;
}): Promise<{ store: SafeStorageSecretStore; warning: string | null }> {
  const { safeStorage, file, logger } = options;
  const available = await safeStorage.isAsyncEncryptionAvailable();
  const warning = !available
    ? NO_ENCRYPTION_WARNING
    : options.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text'
      ? BASIC_TEXT_WARNING
      : null;
  if (warning) logger.warn(warning);

  let secret: string | null = null;
  // Writes and removals reach the file one at a time, in the order they were asked for.
  const pending = new PQueue({ concurrency: 1 });
  const enqueue = (task: () => Promise<void>, failure: string) => {
    pending.add(task).catch((error: unknown) => logger.error(failure, error));
  };
  const save = (value: string) =>
    enqueue(async () => {
      if (!available) return;
      // Into a new 0600 file renamed over the old one: never in a wider file, never half written.
      writePrivateFile(file, await safeStorage.encryptStringAsync(value));
    }, 'Could not save the job board API key.');

  const saved = available ? await readFile(file).catch(() => null) : null;
  if (saved !== null && saved.length > 0) {
    try {
      const decrypted = await safeStorage.decryptStringAsync(saved);
      secret = decrypted.result || null;
      // The keychain's key was rotated or got stronger: store it again under the new one.
      if (decrypted.shouldReEncrypt && secret !== null) save(secret);
    } catch (error) {
      // Encrypted by another user or machine, or the keychain was reset: the key must be entered again.
      logger.error('Could not decrypt the saved job board API key; it must be entered again.', error);
    }
  }

  const store: SafeStorageSecretStore = {
    read: () => secret,
    write: (value) => {
      secret = value;
      save(value);
    },
    clear: () => {
      secret = null;
      enqueue(() => rm(file, { force: true }), 'Could not remove the saved job board API key.');
    },
    flush: () => pending.onIdle(),
  };
  return { store, warning };
}

import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  BASIC_TEXT_WARNING,
  NO_ENCRYPTION_WARNING,
  openSafeStorageSecretStore,
  type SafeStorageLike,
} from './safe-storage-secret-store.ts';

const folder = mkdtempSync(join(tmpdir(), 'jobdesk-safe-storage-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in keychain: a reversible transformation that leaves no plaintext on disk. */
function fakeSafeStorage(
  options: {
    available?: boolean;
    backend?: ReturnType<SafeStorageLike['getSelectedStorageBackend']>;
    reEncrypt?: boolean;
  } = {},
): SafeStorageLike {
  return {
    isAsyncEncryptionAvailable: async () => options.available ?? true,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptStringAsync: async (text) => Buffer.from(`enc:${Buffer.from(text).toString('base64')}`),
    decryptStringAsync: async (buffer) => {
      const text = buffer.toString();
      if (!text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext');
      return {
        result: Buffer.from(text.slice(4), 'base64').toString(),
        shouldReEncrypt: options.reEncrypt ?? false,
      };
    },
  };
}

const logger = () => ({ warn: vi.fn(), error: vi.fn() });

describe('the safeStorage secret store', () => {
  it('keeps the key encrypted on disk (0600) and reads it back in a later launch', async () => {
    const file = join(folder, 'a.bin');
    const first = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'darwin',
      logger: logger(),
    });
    expect(first.store.read()).toBeNull();
    first.store.write('board-key-123456');
    expect(first.store.read()).toBe('board-key-123456');
    await first.store.flush();
    expect(readFileSync(file, 'utf8')).not.toContain('board-key-123456');
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'darwin',
      logger: logger(),
    });
    expect(second.store.read()).toBe('board-key-123456');
    expect(second.warning).toBeNull();
  });

  it('replaces and clears the key, on disk too', async () => {
    const file = join(folder, 'b.bin');
    const { store } = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'win32',
      logger: logger(),
    });
    store.write('first-key-000000');
    store.write('second-key-11111');
    await store.flush();
    const reopened = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'win32',
      logger: logger(),
    });
    expect(reopened.store.read()).toBe('second-key-11111');
    reopened.store.clear();
    await reopened.store.flush();
    expect(reopened.store.read()).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('warns clearly when Linux offers only basic_text', async () => {
    const log = logger();
    const { warning } = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage({ backend: 'basic_text' }),
      file: join(folder, 'c.bin'),
      platform: 'linux',
      logger: log,
    });
    expect(warning).toBe(BASIC_TEXT_WARNING);
    expect(log.warn).toHaveBeenCalledWith(BASIC_TEXT_WARNING);
  });

  it('keeps the key in memory only, with a warning, when the OS cannot encrypt', async () => {
    const file = join(folder, 'd.bin');
    const { store, warning } = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage({ available: false }),
      file,
      platform: 'linux',
      logger: logger(),
    });
    expect(warning).toBe(NO_ENCRYPTION_WARNING);
    store.write('memory-only-key1');
    await store.flush();
    expect(store.read()).toBe('memory-only-key1');
    expect(existsSync(file)).toBe(false);
  });

  it('starts without a key, and says so, when the saved one cannot be decrypted', async () => {
    const file = join(folder, 'e.bin');
    writeFileSync(file, 'garbage from another machine');
    const log = logger();
    const { store } = await openSafeStorageSecretStore({
      safeStorage: fakeSafeStorage(),
      file,
      platform: 'darwin',
      logger: log,
    });
    expect(store.read()).toBeNull();
    expect(log.error).toHaveBeenCalledOnce();
  });

  it('re-encrypts the key when the keychain asks for it', async () => {
    const file = join(folder, 'f.bin');
    const encrypt = vi.fn(async (text: string) => Buffer.from(`enc:${Buffer.from(text).toString('base64')}`));
    writeFileSync(file, `enc:${Buffer.from('rotated-key-0000').toString('base64')}`);
    const safeStorage = { ...fakeSafeStorage({ reEncrypt: true }), encryptStringAsync: encrypt };
    const { store } = await openSafeStorageSecretStore({
      safeStorage,
      file,
      platform: 'darwin',
      logger: logger(),
    });
    await store.flush();
    expect(store.read()).toBe('rotated-key-0000');
    expect(encrypt).toHaveBeenCalledExactlyOnceWith('rotated-key-0000');
  });
});

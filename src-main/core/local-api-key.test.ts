import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOrCreateLocalApiKey } from './local-api-key.ts';

describe('readOrCreateLocalApiKey', () => {
  it('creates a key once (0600) and reads the same one at the next launch', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'jobdesk-local-key-'));
    try {
      const file = join(folder, 'local-api-key');
      const key = await readOrCreateLocalApiKey(file);
      expect(key).toMatch(/^[0-9a-f]{48}$/);
      expect(await readOrCreateLocalApiKey(file)).toBe(key);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
      writeFileSync(file, 'tampered');
      chmodSync(file, 0o644);
      expect(await readOrCreateLocalApiKey(file)).not.toBe('tampered');
      // The new key went into a new 0600 file, not into the 0644 one it found.
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('narrows a key file found readable by others (0644) to 0600 and keeps its key', async () => {
    if (process.platform === 'win32') return;
    const folder = mkdtempSync(join(tmpdir(), 'jobdesk-local-key-'));
    try {
      const file = join(folder, 'local-api-key');
      const key = await readOrCreateLocalApiKey(file);
      chmodSync(file, 0o644);
      expect(await readOrCreateLocalApiKey(file)).toBe(key);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

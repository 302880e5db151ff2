import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
      expect(await readOrCreateLocalApiKey(file)).not.toBe('tampered');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

import { chmodSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFileSecretStore } from './file-secret-store.ts';

describe('the file secret store', () => {
  it('keeps the secret in a file only its owner can read or write', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secret-')), 'remote-key');
    const secrets = createFileSecretStore(path);
    expect(secrets.read()).toBeNull();
    secrets.write('KEY-1');
    expect(secrets.read()).toBe('KEY-1');
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('narrows a key file found readable by others to 0600, and writes a new key into a 0600 file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secret-')), 'remote-key');
    writeFileSync(path, 'KEY-OLD', { mode: 0o644 });
    chmodSync(path, 0o644);
    const secrets = createFileSecretStore(path);
    expect(secrets.read()).toBe('KEY-OLD');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    chmodSync(path, 0o644);
    secrets.write('KEY-NEW');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, 'utf8')).toBe('KEY-NEW');
  });

  it('replaces and clears the secret', () => {
    const secrets = createFileSecretStore(join(mkdtempSync(join(tmpdir(), 'secret-')), 'remote-key'));
    secrets.write('KEY-1');
    secrets.write('KEY-2');
    expect(secrets.read()).toBe('KEY-2');
    secrets.clear();
    expect(secrets.read()).toBeNull();
  });
});

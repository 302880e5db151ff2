// Every board's key in the one secret, each bound to its board's address; the secret of before keeps working.
import { describe, expect, it } from 'vitest';
import { createBoardCredentials } from './board-credentials.ts';
import { createMemorySecretStore } from './secret-store.ts';

const A = 'https://east.example/api/v1.1';
const B = 'https://west.example/api/v1.1';

describe('the boards’ credentials', () => {
  it('keep a key per board, each given only for the address it was saved with', () => {
    const secrets = createMemorySecretStore();
    const credentials = createBoardCredentials(secrets, () => null);
    credentials.save(1, { address: A, key: 'KA' });
    credentials.save(2, { address: B, key: 'KB' });
    expect(credentials.keyFor(1, A)).toBe('KA');
    expect(credentials.keyFor(2, B)).toBe('KB');
    expect(credentials.keyFor(2, A)).toBeNull();
    credentials.forget(1);
    expect(credentials.keyFor(1, A)).toBeNull();
    expect(credentials.keyFor(2, B)).toBe('KB');
    credentials.forget(2);
    expect(secrets.read()).toBeNull();
  });

  it('read the one credential of before as the first board’s, and move it to the format of several boards', () => {
    const secrets = createMemorySecretStore(JSON.stringify({ address: A, key: 'OLD' }));
    const credentials = createBoardCredentials(secrets, () => A);
    expect(credentials.keyFor(1, A)).toBe('OLD');
    expect(JSON.parse(secrets.read() ?? '')).toEqual({ boards: { 1: { address: A, key: 'OLD' } } });
  });

  it('bind a bare key of before to the first board’s address, or forget it when that board has none', () => {
    const bound = createMemorySecretStore('BARE');
    expect(createBoardCredentials(bound, () => A).keyFor(1, A)).toBe('BARE');
    const unbound = createMemorySecretStore('BARE');
    expect(createBoardCredentials(unbound, () => '').get(1)).toBeNull();
    expect(unbound.read()).toBeNull();
  });

  it('read the secret once, however many keys sync asks for, and keep what a save or a forget wrote', () => {
    const secrets = createMemorySecretStore(JSON.stringify({ boards: { 1: { address: A, key: 'KA' } } }));
    let reads = 0;
    const counted = {
      ...secrets,
      read: () => {
        reads += 1;
        return secrets.read();
      },
    };
    const credentials = createBoardCredentials(counted, () => null);
    const afterOpening = reads;
    for (let call = 0; call < 100; call += 1) expect(credentials.keyFor(1, A)).toBe('KA');
    expect(reads - afterOpening).toBe(1);
    credentials.save(2, { address: B, key: 'KB' });
    credentials.forget(1);
    expect(credentials.keyFor(1, A)).toBeNull();
    expect(credentials.get(2)).toEqual({ address: B, key: 'KB' });
    expect(reads - afterOpening).toBe(1);
    expect(JSON.parse(secrets.read() ?? '')).toEqual({ boards: { 2: { address: B, key: 'KB' } } });
  });

  it('change nothing they know when the secret store refuses a write', () => {
    const secrets = createMemorySecretStore(JSON.stringify({ boards: { 1: { address: A, key: 'KA' } } }));
    const refusing = {
      ...secrets,
      write: () => {
        throw new Error('The keychain is locked.');
      },
    };
    const credentials = createBoardCredentials(refusing, () => null);
    expect(() => credentials.save(1, { address: B, key: 'NEW' })).toThrow('The keychain is locked.');
    expect(credentials.keyFor(1, A)).toBe('KA');
    expect(credentials.keyFor(1, B)).toBeNull();
  });
});

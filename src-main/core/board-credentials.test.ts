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
});

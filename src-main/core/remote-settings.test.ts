// The board key is kept with the address it was saved for, in the one secret every host's store holds.
import { describe, expect, it } from 'vitest';
import { openTestStore } from '../store/test-fixtures.ts';
import { createBoardCredentials } from './board-credentials.ts';
import { createBoardDirectory } from './board-directory.ts';
import { createRemoteSettings } from './remote-settings.ts';
import { createMemorySecretStore } from './secret-store.ts';

function settingsWith(options: { address?: string; secret?: string | null }) {
  const store = openTestStore();
  if (options.address) store.boards.update(1, { url: options.address });
  const secrets = createMemorySecretStore(options.secret ?? null);
  const credentials = createBoardCredentials(secrets, () => store.boards.list()[0]?.url ?? null);
  const directory = createBoardDirectory({
    store,
    employerId: 1,
    credentials,
    fetch: () => Promise.reject(new TypeError('offline')),
  });
  const settings = createRemoteSettings({ store, directory });
  return { settings, secrets };
}

/** The first board's credential in the one secret (several boards' credentials are kept in it). */
function firstBoardCredential(secret: string | null): unknown {
  return secret === null ? null : (JSON.parse(secret) as { boards: Record<string, unknown> }).boards['1'];
}

describe('the remote settings', () => {
  it('keeps a saved key as one secret with its address, and gives it only for that address', () => {
    const { settings, secrets } = settingsWith({});
    expect(settings.update({ remoteUrl: 'https://jobs.example.com/api/v1.1/', apiKey: 'K1' }).ok).toBe(true);
    expect(firstBoardCredential(secrets.read())).toEqual({
      address: 'https://jobs.example.com/api/v1.1',
      key: 'K1',
    });
    expect(settings.remote()).toEqual({ baseUrl: 'https://jobs.example.com/api/v1.1', apiKey: 'K1' });
  });

  it('forgets the key when the address changes, and keeps it when the same address is saved again', () => {
    const { settings, secrets } = settingsWith({});
    settings.update({ remoteUrl: 'https://jobs.example.com/api/v1.1', apiKey: 'K1' });
    settings.update({ remoteUrl: 'HTTPS://JOBS.example.com/api/v1.1' });
    expect(settings.view()).toEqual({
      remoteUrl: 'https://jobs.example.com/api/v1.1',
      hasApiKey: true,
    });
    settings.update({ remoteUrl: 'https://other.example/api/v1.1' });
    expect(settings.remote()).toEqual({ baseUrl: 'https://other.example/api/v1.1', apiKey: null });
    expect(secrets.read()).toBeNull();
  });

  it('binds a key saved before keys had addresses to the address saved beside it', () => {
    const { settings, secrets } = settingsWith({
      address: 'http://127.0.0.1:8787/api/v1.1',
      secret: 'OLDKEY',
    });
    expect(settings.remote()).toEqual({ baseUrl: 'http://127.0.0.1:8787/api/v1.1', apiKey: 'OLDKEY' });
    expect(firstBoardCredential(secrets.read())).toEqual({
      address: 'http://127.0.0.1:8787/api/v1.1',
      key: 'OLDKEY',
    });
  });

  it('gives no key when the stored secret is for another address than the saved one', () => {
    const secret = JSON.stringify({ address: 'https://elsewhere.example/api/v1.1', key: 'K9' });
    const { settings } = settingsWith({ address: 'https://jobs.example.com/api/v1.1', secret });
    expect(settings.remote()?.apiKey).toBeNull();
    expect(settings.view().hasApiKey).toBe(false);
  });
});

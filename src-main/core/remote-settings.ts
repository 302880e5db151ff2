// Where the real job board is and the key to it: the address in the store's settings, the key in a
// SecretStore. The sync engine reads both at every request, so a change applies to all waiting work.
import { createJobBoardClient } from '../../src-shared/client/index.ts';
import type { ConnectionTest, SettingsUpdate, SettingsView } from '../../src-shared/schemas/app.ts';
import type { SettingsControl } from '../api/app-api.ts';
import type { Store } from '../store/store.ts';
import type { SecretStore } from './secret-store.ts';

export const REMOTE_URL_SETTING = 'remote.url';

export type RemoteTarget = { baseUrl: string; apiKey: string | null };

export type RemoteSettings = SettingsControl & {
  /** The board to sync with, or null while no address is set. */
  remote(): RemoteTarget | null;
};

export function createRemoteSettings(options: {
  store: Store;
  secrets: SecretStore;
  fetch: typeof fetch;
  /** Told after every change, so sync can resume at once (e.g. after a rejected key). */
  onChange: () => void;
}): RemoteSettings {
  const { store, secrets } = options;

  const remote = (): RemoteTarget | null => {
    const baseUrl = store.settings.getSetting(REMOTE_URL_SETTING);
    return baseUrl ? { baseUrl, apiKey: secrets.read() } : null;
  };

  const view = (): SettingsView => ({
    remoteUrl: store.settings.getSetting(REMOTE_URL_SETTING) ?? null,
    hasApiKey: secrets.read() !== null,
  });

  const update = (change: SettingsUpdate): void => {
    if (change.remoteUrl !== undefined) {
      if (change.remoteUrl === '') store.settings.deleteSetting(REMOTE_URL_SETTING);
      else store.settings.setSetting(REMOTE_URL_SETTING, change.remoteUrl.replace(/\/+$/, ''));
    }
    if (change.apiKey !== undefined) {
      if (change.apiKey === '') secrets.clear();
      else secrets.write(change.apiKey);
    }
    options.onChange();
  };

  const testConnection = async (): Promise<ConnectionTest> => {
    const target = remote();
    if (!target) return { ok: false, messages: ['Set the job board address first.'] };
    if (!target.apiKey) return { ok: false, messages: ['Set the job board API key first.'] };
    const client = createJobBoardClient({
      baseUrl: target.baseUrl,
      getApiKey: () => secrets.read(),
      fetch: options.fetch,
      timeoutMs: 15_000,
    });
    const answer = await client.listJobs({ pageSize: 1 });
    if (answer.ok)
      return {
        ok: true,
        messages: ['Connected to the job board.'],
        reached: true,
        keyAccepted: true,
        employer: answer.value.data[0]?.employer.name ?? null,
      };
    const { kind, reason, messages } = answer.error;
    const reached = kind !== 'network' && kind !== 'timeout' && kind !== 'aborted';
    const keyAccepted = !reached ? null : reason === 'authentication' ? false : null;
    return { ok: false, messages, reached, keyAccepted };
  };

  return { remote, view, update, testConnection };
}

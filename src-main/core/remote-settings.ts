// Where the real job board is and the key to it: the address in the store's settings, the key in a
// SecretStore bound to the address it was saved with. The sync engine reads both, as one value, at every
// request, so a change applies to all waiting work and a key never goes to another address.
import { createJobBoardClient } from '../../src-shared/client/index.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { normalizeBoardAddress } from '../../src-shared/rules/web-address.ts';
import type {
  ConnectionTest,
  ConnectionTestRequest,
  SettingsUpdate,
  SettingsView,
} from '../../src-shared/schemas/app.ts';
import type { FieldError } from '../../src-shared/schemas/resources.ts';
import type { SettingsControl } from '../api/app-api.ts';
import type { Store } from '../store/store.ts';
import { classifyFailure } from '../sync/failure-policy.ts';
import type { RemoteConfig } from '../sync/index.ts';
import {
  type BoardCredential,
  decodeBoardCredential,
  encodeBoardCredential,
  type SecretStore,
} from './secret-store.ts';

export const REMOTE_URL_SETTING = 'remote.url';

/** The message under the key field when a key comes with no address to bind it to. */
export const KEY_WITHOUT_ADDRESS_MESSAGE =
  'Enter the job board address with the key: a key is kept for one address only.';

export type RemoteSettings = SettingsControl & {
  /** The board to sync with, or null while no address is set. */
  remote(): RemoteConfig | null;
};

export function createRemoteSettings(options: {
  store: Store;
  secrets: SecretStore;
  fetch: typeof fetch;
}): RemoteSettings {
  const { store, secrets } = options;
  const savedAddress = (): string | null => store.settings.getSetting(REMOTE_URL_SETTING) ?? null;

  // A key saved before keys were bound to addresses was saved for the address saved beside it.
  const legacy = decodeBoardCredential(secrets.read());
  if (legacy !== null && legacy.address === null) {
    const address = savedAddress();
    if (address === null) secrets.clear();
    else secrets.write(encodeBoardCredential({ address, key: legacy.key }));
  }

  const credential = (): BoardCredential | null => {
    const stored = decodeBoardCredential(secrets.read());
    return stored !== null && stored.address !== null ? stored : null;
  };

  /** The key saved for `address`, and for no other. */
  const keyFor = (address: string): string | null => {
    const saved = credential();
    return saved !== null && saved.address === address ? saved.key : null;
  };

  const remote = (): RemoteConfig | null => {
    const baseUrl = savedAddress();
    return baseUrl ? { baseUrl, apiKey: keyFor(baseUrl) } : null;
  };

  const view = (): SettingsView => {
    const current = remote();
    return { remoteUrl: current?.baseUrl ?? null, hasApiKey: (current?.apiKey ?? null) !== null };
  };

  const update = (change: SettingsUpdate): Result<void, FieldError[]> => {
    const before = savedAddress();
    const address =
      change.remoteUrl === undefined
        ? before
        : change.remoteUrl === ''
          ? null
          : normalizeBoardAddress(change.remoteUrl);
    const newKey = change.apiKey === undefined || change.apiKey === '' ? null : change.apiKey;
    if (newKey !== null && address === null)
      return err([{ path: 'apiKey', message: KEY_WITHOUT_ADDRESS_MESSAGE }]);
    if (address === null) store.settings.deleteSetting(REMOTE_URL_SETTING);
    else store.settings.setSetting(REMOTE_URL_SETTING, address);
    if (newKey !== null && address !== null) secrets.write(encodeBoardCredential({ address, key: newKey }));
    // A cleared key, or a key saved for another address: the recruiter enters the key for this one.
    else if (change.apiKey === '' || address === null || credential()?.address !== address) secrets.clear();
    // Sync hears it on the change stream and starts at once (e.g. resuming after a rejected key).
    store.changes.publish({ type: 'settings' });
    return ok(undefined);
  };

  const testConnection = async (typed: ConnectionTestRequest = {}): Promise<ConnectionTest> => {
    const address =
      typed.remoteUrl !== undefined && typed.remoteUrl !== ''
        ? normalizeBoardAddress(typed.remoteUrl)
        : savedAddress();
    if (address === null)
      return {
        ok: false,
        messages: ['Enter the job board address first.'],
        address: null,
        keySource: 'none',
      };
    const typedKey = typed.apiKey !== undefined && typed.apiKey !== '' ? typed.apiKey : null;
    const key = typedKey ?? keyFor(address);
    const keySource = typedKey !== null ? 'typed' : key !== null ? 'saved' : 'none';
    const tested = { address, keySource } as const;
    if (key === null)
      return {
        ok: false,
        messages: [
          address === savedAddress()
            ? 'Enter the job board API key first.'
            : 'Enter the API key for this address: the saved key is kept for the saved address only.',
        ],
        ...tested,
      };
    const client = createJobBoardClient({
      baseUrl: address,
      getApiKey: () => key,
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
        ...tested,
      };
    const action = classifyFailure(answer.error, { call: 'list' });
    if (action.action === 'not-a-board')
      return { ok: false, messages: [action.message], reached: false, keyAccepted: null, ...tested };
    const { kind, reason, messages } = answer.error;
    const reached = kind !== 'network' && kind !== 'timeout' && kind !== 'aborted';
    const keyAccepted = reached && reason === 'authentication' ? false : null;
    return { ok: false, messages, reached, keyAccepted, ...tested };
  };

  return { remote, view, update, testConnection };
}

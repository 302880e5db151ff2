// Settings as the app showed them before several boards, kept working: the first job board's address and
// key (the key bound to the address it was saved with), and the boards a job created through /api/v1.1 is
// posted to. `npm run web -- --remote URL --remote-key KEY` sets the first board through it.
import { err, ok, type Result } from '../../src-shared/result.ts';
import { normalizeBoardAddress } from '../../src-shared/rules/web-address.ts';
import type {
  ConnectionTest,
  ConnectionTestRequest,
  SettingsUpdate,
  SettingsView,
} from '../../src-shared/schemas/app.ts';
import { FIRST_BOARD_NAME } from '../../src-shared/schemas/boards.ts';
import type { FieldError } from '../../src-shared/schemas/resources.ts';
import type { SettingsControl } from '../api/app-api.ts';
import { DEFAULT_BOARDS_SETTING } from '../jobs/local-changes.ts';
import type { Store } from '../store/store.ts';
import type { RemoteConfig } from '../sync/sync-types.ts';
import type { BoardDirectory } from './board-directory.ts';

/** The message under the key field when a key comes with no address to bind it to. */
export const KEY_WITHOUT_ADDRESS_MESSAGE =
  'Enter the job board address with the key: a key is kept for one address only.';

/** The name the first board gets when Settings gives an address and no board is left. */
export { FIRST_BOARD_NAME };

export type RemoteSettings = SettingsControl & {
  /** The first board to sync with, or null while it has no address. */
  remote(): RemoteConfig | null;
};

export function createRemoteSettings(options: { store: Store; directory: BoardDirectory }): RemoteSettings {
  const { store, directory } = options;
  const first = () => directory.list()[0];

  const remote = (): RemoteConfig | null => {
    const board = first();
    return board === undefined ? null : directory.remote(board.id);
  };

  const defaultBoardIds = (): number[] => {
    try {
      const ids: unknown = JSON.parse(store.settings.getSetting(DEFAULT_BOARDS_SETTING) ?? '[]');
      const listed = new Set(directory.list().map((board) => board.id));
      return Array.isArray(ids)
        ? ids.filter((id): id is number => typeof id === 'number' && listed.has(id))
        : [];
    } catch {
      return [];
    }
  };

  const view = (): SettingsView => {
    const current = remote();
    const defaults = defaultBoardIds();
    // Absent while none is chosen (every board), as settings read before there were several boards.
    return {
      remoteUrl: current?.baseUrl ?? null,
      hasApiKey: (current?.apiKey ?? null) !== null,
      ...(defaults.length > 0 ? { defaultBoardIds: defaults } : {}),
    };
  };

  const update = (change: SettingsUpdate): Result<void, FieldError[]> => {
    if (change.defaultBoardIds !== undefined) {
      const listed = new Set(directory.list().map((board) => board.id));
      const unknown = change.defaultBoardIds.findIndex((id) => !listed.has(id));
      if (unknown >= 0)
        return err([{ path: `defaultBoardIds.${unknown}`, message: 'There is no job board with this id.' }]);
    }
    const board = first();
    const address =
      change.remoteUrl === undefined
        ? (remote()?.baseUrl ?? null)
        : change.remoteUrl === ''
          ? null
          : normalizeBoardAddress(change.remoteUrl);
    const newKey = change.apiKey === undefined || change.apiKey === '' ? null : change.apiKey;
    if (newKey !== null && address === null)
      return err([{ path: 'apiKey', message: KEY_WITHOUT_ADDRESS_MESSAGE }]);
    if (change.defaultBoardIds !== undefined)
      store.settings.setSetting(DEFAULT_BOARDS_SETTING, JSON.stringify([...new Set(change.defaultBoardIds)]));
    if (change.remoteUrl === undefined && change.apiKey === undefined) return ok(undefined);
    if (board === undefined) {
      if (address !== null)
        directory.add({ name: FIRST_BOARD_NAME, url: address, apiKey: newKey ?? undefined });
      return ok(undefined);
    }
    // The first board without an address keeps its place and its jobs; it syncs again once it has one.
    directory.update(board.id, {
      url: address ?? '',
      ...(change.apiKey !== undefined ? { apiKey: change.apiKey } : {}),
    });
    return ok(undefined);
  };

  const testConnection = (typed: ConnectionTestRequest = {}): Promise<ConnectionTest> =>
    directory.testConnection(first()?.id ?? null, typed);

  return { remote, view, update, testConnection };
}

// The job boards JobDesk posts to, as the app endpoints change them: each with its name, address and key
// (bound to the address: a new address forgets the key), its own lists, and what happens to the jobs posted
// there when it goes (a withdrawal, a delete on that board only).
import { createJobBoardClient } from '../../src-shared/client/job-board-client.ts';
import { err, ok, type Result } from '../../src-shared/result.ts';
import { normalizeBoardAddress } from '../../src-shared/rules/web-address.ts';
import type { ConnectionTest, ConnectionTestRequest } from '../../src-shared/schemas/app.ts';
import type { BoardCreate, BoardUpdate } from '../../src-shared/schemas/boards.ts';
import { employerShownOn, recordBoardEmployer } from '../jobs/board-employer-writes.ts';
import { purgeBoard, withdrawAllFromBoard } from '../jobs/posting-writes.ts';
import type { StoredBoard } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';
import { classifyFailure } from '../sync/failure-policy.ts';
import type { RemoteConfig } from '../sync/sync-types.ts';
import type { BoardCredentials } from './board-credentials.ts';

export type BoardRemoval = { type: 'not-found' } | { type: 'in-use'; postings: number };

export type BoardDirectory = {
  /** The boards jobs can be posted to, by id. */
  list(): StoredBoard[];
  get(id: number): StoredBoard | undefined;
  /** The board to sync with, or null while it has no address. */
  remote(id: number): RemoteConfig | null;
  keySaved(id: number): boolean;
  add(board: BoardCreate): StoredBoard;
  /** A new address without a new key forgets the saved key; `apiKey: ''` forgets it too. */
  update(id: number, change: BoardUpdate): StoredBoard | undefined;
  /**
   * Removes the board from the list. Refused while jobs are posted there, unless `withdraw`: then each
   * such job is withdrawn from it (a delete queued for that board only) in the same transaction; the
   * board's engine sends those deletes, and the board is gone once the board confirmed them.
   */
  remove(id: number, withdraw: boolean): Result<void, BoardRemoval>;
  /** A removed board with nothing left to send: its row and key go. */
  purge(id: number): void;
  /** Tries the typed address and key; where absent, the board's saved ones (its key only with its address). */
  testConnection(id: number | null, typed?: ConnectionTestRequest): Promise<ConnectionTest>;
};

export function createBoardDirectory(options: {
  store: Store;
  employerId: number;
  credentials: BoardCredentials;
  fetch: typeof fetch;
}): BoardDirectory {
  const { store, credentials } = options;
  const boards = store.boards;
  // Sync hears every change of the boards on the change stream and follows at once (a new board, a new key).
  const announce = () => store.changes.publish({ type: 'settings' });

  const remote = (id: number): RemoteConfig | null => {
    const url = boards.urlOf(id);
    if (url === undefined || url === '') return null;
    return { baseUrl: url, apiKey: credentials.keyFor(id, url) };
  };

  const saveKey = (id: number, address: string, key: string | undefined) => {
    if (key !== undefined && key !== '') credentials.save(id, { address, key });
    // A cleared key, or a key saved for another address: the recruiter enters the key for this one.
    else if (key === '' || credentials.get(id)?.address !== address) credentials.forget(id);
  };

  const testConnection = async (
    id: number | null,
    typed: ConnectionTestRequest = {},
  ): Promise<ConnectionTest> => {
    const saved = id === null ? null : (boards.get(id)?.url ?? null);
    const savedAddress = saved === '' ? null : saved;
    const address =
      typed.remoteUrl !== undefined && typed.remoteUrl !== ''
        ? normalizeBoardAddress(typed.remoteUrl)
        : savedAddress;
    if (address === null)
      return {
        ok: false,
        messages: ['Enter the job board address first.'],
        missing: 'address',
        address: null,
        keySource: 'none',
      };
    const typedKey = typed.apiKey !== undefined && typed.apiKey !== '' ? typed.apiKey : null;
    const key = typedKey ?? (id === null ? null : credentials.keyFor(id, address));
    const keySource = typedKey !== null ? 'typed' : key !== null ? 'saved' : 'none';
    const tested = { address, keySource } as const;
    if (key === null)
      return {
        ok: false,
        messages: [
          address === savedAddress
            ? 'Enter the job board API key first.'
            : 'Enter the API key for this address: the saved key is kept for the saved address only.',
        ],
        missing: address === savedAddress ? 'key' : 'key-for-address',
        ...tested,
      };
    const client = createJobBoardClient({
      baseUrl: address,
      getApiKey: () => key,
      fetch: options.fetch,
      timeoutMs: 15_000,
    });
    const answer = await client.listJobs({ pageSize: 1 });
    if (answer.ok) {
      const employer = employerShownOn(answer.value.data);
      // The employer this board's key answers for, once an answer shows it (for the saved address only).
      if (employer !== null && id !== null && address === savedAddress && typedKey === null)
        recordBoardEmployer(store, id, employer);
      return {
        ok: true,
        messages: ['Connected to the job board.'],
        reached: true,
        keyAccepted: true,
        employer,
        ...tested,
      };
    }
    const action = classifyFailure(answer.error, { call: 'list' });
    if (action.action === 'not-a-board')
      return {
        ok: false,
        messages: [action.message],
        reached: false,
        keyAccepted: null,
        reason: action.reason,
        ...tested,
      };
    const { kind, reason, messages } = answer.error;
    const reached = kind !== 'network' && kind !== 'timeout' && kind !== 'aborted';
    const keyAccepted = reached && reason === 'authentication' ? false : null;
    return {
      ok: false,
      messages,
      reached,
      keyAccepted,
      ...(reached ? {} : { reason: 'offline' }),
      ...tested,
    };
  };

  return {
    list: () => boards.list(),
    get(id) {
      const board = boards.get(id);
      return board === undefined || board.removed ? undefined : board;
    },
    remote,
    keySaved: (id) => remote(id)?.apiKey != null,
    add(input) {
      const url = normalizeBoardAddress(input.url);
      const board = boards.add({
        name: input.name,
        url,
        positionTypes: input.positionTypes ?? null,
        categories: input.categories ?? null,
      });
      saveKey(board.id, url, input.apiKey ?? '');
      announce();
      return board;
    },
    update(id, change) {
      const current = boards.get(id);
      if (current === undefined || current.removed) return undefined;
      const url =
        change.url === undefined ? current.url : change.url === '' ? '' : normalizeBoardAddress(change.url);
      const updated = boards.update(id, {
        ...(change.name !== undefined ? { name: change.name } : {}),
        url,
        // Another address may answer for another employer: shown again once it answers.
        ...(url !== current.url ? { employerName: null } : {}),
        ...(change.positionTypes !== undefined ? { positionTypes: change.positionTypes } : {}),
        ...(change.categories !== undefined ? { categories: change.categories } : {}),
      });
      if (url === '') credentials.forget(id);
      else saveKey(id, url, change.apiKey);
      announce();
      return updated;
    },
    remove(id, withdraw) {
      const board = boards.get(id);
      if (board === undefined || board.removed) return err({ type: 'not-found' });
      const postings = boards.postingsOfBoard(id);
      if (postings.length > 0 && !withdraw) return err({ type: 'in-use', postings: postings.length });
      withdrawAllFromBoard(store, options.employerId, id);
      announce();
      return ok(undefined);
    },
    purge(id) {
      purgeBoard(store, id);
      credentials.forget(id);
    },
    testConnection,
  };
}

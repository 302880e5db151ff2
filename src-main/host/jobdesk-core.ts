// JobDesk's core as one fetch handler: the local job board API (with its outbox), the app endpoints,
// the sync engine and the settings, over one store. Browser mode and the Electron shell host it.
import type { CanadianPlace } from '../../src-shared/locations/canadian-places.ts';
import type { AppEvent } from '../../src-shared/schemas/app.ts';
import { APP_BASE_PATH, createAppApi } from '../api/app-api.ts';
import type { Store } from '../store/store.ts';
import {
  createConsoleSyncLogger,
  createSyncEngine,
  type SyncClock,
  type SyncEngine,
  type SyncEvent,
  type SyncLogger,
} from '../sync/index.ts';
import { type AppEventHub, createAppEventHub } from './app-events.ts';
import { createBoardCore } from './board-core.ts';
import type { SecretStore } from './file-secret-store.ts';
import { createRemoteSettings, type RemoteSettings } from './remote-settings.ts';

/** The one employer of JobDesk's local store: the recruiter using this computer. */
export const LOCAL_EMPLOYER_ID = 1;
const LOCAL_EMPLOYER_NAME = 'My jobs';

export type JobDeskCoreOptions = {
  /** Folder of the database; in memory when absent. */
  dataDir?: string;
  /** The key the renderer (and any local tool) sends to the local API. */
  localApiKey: string;
  /** Where the board's API key is kept (a 0600 file in browser mode, safeStorage in Electron). */
  secrets: SecretStore;
  /** The transport to the real board. */
  fetch: typeof fetch;
  clock: SyncClock;
  random: () => number;
  places?: readonly CanadianPlace[];
  sync?: {
    concurrency?: number;
    pullIntervalMs?: number;
    pollIntervalMs?: number;
    requestTimeoutMs?: number;
  };
  onUnexpectedError?: (error: unknown) => void;
  /** Sync's log of its calls and failures; the console when absent. */
  syncLogger?: SyncLogger;
};

export type JobDeskCore = {
  fetch(request: Request): Promise<Response>;
  store: Store;
  engine: SyncEngine;
  settings: RemoteSettings;
  events: AppEventHub;
  /** Stops sync (waiting for the pass under way) and closes the store. */
  close(): Promise<void>;
};

export async function createJobDeskCore(options: JobDeskCoreOptions): Promise<JobDeskCore> {
  const events = createAppEventHub(options.onUnexpectedError);
  // The engine is made after the local API, whose change hook wakes it; the hook runs only later.
  let engine: SyncEngine | undefined;
  const board = await createBoardCore({
    keys: [],
    dataDir: options.dataDir,
    databaseFile: 'jobdesk.db',
    role: 'local',
    places: options.places,
    now: () => new Date(options.clock.now()),
    onUnexpectedError: options.onUnexpectedError,
    onJobChange: ({ operation, jobId }) => {
      events.publish({ type: 'job', jobId, change: `${operation}d` as 'created' | 'updated' | 'deleted' });
      engine?.kick();
    },
  });
  const { store } = board;
  registerLocalKey(store, options.localApiKey);

  const settings = createRemoteSettings({
    store,
    secrets: options.secrets,
    fetch: options.fetch,
    onChange: () => void engine?.syncNow().catch(options.onUnexpectedError),
  });
  engine = createSyncEngine({
    store,
    employerId: LOCAL_EMPLOYER_ID,
    getRemote: settings.remote,
    fetch: options.fetch,
    clock: options.clock,
    random: options.random,
    logger: options.syncLogger ?? createConsoleSyncLogger(console),
    ...options.sync,
    onEvent: (event) => events.publish(toAppEvent(event)),
    onUnexpectedError: options.onUnexpectedError,
  });
  const running = engine;

  const app = createAppApi({
    store,
    employerId: LOCAL_EMPLOYER_ID,
    sync: {
      status: () => running.status(),
      syncNow: (syncOptions) => running.syncNow(syncOptions),
      retryJob: (jobId) => running.retryJob(jobId),
      discardJobChanges: async (jobId) => {
        const outcome = await running.discardJobChanges(jobId);
        return outcome.ok ? { ok: true } : outcome;
      },
    },
    settings,
    events,
    onUnexpectedError: options.onUnexpectedError,
  });

  return {
    fetch: (request) =>
      new URL(request.url).pathname.startsWith(`${APP_BASE_PATH}/`)
        ? app.fetch(request)
        : board.fetch(request),
    store,
    engine: running,
    settings,
    events,
    close: async () => {
      await running.stop();
      board.close();
    },
  };
}

/** The local key belongs to the one local employer, whatever key an earlier start used. */
function registerLocalKey(store: Store, key: string): void {
  if (store.employers.getEmployer(LOCAL_EMPLOYER_ID)) store.employers.addApiKey(LOCAL_EMPLOYER_ID, key);
  else store.employers.addEmployerWithKey(LOCAL_EMPLOYER_NAME, key, LOCAL_EMPLOYER_ID);
}

function toAppEvent(event: SyncEvent): AppEvent {
  return event.type === 'status-changed'
    ? { type: 'sync', status: event.status }
    : { type: 'job', jobId: event.jobId, change: event.syncState === 'deleted' ? 'deleted' : 'sync-state' };
}

// JobDesk's core, the composition root every host calls (browser mode, the desktop app): opens and
// migrates the store, builds the one front door (the local job board API, the app endpoints, the UI's
// files), and starts the sync engine. The host brings what differs: secrets, logger, fetch, clock.
import './english-issue-messages.ts';
import type { CanadianPlace } from '../../src-shared/locations/canadian-places.ts';
import type { Logger } from '../../src-shared/logger.ts';
import { err, ok } from '../../src-shared/result.ts';
import { createAppApi } from '../api/app-api.ts';
import type { BackupsControl } from '../api/backups-api.ts';
import { createFrontDoor } from '../api/front-door.ts';
import { createJobBoardApi } from '../api/job-board-api.ts';
import { createUiFiles, type UiFileReader } from '../api/ui-files.ts';
import { createJobsService } from '../jobs/jobs-service.ts';
import { createLanguageVersionSteps } from '../jobs/language-version-steps.ts';
import type { JobWriting } from '../jobs/local-job-writes.ts';
import { BackupUnusableError, restoreDatabase } from '../store/backups.ts';
import type { ChangeStream } from '../store/change-stream.ts';
import { OPEN_MARK, type Store } from '../store/store.ts';
import { storeFailureOf } from '../store/store-failure.ts';
import { shiftStoredWaits } from '../store/stored-waits.ts';
import { type BoardEngines, createBoardEngines } from '../sync/board-engines.ts';
import type { SyncClock } from '../sync/index.ts';
import { createBoardCredentials } from './board-credentials.ts';
import { type BoardDirectory, createBoardDirectory } from './board-directory.ts';
import { watchClockSteps } from './clock-steps.ts';
import type { DataFolder } from './data-folder.ts';
import { type DatabaseUpkeep, startDatabaseUpkeep } from './database-upkeep.ts';
import { createFirstScreenRenderer } from './first-screen-renderer.ts';
import { openLocalStore } from './local-api.ts';
import { createRemoteSettings, type RemoteSettings } from './remote-settings.ts';
import type { SecretStore } from './secret-store.ts';

/** The one employer of JobDesk's local store: the recruiter using this computer. */
export const LOCAL_EMPLOYER_ID = 1;
const LOCAL_EMPLOYER_NAME = 'My jobs';

export type JobDeskCoreOptions = {
  /** The locked data folder (openDataFolder) of the database, released by close(); in memory when absent. */
  dataFolder?: DataFolder;
  /** The key the renderer (and any local tool) sends to the local API. */
  localApiKey: string;
  /** Where the board's API key is kept (a 0600 file in browser mode, safeStorage in the desktop app). */
  secrets: SecretStore;
  /** The transport to the real board. */
  fetch: typeof fetch;
  clock: SyncClock;
  random: () => number;
  logger: Logger;
  /** The built UI, served at `/`; no UI when absent. */
  /**
   * The built UI's files, and the first screen's module built beside them (first-screen-renderer.ts), which
   * renders the jobs list's first screen for a launch that kept none (GET /app/v1/first-screen).
   */
  ui?: { readFile: UiFileReader; firstScreenModule?: string };
  /** The `Host` values a request may name, for a server on a loopback port (DNS rebinding). */
  allowedHosts?: readonly string[];
  /**
   * Browser mode: this run's token, which the address it prints carries, and the server's own origins
   * and port. The page then reaches the core with a session cookie, never a key in the page; without
   * it (the desktop app), the page gets the key in a <meta>.
   */
  browserAccess?: { token: string; origins: readonly string[]; port: number };
  places?: readonly CanadianPlace[];
  sync?: {
    concurrency?: number;
    pullIntervalMs?: number;
    pollIntervalMs?: number;
    requestTimeoutMs?: number;
  };
};

export type JobDeskCore = {
  /** Answers every request a host receives: /api/v1.1, /app/v1 and the UI. */
  fetch(request: Request): Promise<Response>;
  /** The store, engine, settings and boards of the database open now (a restore opens another). */
  readonly store: Store;
  /** Every board's engine, as one (board-engines.ts). */
  readonly engine: BoardEngines;
  readonly settings: RemoteSettings;
  readonly boards: BoardDirectory;
  /** Every committed change, whoever made it (the store's change stream). */
  readonly changes: ChangeStream;
  /** The backups and the database's health; in memory, there are none. */
  readonly backups: BackupsControl;
  /**
   * Stops sync (waiting for the pass under way), backs the database up (reason `quit`), closes the store,
   * then unlocks the data folder.
   */
  close(): Promise<void>;
};

/** What is built over one open database; a restore closes it and builds it again over the restored file. */
type CoreParts = {
  store: Store;
  engine: BoardEngines;
  settings: RemoteSettings;
  boards: BoardDirectory;
  door: { fetch(request: Request): Promise<Response> };
  upkeep: DatabaseUpkeep | null;
};

/** Builds the core and starts its sync loop (which waits while no board is configured). */
export async function createJobDeskCore(options: JobDeskCoreOptions): Promise<JobDeskCore> {
  const now = () => new Date(options.clock.now());
  let parts: CoreParts;
  let restoring = false;
  const backups: BackupsControl = {
    list: () => parts.upkeep?.list() ?? [],
    health: () => parts.upkeep?.health() ?? { state: 'sound' },
    async restore(name) {
      const found = parts.upkeep?.list().find((backup) => backup.name === name);
      if (found === undefined) return err({ type: 'not-found' });
      if (restoring) return err({ type: 'in-progress' });
      restoring = true;
      try {
        const databasePath = parts.store.db.name;
        // The restored file goes in only once nothing of the old one is open: sync stopped, store closed.
        await parts.engine.stop();
        await parts.upkeep?.stop();
        parts.store.close();
        let restored: { replacedKeptAs: string | null };
        try {
          restored = restoreDatabase(databasePath, found.path, { now: now(), openMark: OPEN_MARK });
        } catch (error) {
          // The backup failed its check: the database was not touched; it opens again as it was.
          parts = await assemble();
          if (error instanceof BackupUnusableError) return err({ type: 'unusable', message: error.message });
          throw error;
        }
        parts = await assemble();
        options.logger.info('JobDesk restored its database from a backup', {
          backup: found.path,
          replacedKeptAs: restored.replacedKeptAs,
        });
        return ok({ restored: found, replacedKeptAs: restored.replacedKeptAs });
      } finally {
        restoring = false;
      }
    },
  };
  const assemble = () => buildParts({ ...options, backups }, now);
  parts = await assemble();
  // A wall clock stepped while JobDesk runs moves the waits kept as wall-clock times with it, and the
  // engines look again at once: nothing is held back by a clock set back, no Undo window stretched.
  const stopWatchingClock = watchClockSteps(options.clock, (stepMs) => {
    if (restoring) return;
    try {
      const moved = shiftStoredWaits(parts.store.db, stepMs);
      options.logger.info('The computer’s clock stepped: the waits of sync and Undo moved with it', {
        stepMs,
        moved,
      });
    } catch (error) {
      options.logger.warn('The waits could not be moved after a clock step', { error });
    }
    parts.engine.kick();
  });

  return {
    fetch: (request) => parts.door.fetch(request),
    get store() {
      return parts.store;
    },
    get engine() {
      return parts.engine;
    },
    get settings() {
      return parts.settings;
    },
    get boards() {
      return parts.boards;
    },
    get changes() {
      return parts.store.changes;
    },
    backups,
    close: async () => {
      stopWatchingClock();
      await parts.engine.stop();
      await parts.upkeep?.stop('quit');
      parts.store.close();
      options.dataFolder?.release();
    },
  };
}

/** Opens the store in the data folder (checked first) and builds everything over it. */
async function buildParts(
  options: JobDeskCoreOptions & { backups: BackupsControl },
  now: () => Date,
): Promise<CoreParts> {
  const { logger } = options;
  const reportUnexpected = (what: string) => (error: unknown) => {
    const failure = storeFailureOf(error);
    // A busy database or a full disk during a sync started by hand: nothing was committed, the loop retries.
    if (failure !== null)
      logger.warn(`${what}: the store refused a write; sync tries again later`, { failure });
    else logger.error(what, { error });
  };
  const local = await openLocalStore({
    dataDir: options.dataFolder?.path,
    keys: [],
    places: options.places,
    now,
    onChangeListenerError: reportUnexpected('A listener of the change stream failed'),
    onStoreWarning: (message) => logger.warn(message),
  });
  const { store, jobWriting } = local;
  registerLocalKey(store, options.localApiKey);
  // The full check starts now, on its worker; the daily backup follows it.
  const upkeep = store.db.memory ? null : startDatabaseUpkeep({ db: store.db, now, logger });

  const credentials = createBoardCredentials(options.secrets, () => store.boards.list()[0]?.url ?? null);
  const boards = createBoardDirectory({
    store,
    employerId: LOCAL_EMPLOYER_ID,
    credentials,
    fetch: options.fetch,
  });
  const settings = createRemoteSettings({ store, directory: boards });
  // It subscribes to the store's change stream when started: every job written wakes it, saved settings
  // and boards start it.
  const engine = createBoardEngines({
    store,
    employerId: LOCAL_EMPLOYER_ID,
    remoteOf: boards.remote,
    onDrained: boards.purge,
    fetch: options.fetch,
    clock: options.clock,
    random: options.random,
    logger,
    ...options.sync,
    onUnexpectedError: reportUnexpected('A sync cycle failed'),
    // Built below with the one jobs service, which needs the engines' clock; a pull runs only once started.
    languageVersions: {
      followBoard: (employerId, jobId, write, onRefused) =>
        languageVersions.followBoard(employerId, jobId, write, onRefused),
    },
  });

  // A close date is checked against the boards' clock once their answers tell it (board-clocks.ts): the
  // service every write of this core goes through is built with it, once, here.
  const boardAwareLocal = { ...jobWriting.local, boardNow: () => engine.boardNow() };
  const writing: JobWriting = {
    ...jobWriting,
    local: boardAwareLocal,
    jobs: createJobsService({ store, now, local: boardAwareLocal }),
  };
  const languageVersions = createLanguageVersionSteps(store, writing.jobs);
  const door = createFrontDoor({
    jobBoard: createJobBoardApi({ store, now, jobs: writing.jobs }),
    app: createAppApi({
      store,
      employerId: LOCAL_EMPLOYER_ID,
      sync: engine,
      settings,
      boards: { directory: boards, statusOf: (id) => engine.statusOf(id) },
      backups: options.backups,
      onUnexpectedError: reportUnexpected('Sync now failed'),
      jobWriting: writing,
      ...(options.ui?.firstScreenModule === undefined
        ? {}
        : {
            renderFirstScreen: createFirstScreenRenderer({
              moduleFile: options.ui.firstScreenModule,
              coreFetch: (request) => door.fetch(request),
              apiKey: options.localApiKey,
              now,
              logger: options.logger,
            }),
          }),
    }),
    ui:
      options.ui &&
      createUiFiles({
        readFile: options.ui.readFile,
        access: options.browserAccess
          ? { kind: 'session' }
          : { kind: 'meta-key', apiKey: options.localApiKey },
      }),
    allowedHosts: options.allowedHosts,
    browserAccess: options.browserAccess && { ...options.browserAccess, apiKey: options.localApiKey },
    databaseDamaged: () => {
      const health = upkeep?.health();
      return health?.state === 'damaged' ? health.message : null;
    },
    logger,
  });
  engine.start();
  return { store, engine, settings, boards, door, upkeep };
}

/** The local key belongs to the one local employer, whatever key an earlier start used. */
function registerLocalKey(store: Store, key: string): void {
  if (store.employers.getEmployer(LOCAL_EMPLOYER_ID)) store.employers.addApiKey(LOCAL_EMPLOYER_ID, key);
  else store.employers.addEmployerWithKey(LOCAL_EMPLOYER_NAME, key, LOCAL_EMPLOYER_ID);
}

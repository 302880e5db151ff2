// JobDesk's own local job board API: the job board's interface over JobDesk's store, where every job
// keeps a referenceId and every change is queued in the outbox for sync. The JobDesk core opens the same
// store (openLocalStore) and serves its routes beside the app endpoints; tests of sync drive this alone.

import type { Hono } from 'hono';
import type { CanadianPlace } from '../../src-shared/locations/canadian-places.ts';
import type { Logger } from '../../src-shared/logger.ts';
import { generateReferenceId } from '../../src-shared/rules/reference-id.ts';
import type { AuthenticatedEnv } from '../api/authenticate.ts';
import { createFrontDoor } from '../api/front-door.ts';
import { createJobBoardApi } from '../api/job-board-api.ts';
import { createBoardViews } from '../jobs/board-view.ts';
import { createJobsService } from '../jobs/jobs-service.ts';
import { createLocalJobWrites, type JobWriting } from '../jobs/local-job-writes.ts';
import type { Store } from '../store/store.ts';
import { type EmployerKey, openSeededStore } from './seeded-store.ts';

export type LocalStoreOptions = {
  /** Folder of `jobdesk.db`; in memory when absent. */
  dataDir?: string;
  keys: readonly EmployerKey[];
  now: () => Date;
  /** For jobs created without a referenceId; defaults to a random `JD-…` id. */
  newReferenceId?: () => string;
  places?: readonly CanadianPlace[];
  /** Told when a listener of the store's change stream throws. */
  onChangeListenerError?: (error: unknown) => void;
  /** Told what the store could not do in the background and did otherwise. */
  onStoreWarning?: (message: string) => void;
};

export type LocalApiOptions = LocalStoreOptions & { logger: Logger };

/** JobDesk's store, and how a job is written in it (with its outbox row and history entry). */
export type LocalStore = { store: Store; jobWriting: JobWriting };

export type LocalApi = LocalStore & {
  /** The interface's routes, for a front door that serves more (the app endpoints beside them). */
  routes: Hono<AuthenticatedEnv>;
  /** The interface alone, at /api/v1.1. */
  fetch(request: Request): Promise<Response>;
  close(): void;
};

export const JOBDESK_DATABASE_FILE = 'jobdesk.db';

/** Opens (and seeds) JobDesk's store; every job written through `jobWriting` is recorded for sync. */
export async function openLocalStore(options: LocalStoreOptions): Promise<LocalStore> {
  const store = await openSeededStore({
    dataDir: options.dataDir,
    databaseFile: JOBDESK_DATABASE_FILE,
    now: options.now,
    keys: options.keys,
    places: options.places,
    onChangeListenerError: options.onChangeListenerError,
    onStoreWarning: options.onStoreWarning,
  });
  const local = createLocalJobWrites(store, options.newReferenceId ?? (() => generateReferenceId()));
  const jobWriting: JobWriting = {
    now: options.now,
    local,
    jobs: createJobsService({ store, now: options.now, local }),
    boardViews: createBoardViews(store),
  };
  return { store, jobWriting };
}

export async function createLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const { store, jobWriting } = await openLocalStore(options);
  const routes = createJobBoardApi({ store, now: options.now, jobs: jobWriting.jobs });
  const door = createFrontDoor({ jobBoard: routes, logger: options.logger });
  return { routes, fetch: door.fetch, store, jobWriting, close: () => store.close() };
}

// JobDesk's own local job board API: the job board's interface over JobDesk's store, where every job
// keeps a referenceId and every change is queued in the outbox for sync. The JobDesk core serves it
// with the app endpoints; tests of sync drive it alone.

import type { Hono } from 'hono';
import type { CanadianPlace } from '../../src-shared/locations/canadian-places.ts';
import type { Logger } from '../../src-shared/logger.ts';
import { generateReferenceId } from '../../src-shared/rules/reference-id.ts';
import type { AuthenticatedEnv } from '../api/authenticate.ts';
import type { JobWriting } from '../api/bulk-job-actions.ts';
import { createFrontDoor } from '../api/front-door.ts';
import { createJobBoardApi } from '../api/job-board-api.ts';
import type { JobChange } from '../api/jobs-service.ts';
import type { Store } from '../store/store.ts';
import { createLocalJobWrites } from './local-job-writes.ts';
import { type EmployerKey, openSeededStore } from './seeded-store.ts';

export type LocalApiOptions = {
  /** Folder of `jobdesk.db`; in memory when absent. */
  dataDir?: string;
  keys: readonly EmployerKey[];
  now: () => Date;
  /** For jobs created without a referenceId; defaults to a random `JD-…` id. */
  newReferenceId?: () => string;
  places?: readonly CanadianPlace[];
  /** Told of every committed job change, after its transaction. */
  onJobChange?: (change: JobChange) => void;
  logger: Logger;
};

export type LocalApi = {
  /** The interface's routes, for a front door that serves more (the JobDesk core's). */
  routes: Hono<AuthenticatedEnv>;
  /** The interface alone, at /api/v1.1. */
  fetch(request: Request): Promise<Response>;
  store: Store;
  /** How this API writes a job, for the app endpoints' bulk actions to write each job the same way. */
  jobWriting: JobWriting;
  close(): void;
};

export const JOBDESK_DATABASE_FILE = 'jobdesk.db';

export async function createLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const store = await openSeededStore({
    dataDir: options.dataDir,
    databaseFile: JOBDESK_DATABASE_FILE,
    now: options.now,
    keys: options.keys,
    places: options.places,
  });
  const jobWriting: JobWriting = {
    now: options.now,
    local: createLocalJobWrites(store, options.newReferenceId ?? (() => generateReferenceId())),
    onJobChange: options.onJobChange,
  };
  const routes = createJobBoardApi({
    store,
    now: options.now,
    local: jobWriting.local,
    onJobChange: options.onJobChange,
  });
  const door = createFrontDoor({ jobBoard: routes, logger: options.logger });
  return { routes, fetch: door.fetch, store, jobWriting, close: () => store.close() };
}

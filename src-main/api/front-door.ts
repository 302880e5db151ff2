// The one Hono app a host serves: the job board's interface at /api/v1.1, JobDesk's app endpoints at
// /app/v1 and the UI's files at /, behind one error handler that renders the one error body.
import { Hono } from 'hono';
import type { Logger } from '../../src-shared/logger.ts';
import { type StoreFailure, storeFailureOf } from '../store/store-failure.ts';
import {
  ApiError,
  databaseBusyError,
  databaseDamagedError,
  dataFolderReadOnlyError,
  diskFullError,
  internalError,
  noSuchAddressError,
} from './api-error.ts';
import { APP_BASE_PATH } from './app-api.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { admitBrowserSessions, type BrowserAccess } from './browser-access.ts';
import { requireOwnHost } from './host-check.ts';
import { API_BASE_PATH } from './job-board-api.ts';
import { methodOverride } from './method-override.ts';

export type FrontDoorOptions = {
  /** The job board's interface (createJobBoardApi), a board's or JobDesk's local one. */
  jobBoard: Hono<AuthenticatedEnv>;
  /** JobDesk's app endpoints (createAppApi); a board has none. */
  app?: Hono<AuthenticatedEnv>;
  /** The UI's files (createUiFiles); served at `/` after everything else. */
  ui?: Hono<AuthenticatedEnv>;
  /**
   * The `Host` values a request may name (`127.0.0.1:5180`), for a server on a loopback port; all
   * when absent (in process, or the desktop app's own scheme, which no other site can reach).
   */
  allowedHosts?: readonly string[];
  /** Browser mode: a token for this run opens a session cookie that stands for the local key. */
  browserAccess?: BrowserAccess;
  /**
   * The sentence saying the database was found damaged (database-upkeep.ts), or null: a write it refuses
   * (the database is query-only then) is answered with it rather than as a read-only disk.
   */
  databaseDamaged?: () => string | null;
  logger: Logger;
};

const STORE_FAILURE_ANSWERS: Record<StoreFailure, () => ApiError> = {
  busy: databaseBusyError,
  'disk-full': diskFullError,
  'read-only': dataFolderReadOnlyError,
};

export type FrontDoor = { fetch(request: Request): Promise<Response> };

export function createFrontDoor(options: FrontDoorOptions): FrontDoor {
  const door = new Hono<AuthenticatedEnv>();
  if (options.allowedHosts) door.use('*', requireOwnHost(options.allowedHosts));
  if (options.browserAccess) door.use('*', admitBrowserSessions(options.browserAccess));
  door.use(`${API_BASE_PATH}/*`, methodOverride(door));
  door.route(API_BASE_PATH, options.jobBoard);
  if (options.app) door.route(APP_BASE_PATH, options.app);
  if (options.ui) door.route('/', options.ui);

  door.notFound(() => noSuchAddressError().getResponse());
  door.onError((error, c) => {
    if (error instanceof ApiError) return error.getResponse();
    const failure = storeFailureOf(error);
    if (failure !== null) {
      // Not a bug: the disk or another program. Logged as a warning, answered with what it means.
      options.logger.warn('The store refused a request', { method: c.req.method, path: c.req.path, failure });
      const damaged = failure === 'read-only' ? (options.databaseDamaged?.() ?? null) : null;
      if (damaged !== null) return databaseDamagedError(damaged).getResponse();
      return STORE_FAILURE_ANSWERS[failure]().getResponse();
    }
    options.logger.error('Unexpected error while answering a request', {
      method: c.req.method,
      path: c.req.path,
      error,
    });
    return internalError().getResponse();
  });
  return { fetch: async (request) => door.fetch(request) };
}

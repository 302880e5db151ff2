// The app endpoints over a sync world's local store, behind the front door, with a sync engine and settings
// that do nothing unless a test passes its own (a resolve is the real one, over the store): for tests of
// what /app/v1 answers from the store.
import { createAppApi, type SyncControl } from '../../../src-main/api/app-api.ts';
import { createFrontDoor, type FrontDoor } from '../../../src-main/api/front-door.ts';
import { resolveConflict } from '../../../src-main/sync/index.ts';
import { createTestLogger } from '../../helpers/test-logger.ts';
import { LOCAL_KEY, type SyncWorld } from './sync-world.ts';

export function appEndpointsOver(world: SyncWorld, sync: Partial<SyncControl> = {}): FrontDoor {
  return createFrontDoor({
    jobBoard: world.local.routes,
    logger: createTestLogger(),
    app: createAppApi({
      store: world.local.store,
      employerId: world.localEmployerId,
      sync: {
        status: () => ({ state: 'idle', pending: 0, failed: 0, lastSyncAt: null }),
        syncNow: async () => undefined,
        retryJob: () => undefined,
        readJob: async () => [],
        discardJobChanges: async () => ({ ok: true, outcome: 'deleted' }),
        resolveConflict: (jobId, choices) =>
          resolveConflict(world.local.jobWriting.boardViews(1), world.localEmployerId, jobId, choices),
        ...sync,
      },
      settings: {
        view: () => ({ remoteUrl: null, hasApiKey: false }),
        update: () => ({ ok: true, value: undefined }),
        testConnection: async () => ({ ok: true, messages: [] }),
      },
      onUnexpectedError: (error) => {
        throw error;
      },
      jobWriting: world.local.jobWriting,
    }),
  });
}

/** A call to /app/v1 on `app` with the local key, its answer's status and parsed body (undefined when empty). */
export async function callApp(
  app: FrontDoor,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const headers: Record<string, string> = { 'API-Key': LOCAL_KEY };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await app.fetch(
    new Request(`http://jobdesk.local/app/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await response.text();
  return { status: response.status, json: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

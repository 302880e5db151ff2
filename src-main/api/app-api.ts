// JobDesk's own endpoints under /app/v1, beside the job board's API: sync status and control,
// per-job sync state and history, settings (the board's API key is write-only) and a server-sent event stream.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { z } from 'zod';
import { parseJobId, parseJobListQuery } from '../../src-shared/rules/query.ts';
import { zodErrorToFailure } from '../../src-shared/rules/validation-issues.ts';
import {
  type AppEvent,
  type ConnectionTest,
  type JobSyncStatus,
  type SettingsUpdate,
  SettingsUpdateSchema,
  type SettingsView,
  SyncNowRequestSchema,
  type SyncStatus,
} from '../../src-shared/schemas/app.ts';
import type { JobHistoryPage } from '../../src-shared/schemas/history.ts';
import type { Store } from '../store/store.ts';
import { ApiError, authenticationError, internalError, notFoundError, validationError } from './api-error.ts';
import { jsonResponse, readJsonBody, readOptionalJsonBody } from './http-body.ts';
import { buildPaging } from './paging.ts';

export const APP_BASE_PATH = '/app/v1';

/** What the app endpoints need of the sync engine (the host passes the engine in). */
export type SyncControl = {
  status(): SyncStatus;
  /** Starts a sync now, resetting any backoff; resolves when that sync has finished. `full`: re-read every job. */
  syncNow(options?: { full?: boolean }): Promise<void>;
  /** Sends the job's waiting changes again, even if the board rejected them before. */
  retryJob(jobId: number): void;
  /** Drops the job's waiting changes and restores the board's version of it. */
  discardJobChanges(jobId: number): Promise<{ ok: true } | { ok: false; messages: string[] }>;
};

export type SettingsControl = {
  view(): SettingsView;
  update(update: SettingsUpdate): void;
  testConnection(): Promise<ConnectionTest>;
};

export type AppEvents = { subscribe(listener: (event: AppEvent) => void): () => void };

export type AppApiOptions = {
  store: Store;
  /** The employer whose jobs this app shows, and that the local API key belongs to. */
  employerId: number;
  sync: SyncControl;
  settings: SettingsControl;
  events: AppEvents;
  onUnexpectedError?: (error: unknown) => void;
};

export function createAppApi(options: AppApiOptions): { fetch(request: Request): Promise<Response> } {
  const { store, employerId, sync, settings, events } = options;
  const app = new Hono().basePath(APP_BASE_PATH);

  app.use('*', async (c, next) => {
    const key = c.req.header('API-Key')?.trim() ?? c.req.query('key');
    const employer = key ? store.employers.findEmployerByKey(key) : undefined;
    if (!employer || employer.id !== employerId) throw authenticationError();
    await next();
  });

  const jobId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    return id.value;
  };

  app.get('/sync', () => jsonResponse(200, sync.status()));
  app.post('/sync', async (c) => {
    const parsed = SyncNowRequestSchema.safeParse((await readOptionalJsonBody(c)) ?? {});
    if (!parsed.success) throw validationError(zodErrorToFailure(parsed.error as z.ZodError));
    // The answer does not wait for the sync: the UI follows it through /events or GET /sync.
    void sync.syncNow(parsed.data).catch(options.onUnexpectedError ?? (() => {}));
    return jsonResponse(202, sync.status());
  });
  app.get('/jobs/:id/sync', (c) => {
    const status = jobSyncStatus(jobId(c.req.param('id')));
    if (!status) throw notFoundError();
    return jsonResponse(200, status);
  });
  app.post('/jobs/:id/retry', (c) => {
    const id = jobId(c.req.param('id'));
    if (store.outbox.listOutboxForJob(id).length === 0)
      throw notFoundError('This job has no change waiting to be sent.');
    sync.retryJob(id);
    return jsonResponse(202, jobSyncStatus(id) ?? { jobId: id });
  });
  app.post('/jobs/:id/discard', async (c) => {
    const id = jobId(c.req.param('id'));
    const result = await sync.discardJobChanges(id);
    if (!result.ok) throw new ApiError(409, 'ConflictException', result.messages);
    return jsonResponse(200, jobSyncStatus(id) ?? { jobId: id, discarded: true });
  });

  app.get('/jobs/:id/history', (c) => {
    const id = jobId(c.req.param('id'));
    const query = parseJobListQuery({ page: c.req.query('page'), pageSize: c.req.query('pageSize') });
    if (!query.ok) throw validationError(query.error);
    const { rows, total } = store.history.page(id, query.value.page, query.value.pageSize);
    const page: JobHistoryPage = { data: rows, paging: buildPaging(c.req.url, query.value, total) };
    return jsonResponse(200, page);
  });

  app.get('/settings', () => jsonResponse(200, settings.view()));
  app.put('/settings', async (c) => {
    const parsed = SettingsUpdateSchema.safeParse(await readJsonBody(c));
    if (!parsed.success) throw validationError(zodErrorToFailure(parsed.error as z.ZodError));
    settings.update(parsed.data);
    return jsonResponse(200, settings.view());
  });
  app.post('/settings/test', async () => jsonResponse(200, await settings.testConnection()));

  app.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = events.subscribe((event) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'sync', data: JSON.stringify({ type: 'sync', status: sync.status() }) });
      // Comments keep idle connections open through proxies and tell a dead client apart.
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(15_000);
        await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    }),
  );

  function jobSyncStatus(id: number): JobSyncStatus | undefined {
    const info = store.jobs.getJobSyncInfo(employerId, id);
    const rows = store.outbox.listOutboxForJob(id);
    if (!info && rows.length === 0) return undefined;
    const failedRow = rows.find((row) => row.state === 'failed' || row.state === 'needs-attention');
    return {
      jobId: id,
      state: info?.syncState ?? 'pending',
      messages: [info?.syncMessage ?? failedRow?.lastError].filter((text): text is string => Boolean(text)),
      remoteId: info?.remoteId ?? null,
      pendingChanges: rows.length,
    };
  }

  app.notFound(() => jsonResponse(404, notFoundError('There is nothing at this address.').toBody()));
  app.onError((error) => {
    if (error instanceof ApiError) return jsonResponse(error.status, error.toBody(), error.headers);
    (options.onUnexpectedError ?? console.error)(error);
    return jsonResponse(500, internalError().toBody());
  });

  return { fetch: async (request) => app.fetch(request) };
}

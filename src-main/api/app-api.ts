// JobDesk's own endpoints, to be mounted at /app/v1 beside the job board's API: sync status and
// control, per-job sync state and conflicts, settings (the board's API key is write-only) and a server-sent
// event stream, and each job's history (and a value it kept, restored). Every answer has a schema of src-shared/schemas/app.ts.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { validationFailure } from '../../src-shared/errors/validation-failure.ts';
import type { Result } from '../../src-shared/result.ts';
import { historyValueToInput } from '../../src-shared/rules/history-values.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import {
  isRefusalRow,
  type NeedsRecruiterState,
  needsRecruiter,
  postingMostInNeed,
} from '../../src-shared/rules/job-sync-state.ts';
import { parseJobId, parseJobIdListQuery, parseJobListQuery } from '../../src-shared/rules/query.ts';
import type {
  AppEvent,
  ConnectionTest,
  ConnectionTestRequest,
  DiscardResult,
  JobReadResult,
  JobSyncStatus,
  JobSyncStatusList,
  SettingsUpdate,
  SettingsView,
  SyncStatus,
} from '../../src-shared/schemas/app.ts';
import {
  ConnectionTestRequestSchema,
  SettingsUpdateSchema,
  SyncNowRequestSchema,
} from '../../src-shared/schemas/app.ts';
import type { AttentionJob, AttentionList, AttentionReason } from '../../src-shared/schemas/attention.ts';
import {
  type ConflictChoice,
  ConflictResolutionSchema,
  type MergedProperty,
  type PropertyConflict,
} from '../../src-shared/schemas/conflicts.ts';
import { HistoryRestoreSchema, type JobHistoryPage } from '../../src-shared/schemas/history.ts';
import { LIMITS } from '../../src-shared/schemas/limits.ts';
import type { FieldError } from '../../src-shared/schemas/resources.ts';
import {
  deleteHeldOnBoard,
  type HeldDelete,
  leaveHeldOnBoard,
  listHeldDeletes,
} from '../jobs/held-deletes.ts';
import { createLanguageVersionSteps } from '../jobs/language-version-steps.ts';
import type { JobWriting } from '../jobs/local-job-writes.ts';
import { removeJobHere, republishJob } from '../jobs/missing-job-writes.ts';
import type { Store } from '../store/store.ts';
import type { JobSyncInfo } from '../store/stored-job.ts';
import { ApiError, jobWriteError, notFoundError, validationError } from './api-error.ts';
import { type AuthenticatedEnv, authenticate } from './authenticate.ts';
import { addBackupsRoutes, type BackupsControl } from './backups-api.ts';
import { addBoardRoutes, type BoardsControl } from './boards-api.ts';
import { addBulkJobActionsRoute } from './bulk-job-actions.ts';
import { addFirstScreenRoute, type RenderFirstScreen } from './first-screen-api.ts';
import { limitBodySize, readJsonBody, readOptionalJsonBody } from './http-body.ts';
import { addJobListViewRoute } from './job-list-view.ts';
import { jsonResponse } from './json-response.ts';
import { addLanguageVersionRoutes } from './language-versions-api.ts';
import { buildPaging } from './paging.ts';
import { parseRequest } from './parse-request.ts';
import { addPostingChecksRoutes } from './posting-checks-api.ts';
import { addPostingRoutes } from './postings-api.ts';
import { addSpellingRoutes } from './spelling-api.ts';
import { addTemplatesRoutes } from './templates-api.ts';

export const APP_BASE_PATH = '/app/v1';

/** Why a job waits for the recruiter, for each state of the rule that needs them. */
const ATTENTION_REASONS: Record<NeedsRecruiterState, AttentionReason> = {
  failed: 'refused',
  'needs-attention': 'needs-credit',
  'missing-on-remote': 'missing-on-remote',
  conflict: 'conflict',
};

/** Why a resolve was refused; the engine's own words for the recruiter come from here. */
export type ResolveRefusal =
  | { type: 'not-found' }
  | { type: 'no-conflict' }
  | { type: 'not-in-conflict'; properties: MergedProperty[] }
  | { type: 'reference-id-in-use'; referenceId: string; jobId: number };

/** What the app endpoints need of the sync engine (the composition root passes the engine in). */
export type SyncControl = {
  status(): SyncStatus;
  /** Starts a sync now, resetting any backoff; resolves when that sync has finished. `full`: re-read every job. */
  syncNow(options?: { full?: boolean }): Promise<void>;
  /** Sends the job's waiting changes again, even if the board rejected them before. */
  retryJob(jobId: number): void;
  /** Reads the job once from each board it is posted to (the editor opens it); one outcome per board. */
  readJob(jobId: number): Promise<JobReadResult['data']>;
  /** Drops the job's waiting changes and restores the board's version of it (maybe under a new id). */
  discardJobChanges(
    jobId: number,
  ): Promise<
    | { ok: true; outcome: 'restored'; jobId: number }
    | { ok: true; outcome: 'deleted' }
    | { ok: false; messages: string[] }
  >;
  /** Applies the recruiter's choice for properties in conflict, in one transaction, and wakes sync. */
  resolveConflict(
    jobId: number,
    choices: Partial<Record<MergedProperty, ConflictChoice>>,
  ): { ok: true } | { ok: false; error: ResolveRefusal };
};

export type SettingsControl = {
  view(): SettingsView;
  /** Saves the change; a refusal names its fields (a key with no address to keep it for). */
  update(update: SettingsUpdate): Result<void, FieldError[]>;
  /** Tries the typed address and key (the saved ones where absent; the saved key only with its address). */
  testConnection(typed?: ConnectionTestRequest): Promise<ConnectionTest>;
};

export type AppApiOptions = {
  store: Store;
  /** The employer whose jobs this app shows, and that the local API key belongs to. */
  employerId: number;
  sync: SyncControl;
  settings: SettingsControl;
  /** The job boards and their engines' states; without it, no /boards routes (a harness of other routes). */
  boards?: BoardsControl;
  /** The database's backups and their restore; without it (an in-memory store), no /backups routes. */
  backups?: BackupsControl;
  /** Told of a failure nobody waits for (a sync started by POST /sync). */
  onUnexpectedError: (error: unknown) => void;
  /** How the local API writes a job (bulk actions write each job the same way). */
  jobWriting: JobWriting;
  /** Renders the jobs list's first screen (first-screen-api.ts); without it, no /first-screen route. */
  renderFirstScreen?: RenderFirstScreen;
};

/** The routes, relative to APP_BASE_PATH; errors are thrown as ApiError for the front door to render. */
export function createAppApi(options: AppApiOptions): Hono<AuthenticatedEnv> {
  const { store, employerId, sync, settings } = options;
  const app = new Hono<AuthenticatedEnv>();
  const { jobs, boardViews } = options.jobWriting;
  // A value restored from the history is the recruiter's edit: the job's version takes what it shares.
  const versions = createLanguageVersionSteps(store, jobs);

  app.use(limitBodySize(LIMITS.bodyBytes));

  app.use('*', authenticate(store, { employerId }));

  const jobId = (segment: string): number => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    return id.value;
  };

  app.get('/sync', () => jsonResponse(200, sync.status()));
  app.post('/sync', async (c) => {
    const parsed = parseRequest(SyncNowRequestSchema, (await readOptionalJsonBody(c)) ?? {});
    // The answer does not wait for the sync: the UI follows it through /events or GET /sync.
    void sync.syncNow(parsed).catch(options.onUnexpectedError);
    return jsonResponse(202, sync.status());
  });
  app.get('/jobs/sync', (c) => {
    const ids = parseJobIdListQuery(c.req.query());
    if (!ids.ok) throw validationError(ids.error);
    const data = ids.value.map(jobSyncStatus).filter((status) => status !== undefined);
    return jsonResponse(200, { data } satisfies JobSyncStatusList);
  });
  app.get('/jobs/attention', () => {
    const data = store.jobs
      .listJobsNeedingAttention(employerId)
      .map(attentionJob)
      .filter((job) => job !== undefined);
    // A job deleted here has no sync state of its own: its waiting delete is listed by board.
    for (const held of listHeldDeletes(store, employerId)) data.push(heldDeleteJob(held));
    return jsonResponse(200, { data } satisfies AttentionList);
  });
  // A delete of a job gone here that waits on a board: delete the job found there too, or leave it there.
  app.post('/jobs/:id/delete-on-board', (c) => {
    const id = jobId(c.req.param('id'));
    if (!deleteHeldOnBoard(store, employerId, id)) throw noHeldDelete();
    void sync.syncNow().catch(options.onUnexpectedError);
    return jsonResponse(202, jobSyncStatus(id));
  });
  app.post('/jobs/:id/leave-on-board', (c) => {
    const id = jobId(c.req.param('id'));
    if (!leaveHeldOnBoard(store, employerId, id)) throw noHeldDelete();
    return new Response(null, { status: 204 });
  });
  // A job gone from the board: send it anew (as a create), or forget it here without telling the board.
  app.post('/jobs/:id/republish', (c) => {
    const id = jobId(c.req.param('id'));
    republishJob(store, boardViews, employerId, missingJob(id));
    void sync.syncNow().catch(options.onUnexpectedError);
    return jsonResponse(202, jobSyncStatus(id));
  });
  app.post('/jobs/:id/remove-here', (c) => {
    const id = jobId(c.req.param('id'));
    missingJob(id);
    removeJobHere(store, boardViews, employerId, id);
    return new Response(null, { status: 204 });
  });
  // A conflict decided property by property: keep mine (sent), or use the job board's (taken here).
  app.post('/jobs/:id/resolve', async (c) => {
    const id = jobId(c.req.param('id'));
    const parsed = parseRequest(ConflictResolutionSchema, await readJsonBody(c));
    const result = sync.resolveConflict(id, parsed.choices);
    if (!result.ok) throw resolveError(result.error);
    const status = jobSyncStatus(id);
    if (!status) throw notFoundError();
    return jsonResponse(200, status);
  });
  app.get('/jobs/:id/sync', (c) => {
    const status = jobSyncStatus(jobId(c.req.param('id')));
    if (!status) throw notFoundError();
    return jsonResponse(200, status);
  });
  // The editor opens a job while online: each board's version of it, once, so what colleagues changed shows.
  app.post('/jobs/:id/read', async (c) => {
    const id = jobId(c.req.param('id'));
    if (!store.jobs.getJob(employerId, id)) throw notFoundError();
    const result: JobReadResult = { data: await sync.readJob(id) };
    return jsonResponse(200, result);
  });
  app.post('/jobs/:id/retry', (c) => {
    const id = jobId(c.req.param('id'));
    if (outboxRowsOf(id).length === 0) throw notFoundError('This job has no change waiting to be sent.');
    sync.retryJob(id);
    const status = jobSyncStatus(id);
    if (!status) throw notFoundError();
    return jsonResponse(202, status);
  });
  app.post('/jobs/:id/discard', async (c) => {
    const id = jobId(c.req.param('id'));
    const result = await sync.discardJobChanges(id);
    if (!result.ok) throw new ApiError(409, 'ConflictException', result.messages);
    return jsonResponse(200, discardResult(id, result));
  });

  // A value the history kept, restored: the recruiter's own edit of that property, as PUT /jobs/{id} makes it.
  app.post('/jobs/:id/history/restore', async (c) => {
    const id = jobId(c.req.param('id'));
    const { property, value } = parseRequest(HistoryRestoreSchema, await readJsonBody(c));
    const updated = versions.update(employerId, id, { [property]: historyValueToInput(property, value) });
    if (!updated.ok) throw jobWriteError(updated.error);
    return jsonResponse(200, updated.value);
  });
  app.get('/jobs/:id/history', (c) => {
    const id = jobId(c.req.param('id'));
    const query = parseJobListQuery({ page: c.req.query('page'), pageSize: c.req.query('pageSize') });
    if (!query.ok) throw validationError(query.error);
    const { rows, total } = store.history.page(id, query.value.page, query.value.pageSize);
    // A deleted job keeps its history, to read what became of it; an id no job ever had is not found.
    if (total === 0 && !store.jobs.getJob(employerId, id)) throw notFoundError();
    const page: JobHistoryPage = { data: rows, paging: buildPaging(c.req.url, query.value, total) };
    return jsonResponse(200, page);
  });

  app.get('/settings', () => jsonResponse(200, settings.view()));
  app.put('/settings', async (c) => {
    const parsed = parseRequest(SettingsUpdateSchema, await readJsonBody(c));
    const saved = settings.update(parsed);
    if (!saved.ok) throw validationError(validationFailure(saved.error));
    return jsonResponse(200, settings.view());
  });
  app.post('/settings/test', async (c) => {
    const parsed = parseRequest(ConnectionTestRequestSchema, (await readOptionalJsonBody(c)) ?? {});
    return jsonResponse(200, await settings.testConnection(parsed));
  });

  app.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      // The store's change stream, but for what the UI does not hear (saved settings it reads itself).
      const unsubscribe = store.changes.subscribe((change) => {
        if (change.type === 'settings') return;
        const event: AppEvent = change;
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

  const activeBoard = (id: number) => {
    const board = store.boards.get(id);
    return board?.removed ? undefined : board;
  };
  // The job boards, and each job's postings on them.
  if (options.boards) addBoardRoutes(app, { store, boards: options.boards });
  addPostingRoutes(app, {
    store,
    boardViews,
    employerId,
    board: activeBoard,
    onChange: () => void sync.syncNow().catch(options.onUnexpectedError),
    jobWriting: options.jobWriting,
  });

  // Each job's version in the other language, and the recruiter's answers about it for the posting laws.
  addLanguageVersionRoutes(app, { ...options.jobWriting, store, employerId, board: activeBoard });

  // The jobs list as the app shows it, and bulk actions on its rows.
  addJobListViewRoute(app, { store, boardViews, employerId, now: options.jobWriting.now, jobSyncStatus });
  addBulkJobActionsRoute(app, { store, employerId, jobWriting: options.jobWriting });
  addPostingChecksRoutes(app, { store, employerId, now: options.jobWriting.now });
  // Templates and spelling, kept in the store for this employer.
  addTemplatesRoutes(app, { store, employerId });
  addSpellingRoutes(app, { store, employerId });
  if (options.backups) addBackupsRoutes(app, options.backups);
  if (options.renderFirstScreen) addFirstScreenRoute(app, options.renderFirstScreen);

  function jobSyncStatus(id: number): JobSyncStatus | undefined {
    const info = store.jobs.getJobSyncInfo(employerId, id);
    const rows = outboxRowsOf(id);
    if (!info && rows.length === 0) return undefined;
    // The newest refusal, as the rule's message is.
    const failedRow = rows.findLast(isRefusalRow);
    const retryAt = rows.find((row) => row.state === 'pending' && row.nextAttemptAt !== null)?.nextAttemptAt;
    return {
      jobId: id,
      state: info?.syncState ?? 'pending',
      messages: [info?.syncMessage ?? failedRow?.lastError].filter((text): text is string => Boolean(text)),
      ...(failedRow?.lastErrorFields.length ? { fields: failedRow.lastErrorFields } : {}),
      remoteId: info?.remoteId ?? null,
      pendingChanges: rows.length,
      ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      ...(info?.syncState === 'conflict' ? { conflicts: conflictsOf(id) } : {}),
    };
  }

  /** Each property in conflict with both values, as JobInput holds them: mine now, the board's when read. */
  function conflictsOf(id: number): PropertyConflict[] {
    const scoped = boardScopes().find((each) => each.boardJobs.get(id)?.conflict);
    const conflict = scoped?.boardJobs.get(id)?.conflict;
    const job = scoped?.jobs.getJob(employerId, id);
    if (!conflict || !job) return [];
    const mine = jobToInput(job);
    const theirs = jobToInput(conflict.board);
    return conflict.properties.map((property) => ({
      property,
      mine: mine[property],
      theirs: theirs[property],
    }));
  }

  /** Every board's view of the store, removed boards too (their withdrawals may still wait). */
  function boardScopes() {
    return store.boards.listAll().map((board) => boardViews(board.id));
  }

  /** The job's rows on every board's outbox, oldest first per board. */
  function outboxRowsOf(id: number) {
    return boardScopes().flatMap((scoped) => scoped.outbox.listOutboxForJob(id));
  }

  function boardsWhereMissing(id: number) {
    return boardScopes().filter(
      (scoped) => scoped.jobs.getJobSyncInfo(employerId, id)?.syncState === 'missing-on-remote',
    );
  }

  function missingJob(id: number) {
    const job = store.jobs.getJob(employerId, id);
    if (!job) throw notFoundError();
    if (boardsWhereMissing(id).length === 0)
      throw new ApiError(409, 'ConflictException', ['This job is still on the job board.']);
    return job;
  }

  /** A job the store listed as needing attention, with what the recruiter reads about it. */
  function attentionJob(info: JobSyncInfo): AttentionJob | undefined {
    const job = store.jobs.getJob(employerId, info.id);
    if (!needsRecruiter(info.syncState) || !job) return undefined;
    const reason = ATTENTION_REASONS[info.syncState];
    const newest = store.history.page(info.id, 1, 1).rows[0];
    // The board whose posting gave the job its state: the one most in need, as the rule combines them.
    const posting = postingMostInNeed(
      store.boards.postingsOfJob(info.id).map((each) => ({
        boardId: each.boardId,
        state: boardViews(each.boardId).jobs.getJobSyncState(employerId, info.id) ?? 'local',
      })),
    );
    const board = posting === undefined ? undefined : store.boards.get(posting.boardId);
    const fields = reason === 'refused' ? jobSyncStatus(info.id)?.fields : undefined;
    return {
      jobId: info.id,
      title: job.title,
      status: job.status,
      reason,
      ...(board ? { boardId: board.id, boardName: board.name } : {}),
      messages: info.syncMessage ? [info.syncMessage] : [],
      ...(fields ? { fields } : {}),
      at: newest?.at ?? info.updatedAt,
      ...(reason === 'conflict' ? { conflicts: conflictsOf(info.id) } : {}),
    };
  }

  function heldDeleteJob(held: HeldDelete): AttentionJob {
    const board = store.boards.get(held.boardId);
    return {
      jobId: held.jobId,
      title: held.title,
      reason: 'delete-held',
      ...(board ? { boardId: board.id, boardName: board.name } : {}),
      messages: held.message === null ? [] : [held.message],
      at: store.history.page(held.jobId, 1, 1).rows[0]?.at ?? held.at,
    };
  }

  function discardResult(
    id: number,
    result: { outcome: 'restored'; jobId: number } | { outcome: 'deleted' },
  ): DiscardResult {
    if (result.outcome === 'deleted') return { outcome: 'deleted', jobId: id };
    const status = jobSyncStatus(result.jobId);
    // The restored job was written in the discard's own transaction: it has a sync state.
    if (!status) throw new Error(`The job ${result.jobId} restored from the board cannot be read back.`);
    return { outcome: 'restored', jobId: result.jobId, status };
  }

  return app;
}

function noHeldDelete(): ApiError {
  return notFoundError('This job has no delete waiting for you on a job board.');
}

function resolveError(refusal: ResolveRefusal): ApiError {
  switch (refusal.type) {
    case 'not-found':
      return notFoundError();
    case 'no-conflict':
      return new ApiError(409, 'ConflictException', ['This job has no conflict to resolve.']);
    case 'reference-id-in-use':
      return new ApiError(409, 'ConflictException', [
        `The job board's Reference ID "${refusal.referenceId}" is already used by another job here (job ${refusal.jobId}). ` +
          'Keep yours for the Reference ID, or change the other job first.',
      ]);
    case 'not-in-conflict': {
      const messages = refusal.properties.map((property) => `${property} is not in conflict.`);
      return new ApiError(400, 'ValidationException', messages, {
        fields: refusal.properties.map((property, index) => ({
          path: `choices.${property}`,
          message: messages[index] ?? '',
        })),
      });
    }
  }
}

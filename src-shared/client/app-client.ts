// The typed client of JobDesk's own endpoints (/app/v1): sync status, per-job sync state, boards and postings, settings and the event stream.
import type * as z from 'zod/mini';
import type { ProvinceCode } from '../locations/provinces.ts';
import { ok, type Result } from '../result.ts';
import type { JobListSort, SortOrder } from '../rules/list-sort.ts';
import {
  type ConnectionTest,
  type ConnectionTestRequest,
  ConnectionTestSchema,
  type JobReadResult,
  JobReadResultSchema,
  type JobSyncStatus,
  JobSyncStatusListSchema,
  JobSyncStatusSchema,
  type SettingsUpdate,
  type SettingsView,
  SettingsViewSchema,
  type SyncStatus,
  SyncStatusSchema,
} from '../schemas/app.ts';
import { type AttentionJob, AttentionListSchema } from '../schemas/attention.ts';
import {
  type Board,
  type BoardCreate,
  BoardListSchema,
  BoardSchema,
  type BoardUpdate,
  type Posting,
  PostingListSchema,
  type PostingsUpdate,
} from '../schemas/boards.ts';
import type { ConflictResolution } from '../schemas/conflicts.ts';
import type { HistoryRestore, JobHistoryPage } from '../schemas/history.ts';
import {
  type BulkJobAction,
  type BulkJobRequest,
  type BulkJobResult,
  BulkJobResultSchema,
  type JobListView,
  JobListViewSchema,
  type RestoreJobsResult,
  RestoreJobsResultSchema,
} from '../schemas/job-list-view.ts';
import { LIMITS } from '../schemas/limits.ts';
import type {
  PostingCheckRequest,
  PostingFinding,
  PostingLawSettings,
  PostingLawSettingsUpdate,
  PublishChecks,
} from '../schemas/posting-checks.ts';
import { type Job, JobSchema } from '../schemas/resources.ts';
import { type BackupsClientMethods, backupsClientMethods } from './app-client-backups.ts';
import { type JobSaveClientMethods, jobSaveClientMethods } from './app-client-job-save.ts';
import {
  type LanguageVersionClientMethods,
  languageVersionClientMethods,
} from './app-client-language-versions.ts';
import { type TemplatesClientMethods, templatesClientMethods } from './app-client-templates.ts';
import { type AppEventStreamOptions, subscribeToAppEvents } from './app-event-stream.ts';
import { type ListJobsQuery, listJobsParams } from './job-board-client.ts';
import type { JobBoardError } from './job-board-error.ts';
import type { RequestPlan } from './send-request.ts';
import {
  type CallOptions,
  callJson,
  callWithoutAnswer as callWithoutAnswerOver,
  createTransport,
  type TransportOptions,
} from './typed-call.ts';

/**
 * As the job board client's (typed-call.ts), but `getApiKey`'s null sends no key for browser mode's page,
 * whose session cookie goes with its same-origin requests; the key is never put in a URL. `timeoutMs` is
 * not applied to the event stream.
 */
export type AppClientOptions = Omit<TransportOptions, 'onDate'>;

export type EventSubscriptionOptions = Omit<AppEventStreamOptions, 'url' | 'fetch'>;

/**
 * The app's jobs list asks what GET /jobs asks, and `board` (only the jobs posted to that board), `province`
 * (only those with a location there), `closing: 'soon'` (the active jobs closing within 7 days), `sort` and
 * `order` (src-shared/rules/query.ts says each one's values).
 */
export type JobListViewRequest = ListJobsQuery & {
  board?: number;
  province?: ProvinceCode;
  closing?: 'soon';
  sort?: JobListSort;
  order?: SortOrder;
};

/** The query string of GET /app/v1/jobs: GET /jobs's, then each app parameter given; the default order is left out. */
export function jobListViewParams({ board, province, closing, sort, order, ...query }: JobListViewRequest) {
  const params = listJobsParams(query);
  if (board !== undefined) params.set('board', String(board));
  if (province !== undefined) params.set('province', province);
  if (closing !== undefined) params.set('closing', closing);
  if (sort !== undefined && (sort !== 'publishDate' || (order ?? 'desc') !== 'desc')) {
    params.set('sort', sort);
    if (order !== undefined) params.set('order', order);
  }
  return params;
}

/**
 * Every method resolves to a Result and never throws for HTTP, network or body problems: a failure is a
 * JobBoardError value (the same type as the job board client's: `reason`, `retryable`, `fields`). Every 2xx
 * body is checked with the shared schemas of `schemas/app.ts`.
 */
export type AppClient = TemplatesClientMethods &
  JobSaveClientMethods &
  LanguageVersionClientMethods & {
    /** GET /sync. */
    syncStatus(options?: CallOptions): Promise<Result<SyncStatus, JobBoardError>>;
    /** POST /sync: starts a sync now; answers at once with the status (the sync goes on in the core). */
    syncNow(options?: CallOptions): Promise<Result<SyncStatus, JobBoardError>>;
    /** GET /jobs/{id}/sync. A job the core does not know: reason `'not-found'`. */
    jobSyncStatus(id: number, options?: CallOptions): Promise<Result<JobSyncStatus, JobBoardError>>;
    /**
     * The sync state of several jobs: `GET /jobs/sync?ids=1,2,3` (in calls of at most 100 ids). A job the core
     * does not know is left out of the answer.
     */
    jobSyncStates(
      ids: readonly number[],
      options?: CallOptions,
    ): Promise<Result<JobSyncStatus[], JobBoardError>>;
    /** POST /jobs/{id}/retry. */
    retryJob(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /** POST /jobs/{id}/read: the job read once from each board it is posted to (the editor opens it). */
    readJob(id: number, options?: CallOptions): Promise<Result<JobReadResult, JobBoardError>>;
    /**
     * POST /jobs/{id}/delete-on-board: a job deleted here whose delete waits (the job found on the board
     * differs from what JobDesk sent) is deleted there too. No such delete: `'not-found'`.
     */
    deleteHeldOnBoard(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /** POST /jobs/{id}/leave-on-board: such a delete ends; the board's job stays. No such delete: `'not-found'`. */
    leaveHeldOnBoard(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /** POST /jobs/{id}/discard. */
    discardJobChanges(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /**
     * POST /jobs/{id}/resolve: for each property named, keep mine (sent to the board) or use the board's
     * (taken here). Answers the job's sync state after it. A property not in conflict: reason `'validation'`
     * (400); a job without a conflict: `'conflict'` (409); no such job: `'not-found'`.
     */
    resolveConflict(
      id: number,
      choices: ConflictResolution['choices'],
      options?: CallOptions,
    ): Promise<Result<JobSyncStatus, JobBoardError>>;
    /** GET /jobs/attention: jobs the board refused, jobs waiting for job credit, jobs gone from the board. */
    attentionJobs(options?: CallOptions): Promise<Result<AttentionJob[], JobBoardError>>;
    /** POST /jobs/{id}/republish: sends a job that vanished from the board anew. */
    republishJob(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /** POST /jobs/{id}/remove-here: deletes a job that vanished from the board here only. */
    removeJobHere(id: number, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /**
     * POST /jobs/{id}/history/restore: a value the job's history kept, written back as an edit of the job
     * (the rules of PUT /jobs/{id}: a value they refuse is `'validation'`, 400). Answers the job.
     */
    restoreHistoryValue(
      id: number,
      restore: HistoryRestore,
      options?: CallOptions,
    ): Promise<Result<Job, JobBoardError>>;
    /** GET /jobs/{id}/history?page=&pageSize=: the job's timeline, newest first. */
    jobHistory(
      id: number,
      paging: { page: number; pageSize: number },
      options?: CallOptions,
    ): Promise<Result<JobHistoryPage, JobBoardError>>;
    /**
     * GET /jobs?q=&status=&page=&pageSize=&board=: one page of the jobs list with everything its rows show, the
     * count of every tab and the total, in one answer (the query rules of the job board's GET /jobs).
     */
    jobListView(
      query?: JobListViewRequest,
      options?: CallOptions,
    ): Promise<Result<JobListView, JobBoardError>>;
    /** POST /jobs/bulk: one action on many jobs, in one transaction; says which changed and which not, and why. */
    bulkJobAction(
      request: BulkJobRequest,
      options?: CallOptions,
    ): Promise<Result<BulkJobResult, JobBoardError>>;
    /**
     * POST /jobs/restore: undoes the deletes of these jobs (made with `bulkJobAction`) while their undo window
     * lasts, in one transaction; the same jobs come back and the board never hears of the delete.
     */
    restoreJobs(
      ids: readonly number[],
      options?: CallOptions,
    ): Promise<Result<RestoreJobsResult, JobBoardError>>;
    /**
     * POST /jobs/restore with the action: undoes a bulk Publish, Archive or Delete of these jobs while its
     * undo window lasts, in one transaction; within it nothing of the action reaches a job board.
     */
    undoBulkJobAction(
      action: BulkJobAction,
      ids: readonly number[],
      options?: CallOptions,
    ): Promise<Result<RestoreJobsResult, JobBoardError>>;
    /** GET /settings. The board's API key is never sent back, only whether there is one. */
    settings(options?: CallOptions): Promise<Result<SettingsView, JobBoardError>>;
    /** PUT /settings. */
    updateSettings(
      update: SettingsUpdate,
      options?: CallOptions,
    ): Promise<Result<SettingsView, JobBoardError>>;
    /**
     * POST /settings/test: tries the connection with the typed address and key; where absent, the saved
     * ones (the saved key only with the address it was saved for).
     */
    testConnection(
      typed?: ConnectionTestRequest,
      options?: CallOptions,
    ): Promise<Result<ConnectionTest, JobBoardError>>;
    /** GET /boards: every job board JobDesk posts to, with its sync state; no key is ever sent back. */
    boards(options?: CallOptions): Promise<Result<Board[], JobBoardError>>;
    /** POST /boards: adds a board (201 with it). A bad name, address or key: reason `'validation'`. */
    addBoard(board: BoardCreate, options?: CallOptions): Promise<Result<Board, JobBoardError>>;
    /** PUT /boards/{id}: renames it or changes its address or key (a new address forgets the saved key). */
    updateBoard(
      id: number,
      update: BoardUpdate,
      options?: CallOptions,
    ): Promise<Result<Board, JobBoardError>>;
    /**
     * DELETE /boards/{id}: removes a board. While jobs are posted there: reason `'conflict'` (409), unless
     * `withdraw` is true, which withdraws them from that board first.
     */
    removeBoard(id: number, withdraw?: boolean, options?: CallOptions): Promise<Result<void, JobBoardError>>;
    /**
     * POST /boards/{id}/test: tries the board's connection with the typed address and key; where absent, the
     * board's saved ones (the saved key only with the address it was saved for).
     */
    testBoard(
      id: number,
      typed?: ConnectionTestRequest,
      options?: CallOptions,
    ): Promise<Result<ConnectionTest, JobBoardError>>;
    /** GET /jobs/{id}/postings: the job's posting on each board it is sent to. */
    jobPostings(id: number, options?: CallOptions): Promise<Result<Posting[], JobBoardError>>;
    /**
     * PUT /jobs/{id}/postings: the boards the job is posted to, replacing the set (a board left out is
     * withdrawn: a delete on that board only). Answers the new set.
     */
    setJobPostings(
      id: number,
      postings: PostingsUpdate['postings'],
      options?: CallOptions,
    ): Promise<Result<Posting[], JobBoardError>>;
    /**
     * GET /events: calls `onEvent` with every event that parses with `AppEventSchema` (others are reported
     * through `onInvalidEvent` and skipped), reconnecting by itself after a drop. Returns the function that
     * ends the subscription.
     */
    /** GET /jobs/{id}/checks: the posting-law findings of a saved job. A job the core does not know: `'not-found'`. */
    jobChecks(id: number, options?: CallOptions): Promise<Result<PostingFinding[], JobBoardError>>;
    /**
     * POST /jobs/publish-checks: of these saved jobs (up to 100), those a Publish would change that have
     * posting-law findings, with them.
     */
    publishChecks(
      ids: readonly number[],
      options?: CallOptions,
    ): Promise<Result<PublishChecks['data'], JobBoardError>>;
    /** POST /checks: the posting-law findings of a job not saved yet (its locations, salary and description). */
    checkPosting(
      job: PostingCheckRequest,
      options?: CallOptions,
    ): Promise<Result<PostingFinding[], JobBoardError>>;
    /** GET /settings/posting-laws: what the checks know of the employer. */
    postingLawSettings(options?: CallOptions): Promise<Result<PostingLawSettings, JobBoardError>>;
    /** PUT /settings/posting-laws: saves either answer; answers with both. */
    updatePostingLawSettings(
      update: PostingLawSettingsUpdate,
      options?: CallOptions,
    ): Promise<Result<PostingLawSettings, JobBoardError>>;
    subscribeToEvents(options: EventSubscriptionOptions): () => void;
  } & BackupsClientMethods;

/**
 * Schemas of answers the app's first screen (the jobs list) never reads, loaded on the first such read: a job's
 * history and the posting checks.
 */
const historySchemas = () => import('../schemas/history.ts');
const postingCheckSchemas = () => import('../schemas/posting-checks.ts');

export function createAppClient(options: AppClientOptions): AppClient {
  const transport = createTransport(options);
  const call = async <S extends z.ZodMiniType>(
    plan: RequestPlan,
    schema: S,
    callOptions: CallOptions | undefined,
  ): Promise<Result<z.output<S>, JobBoardError>> => {
    const called = await callJson(transport, plan, schema, callOptions);
    return called.ok ? ok(called.value.value) : called;
  };
  const callWithoutAnswer = (plan: RequestPlan, callOptions?: CallOptions) =>
    callWithoutAnswerOver(transport, plan, callOptions);

  const jobSyncStatus = (id: number, callOptions?: CallOptions) =>
    call(
      { method: 'GET', path: `/jobs/${encodeURIComponent(String(id))}/sync` },
      JobSyncStatusSchema,
      callOptions,
    );

  return {
    ...templatesClientMethods(call, callWithoutAnswer),
    ...jobSaveClientMethods(call),
    ...backupsClientMethods(call),
    ...languageVersionClientMethods(call),
    syncStatus: (callOptions) => call({ method: 'GET', path: '/sync' }, SyncStatusSchema, callOptions),
    syncNow: (callOptions) => call({ method: 'POST', path: '/sync' }, SyncStatusSchema, callOptions),
    jobSyncStatus,
    async jobSyncStates(ids, callOptions) {
      const unique = [...new Set(ids)];
      const states: JobSyncStatus[] = [];
      for (let start = 0; start < unique.length; start += LIMITS.jobIdsPerRequest) {
        const chunk = unique.slice(start, start + LIMITS.jobIdsPerRequest);
        const query = new URLSearchParams({ ids: chunk.join(',') });
        const answer = await call(
          { method: 'GET', path: '/jobs/sync', query },
          JobSyncStatusListSchema,
          callOptions,
        );
        if (!answer.ok) return answer;
        states.push(...answer.value.data);
      }
      return ok(states);
    },
    readJob: (id, callOptions) =>
      call(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/read` },
        JobReadResultSchema,
        callOptions,
      ),
    retryJob: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/retry` },
        callOptions,
      ),
    discardJobChanges: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/discard` },
        callOptions,
      ),
    resolveConflict: (id, choices, callOptions) =>
      call(
        {
          method: 'POST',
          path: `/jobs/${encodeURIComponent(String(id))}/resolve`,
          body: { choices } satisfies ConflictResolution,
        },
        JobSyncStatusSchema,
        callOptions,
      ),
    restoreHistoryValue: (id, restore, callOptions) =>
      call(
        {
          method: 'POST',
          path: `/jobs/${encodeURIComponent(String(id))}/history/restore`,
          body: restore satisfies HistoryRestore,
        },
        JobSchema,
        callOptions,
      ),
    async attentionJobs(callOptions) {
      const answer = await call({ method: 'GET', path: '/jobs/attention' }, AttentionListSchema, callOptions);
      return answer.ok ? ok(answer.value.data) : answer;
    },
    republishJob: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/republish` },
        callOptions,
      ),
    removeJobHere: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/remove-here` },
        callOptions,
      ),
    deleteHeldOnBoard: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/delete-on-board` },
        callOptions,
      ),
    leaveHeldOnBoard: (id, callOptions) =>
      callWithoutAnswer(
        { method: 'POST', path: `/jobs/${encodeURIComponent(String(id))}/leave-on-board` },
        callOptions,
      ),
    async jobHistory(id, paging, callOptions) {
      const { JobHistoryPageSchema } = await historySchemas();
      return call(
        {
          method: 'GET',
          path: `/jobs/${encodeURIComponent(String(id))}/history`,
          query: new URLSearchParams({ page: String(paging.page), pageSize: String(paging.pageSize) }),
        },
        JobHistoryPageSchema,
        callOptions,
      );
    },
    jobListView: (query = {}, callOptions) =>
      call({ method: 'GET', path: '/jobs', query: jobListViewParams(query) }, JobListViewSchema, callOptions),
    bulkJobAction: (request, callOptions) =>
      call({ method: 'POST', path: '/jobs/bulk', body: request }, BulkJobResultSchema, callOptions),
    restoreJobs: (ids, callOptions) =>
      call({ method: 'POST', path: '/jobs/restore', body: { ids } }, RestoreJobsResultSchema, callOptions),
    undoBulkJobAction: (action, ids, callOptions) =>
      call(
        { method: 'POST', path: '/jobs/restore', body: { action, ids } },
        RestoreJobsResultSchema,
        callOptions,
      ),
    settings: (callOptions) => call({ method: 'GET', path: '/settings' }, SettingsViewSchema, callOptions),
    updateSettings: (update, callOptions) =>
      call({ method: 'PUT', path: '/settings', body: update }, SettingsViewSchema, callOptions),
    testConnection: (typed, callOptions) =>
      call({ method: 'POST', path: '/settings/test', body: typed ?? {} }, ConnectionTestSchema, callOptions),
    async boards(callOptions) {
      const answer = await call({ method: 'GET', path: '/boards' }, BoardListSchema, callOptions);
      return answer.ok ? ok(answer.value.data) : answer;
    },
    addBoard: (board, callOptions) =>
      call({ method: 'POST', path: '/boards', body: board }, BoardSchema, callOptions),
    updateBoard: (id, update, callOptions) =>
      call(
        { method: 'PUT', path: `/boards/${encodeURIComponent(String(id))}`, body: update },
        BoardSchema,
        callOptions,
      ),
    removeBoard: (id, withdraw = false, callOptions) =>
      callWithoutAnswer(
        {
          method: 'DELETE',
          path: `/boards/${encodeURIComponent(String(id))}`,
          ...(withdraw ? { query: new URLSearchParams({ withdraw: 'true' }) } : {}),
        },
        callOptions,
      ),
    testBoard: (id, typed, callOptions) =>
      call(
        { method: 'POST', path: `/boards/${encodeURIComponent(String(id))}/test`, body: typed ?? {} },
        ConnectionTestSchema,
        callOptions,
      ),
    async jobPostings(id, callOptions) {
      const answer = await call(
        { method: 'GET', path: `/jobs/${encodeURIComponent(String(id))}/postings` },
        PostingListSchema,
        callOptions,
      );
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async setJobPostings(id, postings, callOptions) {
      const answer = await call(
        {
          method: 'PUT',
          path: `/jobs/${encodeURIComponent(String(id))}/postings`,
          body: { postings } satisfies PostingsUpdate,
        },
        PostingListSchema,
        callOptions,
      );
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async jobChecks(id, callOptions) {
      const { PostingFindingListSchema } = await postingCheckSchemas();
      const answer = await call(
        { method: 'GET', path: `/jobs/${encodeURIComponent(String(id))}/checks` },
        PostingFindingListSchema,
        callOptions,
      );
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async publishChecks(ids, callOptions) {
      const { PublishChecksSchema } = await postingCheckSchemas();
      const answer = await call(
        { method: 'POST', path: '/jobs/publish-checks', body: { ids } },
        PublishChecksSchema,
        callOptions,
      );
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async checkPosting(job, callOptions) {
      const { PostingFindingListSchema } = await postingCheckSchemas();
      const answer = await call(
        { method: 'POST', path: '/checks', body: job },
        PostingFindingListSchema,
        callOptions,
      );
      return answer.ok ? ok(answer.value.data) : answer;
    },
    async postingLawSettings(callOptions) {
      const { PostingLawSettingsSchema } = await postingCheckSchemas();
      return call({ method: 'GET', path: '/settings/posting-laws' }, PostingLawSettingsSchema, callOptions);
    },
    async updatePostingLawSettings(update, callOptions) {
      const { PostingLawSettingsSchema } = await postingCheckSchemas();
      return call(
        { method: 'PUT', path: '/settings/posting-laws', body: update },
        PostingLawSettingsSchema,
        callOptions,
      );
    },
    subscribeToEvents(subscription) {
      return subscribeToAppEvents({
        ...subscription,
        url: () => `${transport.baseUrl}/events`,
        headers: async (): Promise<Record<string, string>> => {
          const key = await options.getApiKey();
          return key ? { 'API-Key': key } : {};
        },
        fetch: transport.fetch,
      });
    },
  };
}

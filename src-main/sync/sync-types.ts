// The sync engine's public types: its options, status, events and the reports of one pass.
import type { Result } from '../../src-shared/result.ts';
import type { JobReadOutcome, SyncState, SyncStatus } from '../../src-shared/schemas/app.ts';
import type { ConflictChoice, MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import type { ResolveConflictError } from '../jobs/conflict-resolution.ts';
import type { PullVersionSteps } from '../jobs/pull-writes.ts';
import type { Store } from '../store/store.ts';
import type { JobSyncState } from '../store/stored-job.ts';
import type { SyncLogger } from './sync-logger.ts';

/**
 * The board and its key as one value (remote-settings.ts keeps it): `apiKey` is the key saved for `baseUrl`,
 * or null, which sends no key; the whole value is null when sync is not configured.
 */
export type RemoteConfig = { baseUrl: string; apiKey: string | null };

/** Time as the engine sees it: injected so tests drive it with a fake clock. */
export type SyncClock = {
  /** Milliseconds since the epoch. */
  now(): number;
  /**
   * Milliseconds on a clock that never steps (performance.now()), to notice the wall clock stepped; absent
   * in clocks that cannot step (the tests' fake clocks, unless a test steps one).
   */
  monotonicNow?(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type SyncEngineOptions = {
  store: Store;
  /** The board this engine syncs: its outbox, its board rows, each job as posted there. */
  boardId: number;
  /** The local employer whose jobs sync with the board. */
  employerId: number;
  /** Read before every request, so a key replaced in Settings applies to everything waiting. */
  getRemote: () => RemoteConfig | null;
  fetch: typeof fetch;
  clock: SyncClock;
  /** Uniform in [0, 1): the jitter of retry delays. */
  random: () => number;
  /** Told of every call to the board and every failure (sync-logger.ts). */
  logger: SyncLogger;
  /** Jobs replayed in parallel (one request at a time per job). Default 4. */
  concurrency?: number;
  /** How often the running loop pulls the board's jobs. Default 5 minutes. */
  pullIntervalMs?: number;
  /** How often the running loop looks for new local changes when nothing else wakes it. Default 2 s. */
  pollIntervalMs?: number;
  /** Time allowed for one request to the board; 0 for none. Default 30 s. */
  requestTimeoutMs?: number;
  /** Told the board's clock: the `Date` of each of its answers (board-clocks.ts keeps it). */
  onBoardDate?: (boardDateMs: number) => void;
  /** The board's name, as the status's `reads` name it. Default "Job board". */
  boardName?: () => string;
  /** Told of a failure that is not the board's nor the network's (a bug); the loop goes on. */
  onUnexpectedError?: (error: unknown) => void;
  /**
   * Keeps a job's version in the other language in step with what a pull brings (the app's one
   * language-version-steps.ts); without it, a pull writes only the job the board changed.
   */
  languageVersions?: PullVersionSteps;
};

/**
 * The engine's status as the app endpoints show it (`/app/v1/sync`): `pending` counts the changes waiting
 * to be sent (pending or in flight), `failed` those waiting for a person (refused, needing attention,
 * set aside); `lastSyncAt` is when a replay or pull last completed without a transport failure.
 */
export type { SyncState, SyncStatus };

export type ReplayReport = {
  /** Requests sent to the board. */
  requests: number;
  /** Jobs whose changes the board acknowledged (or that needed no call). */
  completed: number;
  /** Jobs whose changes wait for a retry (transport failure, busy board, another job first). */
  deferred: number;
  /** Jobs whose changes the board refused, or that need attention. */
  failed: number;
  /** Rows set aside because they no longer parse or cannot be sent. */
  setAside: number;
  /** True when the board rejected the API key: sync is paused. */
  paused: boolean;
};

export type PullReport = {
  ok: boolean;
  /** Every job JobDesk may take was read in full, not only those whose list header changed. */
  full: boolean;
  /** Jobs in the board's list. */
  listed: number;
  /** GET /jobs/{id} requests sent. */
  detailReads: number;
  imported: number;
  refreshed: number;
  missing: number;
  /** Board jobs left alone because a local change waits for them. */
  skipped: number;
  message?: string;
};

/**
 * What discardJobChanges did: the board's version restored (under `jobId`, a new id when the job had been
 * deleted here), the local job deleted (the board has none), or nothing, with the reason.
 */
export type DiscardOutcome =
  | { ok: true; outcome: 'restored'; jobId: number }
  | { ok: true; outcome: 'deleted' }
  | { ok: false; messages: string[] };

export type { ResolveConflictError };

export type SyncEngine = {
  /** Starts the periodic loop (replay when changes are due, pull every `pullIntervalMs`). */
  start(): void;
  /** Stops the loop and waits for the pass under way; requests in flight are left to finish. */
  stop(): Promise<void>;
  /**
   * Resets every retry delay and un-pauses, then replays and pulls; `full` reads every board job in full
   * (else only those whose list header changed, unless the daily full pull is due).
   */
  syncNow(options?: { full?: boolean }): Promise<void>;
  /** One replay pass over the jobs due now. Passes never overlap: a second call waits for the first. */
  replayOnce(): Promise<ReplayReport>;
  /**
   * Pulls the board's jobs once, beside any replay. A call while a pull runs gets the one pull that follows
   * it (several calls share it). Full when asked or when the last full pull (or the first pull) is a day old or more.
   */
  pullOnce(options?: { full?: boolean }): Promise<PullReport>;
  status(): SyncStatus;
  /**
   * Reads the job once from the board (each board it is posted to, for all engines) as the recruiter opens it,
   * and keeps the board's version unless a change of this laptop waits for it; one outcome per board.
   */
  readJob(jobId: number): Promise<JobReadOutcome[]>;
  /** Makes the job's refused or blocked changes pending and due now. */
  retryJob(jobId: number): void;
  /** Replaces the local job by the board's version and drops its changes (deletes it if the board has none). */
  discardJobChanges(jobId: number): Promise<DiscardOutcome>;
  /**
   * The recruiter's choice for properties in conflict (conflict-resolution.ts): applied in one transaction,
   * which publishes the job's change (and so wakes the running loop). Answers the job's sync state after it.
   */
  resolveConflict(
    jobId: number,
    choices: Partial<Record<MergedProperty, ConflictChoice>>,
  ): Result<JobSyncState | 'deleted', ResolveConflictError>;
  /** Wakes the loop now (the running loop also wakes by itself on every job written, from the store's change stream). */
  kick(): void;
};

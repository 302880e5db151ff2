// What the engine tells the UI: its state (idle, syncing, offline, paused, error, cannot-save, unconfigured), the counts of
// waiting and failed changes, when a waiting change is tried next, when the board was last read in full, and the
// events that announce a change of any.
import type { SyncReason } from '../../src-shared/schemas/app.ts';
import type { BoardView } from '../jobs/board-view.ts';
import type { StoreFailure } from '../store/store-failure.ts';
import { NOT_A_BOARD_MESSAGE, type NotABoardReason } from './failure-policy.ts';
import type { RemoteConfig, SyncClock, SyncStatus } from './sync-types.ts';

/**
 * A job's new sync state is published at once; the status it changes (counts of the whole outbox) at most
 * this often while jobs keep changing: a drain of thousands of jobs would otherwise count the outbox again
 * after every one, and the UI has no use for hundreds of status updates a second.
 */
export const STATUS_AFTER_JOB_CHANGES_MS = 100;

/**
 * The status's reasons in English, for logs and programs other than JobDesk's UI, which words each reason in
 * its own language. `not-a-board`, `redirected` and `board-trouble` come with what the board answered.
 */
export const STATUS_MESSAGES = {
  'key-rejected': 'The job board rejected the API key. Check it in Settings.',
  offline: 'The job board cannot be reached. JobDesk will try again.',
  'board-trouble': 'The job board answered with an error; JobDesk will try again.',
  'no-board': 'Sync is off: no job board is set up in Settings.',
  'no-key': 'Sync is off: enter the job board’s API key in Settings (a key is kept for one address only).',
  'disk-full':
    'JobDesk can’t save to disk: the disk is full, so what the job board sends cannot be kept. Free some space; sync goes on by itself.',
  'read-only':
    'JobDesk can’t save to disk: its data folder has become read-only, so what the job board sends cannot be kept. Make it writable again; sync goes on by itself.',
  'not-a-board': NOT_A_BOARD_MESSAGE,
  redirected: NOT_A_BOARD_MESSAGE,
} as const satisfies Record<SyncReason, string>;

export type StatusTracker = {
  status(): SyncStatus;
  /** Sync stops until the key differs from `apiKey` (the key the board rejected) or resume() is called. */
  pause(apiKey: string | null): void;
  resume(): void;
  /**
   * Sync stops because `baseUrl` does not answer as a job board (`message` says what it answered, `reason`
   * how), until the address changes or resume() is called.
   */
  haltNotABoard(baseUrl: string, message: string, reason: NotABoardReason): void;
  /**
   * True while sync must send nothing: the key was rejected, or the address is not a job board. Resumes
   * by itself when the configured key (or address) is no longer the one that failed.
   */
  isPaused(): boolean;
  /**
   * A request reached the board (any HTTP answer) or could not (network failure, timeout). Reaching it
   * clears a trouble noted before: the board answered as a board again. Reaching a board that could not be
   * reached calls `onBoardBack`: what waits for it goes at once.
   */
  noteReached(reached: boolean): void;
  /**
   * The board answered, but with a failure that may pass (5xx, 429): until an exchange succeeds the state is
   * `retrying` with this message, never `idle` (the indicator is green only after an exchange that worked).
   */
  noteTrouble(message: string): void;
  /** A replay or pull completed without a transport failure. */
  noteSynced(): void;
  /** The board was read in full now: its list and every re-read of a Sync now (or a full pull). */
  noteReadInFull(): void;
  /** A Sync now begins: the board's last full read is not current until the next one completes. */
  noteSyncNowBegun(): void;
  /**
   * A write of sync's was refused by the disk (full, or read-only): the state is `cannot-save` until a
   * write succeeds (noteStoreSaved). A busy database is not noted: another program holds it for a moment,
   * and the step is retried.
   */
  noteStoreRefused(failure: StoreFailure): void;
  /** A write committed: a disk refusal noted before is over. */
  noteStoreSaved(): void;
  /** Wraps a pass so that the state reads `syncing` while it runs. */
  during<T>(work: () => Promise<T>): Promise<T>;
  /**
   * A job's sync state changed (its command published the change in its transaction): the status is
   * announced within STATUS_AFTER_JOB_CHANGES_MS.
   */
  jobsChanged(): void;
  /** Publishes the status on the store's change stream when it differs from the one last published. */
  announce(): void;
  /** Drops an announcement still waiting (the engine stops). */
  stop(): void;
};

export function createStatusTracker(options: {
  store: BoardView;
  employerId: number;
  getRemote: () => RemoteConfig | null;
  clock: SyncClock;
  /** The board's name in the status's `reads`. Default "Job board". */
  boardName?: () => string;
  /** The board answered again after it could not be reached. */
  onBoardBack?: () => void;
}): StatusTracker {
  const { store, employerId, getRemote, clock } = options;
  let announceTimer: unknown = null;
  let pausedKey: { key: string | null } | null = null;
  let notABoard: { baseUrl: string; message: string; reason: NotABoardReason } | null = null;
  let offline = false;
  let trouble: string | null = null;
  let storeRefused: Exclude<StoreFailure, 'busy'> | null = null;
  let running = 0;
  let lastSyncAt: string | null = null;
  // Kept in memory: after a restart the laptop has not read the board since it started, and says so.
  let lastFullReadAt: string | null = null;
  let readCurrent = true;
  let lastAnnounced = '';

  function isPaused(): boolean {
    const remote = getRemote();
    if (pausedKey !== null && remote !== null && remote.apiKey !== pausedKey.key) pausedKey = null;
    if (notABoard !== null && remote?.baseUrl !== notABoard.baseUrl) notABoard = null;
    return pausedKey !== null || notABoard !== null;
  }

  function status(): SyncStatus {
    const counts = store.outbox.countOutboxForEmployer(employerId);
    const pending = counts.pending + counts['in-flight'];
    const nowIso = new Date(clock.now()).toISOString();
    const nextTryAt = pending > 0 ? store.outbox.nextOutboxAttemptAt(employerId, nowIso) : null;
    const base = {
      pending,
      failed: counts.failed + counts['needs-attention'] + counts['set-aside'],
      waitingForCredit: counts['needs-attention'],
      lastSyncAt,
      ...(nextTryAt !== null ? { nextTryAt } : {}),
      reads: [{ board: options.boardName?.() ?? 'Job board', readAt: lastFullReadAt, current: readCurrent }],
    };
    const remote = getRemote();
    const because = (reason: SyncReason) => ({ message: STATUS_MESSAGES[reason], reason });
    if (remote === null) return { ...base, state: 'unconfigured', ...because('no-board') };
    if (remote.apiKey === null) return { ...base, state: 'unconfigured', ...because('no-key') };
    isPaused();
    if (storeRefused !== null) return { ...base, state: 'cannot-save', ...because(storeRefused) };
    if (notABoard !== null)
      return { ...base, state: 'error', message: notABoard.message, reason: notABoard.reason };
    if (pausedKey !== null) return { ...base, state: 'paused', ...because('key-rejected') };
    if (offline) return { ...base, state: 'offline', ...because('offline') };
    if (trouble !== null) return { ...base, state: 'retrying', message: trouble, reason: 'board-trouble' };
    return { ...base, state: running > 0 ? 'syncing' : 'idle' };
  }

  function announce(): void {
    const current = status();
    const key = JSON.stringify(current);
    if (key === lastAnnounced) return;
    lastAnnounced = key;
    store.changes.publish({ type: 'sync', status: current });
  }

  return {
    status,
    pause(apiKey) {
      pausedKey = { key: apiKey };
      announce();
    },
    resume() {
      pausedKey = null;
      notABoard = null;
      announce();
    },
    haltNotABoard(baseUrl, message, reason) {
      notABoard = { baseUrl, message, reason };
      // Nothing has synced with this address: the UI must not show a past success as the present one.
      lastSyncAt = null;
      announce();
    },
    isPaused,
    noteReached(reached) {
      const back = offline && reached;
      offline = !reached;
      trouble = null;
      if (back) options.onBoardBack?.();
    },
    noteTrouble(message) {
      trouble = `${STATUS_MESSAGES['board-trouble']} ${message}`.trim();
    },
    noteSynced() {
      lastSyncAt = new Date(clock.now()).toISOString();
    },
    noteReadInFull() {
      lastFullReadAt = new Date(clock.now()).toISOString();
      readCurrent = true;
    },
    noteSyncNowBegun() {
      readCurrent = false;
    },
    noteStoreRefused(failure) {
      if (failure === 'busy') return;
      storeRefused = failure;
      announce();
    },
    noteStoreSaved() {
      if (storeRefused === null) return;
      storeRefused = null;
      announce();
    },
    async during(work) {
      running += 1;
      announce();
      try {
        return await work();
      } finally {
        running -= 1;
        announce();
      }
    },
    jobsChanged() {
      announceTimer ??= clock.setTimeout(() => {
        announceTimer = null;
        announce();
      }, STATUS_AFTER_JOB_CHANGES_MS);
    },
    announce,
    stop() {
      if (announceTimer !== null) clock.clearTimeout(announceTimer);
      announceTimer = null;
    },
  };
}

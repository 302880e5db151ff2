// One sync engine per job board, each given its board's id (it works on that board's view of the store,
// jobs/board-view.ts), so a refusal, a 402 or an outage on one board never holds back the others; and the
// one status, control and report of all of them that the app endpoints show, published on the store's
// change stream in place of each engine's own.
import { err, type Result } from '../../src-shared/result.ts';
import type { ConflictChoice, MergedProperty } from '../../src-shared/schemas/conflicts.ts';
import { createBoardView } from '../jobs/board-view.ts';
import type { ResolveConflictError } from '../jobs/conflict-resolution.ts';
import { recordPossibleFirstSends } from '../jobs/write-back.ts';
import type { StoredBoard } from '../store/boards-repository.ts';
import type { ChangeStream, CoreChange } from '../store/change-stream.ts';
import type { Store } from '../store/store.ts';
import type { JobSyncState } from '../store/stored-job.ts';
import { createBoardClocks } from './board-clocks.ts';
import { createSyncEngine } from './sync-engine.ts';
import { STATUS_MESSAGES } from './sync-status.ts';
import type {
  DiscardOutcome,
  PullReport,
  RemoteConfig,
  ReplayReport,
  SyncEngine,
  SyncEngineOptions,
  SyncStatus,
} from './sync-types.ts';

export type BoardEnginesOptions = Omit<SyncEngineOptions, 'store' | 'boardId' | 'getRemote'> & {
  store: Store;
  /** The board's address and key, read before every request; null while it has no address. */
  remoteOf: (boardId: number) => RemoteConfig | null;
  /** A removed board whose withdrawals the board has all confirmed: nothing of it is left to send. */
  onDrained?: (boardId: number) => void;
};

export type BoardEngines = SyncEngine & {
  /** Engines for boards added since, none for boards purged since; call after every change of the boards. */
  refresh(): void;
  /** One board's status (the words of `GET /app/v1/sync`); undefined for a board without an engine. */
  statusOf(boardId: number): SyncStatus | undefined;
  /**
   * The time now on the boards jobs go to (not removed ones), from their answers' `Date`: the earliest of
   * them; null while one has not answered this run.
   */
  boardNow(): Date | null;
};

/** The states in the order one board's state outweighs another's in the status of all of them. */
const STATE_WEIGHT: Record<SyncStatus['state'], number> = {
  // The disk is every board's: nothing any of them sends can be kept.
  'cannot-save': 7,
  error: 6,
  paused: 5,
  offline: 4,
  retrying: 3,
  syncing: 2,
  idle: 1,
  unconfigured: 0,
};

type AnnouncedStatus = { boardId: number; status: SyncStatus };

export function createBoardEngines(options: BoardEnginesOptions): BoardEngines {
  const { store } = options;
  const engines = new Map<number, SyncEngine>();
  let running = false;
  let unsubscribe: (() => void) | null = null;
  let lastAnnounced = '';
  const clocks = createBoardClocks(options.clock);

  const boards = (): StoredBoard[] => store.boards.listAll();
  /**
   * The status of all boards on the store's change stream, when it differs from the one last published.
   * `announced`: a board's status its engine has just published, used as it is rather than computed again.
   */
  const announce = (announced?: AnnouncedStatus) => {
    const current = status(announced);
    const key = JSON.stringify(current);
    if (key === lastAnnounced) return;
    lastAnnounced = key;
    store.changes.publish({ type: 'sync', status: current });
  };
  // What each engine publishes goes on the store's stream, but for its own status: the status of all
  // boards stands for it (one board's status alone would tell the UI that board's state as everyone's).
  const boardChanges = (boardId: number): ChangeStream => ({
    publish(change: CoreChange) {
      if (change.type === 'sync') announce({ boardId, status: change.status });
      else store.changes.publish(change);
    },
    // Saved settings and boards are for all engines at once: the status of all of them starts their sync.
    subscribe: (listener) =>
      store.changes.subscribe((change) => {
        if (change.type !== 'settings') listener(change);
      }),
  });

  function engineFor(board: StoredBoard): SyncEngine {
    let engine = engines.get(board.id);
    if (engine === undefined) {
      engine = createSyncEngine({
        ...options,
        store: { ...store, changes: boardChanges(board.id) },
        boardId: board.id,
        getRemote: () => options.remoteOf(board.id),
        onBoardDate: (boardDateMs) => clocks.note(board.id, boardDateMs),
        boardName: () => store.boards.get(board.id)?.name ?? board.name,
      });
      engines.set(board.id, engine);
      if (running) engine.start();
    }
    return engine;
  }

  function refresh(): void {
    const present = new Set<number>();
    for (const board of boards()) {
      const drained =
        board.removed &&
        Object.values(store.outboxOf(board.id).countOutboxForEmployer(options.employerId)).every(
          (count) => count === 0,
        ) &&
        store.boardJobsOf(board.id).list(options.employerId).length === 0;
      if (drained) {
        options.onDrained?.(board.id);
        continue;
      }
      present.add(board.id);
      engineFor(board);
    }
    for (const [boardId, engine] of engines) {
      if (present.has(boardId)) continue;
      engines.delete(boardId);
      void engine.stop();
    }
    announce();
  }

  function listed(): Array<[StoredBoard, SyncEngine]> {
    return boards().flatMap((board) => {
      const engine = engines.get(board.id);
      return engine === undefined ? [] : [[board, engine] as [StoredBoard, SyncEngine]];
    });
  }

  function status(announced?: AnnouncedStatus): SyncStatus {
    const all = listed();
    const statuses = all.map(([board, engine]) => ({
      board,
      status: board.id === announced?.boardId ? announced.status : engine.status(),
    }));
    if (statuses.length === 0)
      return {
        state: 'unconfigured',
        pending: 0,
        failed: 0,
        waitingForCredit: 0,
        lastSyncAt: null,
        message: STATUS_MESSAGES['no-board'],
        reason: 'no-board',
      };
    const sum = (pick: (status: SyncStatus) => number | undefined) =>
      statuses.reduce((total, { status: each }) => total + (pick(each) ?? 0), 0);
    // The board that most needs saying: configured ones outweigh unconfigured ones, unless all are.
    const configured = statuses.filter(({ status: each }) => each.state !== 'unconfigured');
    const pool = configured.length > 0 ? configured : statuses;
    const worst = pool.reduce((a, b) =>
      STATE_WEIGHT[b.status.state] > STATE_WEIGHT[a.status.state] ? b : a,
    );
    const times = statuses
      .map(({ status: each }) => each.lastSyncAt)
      .filter((at): at is string => at !== null);
    const message = worst.status.message ?? null;
    // One board down among others that sync is not "offline": the header names the boards in that state.
    const inState = pool.filter(({ status: each }) => each.state === worst.status.state);
    const named =
      statuses.length > 1 &&
      inState.length < pool.length &&
      ['retrying', 'offline', 'paused', 'error'].includes(worst.status.state);
    // The next try that matters: that of the boards the header names, else the soonest of all.
    const tries = (named ? inState : statuses)
      .map(({ status: each }) => each.nextTryAt)
      .filter((at): at is string => typeof at === 'string')
      .sort();
    const reads = statuses.flatMap(({ board, status: each }) =>
      (each.reads ?? []).map((read) => ({ ...read, board: board.name })),
    );
    return {
      state: worst.status.state,
      pending: sum((each) => each.pending),
      failed: sum((each) => each.failed),
      waitingForCredit: sum((each) => each.waitingForCredit),
      lastSyncAt: times.length === 0 ? null : (times.sort().at(-1) ?? null),
      message: message !== null && statuses.length > 1 ? `${worst.board.name}: ${message}` : message,
      ...(worst.status.reason === undefined ? {} : { reason: worst.status.reason }),
      ...(named ? { boards: inState.map(({ board }) => board.name) } : {}),
      ...(tries[0] !== undefined ? { nextTryAt: tries[0] } : {}),
      reads,
    };
  }

  const each = () => [...engines.values()];

  /** The boards as they are now, each synced at once (a new key resumes a paused board). */
  async function syncAll(syncOptions?: { full?: boolean }): Promise<void> {
    refresh();
    await Promise.all(each().map((engine) => engine.syncNow(syncOptions)));
    refresh();
  }
  const reportSyncFailure = (error: unknown) => options.onUnexpectedError?.(error);

  // Before any engine sends: after a run that did not close the store, the first sends it may have lost.
  if (!store.lastRunClosedCleanly)
    for (const board of boards())
      recordPossibleFirstSends(createBoardView(store, board.id), options.employerId);

  return {
    refresh,
    statusOf: (boardId) => engines.get(boardId)?.status(),
    boardNow() {
      const at = clocks.earliestNow(boards().flatMap((board) => (board.removed ? [] : [board.id])));
      return at === null ? null : new Date(at);
    },
    start() {
      if (running) return;
      running = true;
      // Subscribed before the engines: a board added or removed has its engine before they sync.
      unsubscribe = store.changes.subscribe((change) => {
        if (change.type === 'settings') void syncAll().catch(reportSyncFailure);
      });
      refresh();
      for (const engine of each()) engine.start();
    },
    async stop() {
      running = false;
      unsubscribe?.();
      unsubscribe = null;
      await Promise.all(each().map((engine) => engine.stop()));
    },
    syncNow: syncAll,
    async replayOnce(): Promise<ReplayReport> {
      const reports = await Promise.all(each().map((engine) => engine.replayOnce()));
      const total = (pick: (report: ReplayReport) => number) =>
        reports.reduce((sum, report) => sum + pick(report), 0);
      return {
        requests: total((report) => report.requests),
        completed: total((report) => report.completed),
        deferred: total((report) => report.deferred),
        failed: total((report) => report.failed),
        setAside: total((report) => report.setAside),
        paused: reports.some((report) => report.paused),
      };
    },
    async pullOnce(pullOptions): Promise<PullReport> {
      const reports = await Promise.all(each().map((engine) => engine.pullOnce(pullOptions)));
      const total = (pick: (report: PullReport) => number) =>
        reports.reduce((sum, report) => sum + pick(report), 0);
      const failed = reports.find((report) => !report.ok);
      return {
        ok: failed === undefined,
        full: reports.every((report) => report.full),
        listed: total((report) => report.listed),
        detailReads: total((report) => report.detailReads),
        imported: total((report) => report.imported),
        refreshed: total((report) => report.refreshed),
        missing: total((report) => report.missing),
        skipped: total((report) => report.skipped),
        ...(failed?.message ? { message: failed.message } : {}),
      };
    },
    status,
    async readJob(jobId) {
      // Once from each board the job is posted to now, all at once.
      const posted = new Set(store.boards.postingsOfJob(jobId).map((posting) => posting.boardId));
      const reads = listed()
        .filter(([board]) => posted.has(board.id))
        .map(([, engine]) => engine.readJob(jobId));
      return (await Promise.all(reads)).flat();
    },
    retryJob(jobId) {
      for (const engine of each()) engine.retryJob(jobId);
    },
    async discardJobChanges(jobId): Promise<DiscardOutcome> {
      // Each board with changes of the job waiting drops them and gives back its version, in board order.
      const withRows = listed().filter(
        ([board]) => store.outboxOf(board.id).listOutboxForJob(jobId).length > 0,
      );
      const first = listed()[0];
      if (withRows.length === 0 && first !== undefined) return first[1].discardJobChanges(jobId);
      let outcome: DiscardOutcome = { ok: false, messages: ['This job has no change waiting to be sent.'] };
      for (const [board, engine] of withRows) {
        if (store.outboxOf(board.id).listOutboxForJob(jobId).length === 0) continue;
        const result = await engine.discardJobChanges(jobId);
        if (!result.ok) return result;
        outcome = result;
        if (result.outcome === 'restored') jobId = result.jobId;
      }
      return outcome;
    },
    resolveConflict(
      jobId: number,
      choices: Partial<Record<MergedProperty, ConflictChoice>>,
    ): Result<JobSyncState | 'deleted', ResolveConflictError> {
      for (const [board, engine] of listed()) {
        if (store.boardJobsOf(board.id).get(jobId)?.conflict) return engine.resolveConflict(jobId, choices);
      }
      return store.jobs.getJob(options.employerId, jobId) === undefined
        ? err({ type: 'not-found' })
        : err({ type: 'no-conflict' });
    },
    kick() {
      for (const engine of each()) engine.kick();
    },
  };
}

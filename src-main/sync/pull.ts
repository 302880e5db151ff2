// Pull: the board's jobs come down. Jobs JobDesk lacks are imported, local jobs with no waiting change
// are refreshed, and a synced job the board no longer has is flagged, never deleted.
import type { JobBoardClient, JobBoardError } from '../../src-shared/client/index.ts';
import type { Job, JobHeader } from '../../src-shared/schemas/resources.ts';
import { listedHeaderOf } from '../store/board-jobs-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import type { Store } from '../store/store.ts';
import { MISSING_ON_REMOTE_MESSAGE } from '../store/stored-job.ts';
import { type EngineContext, forEachBounded } from './engine-context.ts';
import { classifyFailure } from './failure-policy.ts';
import { recordPull } from './job-history.ts';
import { type BoardSession, openBoardSession } from './remote-calls.ts';
import { errorMessage } from './sync-logger.ts';
import { STATUS_MESSAGES } from './sync-status.ts';
import type { PullReport } from './sync-types.ts';
import { boardFields } from './write-back.ts';

export { MISSING_ON_REMOTE_MESSAGE };

type Applied = 'imported' | 'refreshed' | 'unchanged' | 'skipped';

/** Board jobs read in full are written this many to a transaction. */
const WRITE_BATCH = 25;

/**
 * Lists every board job (`GET /jobs`, all pages of 100) and reads in full (`GET /jobs/{id}`) only the jobs
 * JobDesk may take whose list header differs from the one it last saw (new jobs, jobs changed on the
 * board), or every one it may take when `full` (a change that leaves the header alone, such as a new
 * description, shows only then). Local imports and refreshes are written through the store, so they
 * produce no outbox row; each is its own savepoint (25 to a transaction) that first checks again that no
 * local change arrived and no replay step touched the job since the pull began. A failed list changes nothing; a failed detail
 * only skips that job (and stops the pull if the board is unreachable).
 */
export async function pullPass(context: EngineContext, options: { full: boolean }): Promise<PullReport> {
  const report: PullReport = {
    ok: true,
    full: options.full,
    listed: 0,
    detailReads: 0,
    imported: 0,
    refreshed: 0,
    missing: 0,
    skipped: 0,
  };
  const { tracker, logger } = context;
  const session = openBoardSession(context.access);
  if (session === null) return { ...report, ok: false, message: STATUS_MESSAGES.unconfigured };
  if (tracker.isPaused()) return { ...report, ok: false, message: STATUS_MESSAGES.paused };
  const startedAtStep = context.steps.count;
  await refreshReferenceLists(context, session.client);

  const listStarted = context.access.now();
  const listed = await session.client.listAllJobs();
  const listMs = context.access.now() - listStarted;
  if (!listed.ok) {
    logger.warn('call failed', { call: 'GET /jobs', durationMs: listMs, ...failureFields(listed.error) });
    return { ...report, ok: false, message: noteFailure(context, session, listed.error, 'list') };
  }
  logger.info('call', {
    call: 'GET /jobs',
    pages: Math.max(1, Math.ceil(listed.value.length / 100)),
    listed: listed.value.length,
    durationMs: listMs,
  });
  tracker.noteReached(true);
  report.listed = listed.value.length;

  let stopped: string | null = null;
  const toRead = listed.value.filter((header) => {
    if (isHeldLocally(context, header)) {
      report.skipped += 1;
      return false;
    }
    return options.full || !isKnownAsListed(context, header);
  });
  // Jobs read and not yet written: written WRITE_BATCH at a time, in one transaction (one commit, one
  // fsync) each; every job still checked on its own as it is written.
  let read: Job[] = [];
  const writeRead = () => {
    const batch = read;
    read = [];
    if (batch.length === 0) return;
    const applied = context.store.transaction(() =>
      batch.map((boardJob) => applyBoardJob(context, boardJob, startedAtStep)),
    );
    for (const outcome of applied) {
      if (outcome === 'imported') report.imported += 1;
      else if (outcome === 'refreshed') report.refreshed += 1;
      else if (outcome === 'skipped') report.skipped += 1;
    }
  };
  await forEachBounded(
    toRead,
    context.concurrency,
    async (header) => {
      report.detailReads += 1;
      const readStarted = context.access.now();
      const detail = await session.client.getJob(header.id);
      const call = {
        call: 'GET /jobs/{id}',
        target: header.id,
        durationMs: context.access.now() - readStarted,
      };
      if (detail.ok) logger.info('call', { ...call, status: 200 });
      else logger.warn('call failed', { ...call, ...failureFields(detail.error) });
      if (!detail.ok) {
        if (detail.error.reason === 'not-found') return;
        const action = classifyFailure(detail.error);
        const message = noteFailure(context, session, detail.error);
        const stops = action.action === 'pause' || action.action === 'not-a-board';
        if (stops || (action.action === 'retry' && action.offline)) stopped = message;
        report.ok = false;
        report.message = message;
        return;
      }
      read.push(detail.value);
      if (read.length >= WRITE_BATCH) writeRead();
    },
    () => stopped !== null,
  );
  writeRead();
  if (stopped === null) {
    report.missing = flagMissing(context, new Set(listed.value.map((job) => job.id)), startedAtStep);
  }
  const { ok: _ok, message, ...counts } = report;
  (report.ok ? logger.info : logger.warn)('pull', { ...counts, message });
  return report;
}

/**
 * The board job is a local job whose board row has this header and the board's id, and the board has
 * the job's current version: nothing on the board changed that the list would show.
 */
function isKnownAsListed(context: EngineContext, header: JobHeader): boolean {
  const { store } = context;
  const jobId = findLocalJobId(store, context.employerId, header);
  if (jobId === undefined) return false;
  const row = store.boardJobs.get(jobId);
  if (row === undefined || row.missing || row.remoteId !== header.id) return false;
  if (row.listedHeader !== listedHeaderOf(header)) return false;
  const version = store.jobs.getJobVersion(jobId);
  return version !== undefined && row.ackedVersion !== null && row.ackedVersion >= version;
}

/** A replay or discard step ran for the job after `sinceStep`: what the pull read may be older than it. */
function touchedSince(context: EngineContext, jobId: number, sinceStep: number): boolean {
  return (context.steps.lastByJob.get(jobId) ?? 0) > sinceStep;
}

/**
 * Position types and categories from the board, when it offers them. A failure keeps the lists the store
 * has (the board may not offer them; a name may be longer than the store holds); each is logged.
 */
async function refreshReferenceLists(context: EngineContext, client: JobBoardClient): Promise<void> {
  const { store, logger } = context;
  const [positionTypes, categories] = await Promise.all([
    client.listPositionTypes(),
    client.listCategories(),
  ]);
  const save = (call: string, write: () => void) => {
    try {
      write();
    } catch (error) {
      logger.warn('kept the stored list: the board’s cannot be stored', { call, error: errorMessage(error) });
    }
  };
  if (positionTypes.ok) {
    logger.info('call', { call: 'GET /positiontypes', status: 200, items: positionTypes.value.length });
    save('GET /positiontypes', () => store.reference.upsertPositionTypes(positionTypes.value));
  } else {
    logger.warn('call failed', { call: 'GET /positiontypes', ...failureFields(positionTypes.error) });
  }
  if (categories.ok) {
    logger.info('call', { call: 'GET /categories', status: 200, items: categories.value.length });
    save('GET /categories', () => store.reference.upsertCategories(categories.value));
  } else {
    logger.warn('call failed', { call: 'GET /categories', ...failureFields(categories.error) });
  }
}

function noteFailure(
  context: EngineContext,
  session: BoardSession,
  error: JobBoardError,
  call: 'list' | 'other' = 'other',
): string {
  const action = classifyFailure(error, { call });
  if (action.action === 'pause') {
    context.tracker.noteReached(true);
    context.tracker.pause(session.lastKeyUsed());
    return STATUS_MESSAGES.paused;
  }
  if (action.action === 'not-a-board') {
    context.tracker.noteReached(true);
    context.tracker.haltNotABoard(session.baseUrl, action.message);
    return action.message;
  }
  context.tracker.noteReached(!(action.action === 'retry' && action.offline));
  return action.message;
}

/** The local job a board job is, if any: by its board row (id, then referenceId), then by referenceId. */
function findLocalJobId(
  store: Store,
  employerId: number,
  boardJob: Pick<Job, 'id' | 'referenceId'>,
): number | undefined {
  const byBoardRow =
    store.boardJobs.find(employerId, { remoteId: boardJob.id }) ??
    (boardJob.referenceId === null
      ? undefined
      : store.boardJobs.find(employerId, { referenceId: boardJob.referenceId }));
  if (byBoardRow !== undefined) return byBoardRow.jobId;
  if (boardJob.referenceId === null) return undefined;
  return store.jobs.getJobByReferenceId(employerId, boardJob.referenceId)?.id;
}

/** A local change waits for this job (or a step is under way): the board's version must not overwrite it. */
function isHeldLocally(context: EngineContext, boardJob: Pick<JobHeader, 'id' | 'referenceId'>): boolean {
  const jobId = findLocalJobId(context.store, context.employerId, boardJob);
  if (jobId === undefined) return false;
  return context.busy.has(jobId) || context.store.outbox.listOutboxForJob(jobId).length > 0;
}

function applyBoardJob(context: EngineContext, boardJob: Job, sinceStep: number): Applied {
  let result: { applied: Applied; jobId?: number };
  try {
    result = writeBoardJob(context, boardJob, sinceStep);
  } catch (error) {
    // A board job the store's constraints refuse (it clashes with local data): left alone, and said so.
    // Anything else is a bug and goes up.
    if (!isConstraintError(error)) throw error;
    context.logger.warn('left a board job alone: it clashes with local data', {
      remoteId: boardJob.id,
      error: errorMessage(error),
    });
    return 'skipped';
  }
  if (result.jobId !== undefined) context.tracker.jobChanged(result.jobId, 'synced');
  return result.applied;
}

function writeBoardJob(
  context: EngineContext,
  boardJob: Job,
  sinceStep: number,
): { applied: Applied; jobId?: number } {
  const { store, employerId } = context;
  return store.transaction((): { applied: Applied; jobId?: number } => {
    if (isHeldLocally(context, boardJob)) return { applied: 'skipped' };
    const jobId = findLocalJobId(store, employerId, boardJob);
    if (jobId !== undefined && touchedSince(context, jobId, sinceStep)) return { applied: 'skipped' };
    const local = jobId === undefined ? undefined : store.jobs.getJob(employerId, jobId);
    const board = {
      employerId,
      remoteId: boardJob.id,
      referenceId: boardJob.referenceId,
      status: boardJob.status,
      listedHeader: listedHeaderOf(boardJob),
    };
    if (local === undefined) {
      const now = new Date(context.access.now()).toISOString();
      const fields = boardFields(boardJob, boardJob.referenceId, now);
      const inserted = store.jobs.insertJob(employerId, fields);
      if (!inserted.ok) return { applied: 'skipped' };
      if (jobId !== undefined) store.boardJobs.delete(jobId);
      store.boardJobs.save({ ...board, jobId: inserted.value.id, ackedVersion: 1 });
      recordPull(store, inserted.value.id, true, fieldChanges(undefined, fields));
      return { applied: 'imported', jobId: inserted.value.id };
    }
    const info = store.jobs.getJobSyncInfo(employerId, local.id);
    if (info === undefined) return { applied: 'skipped' };
    let referenceId = boardJob.referenceId;
    // The board renamed the job to a referenceId another local job has: keep ours rather than clash.
    const clash = referenceId === null ? undefined : store.jobs.getJobByReferenceId(employerId, referenceId);
    if (clash !== undefined && clash.id !== local.id) referenceId = local.referenceId;
    const fields = boardFields(boardJob, referenceId, local.publishDate);
    const before = boardFields(local, local.referenceId, local.publishDate);
    const same =
      info.syncState === 'synced' &&
      info.remoteId === boardJob.id &&
      JSON.stringify(fields) === JSON.stringify(before);
    store.boardJobs.save({ ...board, referenceId, jobId: local.id, ackedVersion: info.version });
    if (same) return { applied: 'unchanged' };
    store.jobs.writeBackJob(local.id, info.version, fields);
    recordPull(store, local.id, false, fieldChanges(before, fields));
    return { applied: 'refreshed', jobId: local.id };
  });
}

/** Synced jobs whose board copy is not in the list: flagged `missing-on-remote` (kept, never deleted). */
function flagMissing(context: EngineContext, listedIds: ReadonlySet<number>, sinceStep: number): number {
  const { store, employerId, tracker } = context;
  let flagged = 0;
  for (const entry of store.boardJobs.list(employerId)) {
    if (entry.remoteId === null || listedIds.has(entry.remoteId)) continue;
    const info = store.jobs.getJobSyncInfo(employerId, entry.jobId);
    if (info === undefined || info.syncState === 'missing-on-remote') continue;
    if (context.busy.has(entry.jobId) || store.outbox.listOutboxForJob(entry.jobId).length > 0) continue;
    // Sent to the board after the list was read: its absence from the list says nothing.
    if (touchedSince(context, entry.jobId, sinceStep)) continue;
    store.boardJobs.markMissing(entry.jobId);
    tracker.jobChanged(entry.jobId, 'missing-on-remote');
    flagged += 1;
  }
  return flagged;
}

function isConstraintError(error: unknown): boolean {
  return String((error as { code?: unknown } | null)?.code ?? '').startsWith('SQLITE_CONSTRAINT');
}

function failureFields(error: JobBoardError) {
  return { status: error.status, failure: error.kind, messages: error.messages.join(' ') };
}

// Pull: the board's jobs come down. Jobs JobDesk lacks are imported, local jobs with no waiting change
// are refreshed (their base with them), and a synced job the board no longer has is flagged, never deleted.
import type { JobBoardClient } from '../../src-shared/client/job-board-client.ts';
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import { normalizeReferenceId } from '../../src-shared/rules/reference-id.ts';
import type { JobReadOutcome } from '../../src-shared/schemas/app.ts';
import type { Job, JobHeader } from '../../src-shared/schemas/resources.ts';
import { employerShownOn, recordBoardEmployer } from '../jobs/board-employer-writes.ts';
import type { BoardView } from '../jobs/board-view.ts';
import {
  importBoardJob,
  markMissingOnBoard,
  postOnThisBoard,
  refreshFromBoardJob,
} from '../jobs/pull-writes.ts';
import { listedHeaderOf } from '../store/board-jobs-repository.ts';
import { MISSING_ON_REMOTE_MESSAGE } from '../store/stored-job.ts';
import { type EngineContext, forEachBounded, noteRecentJob, versionStepsOf } from './engine-context.ts';
import { classifyFailure } from './failure-policy.ts';
import { type BoardSession, openBoardSession } from './remote-calls.ts';
import { errorMessage } from './sync-logger.ts';
import { STATUS_MESSAGES } from './sync-status.ts';
import type { PullReport } from './sync-types.ts';

export { MISSING_ON_REMOTE_MESSAGE };

type Applied = 'imported' | 'refreshed' | 'unchanged' | 'skipped';

/** Board jobs read in full are written this many to a transaction. */
const WRITE_BATCH = 25;

/**
 * Each pull also reads in full some of the jobs read least recently (and not within FRESHNESS_MIN_AGE_MS),
 * whatever their list header says, so that a change on the board to any property (a description, a salary)
 * arrives within an hour however many jobs the board lists: a tenth of the listed jobs per pull, and never fewer
 * than FRESHNESS_MIN_READS_PER_PULL. With a pull every 5 minutes, a job waits out its 10 minutes and then at most
 * 10 pulls: 60 minutes (README, "How sync works"). The cost of a pull grows with the board, one read per ten
 * jobs listed, and is bounded by it.
 */
export const FRESHNESS_MIN_READS_PER_PULL = 40;
/** The pulls in which every listed job gets its turn: the share of the list re-read per pull is its inverse. */
export const FRESHNESS_TURN_PULLS = 10;

/** How many of the least recently read jobs a pull of a board listing `listedJobs` reads again. */
export function freshnessReadsPerPull(listedJobs: number): number {
  return Math.max(FRESHNESS_MIN_READS_PER_PULL, Math.ceil(listedJobs / FRESHNESS_TURN_PULLS));
}
/**
 * A job read this recently is not read again for freshness: a small board is not read whole every pull. Short,
 * since right after a full read every job waits it out before its turn comes (it adds to the bound).
 */
export const FRESHNESS_MIN_AGE_MS = 10 * 60_000;

/**
 * Sync now reads again every job of a board that lists at most this many (at the engine's concurrency): the
 * list's headers carry no salary, close date or description, so only a read shows a colleague's change. A
 * bigger board gets as many re-reads: first the jobs the recruiter opened or changed lately (newest first),
 * then those read least recently, so a Sync now costs the same whatever the board's size and every job gets
 * its turn over a few of them.
 */
export const FRESH_READ_LIMIT = 1_000;

/**
 * Lists every board job (`GET /jobs`, all pages of 100) and reads in full (`GET /jobs/{id}`) the jobs
 * JobDesk may take whose list header differs from the one it last saw (new jobs, jobs changed on the
 * board) and freshnessReadsPerPull of the jobs read least recently, or every one it may take when `full`. Local imports and refreshes are written through the store, so they
 * produce no outbox row; each is its own savepoint (25 to a transaction) that first checks again that no
 * local change arrived and no replay step touched the job since the pull began. A failed list changes nothing; a failed detail
 * only skips that job (and stops the pull if the board is unreachable).
 */
export async function pullPass(
  context: EngineContext,
  options: { full: boolean; fresh?: boolean },
): Promise<PullReport> {
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
  if (session === null) return { ...report, ok: false, message: STATUS_MESSAGES['no-board'] };
  if (tracker.isPaused()) return { ...report, ok: false, message: STATUS_MESSAGES['key-rejected'] };
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
  // Whose jobs these are: the board says it on each of them, and Settings and the Preview show it.
  const employer = employerShownOn(listed.value);
  if (employer !== null) recordBoardEmployer(context.store, context.store.boardId, employer);

  let stopped: string | null = null;
  // Asked to be fresh (Sync now), a board of up to FRESH_READ_LIMIT jobs is read whole.
  const readAll = options.full || (options.fresh === true && listed.value.length <= FRESH_READ_LIMIT);
  report.full = readAll;
  const toRead = listed.value.filter((header) => {
    if (isHeldLocally(context, header)) {
      report.skipped += 1;
      return false;
    }
    return readAll || !isKnownAsListed(context, header);
  });
  if (options.fresh === true && !readAll) toRead.push(...freshReadsOfBigBoard(context, listed.value, toRead));
  else if (!readAll) {
    const readBefore = new Date(context.access.now() - FRESHNESS_MIN_AGE_MS).toISOString();
    toRead.push(
      ...leastRecentlyRead(
        context,
        listed.value,
        toRead,
        freshnessReadsPerPull(listed.value.length),
        readBefore,
      ),
    );
  }
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
    tracker.noteStoreSaved();
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
    report.missing = flagMissing(context, listed.value, startedAtStep);
  }
  const { ok: _ok, message, ...counts } = report;
  (report.ok ? logger.info : logger.warn)('pull', { ...counts, message });
  return report;
}

/**
 * Reads one job from this engine's board as the recruiter opens it (`GET /jobs/{id}`), and writes the board's
 * version here as a pull would (the same checks: never over a change waiting to be sent, nor over a step
 * that ran meanwhile). The job counts as opened lately for the next Sync now. A failure is said in words and
 * noted as a pull's would be (a board out of reach reads as such in the header).
 */
export async function readJobOnOpen(
  context: EngineContext,
  jobId: number,
): Promise<Omit<JobReadOutcome, 'boardId'>> {
  noteRecentJob(context, jobId);
  const session = openBoardSession(context.access);
  if (session === null) return { outcome: 'failed', message: STATUS_MESSAGES['no-board'] };
  if (context.tracker.isPaused()) return { outcome: 'failed', message: STATUS_MESSAGES['key-rejected'] };
  const row = context.store.boardJobs.get(jobId);
  if (row === undefined || row.remoteId === null) return { outcome: 'not-sent' };
  const held = () => context.busy.has(jobId) || context.store.outbox.listOutboxForJob(jobId).length > 0;
  if (held()) return { outcome: 'held' };
  const sinceStep = context.steps.count;
  const started = context.access.now();
  const detail = await session.client.getJob(row.remoteId);
  const call = { call: 'GET /jobs/{id}', target: row.remoteId, durationMs: context.access.now() - started };
  if (!detail.ok) {
    context.logger.warn('call failed', { ...call, ...failureFields(detail.error) });
    if (detail.error.reason === 'not-found') {
      context.tracker.noteReached(true);
      return { outcome: 'not-found' };
    }
    return { outcome: 'failed', message: noteFailure(context, session, detail.error) };
  }
  context.logger.info('call', { ...call, status: 200 });
  context.tracker.noteReached(true);
  const applied = applyBoardJob(context, detail.value, sinceStep);
  context.tracker.noteStoreSaved();
  return applied === 'skipped' ? { outcome: 'held' } : { outcome: 'read' };
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
    return STATUS_MESSAGES['key-rejected'];
  }
  if (action.action === 'not-a-board') {
    context.tracker.noteReached(true);
    context.tracker.haltNotABoard(session.baseUrl, action.message, action.reason);
    return action.message;
  }
  context.tracker.noteReached(!(action.action === 'retry' && action.offline));
  if (action.action === 'retry' && !action.offline && !action.immediate)
    context.tracker.noteTrouble(action.message);
  return action.message;
}

/**
 * The local job a board job is, if any. By referenceId first (its board row's, then a local job's, then that
 * of a rename sent to that id whose answer never came); by the board's id only when the board gives no
 * referenceId and JobDesk knows that id without one too: an id that now names a job of another referenceId
 * (a board reset, an import elsewhere) is another job, never ours.
 */
function findLocalJobId(
  store: BoardView,
  employerId: number,
  boardJob: Pick<Job, 'id' | 'referenceId'>,
): number | undefined {
  const referenceId = normalizeReferenceId(boardJob.referenceId);
  // A row that knows the id and no referenceId: imported without one, or renamed here and unconfirmed.
  const byIdOnly = store.boardJobs.find(employerId, { remoteId: boardJob.id, referenceId: null });
  if (referenceId !== null) {
    const byRow = store.boardJobs.find(employerId, { referenceId });
    if (byRow !== undefined) return byRow.jobId;
    const byLocal = store.jobs.getJobByReferenceId(employerId, referenceId);
    if (byLocal !== undefined) return byLocal.id;
    // Renamed here to this referenceId in an update whose answer never came: the board took it.
    const renamed = store.boardJobs.find(employerId, { remoteId: boardJob.id });
    const sentReference = renamed?.sent?.referenceId;
    if (
      renamed !== undefined &&
      sentReference !== undefined &&
      normalizeReferenceId(sentReference) === referenceId
    )
      return renamed.jobId;
    return byIdOnly?.jobId;
  }
  if (byIdOnly === undefined) return undefined;
  const local = store.jobs.getJob(employerId, byIdOnly.jobId);
  return local === undefined || local.referenceId === null ? byIdOnly.jobId : undefined;
}

/**
 * Sync now's re-reads on a board listing more than FRESH_READ_LIMIT jobs: FRESH_READ_LIMIT of the listed jobs
 * not already to be read and not held by a local change, first those the recruiter opened or changed lately
 * (newest first), then those read least recently.
 */
function freshReadsOfBigBoard(
  context: EngineContext,
  listed: readonly JobHeader[],
  toRead: readonly JobHeader[],
): JobHeader[] {
  const byId = new Map(listed.map((header) => [header.id, header]));
  const reading = new Set(toRead.map((header) => header.id));
  const picked: JobHeader[] = [];
  for (const jobId of [...context.recent.keys()].reverse()) {
    if (picked.length >= FRESH_READ_LIMIT) break;
    const remoteId = context.store.boardJobs.get(jobId)?.remoteId;
    const header = remoteId == null ? undefined : byId.get(remoteId);
    if (header === undefined || reading.has(header.id) || isHeldLocally(context, header)) continue;
    reading.add(header.id);
    picked.push(header);
  }
  const readBefore = new Date(context.access.now() + 1).toISOString();
  const rest = leastRecentlyRead(
    context,
    listed,
    [...toRead, ...picked],
    FRESH_READ_LIMIT - picked.length,
    readBefore,
  );
  return [...picked, ...rest];
}

/**
 * Up to `wanted` listed jobs, not already to be read and not held by a local change, read before `readBefore`,
 * those JobDesk read least recently (never first) first.
 */
function leastRecentlyRead(
  context: EngineContext,
  listed: readonly JobHeader[],
  toRead: readonly JobHeader[],
  wanted: number,
  readBefore: string,
): JobHeader[] {
  if (wanted <= 0) return [];
  const byId = new Map(listed.map((header) => [header.id, header]));
  const reading = new Set(toRead.map((header) => header.id));
  const picked: JobHeader[] = [];
  const candidates = context.store.boardJobs.listLeastRecentlyRead(
    context.employerId,
    readBefore,
    wanted * 4 + reading.size,
  );
  for (const { remoteId } of candidates) {
    if (picked.length >= wanted) break;
    const header = byId.get(remoteId);
    if (header === undefined || reading.has(remoteId) || isHeldLocally(context, header)) continue;
    reading.add(remoteId);
    picked.push(header);
  }
  return picked;
}

/**
 * A local change waits for this job (or a step is under way): the board's version must not overwrite it.
 * A job deleted here whose delete the board has not confirmed holds its board id too, so it is never
 * imported again.
 */
function isHeldLocally(context: EngineContext, boardJob: Pick<JobHeader, 'id' | 'referenceId'>): boolean {
  const { store, employerId } = context;
  const held = (jobId: number) => context.busy.has(jobId) || store.outbox.listOutboxForJob(jobId).length > 0;
  const jobId = findLocalJobId(store, employerId, boardJob);
  if (jobId !== undefined && held(jobId)) return true;
  const byId = store.boardJobs.find(employerId, { remoteId: boardJob.id });
  return (
    byId !== undefined && byId.jobId !== jobId && held(byId.jobId) && !store.jobs.getJobVersion(byId.jobId)
  );
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
  if (result.jobId !== undefined) context.tracker.jobsChanged();
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
    // A local job of this referenceId that is not posted to this board: the board's job is its posting here.
    if (jobId !== undefined && !store.jobs.getJob(employerId, jobId) && store.jobs.getJobVersion(jobId))
      postOnThisBoard(store, jobId);
    const local = jobId === undefined ? undefined : store.jobs.getJob(employerId, jobId);
    if (local === undefined) {
      const imported = importBoardJob(store, employerId, boardJob, jobId, new Date(context.access.now()));
      return imported === undefined ? { applied: 'skipped' } : { applied: 'imported', jobId: imported };
    }
    const info = store.jobs.getJobSyncInfo(employerId, local.id);
    if (info === undefined) return { applied: 'skipped' };
    const refreshed = refreshFromBoardJob(store, employerId, local, info, boardJob, versionStepsOf(context));
    return refreshed ? { applied: 'refreshed', jobId: local.id } : { applied: 'unchanged' };
  });
}

/**
 * Synced jobs whose board copy is not in the list: flagged `missing-on-remote` (kept, never deleted). A job
 * is in the list under its id with the referenceId JobDesk knows it by, or under that referenceId; its id
 * naming a job of another referenceId does not count.
 */
function flagMissing(context: EngineContext, listed: readonly JobHeader[], sinceStep: number): number {
  const { store, employerId, tracker } = context;
  const referenceById = new Map(listed.map((job) => [job.id, normalizeReferenceId(job.referenceId)]));
  const listedReferences = new Set(referenceById.values());
  const isListed = (entry: { remoteId: number; referenceId: string | null }) => {
    if (entry.referenceId !== null && listedReferences.has(entry.referenceId)) return true;
    if (!referenceById.has(entry.remoteId)) return false;
    return entry.referenceId === null || referenceById.get(entry.remoteId) === entry.referenceId;
  };
  let flagged = 0;
  for (const entry of store.boardJobs.list(employerId)) {
    if (entry.remoteId === null || isListed({ remoteId: entry.remoteId, referenceId: entry.referenceId }))
      continue;
    const info = store.jobs.getJobSyncInfo(employerId, entry.jobId);
    if (info === undefined || info.syncState === 'missing-on-remote') continue;
    if (context.busy.has(entry.jobId) || store.outbox.listOutboxForJob(entry.jobId).length > 0) continue;
    // Sent to the board after the list was read: its absence from the list says nothing.
    if (touchedSince(context, entry.jobId, sinceStep)) continue;
    markMissingOnBoard(store, entry.jobId);
    tracker.jobsChanged();
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

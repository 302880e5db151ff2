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
import { STATUS_MESSAGES } from './sync-status.ts';
import type { PullReport } from './sync-types.ts';
import { boardFields } from './write-back.ts';

export { MISSING_ON_REMOTE_MESSAGE };

type Applied = 'imported' | 'refreshed' | 'unchanged' | 'skipped';

/**
 * Lists every board job (`GET /jobs`, all pages) and reads each one JobDesk may take (`GET /jobs/{id}`).
 * Local imports and refreshes are written through the store, so they produce no outbox row; each is one
 * transaction that first checks again that no local change arrived meanwhile. A failed list changes
 * nothing; a failed detail only skips that job (and stops the pull if the board is unreachable).
 */
export async function pullPass(context: EngineContext): Promise<PullReport> {
  const report: PullReport = { ok: true, imported: 0, refreshed: 0, missing: 0, skipped: 0 };
  const { tracker } = context;
  const session = openBoardSession(context.access);
  if (session === null) return { ...report, ok: false, message: STATUS_MESSAGES.unconfigured };
  if (tracker.isPaused()) return { ...report, ok: false, message: STATUS_MESSAGES.paused };
  await refreshReferenceLists(context.store, session.client);

  const listed = await session.client.listAllJobs();
  if (!listed.ok) return { ...report, ok: false, message: noteFailure(context, session, listed.error) };
  tracker.noteReached(true);

  let stopped: string | null = null;
  await forEachBounded(
    listed.value,
    context.concurrency,
    async (header) => {
      if (isHeldLocally(context, header)) {
        report.skipped += 1;
        return;
      }
      const detail = await session.client.getJob(header.id);
      if (!detail.ok) {
        if (detail.error.reason === 'not-found') return;
        const action = classifyFailure(detail.error);
        const message = noteFailure(context, session, detail.error);
        if (action.action === 'pause' || (action.action === 'retry' && action.offline)) stopped = message;
        report.ok = false;
        report.message = message;
        return;
      }
      const applied = applyBoardJob(context, detail.value);
      if (applied === 'imported') report.imported += 1;
      else if (applied === 'refreshed') report.refreshed += 1;
      else if (applied === 'skipped') report.skipped += 1;
    },
    () => stopped !== null,
  );
  if (stopped === null) report.missing = flagMissing(context, new Set(listed.value.map((job) => job.id)));
  return report;
}

/** Position types and categories from the board, when it offers them; any failure is ignored. */
async function refreshReferenceLists(store: Store, client: JobBoardClient): Promise<void> {
  const [positionTypes, categories] = await Promise.all([
    client.listPositionTypes(),
    client.listCategories(),
  ]);
  try {
    if (positionTypes.ok) store.reference.upsertPositionTypes(positionTypes.value);
  } catch {
    // A name the local schema cannot hold (too long): keep the shipped list.
  }
  try {
    if (categories.ok) store.reference.upsertCategories(categories.value);
  } catch {
    // As above.
  }
}

function noteFailure(context: EngineContext, session: BoardSession, error: JobBoardError): string {
  const action = classifyFailure(error);
  if (action.action === 'pause') {
    context.tracker.noteReached(true);
    context.tracker.pause(session.lastKeyUsed());
    return STATUS_MESSAGES.paused;
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

function applyBoardJob(context: EngineContext, boardJob: Job): Applied {
  let result: { applied: Applied; jobId?: number };
  try {
    result = writeBoardJob(context, boardJob);
  } catch {
    // A board job that clashes with the local data (a remote id two local jobs claim): left alone.
    return 'skipped';
  }
  if (result.jobId !== undefined) context.tracker.jobChanged(result.jobId, 'synced');
  return result.applied;
}

function writeBoardJob(context: EngineContext, boardJob: Job): { applied: Applied; jobId?: number } {
  const { store, employerId } = context;
  return store.transaction((): { applied: Applied; jobId?: number } => {
    if (isHeldLocally(context, boardJob)) return { applied: 'skipped' };
    const jobId = findLocalJobId(store, employerId, boardJob);
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
function flagMissing(context: EngineContext, listedIds: ReadonlySet<number>): number {
  const { store, employerId, tracker } = context;
  let flagged = 0;
  for (const entry of store.boardJobs.list(employerId)) {
    if (entry.remoteId === null || listedIds.has(entry.remoteId)) continue;
    const info = store.jobs.getJobSyncInfo(employerId, entry.jobId);
    if (info === undefined || info.syncState === 'missing-on-remote') continue;
    if (context.busy.has(entry.jobId) || store.outbox.listOutboxForJob(entry.jobId).length > 0) continue;
    store.boardJobs.markMissing(entry.jobId);
    tracker.jobChanged(entry.jobId, 'missing-on-remote');
    flagged += 1;
  }
  return flagged;
}

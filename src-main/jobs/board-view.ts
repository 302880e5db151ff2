// One board's view of the store, for that board's sync engine and what reads a posting: its outbox rows and
// board rows only, each job as posted there (the posting's status and the values that differ there), a job
// posted elsewhere only as absent, and history entries that name the board. These are rules of the domain,
// so they live here and not in store/: writes of the board's version of a job keep the posting's own values
// on the posting, and a change the board brings to the job's shared values is queued for the job's other
// boards.
import { err, ok } from '../../src-shared/result.ts';
import { MERGED_PROPERTIES } from '../../src-shared/schemas/conflicts.ts';
import type { Job } from '../../src-shared/schemas/resources.ts';
import type { BoardJobsRepository } from '../store/board-jobs-repository.ts';
import type { BoardsRepository, StoredPosting } from '../store/boards-repository.ts';
import type { Db } from '../store/database.ts';
import type { HistoryRepository } from '../store/history-repository.ts';
import { JOB_SYNC_COLUMNS, type JobSyncRow, toJobSyncInfo } from '../store/job-rows.ts';
import type { JobsRepository } from '../store/jobs-repository.ts';
import type { OutboxRepository } from '../store/outbox-repository.ts';
import type { SettingsRepository } from '../store/settings-repository.ts';
import type { Store } from '../store/store.ts';
import { type JobSyncState, type StoredJobFields, storedFieldsFromJob } from '../store/stored-job.ts';
import { NEEDS_RECRUITER_SQL } from '../store/sync-state-views.ts';
import { appendFoldingRetries } from './job-history.ts';

/**
 * The store as one board sees it: `outbox` and `boardJobs` are that board's, `jobs` shows each job as
 * posted there (its sync state there), `history` names the board in the entries of its calls, pulls and
 * decisions, and `settings` keeps sync's bookkeeping of that board apart.
 */
export type BoardView = Store & {
  readonly boardId: number;
  readonly outbox: OutboxRepository;
  readonly boardJobs: BoardJobsRepository;
};

/** The view of a board, the same object for the same board: each prepares its statements once. */
export type BoardViews = (boardId: number) => BoardView;

/** Every board's view of `store`, built as each is first asked for; build it once where the store opens. */
export function createBoardViews(store: Store): BoardViews {
  const views = new Map<number, BoardView>();
  return (boardId) => {
    let view = views.get(boardId);
    if (view === undefined) {
      view = createBoardView(store, boardId);
      views.set(boardId, view);
    }
    return view;
  };
}

/** One board's view of `store`; a sync engine builds its board's once. */
export function createBoardView(store: Store, boardId: number): BoardView {
  return {
    ...store,
    boardId,
    jobs: scopeJobsToBoard({
      db: store.db,
      boardId,
      jobs: store.jobs,
      boards: store.boards,
      outboxOf: (id) => store.outboxOf(id),
    }),
    outbox: store.outboxOf(boardId),
    boardJobs: store.boardJobsOf(boardId),
    history: scopeHistoryToBoard(store.history, store.boards, boardId),
    settings: scopeSettingsToBoard(store.settings, boardId),
  };
}

type BoardScopeParts = {
  db: Db;
  boardId: number;
  jobs: JobsRepository;
  boards: BoardsRepository;
  outboxOf: (boardId: number) => OutboxRepository;
};

/** The job with the posting's own values in place of the job's. */
export function jobAsPosted(
  job: Job,
  posting: StoredPosting,
  names: { category(id: number): string; positionType(id: number): string },
): Job {
  return {
    ...job,
    status: posting.status ?? job.status,
    categories:
      posting.categoryIds === null
        ? job.categories
        : posting.categoryIds.map((id) => ({ id, name: names.category(id) })),
    positionType:
      posting.positionTypeId === null
        ? job.positionType
        : { id: posting.positionTypeId, name: names.positionType(posting.positionTypeId) },
    closeDate: posting.closeDate ?? job.closeDate,
  };
}

function scopeJobsToBoard(parts: BoardScopeParts): JobsRepository {
  const { db, boardId, jobs, boards } = parts;
  const categoryName = db.prepare<[number], string>('SELECT name FROM categories WHERE id = ?').pluck();
  const positionTypeName = db
    .prepare<[number], string>('SELECT name FROM position_types WHERE id = ?')
    .pluck();
  const names = {
    category: (id: number) =>
      boards.get(boardId)?.categories?.find((item) => item.id === id)?.name ?? categoryName.get(id) ?? '',
    positionType: (id: number) =>
      boards.get(boardId)?.positionTypes?.find((item) => item.id === id)?.name ??
      positionTypeName.get(id) ??
      '',
  };
  const syncOne = db.prepare<[{ employer_id: number; id: number }], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM posting_sync WHERE employer_id = +@employer_id AND id = +@id
       AND board_id = ${boardId}`,
  );
  const syncStateOne = db
    .prepare<[{ employer_id: number; id: number }], JobSyncState>(
      `SELECT sync_state FROM posting_sync WHERE employer_id = +@employer_id AND id = +@id
         AND board_id = ${boardId}`,
    )
    .pluck();
  const syncAll = db.prepare<[number], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM posting_sync WHERE employer_id = +? AND board_id = ${boardId} ORDER BY id`,
  );
  const syncNeedingAttention = db.prepare<[number], JobSyncRow>(
    `SELECT ${JOB_SYNC_COLUMNS} FROM posting_sync WHERE employer_id = +? AND board_id = ${boardId}
       AND sync_state IN (${NEEDS_RECRUITER_SQL}) ORDER BY id`,
  );

  const asPosted = (job: Job | undefined): Job | undefined => {
    if (job === undefined) return undefined;
    const posting = boards.getPosting(job.id, boardId);
    return posting === undefined ? undefined : jobAsPosted(job, posting, names);
  };

  /**
   * Writes the board's version: the posting keeps what differs here from the job; the rest goes to the
   * job through `write`. A change of a shared value is queued for the job's other boards. `answer`: the
   * version is a board's answer to a call (a pull, a merge), which a posting changed here since outweighs;
   * otherwise the recruiter chose the board's values (a resolve, a restore), which outweigh any waiting change.
   */
  function writeAsPosted<T>(
    jobId: number,
    fields: StoredJobFields,
    write: (shared: StoredJobFields) => T,
    written: (result: T) => number | undefined,
    answer: boolean,
  ): T {
    const current = findAnyJob(jobId);
    const posting = boards.getPosting(jobId, boardId);
    if (current === undefined) return write(fields);
    // Withdrawn from this board since: what the board answered is no longer the job's.
    if (posting === undefined) return write(storedFieldsFromJob(current));
    const keepsOwn = (property: 'categories' | 'positionType' | 'closeDate') =>
      property === 'categories'
        ? posting.categoryIds !== null
        : property === 'positionType'
          ? posting.positionTypeId !== null
          : posting.closeDate !== null;
    // A job on this board only has one status: the board's is the job's.
    const alone = boards.postingsOfJob(jobId).length === 1;
    // A posting changed here since the call this answers (its change waits, not yet in flight) keeps its
    // values: posting changes leave the job's version as it is, so only the waiting rows tell.
    const newer =
      answer &&
      parts
        .outboxOf(boardId)
        .listOutboxForJob(jobId)
        .some((row) => row.state !== 'in-flight' && row.state !== 'set-aside');
    if (newer) {
      const kept: StoredJobFields = {
        ...fields,
        status: current.status,
        categoryIds: current.categories.map(({ id }) => id),
        positionTypeId: current.positionType?.id ?? null,
        closeDate: current.closeDate,
      };
      return write(kept);
    }
    boards.savePosting({
      ...posting,
      status: alone || fields.status === current.status ? null : fields.status,
      categoryIds: keepsOwn('categories') ? fields.categoryIds : null,
      positionTypeId: keepsOwn('positionType') ? fields.positionTypeId : null,
      closeDate: keepsOwn('closeDate') ? fields.closeDate : null,
    });
    const shared: StoredJobFields = {
      ...fields,
      status: alone ? fields.status : current.status,
      categoryIds: keepsOwn('categories') ? current.categories.map(({ id }) => id) : fields.categoryIds,
      positionTypeId: keepsOwn('positionType') ? (current.positionType?.id ?? null) : fields.positionTypeId,
      closeDate: keepsOwn('closeDate') ? current.closeDate : fields.closeDate,
    };
    const changed = sharedChanges(current, shared);
    const result = write(shared);
    const version = written(result);
    if (version !== undefined && changed) {
      for (const other of boards.postingsOfJob(jobId)) {
        if (other.boardId === boardId) continue;
        parts
          .outboxOf(other.boardId)
          .appendOutbox({ jobId, employerId: current.employer.id, operation: 'update', jobVersion: version });
      }
    }
    return result;
  }

  const selectEmployer = db.prepare<[number], number>('SELECT employer_id FROM jobs WHERE id = ?').pluck();
  function findAnyJob(jobId: number): Job | undefined {
    const employerId = selectEmployer.get(jobId);
    return employerId === undefined ? undefined : jobs.getJob(employerId, jobId);
  }

  return {
    ...jobs,
    getJob: (employerId, id) => asPosted(jobs.getJob(employerId, id)),
    // Found whether posted here or not: a board job of this referenceId is that job's posting here.
    getJobByReferenceId(employerId, referenceId) {
      const job = jobs.getJobByReferenceId(employerId, referenceId);
      return job === undefined ? undefined : (asPosted(job) ?? job);
    },
    getJobSyncInfo(employerId, id) {
      const row = syncOne.get({ employer_id: employerId, id });
      return row === undefined ? undefined : toJobSyncInfo(row);
    },
    getJobSyncState: (employerId, id) => syncStateOne.get({ employer_id: employerId, id }),
    listJobSyncInfos: (employerId) => syncAll.all(employerId).map(toJobSyncInfo),
    listJobsNeedingAttention: (employerId) => syncNeedingAttention.all(employerId).map(toJobSyncInfo),
    updateJob(employerId, id, fields) {
      if (boards.getPosting(id, boardId) === undefined) return err({ type: 'not-found' });
      const result = writeAsPosted(
        id,
        fields,
        (shared) => jobs.updateJob(employerId, id, shared),
        (answer) => (answer.ok ? jobs.getJobVersion(id) : undefined),
        false,
      );
      if (!result.ok) return result;
      const job = asPosted(result.value);
      return job === undefined ? err({ type: 'not-found' }) : ok(job);
    },
    writeBackJob: (jobId, expectedVersion, fields) =>
      writeAsPosted(
        jobId,
        fields,
        (shared) => jobs.writeBackJob(jobId, expectedVersion, shared),
        (done) => (done ? expectedVersion : undefined),
        true,
      ),
    insertJob(employerId, fields) {
      const inserted = jobs.insertJob(employerId, fields);
      if (inserted.ok)
        boards.savePosting({
          jobId: inserted.value.id,
          boardId,
          status: null,
          categoryIds: null,
          positionTypeId: null,
          closeDate: null,
        });
      return inserted;
    },
    // Gone from this board only, while the job is posted elsewhere: it stays there.
    deleteJob(employerId, id) {
      const others = boards.postingsOfJob(id).filter((posting) => posting.boardId !== boardId);
      if (others.length === 0) {
        boards.removePosting(id, boardId);
        return jobs.deleteJob(employerId, id);
      }
      const info = jobs.getJobSyncInfo(employerId, id);
      if (info === undefined) return undefined;
      boards.removePosting(id, boardId);
      return info;
    },
  };
}

/** Whether the board's version changes a value the job shares with its other boards. */
function sharedChanges(current: Job, shared: StoredJobFields): boolean {
  const before: Record<string, unknown> = {
    referenceId: current.referenceId,
    title: current.title,
    closeDate: current.closeDate,
    confidential: current.confidential,
    autoRefresh: current.autoRefresh,
    locations: current.locations.map(({ description }) => description),
    categories: current.categories.map(({ id }) => id),
    positionType: current.positionType?.id ?? null,
    salary:
      current.salary === null
        ? null
        : [
            current.salary.amount,
            current.salary.maxAmount,
            current.salary.period.id,
            current.salary.plusCommission,
          ],
    description: current.description,
    applicantRoutingType: current.applicantRoutingType.id,
    applicationEmail: current.applicationEmail,
    applicationUrl: current.applicationUrl,
  };
  const after: Record<string, unknown> = {
    referenceId: shared.referenceId,
    title: shared.title,
    closeDate: shared.closeDate,
    confidential: shared.confidential,
    autoRefresh: shared.autoRefresh,
    locations: shared.locations.map(({ description }) => description),
    categories: shared.categoryIds,
    positionType: shared.positionTypeId,
    salary:
      shared.salary === null
        ? null
        : [
            shared.salary.amount,
            shared.salary.maxAmount,
            shared.salary.periodId,
            shared.salary.plusCommission,
          ],
    description: shared.description,
    applicantRoutingType: shared.applicantRoutingTypeId,
    applicationEmail: shared.applicationEmail,
    applicationUrl: shared.applicationUrl,
  };
  // The status is each posting's own; the values a posting keeps were put back in `shared` already.
  return MERGED_PROPERTIES.some(
    (property) =>
      property !== 'status' && JSON.stringify(before[property]) !== JSON.stringify(after[property]),
  );
}

/** History entries of this board's calls, pulls, decisions and the changes a delete removed there name the board. */
function scopeHistoryToBoard(
  history: HistoryRepository,
  boards: BoardsRepository,
  boardId: number,
): HistoryRepository {
  return {
    ...history,
    append(jobId, entry) {
      if (entry.kind === 'sync-call') {
        const boardName = boards.get(boardId)?.name;
        appendFoldingRetries(history, jobId, { ...entry, boardId, ...(boardName ? { boardName } : {}) });
        return;
      }
      if (
        entry.kind === 'pull' ||
        entry.kind === 'conflict-resolved' ||
        entry.kind === 'board-changes-deleted'
      ) {
        const boardName = boards.get(boardId)?.name;
        history.append(jobId, { ...entry, boardId, ...(boardName ? { boardName } : {}) });
        return;
      }
      history.append(jobId, entry);
    },
  };
}

/** The first board keeps the keys of before; every other board's sync bookkeeping has keys of its own. */
function scopeSettingsToBoard(settings: SettingsRepository, boardId: number): SettingsRepository {
  const scoped = (key: string) =>
    boardId === 1 || !key.startsWith('sync.') ? key : `${key}.board-${boardId}`;
  return {
    getSetting: (key) => settings.getSetting(scoped(key)),
    setSetting: (key, value) => settings.setSetting(scoped(key), value),
    deleteSetting: (key) => settings.deleteSetting(scoped(key)),
  };
}

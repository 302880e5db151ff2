// A local change to a job, recorded where it is written: an outbox row per board the job is posted to (what
// sync sends there) and its history entry (what the recruiter reads), all in the change's own transaction.
import { missingDraftDetails } from '../../src-shared/rules/draft-details.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import type { BoardsRepository } from '../store/boards-repository.ts';
import { fieldChanges } from '../store/job-changes.ts';
import type { OutboxOperation } from '../store/outbox-repository.ts';
import type { SettingsRepository } from '../store/settings-repository.ts';
import type { Store } from '../store/store.ts';
import type { StoredJobFields } from '../store/stored-job.ts';

/** The setting of the boards a new job is posted to (a JSON array of board ids; empty or absent: all). */
export const DEFAULT_BOARDS_SETTING = 'boards.default-for-new-jobs';

export type LocalChange = {
  employerId: number;
  jobId: number;
  operation: OutboxOperation;
  /** The job before the change (none for a create). */
  before?: StoredJobFields;
  /** The job after the change (none for a delete). */
  after?: StoredJobFields;
  /** The job's version after the change; read from the job when absent (a delete must give it). */
  version?: number;
  /**
   * A delete, or a bulk Publish or Archive, with an undo window: its rows are not sent before this time (an
   * ISO date-time).
   */
  notBefore?: string;
};

/** The boards a new job goes to: those chosen in Settings that still exist, or every board when none is. */
export function defaultBoardIds(boards: BoardsRepository, settings: SettingsRepository): number[] {
  const listed = boards.list().map((board) => board.id);
  let chosen: unknown = [];
  try {
    chosen = JSON.parse(settings.getSetting(DEFAULT_BOARDS_SETTING) ?? '[]');
  } catch {
    chosen = [];
  }
  const kept = Array.isArray(chosen) ? listed.filter((id) => chosen.includes(id)) : [];
  return kept.length > 0 ? kept : listed;
}

/**
 * A new job is posted to the default boards; a status set for the job is its status on every board; each
 * board the job is posted to gets an outbox row (a delete also ends the posting), except while the job is a
 * half-done draft (draft-details.ts): no board would take it, so nothing waits to be sent and nothing fails;
 * the change that completes it gets the rows, and sync sends the job as it then is. The history gets one
 * entry. Call it in the transaction that wrote the change, so both or neither are kept.
 */
export function recordLocalChange(store: Store, change: LocalChange): void {
  const { jobs, boards, history } = store;
  store.transaction(() => {
    const version = change.version ?? jobs.getJobVersion(change.jobId);
    if (version === undefined) throw new Error(`Job ${change.jobId} is gone: its change cannot be recorded.`);
    const { employerId, jobId, operation } = change;
    let postings = boards.postingsOfJob(jobId);
    if (operation === 'create' && postings.length === 0) {
      for (const boardId of defaultBoardIds(boards, store.settings))
        boards.savePosting({
          jobId,
          boardId,
          status: null,
          categoryIds: null,
          positionTypeId: null,
          closeDate: null,
        });
      postings = boards.postingsOfJob(jobId);
    }
    // The job's status set for the job is its status on every board.
    if (operation === 'update' && change.before && change.after?.status !== change.before.status)
      boards.clearPostingStatuses(jobId);
    const halfDone = operation !== 'delete' && isHalfDoneDraft(store, employerId, jobId);
    for (const posting of halfDone ? [] : postings) {
      store.outboxOf(posting.boardId).appendOutbox({
        jobId,
        employerId,
        operation,
        jobVersion: version,
        notBefore: change.notBefore,
      });
      if (operation === 'delete') boards.removePosting(jobId, posting.boardId);
    }
    const changes = operation === 'delete' ? [] : fieldChanges(change.before, change.after);
    history.append(jobId, { kind: 'local-change', operation, version, changes });
  });
}

function isHalfDoneDraft(store: Store, employerId: number, jobId: number): boolean {
  const job = store.jobs.getJob(employerId, jobId);
  return job !== undefined && missingDraftDetails(jobToInput(job)).length > 0;
}

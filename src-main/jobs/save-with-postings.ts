// The editor's Save with its boards as one command: the job written (created, or updated with what the
// recruiter changed) and its postings replaced, in one transaction. A posting the boards refuse leaves
// the job as it was: nothing of the save is kept, no outbox row, no history entry, no change event.
import { err, ok, type Result } from '../../src-shared/result.ts';
import type { PostingInput } from '../../src-shared/schemas/boards.ts';
import type { FieldError, Job } from '../../src-shared/schemas/resources.ts';
import type { StoredBoard } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';
import { createJobsService, type JobWriteError } from './jobs-service.ts';
import { createLanguageVersionSteps } from './language-version-steps.ts';
import type { JobWriting } from './local-job-writes.ts';
import { createPostingPlanner } from './posting-plan.ts';
import { replacePostings } from './posting-writes.ts';

/** One save of the editor: a new job (`jobId` null) or a change to one, with the boards it is posted to. */
export type SaveWithPostings = {
  jobId: number | null;
  /** The job body (a whole job for a create, the changed properties for an update); absent: the job stays. */
  job?: unknown;
  /** Every board the job is to be posted to (a board left out is withdrawn); absent: the postings stay. */
  postings?: readonly PostingInput[];
};

/** Why the save was refused: the job's own refusal, or the postings' (each at `postings.{index}.{field}`). */
export type SaveWithPostingsError = JobWriteError | { type: 'postings-refused'; problems: FieldError[] };

export type SaveWithPostingsOptions = JobWriting & {
  store: Store;
  /** The boards jobs can be posted to (a removed board is not one). */
  board(id: number): StoredBoard | undefined;
};

/** Carries a refusal out of the transaction, which rolls back everything written before it. */
class SaveRefused extends Error {
  readonly refusal: SaveWithPostingsError;
  constructor(refusal: SaveWithPostingsError) {
    super('save refused');
    this.refusal = refusal;
  }
}

export function createSaveWithPostings(options: SaveWithPostingsOptions) {
  const { store } = options;
  const jobs = createJobsService({ store, now: options.now, local: options.local });
  // A save is the app's own write: the job's version in the other language takes the shared details with it.
  const versions = createLanguageVersionSteps(store, jobs);
  const planner = createPostingPlanner(store, options.board);

  const refuse = (refusal: SaveWithPostingsError): never => {
    throw new SaveRefused(refusal);
  };

  function writeJob(employerId: number, save: SaveWithPostings): Job {
    if (save.jobId === null) {
      const created = jobs.create(employerId, save.job, { drafts: true });
      return created.ok ? created.value : refuse(created.error);
    }
    if (save.job !== undefined) {
      const updated = versions.update(employerId, save.jobId, save.job, { drafts: true });
      return updated.ok ? updated.value : refuse(updated.error);
    }
    return (
      store.jobs.getJob(employerId, save.jobId) ??
      refuse({ type: 'not-found', message: 'No job with this id exists for your account.' })
    );
  }

  /**
   * Writes the job, then plans its postings against the job as just written (the status and values a
   * posting follows) and replaces them. All or nothing: any refusal rolls the whole save back. Change
   * events go out once the transaction has committed. Not idempotent for a create (a repeat makes a second
   * job); a repeat of an update is harmless.
   */
  function saveJobWithPostings(
    employerId: number,
    save: SaveWithPostings,
  ): Result<{ job: Job }, SaveWithPostingsError> {
    try {
      return store.transaction(() => {
        const job = writeJob(employerId, save);
        if (save.postings !== undefined) {
          const current = new Map(
            store.boards.postingsOfJob(job.id).map((posting) => [posting.boardId, posting]),
          );
          const plan = planner.plan(job, save.postings, current);
          if (!plan.ok) refuse({ type: 'postings-refused', problems: plan.problems });
          else replacePostings(store, employerId, job, current, plan.planned);
        }
        return ok({ job });
      });
    } catch (error) {
      if (error instanceof SaveRefused) return err(error.refusal);
      throw error;
    }
  }

  return { saveJobWithPostings };
}

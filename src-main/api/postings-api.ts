// The app endpoints of a job's postings (/app/v1/jobs/{id}/postings): the boards the job is sent to, its
// status, the board's id and sync state on each, and the values that differ there. Replacing the set queues
// a create for a board added, a delete for a board left out (a withdrawal from that board only) and an
// update for a posting whose values changed, each on its own board's outbox (jobs/posting-writes.ts). The
// editor's Save sends the job and its postings together (/jobs/with-postings), written in one transaction.
import type { Hono } from 'hono';
import { isRefusalRow } from '../../src-shared/rules/job-sync-state.ts';
import { parseJobId } from '../../src-shared/rules/query.ts';
import { type Posting, type PostingList, PostingsUpdateSchema } from '../../src-shared/schemas/boards.ts';
import {
  JobCreateWithPostingsSchema,
  JobUpdateWithPostingsSchema,
  type JobWithPostings,
} from '../../src-shared/schemas/job-save.ts';
import type { FieldError, Job } from '../../src-shared/schemas/resources.ts';
import type { BoardViews } from '../jobs/board-view.ts';
import type { JobWriting } from '../jobs/local-job-writes.ts';
import { createPostingPlanner } from '../jobs/posting-plan.ts';
import { replacePostings } from '../jobs/posting-writes.ts';
import {
  createSaveWithPostings,
  type SaveWithPostings,
  type SaveWithPostingsError,
} from '../jobs/save-with-postings.ts';
import type { StoredBoard, StoredPosting } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';
import { ApiError, jobWriteError, notFoundError, validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

export type PostingRoutesOptions = {
  store: Store;
  /** Each board's view of the store: a posting's job, sync state, rows and board row there. */
  boardViews: BoardViews;
  employerId: number;
  /** The boards jobs can be posted to (removed ones are not). */
  board(id: number): StoredBoard | undefined;
  /** Wakes sync: postings changed. */
  onChange(): void;
  /** How the app writes a job (the editor's Save with its boards writes it so). */
  jobWriting: JobWriting;
};

export function addPostingRoutes(app: Hono<AuthenticatedEnv>, options: PostingRoutesOptions): void {
  const { store, boardViews, employerId } = options;
  const planner = createPostingPlanner(store, options.board);

  const jobOf = (segment: string): Job => {
    const id = parseJobId(segment);
    if (!id.ok) throw validationError(id.error);
    const job = store.jobs.getJob(employerId, id.value);
    if (job === undefined) throw notFoundError();
    return job;
  };

  function postingView(job: Job, posting: StoredPosting): Posting {
    const scoped = boardViews(posting.boardId);
    const asPosted = scoped.jobs.getJob(employerId, job.id) ?? job;
    const info = scoped.jobs.getJobSyncInfo(employerId, job.id);
    const rows = scoped.outbox.listOutboxForJob(job.id);
    // The newest refusal, as the rule's message is.
    const failedRow = rows.findLast(isRefusalRow);
    const retryAt = rows.find((row) => row.state === 'pending' && row.nextAttemptAt !== null)?.nextAttemptAt;
    const board = store.boards.get(posting.boardId);
    return {
      boardId: posting.boardId,
      ...(board ? { boardName: board.name } : {}),
      status: asPosted.status,
      boardJobId: scoped.boardJobs.get(job.id)?.remoteId ?? null,
      sync: {
        state: info?.syncState ?? (rows.length > 0 ? 'pending' : 'local'),
        messages: [info?.syncMessage ?? failedRow?.lastError].filter((text): text is string => Boolean(text)),
        ...(failedRow?.lastErrorFields.length ? { fields: failedRow.lastErrorFields } : {}),
        pendingChanges: rows.length,
        ...(retryAt ? { nextAttemptAt: retryAt } : {}),
      },
      ...(posting.categoryIds !== null ? { categories: asPosted.categories } : {}),
      ...(posting.positionTypeId !== null && asPosted.positionType !== null
        ? { positionType: asPosted.positionType }
        : {}),
      ...(posting.closeDate !== null ? { closeDate: posting.closeDate } : {}),
    };
  }

  const postingsOf = (job: Job): PostingList => ({
    data: store.boards.postingsOfJob(job.id).map((posting) => postingView(job, posting)),
  });

  app.get('/jobs/:id/postings', (c) => jsonResponse(200, postingsOf(jobOf(c.req.param('id')))));

  app.put('/jobs/:id/postings', async (c) => {
    const body = await readJsonBody(c);
    // Read after the body, and from here on synchronous: no answer of a board is written in between.
    const job = jobOf(c.req.param('id'));
    const parsed = parseRequest(PostingsUpdateSchema, body);
    const current = new Map(store.boards.postingsOfJob(job.id).map((posting) => [posting.boardId, posting]));
    const plan = planner.plan(job, parsed.postings, current);
    if (!plan.ok) throw postingsRefused(plan.problems);
    replacePostings(store, employerId, job, current, plan.planned);
    options.onChange();
    return jsonResponse(200, postingsOf(job));
  });

  // The editor's Save with its boards: the job and its postings written in one transaction, or nothing.
  const { saveJobWithPostings } = createSaveWithPostings({
    ...options.jobWriting,
    store,
    board: options.board,
  });
  const savedWithPostings = (save: SaveWithPostings): JobWithPostings => {
    const saved = saveJobWithPostings(employerId, save);
    if (!saved.ok) throw saveRefusal(saved.error);
    // A job's change wakes sync by its event; a change of boards asks for a sync now, as PUT postings does.
    if (save.postings !== undefined) options.onChange();
    return { job: saved.value.job, postings: postingsOf(saved.value.job).data };
  };

  app.post('/jobs/with-postings', async (c) => {
    const parsed = parseRequest(JobCreateWithPostingsSchema, await readJsonBody(c));
    return jsonResponse(201, savedWithPostings({ jobId: null, ...parsed }));
  });

  app.put('/jobs/:id/with-postings', async (c) => {
    const body = await readJsonBody(c);
    const id = parseJobId(c.req.param('id'));
    if (!id.ok) throw validationError(id.error);
    const parsed = parseRequest(JobUpdateWithPostingsSchema, body);
    return jsonResponse(200, savedWithPostings({ jobId: id.value, ...parsed }));
  });
}

function postingsRefused(problems: FieldError[]): ApiError {
  return validationError({
    type: 'ValidationException',
    messages: problems.map((problem) => problem.message),
    fields: problems,
  });
}

/** A refused save as the API answers it, each field at its path in the request (`job.title`, `postings.0.status`). */
function saveRefusal(error: SaveWithPostingsError): ApiError {
  if (error.type === 'postings-refused') return postingsRefused(error.problems);
  const refusal = jobWriteError(error);
  if (refusal.fields === undefined) return refusal;
  return new ApiError(refusal.status, refusal.type, refusal.messages, {
    fields: refusal.fields.map((field) => ({ ...field, path: `job.${field.path}` })),
    headers: refusal.headers,
  });
}

// The app endpoints of a job's postings (/app/v1/jobs/{id}/postings): the boards the job is sent to, its
// status, the board's id and sync state on each, and the values that differ there. Replacing the set queues
// a create for a board added, a delete for a board left out (a withdrawal from that board only) and an
// update for a posting whose values changed, each on its own board's outbox (jobs/posting-writes.ts).
import type { Hono } from 'hono';
import { parseJobId } from '../../src-shared/rules/query.ts';
import { parseRequestDate } from '../../src-shared/rules/request-date.ts';
import { canTransition, transitionMessage } from '../../src-shared/rules/status-transitions.ts';
import {
  type Posting,
  type PostingInput,
  type PostingList,
  PostingsUpdateSchema,
} from '../../src-shared/schemas/boards.ts';
import type { FieldError, Job } from '../../src-shared/schemas/resources.ts';
import type { BoardViews } from '../jobs/board-view.ts';
import { replacePostings } from '../jobs/posting-writes.ts';
import type { StoredBoard, StoredPosting } from '../store/boards-repository.ts';
import type { Store } from '../store/store.ts';
import { notFoundError, validationError } from './api-error.ts';
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
};

export function addPostingRoutes(app: Hono<AuthenticatedEnv>, options: PostingRoutesOptions): void {
  const { store, boardViews, employerId } = options;
  const selectCategoryIds = store.db.prepare<[], number>('SELECT id FROM categories').pluck();
  const selectPositionTypeIds = store.db.prepare<[], number>('SELECT id FROM position_types').pluck();

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
    const failedRow = rows.findLast((row) => row.state === 'failed' || row.state === 'needs-attention');
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
      ...(posting.positionTypeId !== null ? { positionType: asPosted.positionType } : {}),
      ...(posting.closeDate !== null ? { closeDate: posting.closeDate } : {}),
    };
  }

  const postingsOf = (job: Job): PostingList => ({
    data: store.boards.postingsOfJob(job.id).map((posting) => postingView(job, posting)),
  });

  /** The posting as it is to be stored, or the fields that refuse it. */
  function planPosting(
    job: Job,
    input: PostingInput,
    index: number,
    current: StoredPosting | undefined,
  ): StoredPosting | FieldError[] {
    const path = (field: string) => `postings.${index}.${field}`;
    const board = options.board(input.boardId);
    if (board === undefined)
      return [{ path: path('boardId'), message: 'There is no job board with this id.' }];
    const problems: FieldError[] = [];
    const from = current?.status ?? job.status;
    const status = input.status ?? from;
    // A board that still has the job (withdrawn, not yet deleted there) holds it in its own status.
    const onBoard = current === undefined ? store.boardJobsOf(board.id).get(job.id)?.status : null;
    const before = current !== undefined ? from : (onBoard ?? null);
    if (before !== null && !canTransition(before, status))
      problems.push({ path: path('status'), message: transitionMessage(before, status) });
    const categoryIds = input.categories?.map(({ id }) => id) ?? null;
    const knownCategories = new Set(board.categories?.map(({ id }) => id) ?? selectCategoryIds.all());
    const categoriesThere = categoryIds ?? job.categories.map(({ id }) => id);
    const unknownCategory = categoriesThere.find((id) => !knownCategories.has(id));
    if (unknownCategory !== undefined)
      problems.push({
        path: path('categories'),
        message: `${board.name} has no category ${unknownCategory}: choose this board's categories for the job.`,
      });
    const positionTypeId = input.positionType?.id ?? null;
    const knownTypes = new Set(board.positionTypes?.map(({ id }) => id) ?? selectPositionTypeIds.all());
    if (!knownTypes.has(positionTypeId ?? job.positionType.id))
      problems.push({
        path: path('positionType'),
        message: `${board.name} has no position type ${positionTypeId ?? job.positionType.id}: choose one of this board's.`,
      });
    const closeDate = input.closeDate == null ? null : parseRequestDate(input.closeDate.trim());
    if (problems.length > 0) return problems;
    return {
      jobId: job.id,
      boardId: board.id,
      status: status === job.status ? null : status,
      categoryIds,
      positionTypeId,
      closeDate,
    };
  }

  app.get('/jobs/:id/postings', (c) => jsonResponse(200, postingsOf(jobOf(c.req.param('id')))));

  app.put('/jobs/:id/postings', async (c) => {
    const body = await readJsonBody(c);
    // Read after the body, and from here on synchronous: no answer of a board is written in between.
    const job = jobOf(c.req.param('id'));
    const parsed = parseRequest(PostingsUpdateSchema, body);
    const current = new Map(store.boards.postingsOfJob(job.id).map((posting) => [posting.boardId, posting]));
    const planned: StoredPosting[] = [];
    const problems: FieldError[] = [];
    parsed.postings.forEach((input, index) => {
      const plan = planPosting(job, input, index, current.get(input.boardId));
      if (Array.isArray(plan)) problems.push(...plan);
      else planned.push(plan);
    });
    if (problems.length > 0)
      throw validationError({
        type: 'ValidationException',
        messages: problems.map((problem) => problem.message),
        fields: problems,
      });

    replacePostings(store, employerId, job, current, planned);
    options.onChange();
    return jsonResponse(200, postingsOf(job));
  });
}

// GET /app/v1/jobs: the jobs list as the app shows it, in one answer: a page of rows with their close date,
// sync state, boards and board status, the count of every tab and the total; `board` keeps a board's jobs,
// `province` a province's, `closing=soon` the active jobs closing within 7 days; `sort` and `order` choose
// the order. Same query rules, default order and paging as the job board's GET /jobs (src-shared/rules/
// query.ts, the store's list index).
import type { Hono } from 'hono';
import { closingSoonRange, localDay } from '../../src-shared/rules/closing-soon.ts';
import { missingDraftDetails } from '../../src-shared/rules/draft-details.ts';
import { jobToInput } from '../../src-shared/rules/job-merge.ts';
import { type PublishFacts, shownPublishDate } from '../../src-shared/rules/publish-date.ts';
import { defaultSortOrder, parseAppJobListQuery } from '../../src-shared/rules/query.ts';
import type { JobSyncStatus } from '../../src-shared/schemas/app.ts';
import type { JobListRow, JobListView } from '../../src-shared/schemas/job-list-view.ts';
import type { JobHeader } from '../../src-shared/schemas/resources.ts';
import type { BoardViews } from '../jobs/board-view.ts';
import type { Store } from '../store/store.ts';
import { validationError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { jsonResponse } from './json-response.ts';
import { buildPaging } from './paging.ts';
import { createPostingChecker } from './posting-checks-api.ts';

export type JobListViewOptions = {
  store: Store;
  /** Each board's view of the store: a job's sync state on each board it is posted to. */
  boardViews: BoardViews;
  employerId: number;
  now: () => Date;
  /** The job's sync state as GET /app/v1/jobs/{id}/sync answers it; undefined for no such job. */
  jobSyncStatus(id: number): JobSyncStatus | undefined;
};

const NO_FACTS: PublishFacts = { createdHere: false, wasActive: false };

/** Adds GET /jobs to the app endpoints (mounted at /app/v1, behind their key check). */
export function addJobListViewRoute(app: Hono<AuthenticatedEnv>, options: JobListViewOptions): void {
  const { store, boardViews, employerId } = options;
  const postingChecks = createPostingChecker(options);

  function toRow(header: JobHeader): JobListRow | undefined {
    const job = store.jobs.getJob(employerId, header.id);
    const sync = options.jobSyncStatus(header.id);
    if (!job || !sync) return undefined;
    return {
      id: job.id,
      title: job.title,
      referenceId: job.referenceId,
      status: job.status,
      // Read from the history only for an archived job: the one whose past decides (publish-date.ts).
      publishDate: shownPublishDate(
        job.status,
        job.publishDate,
        job.status === 'archived' ? store.history.publishFacts(job.id) : NO_FACTS,
      ),
      closeDate: job.closeDate,
      confidential: job.confidential,
      locations: job.locations.map((location) => location.description),
      sync,
      // The first board's (board 1): the field predates several boards; `boards` has each one's.
      boardStatus: store.boardJobsOf(1).get(job.id)?.status ?? null,
      boards: store.boards.postingsOfJob(job.id).map((posting) => {
        const scoped = boardViews(posting.boardId);
        return {
          boardId: posting.boardId,
          name: store.boards.get(posting.boardId)?.name ?? '',
          status: posting.status ?? job.status,
          syncState: scoped.jobs.getJobSyncInfo(employerId, job.id)?.syncState ?? 'local',
        };
      }),
      salary: job.salary,
      findings: postingChecks.findingsOfJob(job).length,
      missingDetails: missingDraftDetails(jobToInput(job)).length,
    };
  }

  app.get('/jobs', (c) => {
    const query = parseAppJobListQuery(c.req.query());
    if (!query.ok) throw validationError(query.error);
    const { board, province, closing, sort, order, ...listQuery } = query.value;
    // A board's jobs are those posted there now (a board not known has none).
    const onlyIds =
      board === undefined
        ? null
        : new Set(store.boards.postingsOfBoard(board).map((posting) => posting.jobId));
    // As GET /api/v1.1/jobs does before any read: the order and dates are those the board would show.
    store.autoRefresh.advancePublishDates(employerId, options.now());
    // Closing soon counts days from the recruiter's today: the core runs on the recruiter's machine.
    const closeDateRange = closingSoonRange(localDay(options.now()));
    const closingSoon = { status: 'active' as const, closeDateRange };
    const narrowing = { q: listQuery.q, onlyIds, province: province ?? null };
    // Read in one synchronous stretch, so the rows, the counts and the total describe the same moment.
    const { rows, total } = store.jobs.listJobs(employerId, {
      ...listQuery,
      ...narrowing,
      ...(closing === 'soon' ? closingSoon : {}),
      order: { by: sort, direction: order ?? defaultSortOrder(sort) },
    });
    const found = store.jobs.countJobsByStatus(employerId, listQuery.q, onlyIds, province ?? null);
    const every =
      listQuery.q === undefined && onlyIds === null && province === undefined
        ? found
        : store.jobs.countJobsByStatus(employerId, undefined);
    const view: JobListView = {
      data: rows.map(toRow).filter((row) => row !== undefined),
      paging: buildPaging(c.req.url, listQuery, total, { board, province, closing, sort, order }),
      counts: { all: found.draft + found.active + found.archived, ...found },
      totalJobs: every.draft + every.active + every.archived,
      closingSoon: {
        matching: store.jobs.countJobs(employerId, { ...narrowing, ...closingSoon }),
        all: store.jobs.countJobs(employerId, closingSoon),
      },
    };
    return jsonResponse(200, view);
  });
}

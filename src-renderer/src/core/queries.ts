// The reads more than one feature shows: the core's sync status (kept current by the event stream) and one job.
// A read of one feature only lives in that feature's queries.ts.
import { queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { shownBoardName } from './board-name.ts';
import { boardKeys, jobKeys, syncKeys } from './query-keys.ts';
import { valueOrThrow } from './query-result.ts';

/** The core's sync status; use-core-events writes each status the stream sends straight into it. */
export function syncStatusQuery(app: AppClient) {
  return queryOptions({
    queryKey: syncKeys.status(),
    queryFn: ({ signal }) => valueOrThrow(app.syncStatus({ signal })),
  });
}

/** One job as the core has it (GET /api/v1.1/jobs/{id}); read again on an event about it. */
export function jobQuery(jobBoard: JobBoardClient, id: number) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => valueOrThrow(jobBoard.getJob(id, { signal })),
  });
}

/** Every job board, with its own sync state (Settings lists them, the editor and the list name them). */
export function boardsQuery(app: AppClient) {
  return queryOptions({
    queryKey: boardKeys.all,
    queryFn: ({ signal }) => valueOrThrow(app.boards({ signal })),
    select: boardsInLanguage,
  });
}

/** The first board's name, until the recruiter names it, in the screen's language ("Site d’emploi"). */
function boardsInLanguage(boards: Board[]): Board[] {
  return boards.map((board) => ({ ...board, name: shownBoardName(board.name) }));
}

/** The job's posting on each board it is sent to (GET /app/v1/jobs/{id}/postings); read again on its events. */
export function jobPostingsQuery(app: AppClient, jobId: number) {
  return queryOptions({
    queryKey: jobKeys.postings(jobId),
    queryFn: ({ signal }) => valueOrThrow(app.jobPostings(jobId, { signal })),
  });
}

/**
 * Whether the screens show boards one by one (Post to, the list's labels and filter): only with several. With
 * one board every job is on it, and the job's own sync state already says what that board answered.
 */
export function showsEachBoard(boards: readonly unknown[] | undefined): boolean {
  return (boards?.length ?? 0) > 1;
}

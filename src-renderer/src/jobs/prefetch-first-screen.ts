// Starts reading the list's first page and counts while React is still mounting: the list is the first screen.
import type { QueryClient } from '@tanstack/react-query';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import { INITIAL_LIST_STATE, STATUS_TABS, statusOfTab } from './list-state.ts';
import { jobCountQuery, jobListQuery } from './queries.ts';

export function prefetchFirstScreen(queryClient: QueryClient, jobBoard: JobBoardClient): void {
  const { search, tab, page, pageSize } = INITIAL_LIST_STATE;
  void queryClient.prefetchQuery(
    jobListQuery(jobBoard, { q: search, status: statusOfTab(tab), page, pageSize }),
  );
  for (const each of STATUS_TABS)
    void queryClient.prefetchQuery(jobCountQuery(jobBoard, search, statusOfTab(each)));
}

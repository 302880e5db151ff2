// Starts reading the list's first page while React is still mounting: the list is the first screen, and its
// one request brings the rows, the tab counts and the total.
import type { QueryClient } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import { type ListViewStore, selectViewQuery } from './list-view-store.ts';
import { jobListViewQuery } from './queries.ts';

/** Settles (never fails) once the first page is read or its read failed. */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  app: AppClient,
  listView: ListViewStore,
): Promise<void> {
  return queryClient.prefetchQuery(jobListViewQuery(app, selectViewQuery(listView.getState())));
}

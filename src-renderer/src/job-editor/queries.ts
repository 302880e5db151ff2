// Reads of the job editor: the reference lists its inputs offer, the places that match what is typed, and
// the employer's name a job is posted under (the one job itself is core/queries.ts's jobQuery).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
import type { Board } from '../../../src-shared/schemas/boards.ts';
import { jobKeys, referenceKeys } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

export function categoriesQuery(jobBoard: JobBoardClient) {
  return queryOptions({
    queryKey: referenceKeys.categories(),
    queryFn: ({ signal }) => valueOrThrow(jobBoard.listCategories({ signal })),
  });
}

export function positionTypesQuery(jobBoard: JobBoardClient) {
  return queryOptions({
    queryKey: referenceKeys.positionTypes(),
    queryFn: ({ signal }) => valueOrThrow(jobBoard.listPositionTypes({ signal })),
  });
}

/**
 * The employer's name as the job board has it: that of the first board JobDesk posts new jobs to whose answers
 * have shown it, else of any board; null until one has. The core's own name for its jobs is not the board's.
 */
export function boardEmployerQuery(app: AppClient) {
  return queryOptions({
    queryKey: jobKeys.boardEmployer(),
    queryFn: async ({ signal }) => boardEmployerName(await valueOrThrow(app.boards({ signal }))),
  });
}

/** The employer's name of the first default board that knows it, else of any board; null when none does. */
export function boardEmployerName(
  boards: ReadonlyArray<Pick<Board, 'employer' | 'defaultForNewJobs'>>,
): string | null {
  const named = boards.filter((board) => board.employer !== null && board.employer !== '');
  return (named.find((board) => board.defaultForNewJobs) ?? named[0])?.employer ?? null;
}

/** The places whose names start with `search`, as their descriptions; none when the search fails. */
export function locationSuggestionsQuery(jobBoard: JobBoardClient, search: string) {
  return queryOptions({
    queryKey: referenceKeys.locations(search),
    queryFn: async ({ signal }) => {
      const found = await jobBoard.searchLocations(search, { signal });
      return found.ok ? found.value.map((location) => location.description) : [];
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

// Reads of the job editor: the reference lists its inputs offer, the places that match what is typed, and
// the employer's name a new job is posted under (the one job itself is core/queries.ts's jobQuery).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { JobBoardClient } from '../../../src-shared/client/job-board-client.ts';
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

/** The employer's name, from the first job the core has (null when it has none). */
export function employerNameQuery(jobBoard: JobBoardClient) {
  return queryOptions({
    queryKey: jobKeys.employer(),
    queryFn: async ({ signal }) => {
      const page = await valueOrThrow(jobBoard.listJobs({ page: 1, pageSize: 1 }, { signal }));
      return page.data[0]?.employer.name ?? null;
    },
  });
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

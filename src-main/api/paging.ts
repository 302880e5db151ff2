// The paging object of GET /jobs: counts, and previous/next links repeating the active parameters.
import type { JobListQuery } from '../../src-shared/rules/query.ts';
import type { Paging } from '../../src-shared/schemas/resources.ts';

/**
 * `requestUrl` is the list request's absolute URL; the links keep its origin and path. `more`: the app list's
 * own parameters, repeated when given.
 */
export function buildPaging(
  requestUrl: string,
  query: JobListQuery,
  total: number,
  more: Record<string, string | number | undefined> = {},
): Paging {
  const pages = Math.ceil(total / query.pageSize);
  const link = (page: number): string => {
    const url = new URL(requestUrl);
    const params = new URLSearchParams();
    if (query.q !== undefined) params.set('q', query.q);
    if (query.status !== undefined) params.set('status', query.status);
    if (url.searchParams.has('pageSize')) params.set('pageSize', String(query.pageSize));
    for (const [name, value] of Object.entries(more)) {
      if (value !== undefined && url.searchParams.has(name)) params.set(name, String(value));
    }
    params.set('page', String(page));
    return `${url.origin}${url.pathname}?${params}`;
  };
  return {
    total,
    page: query.page,
    pages,
    pageSize: query.pageSize,
    // Past the last page, "previous" leads back to the last one that has data.
    previous: query.page > 1 ? link(Math.min(query.page - 1, Math.max(pages, 1))) : null,
    next: query.page < pages ? link(query.page + 1) : null,
  };
}

// Every row of the list's current view (its tab, search, filters and order), page after page of 100: what the
// export and the printable list write, beyond the page on screen.
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import type { JobListViewQuery } from '../core/query-keys.ts';
import { valueOrThrow } from '../core/query-result.ts';

/** Rejects with the core's error when a page cannot be read (the caller says so to the recruiter). */
export async function readViewRows(app: AppClient, query: JobListViewQuery): Promise<JobListRow[]> {
  const rows: JobListRow[] = [];
  for (let page = 1; ; page += 1) {
    const view = await valueOrThrow(
      app.jobListView({
        q: query.q,
        status: query.status ?? undefined,
        board: query.board ?? undefined,
        province: query.province ?? undefined,
        closing: query.closing ?? undefined,
        sort: query.sort,
        order: query.order,
        page,
        pageSize: LIMITS.pageSize.max,
      }),
    );
    rows.push(...view.data);
    if (page >= view.paging.pages) return rows;
  }
}

// Writes of the jobs list: bulk publish, archive and delete of the selected jobs, or of every job matching the
// search and tab, and the posting-law check a bulk Publish makes first. The list is not invalidated here: the
// core's event stream tells of each changed job and the cache follows it.
import { useMutation } from '@tanstack/react-query';
import type { AppClient } from '../../../src-shared/client/app-client.ts';
import type { BulkJobAction, BulkJobResult } from '../../../src-shared/schemas/job-list-view.ts';
import { LIMITS } from '../../../src-shared/schemas/limits.ts';
import type { PublishChecks } from '../../../src-shared/schemas/posting-checks.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';
import { useCore } from '../core/core-context.ts';
import { sendInBatches } from '../core/id-batches.ts';
import { valueOrThrow } from '../core/query-result.ts';
import { combineBulkResults } from './bulk-batches.ts';

/** The list's filters a select-all acts on: its search, status tab and board (null: every board). */
export type MatchingJobs = { q: string; status: JobStatus | null; board: number | null };

/** The jobs a bulk action is for: ids picked on the page, or every job matching the list's filters. */
export type BulkJobSelection = { ids: readonly number[] } | { matching: MatchingJobs };
export type BulkJobVariables = { action: BulkJobAction } & BulkJobSelection;

/** The id of every job matching the list's filters, read page by page (the list's largest page) before acting. */
async function matchingJobIds(app: AppClient, matching: MatchingJobs) {
  const ids: number[] = [];
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const view = await valueOrThrow(
      app.jobListView({
        q: matching.q,
        status: matching.status ?? undefined,
        board: matching.board ?? undefined,
        page,
        pageSize: LIMITS.pageSize.max,
      }),
    );
    pages = view.paging.pages;
    ids.push(...view.data.map((row) => row.id));
  }
  return ids;
}

/** The ids a selection stands for: those picked, or every job matching the filters, read now. */
async function selectedJobIds(app: AppClient, selection: BulkJobSelection): Promise<readonly number[]> {
  return 'ids' in selection ? selection.ids : await matchingJobIds(app, selection.matching);
}

/**
 * One action on many jobs, in requests of at most LIMITS.jobIdsPerRequest ids; each request is one transaction
 * in the core. A request refused part-way leaves the batches before it done, and the error says why.
 */
export function useBulkJobAction() {
  const { app } = useCore();
  return useMutation({
    mutationKey: ['jobs', 'bulk'],
    mutationFn: async (variables: BulkJobVariables): Promise<BulkJobResult> => {
      const ids = await selectedJobIds(app, variables);
      const results = await valueOrThrow(
        sendInBatches(ids, LIMITS.jobIdsPerRequest, (batch) =>
          app.bulkJobAction({ action: variables.action, ids: batch }),
        ),
      );
      return combineBulkResults(variables.action, results);
    },
  });
}

/** The jobs about to be published, and those of them with posting-law findings (with them). */
export type PublishCheckResult = { ids: readonly number[]; flagged: PublishChecks['data'] };

/**
 * Before a bulk Publish: the ids it is for (every matching job read first), and which of them a Publish would
 * change and have posting-law findings, in requests of at most LIMITS.jobIdsPerRequest ids.
 */
export function usePublishChecks() {
  const { app } = useCore();
  return useMutation({
    mutationKey: ['jobs', 'publish-checks'],
    mutationFn: async (selection: BulkJobSelection): Promise<PublishCheckResult> => {
      const ids = await selectedJobIds(app, selection);
      const answers = await valueOrThrow(
        sendInBatches(ids, LIMITS.jobIdsPerRequest, (batch) => app.publishChecks(batch)),
      );
      return { ids, flagged: answers.flat() };
    },
  });
}

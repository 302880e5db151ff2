// POST /app/v1/jobs/bulk: publish, archive or delete many jobs in one request and one transaction. Each
// job is written exactly as a single write through the local API writes it (src-main/jobs: its outbox
// row and history entry with it); the answer says which changed and which were left, and why. Every action
// here can be undone for a while (POST /app/v1/jobs/restore): what it sends to the boards waits that long.
import type { Hono } from 'hono';
import { bulkStatusRefusal, bulkTargetStatus } from '../../src-shared/rules/bulk-job-action.ts';
import { undoDeleteUntil } from '../../src-shared/rules/undo-delete.ts';
import {
  type BulkJobRequest,
  BulkJobRequestSchema,
  type BulkJobResult,
  RestoreJobsRequestSchema,
  type RestoreJobsResult,
} from '../../src-shared/schemas/job-list-view.ts';
import type { JobWriteError } from '../jobs/jobs-service.ts';
import type { JobWriting } from '../jobs/local-job-writes.ts';
import { createUndoableStatusChanges } from '../jobs/undoable-status-changes.ts';
import type { Store } from '../store/store.ts';
import { jobWriteError } from './api-error.ts';
import type { AuthenticatedEnv } from './authenticate.ts';
import { readJsonBody } from './http-body.ts';
import { jsonResponse } from './json-response.ts';
import { parseRequest } from './parse-request.ts';

export type BulkJobActionsOptions = { store: Store; employerId: number; jobWriting: JobWriting };

type Changed = BulkJobResult['changed'][number];
type Refusal = BulkJobResult['refused'][number];

/**
 * Applies one bulk action. Atomic: every change commits together, or, when anything throws (a database
 * failure), none does and the error propagates; a job the rules leave as it is (gone, already in the
 * status, a refused transition, invalid in its new status) is reported, not thrown. Events are published
 * only after the commit.
 */
export function createBulkJobActions(options: BulkJobActionsOptions) {
  const { store, employerId, jobWriting } = options;
  const { jobs } = jobWriting;
  // Each Publish and Archive is kept in the store for as long as its Undo is offered, across restarts.
  const statusChanges = createUndoableStatusChanges(store, jobs, jobWriting.now);

  /** One job: changed through the jobs service, or the reason it is left as it is. */
  function applyToOne(action: BulkJobRequest['action'], id: number, undoUntil: Date): Changed | Refusal {
    const job = store.jobs.getJob(employerId, id);
    if (!job) return { id, title: null, reason: 'not-found', messages: ['This job no longer exists.'] };
    const refused = (reason: Refusal['reason'], messages: string[]): Refusal => ({
      id,
      title: job.title,
      reason,
      messages,
    });
    const to = bulkTargetStatus(action);
    if (to === null) {
      const removed = jobs.remove(employerId, id, { undoUntil });
      return removed.ok
        ? { id, title: job.title }
        : refused('not-found', jobWriteError(removed.error).messages);
    }
    const refusal = bulkStatusRefusal(action, job.status);
    if (refusal) return refused(refusal.reason, [refusal.message]);
    const updated = statusChanges.change(employerId, id, to, undoUntil);
    if (!updated.ok)
      return refused(
        updated.error.type === 'reference-in-use' ? 'conflict' : 'invalid',
        jobWriteError(updated.error).messages,
      );
    return { id, title: updated.value.title };
  }

  /**
   * Undoes the action on these jobs made here, while its window lasts, all in one transaction; the rest say
   * why not. A Publish or Archive whose update a board already received goes back as a change of its own.
   */
  function restoreJobs(action: BulkJobRequest['action'], ids: readonly number[]): RestoreJobsResult {
    const result: RestoreJobsResult = { restored: [], refused: [] };
    store.transaction(() => {
      for (const id of new Set(ids)) {
        const restored =
          action === 'delete' ? jobs.restore(employerId, id) : statusChanges.undo(employerId, id);
        if (restored.ok) result.restored.push({ id, title: restored.value.title });
        else
          result.refused.push({
            id,
            reason: RESTORE_REFUSAL[restored.error.type],
            messages: jobWriteError(restored.error).messages,
          });
      }
    });
    return result;
  }

  function applyBulkAction(request: BulkJobRequest): BulkJobResult {
    const result: BulkJobResult = { action: request.action, changed: [], refused: [] };
    const now = jobWriting.now();
    const undoUntil = undoDeleteUntil(now);
    // Each job's change is published on the store's change stream when this one transaction commits.
    store.transaction(() => {
      // As the job board's routes do before any write: the publish dates the board would show.
      store.autoRefresh.advancePublishDates(employerId, now);
      for (const id of new Set(request.ids)) {
        const outcome = applyToOne(request.action, id, undoUntil);
        if ('reason' in outcome) result.refused.push(outcome);
        else result.changed.push(outcome);
      }
    });
    if (result.changed.length > 0) result.restorableUntil = undoUntil.toISOString();
    return result;
  }

  return { applyBulkAction, restoreJobs };
}

const RESTORE_REFUSAL = {
  'not-found': 'not-found',
  // A status the rules no longer let it go back to: the board already shows the change.
  invalid: 'expired',
  'undo-expired': 'expired',
  'reference-in-use': 'conflict',
} as const satisfies Record<JobWriteError['type'], RestoreJobsResult['refused'][number]['reason']>;

/**
 * Adds POST /jobs/bulk and POST /jobs/restore (the Undo of its actions) to the app endpoints (mounted at
 * /app/v1, behind their key check).
 */
export function addBulkJobActionsRoute(app: Hono<AuthenticatedEnv>, options: BulkJobActionsOptions): void {
  const { applyBulkAction, restoreJobs } = createBulkJobActions(options);
  app.post('/jobs/bulk', async (c) => {
    const parsed = parseRequest(BulkJobRequestSchema, await readJsonBody(c));
    return jsonResponse(200, applyBulkAction(parsed));
  });
  app.post('/jobs/restore', async (c) => {
    const parsed = parseRequest(RestoreJobsRequestSchema, await readJsonBody(c));
    return jsonResponse(200, restoreJobs(parsed.action ?? 'delete', parsed.ids));
  });
}

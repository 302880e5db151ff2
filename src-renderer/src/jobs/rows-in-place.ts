// After a bulk action the list keeps its rows where they were until the recruiter moves on (another tab,
// search, filter, sort or page): a Publish dates its jobs anew, which sorts them to the top, and an Archive
// takes them out of the Active tab, so the rows the recruiter just acted on would jump or vanish under the
// pointer. The rows shown are those of the page when the action started, each as the core has it now.
import { useEffect, useMemo, useState } from 'react';
import { bulkTargetStatus } from '../../../src-shared/rules/bulk-job-action.ts';
import { UNDO_DELETE_WINDOW_MS } from '../../../src-shared/rules/undo-delete.ts';
import type { BulkJobResult, JobListRow } from '../../../src-shared/schemas/job-list-view.ts';
import type { JobStatus } from '../../../src-shared/schemas/resources.ts';

/**
 * The pinned rows in their order, each as `fresh` has it; one no longer on the page stays as it was, with what
 * the action gave it (movedRow), unless the action deleted it. Rows new to the page wait until the pin ends.
 */
export function rowsInPlace(
  pinned: readonly JobListRow[],
  fresh: readonly JobListRow[],
  result: BulkJobResult | undefined,
): JobListRow[] {
  const now = new Map(fresh.map((row) => [row.id, row]));
  const changed = new Set(result?.changed.map((job) => job.id));
  const to = result === undefined ? null : bulkTargetStatus(result.action);
  return pinned.flatMap((row) => {
    const current = now.get(row.id);
    if (current !== undefined) return [current];
    if (!changed.has(row.id)) return [row];
    return to === null ? [] : [movedRow(row, to, actedAt(result))];
  });
}

/** When the core made the change: its Undo window ends UNDO_DELETE_WINDOW_MS after it. */
function actedAt(result: BulkJobResult | undefined): string | null {
  const until = result?.restorableUntil === undefined ? Number.NaN : Date.parse(result.restorableUntil);
  return Number.isNaN(until) ? null : new Date(until - UNDO_DELETE_WINDOW_MS).toISOString();
}

/**
 * A row the action took out of the view, as the action left it: its new status on every board, its change
 * waiting to be sent (the board hears of it when the Undo window ends), and a draft just published dated then:
 * never "Active" beside "Not published yet", nor "Synced" for a change the board has not had.
 */
function movedRow(row: JobListRow, to: JobStatus, at: string | null): JobListRow {
  const published = to === 'active' && row.status === 'draft';
  return {
    ...row,
    status: to,
    publishDate: published ? (at ?? row.publishDate) : row.publishDate,
    sync: { ...row.sync, state: 'pending', pendingChanges: row.sync.pendingChanges + 1 },
    ...(row.boards === undefined
      ? {}
      : { boards: row.boards.map((board) => ({ ...board, status: to, syncState: 'pending' as const })) }),
  };
}

/** What the list needs of its bulk action: when the last one started (0: none yet) and its answer. */
export type BulkActionState = { submittedAt: number; data: BulkJobResult | undefined };

/**
 * The rows to show: `fresh`, or, from the start of a bulk action until `viewKey` (the list's query) changes,
 * the rows shown when it started, in place.
 */
export function useRowsInPlace(fresh: JobListRow[], viewKey: string, bulk: BulkActionState): JobListRow[] {
  const [pin, setPin] = useState<{ key: string; at: number; rows: JobListRow[] } | null>(null);
  const active = pin !== null && pin.key === viewKey ? pin : null;
  const shown = useMemo(
    () => (active === null ? fresh : rowsInPlace(active.rows, fresh, bulk.data)),
    [active, fresh, bulk.data],
  );
  // Pinned as the action starts: what the recruiter sees then, before the core's events reorder the list.
  useEffect(() => {
    if (bulk.submittedAt === 0 || pin?.at === bulk.submittedAt) return;
    setPin({ key: viewKey, at: bulk.submittedAt, rows: shown });
  }, [bulk.submittedAt, pin?.at, viewKey, shown]);
  return shown;
}

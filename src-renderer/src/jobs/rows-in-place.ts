// After a bulk action the list keeps its rows where they were until the recruiter moves on (another tab,
// search, filter, sort or page): a Publish dates its jobs anew, which sorts them to the top, and an Archive
// takes them out of the Active tab, so the rows the recruiter just acted on would jump or vanish under the
// pointer. The rows shown are those of the page when the action started, each as the core has it now.
import { useEffect, useMemo, useState } from 'react';
import { bulkTargetStatus } from '../../../src-shared/rules/bulk-job-action.ts';
import type { BulkJobResult, JobListRow } from '../../../src-shared/schemas/job-list-view.ts';

/**
 * The pinned rows in their order, each as `fresh` has it; one no longer on the page stays as it was, with the
 * status the action gave it, unless the action deleted it. Rows new to the page wait until the pin ends.
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
    return to === null ? [] : [{ ...row, status: to }];
  });
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

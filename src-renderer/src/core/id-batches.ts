// Ids cut into requests the core takes (LIMITS.jobIdsPerRequest): bulk actions and their Undo both send them so.
/** Ids in groups the bulk and restore endpoints take (LIMITS.jobIdsPerRequest), a repeated id once. */
export function idBatches(ids: readonly number[], batchSize: number): number[][] {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += batchSize)
    batches.push(unique.slice(start, start + batchSize));
  return batches;
}

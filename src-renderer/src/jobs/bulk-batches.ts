// A bulk action's answers when it went in batches (the core takes at most LIMITS.jobIdsPerRequest ids a
// request), read as one. The list's mutation uses it on the first screen; bulk-actions.ts, which words the
// answer, loads later with the bar of bulk actions.
import type { BulkJobAction, BulkJobResult } from '../../../src-shared/schemas/job-list-view.ts';

/** The answers to one action sent in batches, as one answer: changed and refused in the order asked. */
export function combineBulkResults(action: BulkJobAction, results: readonly BulkJobResult[]): BulkJobResult {
  // An action sent in several requests can be undone until the first request's window ends.
  const [restorableUntil] = results
    .flatMap((result) => (result.restorableUntil === undefined ? [] : [result.restorableUntil]))
    .sort((a, b) => Date.parse(a) - Date.parse(b));
  return {
    action,
    changed: results.flatMap((result) => result.changed),
    refused: results.flatMap((result) => result.refused),
    ...(restorableUntil === undefined ? {} : { restorableUntil }),
  };
}

// Ids cut into requests the core takes (LIMITS.jobIdsPerRequest): bulk actions, their publish checks and their
// Undo all send them so.
import type { Result } from '../../../src-shared/result.ts';

/** Ids in groups the bulk and restore endpoints take (LIMITS.jobIdsPerRequest), a repeated id once. */
export function idBatches(ids: readonly number[], batchSize: number): number[][] {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let start = 0; start < unique.length; start += batchSize)
    batches.push(unique.slice(start, start + batchSize));
  return batches;
}

/**
 * Sends `ids` in batches of `batchSize`, one request after the other (each is one transaction in the core, and
 * the next goes only once the one before was answered), and gives back every answer in order. The first
 * refused request stops it: the batches before it stay done, none after it is sent, and its error is the
 * answer.
 */
export async function sendInBatches<T, E>(
  ids: readonly number[],
  batchSize: number,
  send: (batch: number[]) => Promise<Result<T, E>>,
): Promise<Result<T[], E>> {
  const answers: T[] = [];
  for (const batch of idBatches(ids, batchSize)) {
    const answer = await send(batch);
    if (!answer.ok) return answer;
    answers.push(answer.value);
  }
  return { ok: true, value: answers };
}

// The bridge from the clients' Results to TanStack Query, which expects a query function to throw on failure.
import type { Result } from '../../../src-shared/result.ts';

/** The value of a successful Result; a failed one is thrown as its error (a JobBoardError with its messages). */
export async function valueOrThrow<T, E>(result: Promise<Result<T, E>>): Promise<T> {
  const settled = await result;
  if (settled.ok) return settled.value;
  throw settled.error;
}

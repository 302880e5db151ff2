// What the engine does with a failed request: the status code and error kind decide, never the body's shape.
import type { JobBoardError } from '../../src-shared/client/index.ts';

/**
 * - `retry`: the same request may succeed later (network failure, timeout, 408, 425, 429, 5xx, a request
 *   cancelled by stop()): the change waits for a backoff delay, at least the board's `Retry-After`.
 *   `offline` when the board could not be reached at all.
 * - `pause`: 401/403, the key is wrong: all sync pauses until the key changes or syncNow.
 * - `needs-attention`: 402, no job credit left: this job's change waits for a person, others go on.
 * - `refuse`: any other answer (400, 404 to an update, 409, 413, an unreadable 2xx…): the change failed
 *   for good, with the board's messages.
 */
export type FailureAction =
  | { action: 'retry'; offline: boolean; retryAfterMs: number | null; immediate: boolean; message: string }
  | { action: 'pause'; message: string }
  | { action: 'needs-attention'; message: string }
  | { action: 'refuse'; message: string };

export function classifyFailure(error: JobBoardError): FailureAction {
  const message = error.messages.join(' ');
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { action: 'retry', offline: true, retryAfterMs: null, immediate: false, message };
  }
  if (error.kind === 'aborted')
    return { action: 'retry', offline: false, retryAfterMs: null, immediate: true, message };
  if (error.reason === 'authentication') return { action: 'pause', message };
  if (error.reason === 'payment-required') return { action: 'needs-attention', message };
  if (error.retryable) {
    return { action: 'retry', offline: false, retryAfterMs: error.retryAfterMs, immediate: false, message };
  }
  return { action: 'refuse', message };
}

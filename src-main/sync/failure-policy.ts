// What the engine does with a failed request: the status code and error kind decide, never the body's shape.
import type { JobBoardError } from '../../src-shared/client/job-board-error.ts';
import type { SyncReason } from '../../src-shared/schemas/app.ts';

/** What a recruiter reads when the configured address answers, but not as the job board does. */
export const NOT_A_BOARD_MESSAGE =
  'There is no job board at this address: check it ends with /api/v1.1 (for example https://jobs.example.com/api/v1.1).';

/** How an address is not a job board: it answers otherwise, or it sends JobDesk to another address. */
export type NotABoardReason = Extract<SyncReason, 'not-a-board' | 'redirected'>;

/**
 * - `retry`: the same request may succeed later (network failure, timeout, 408, 425, 429, 5xx, an answer
 *   over the client's bound, a request cancelled by stop()): the change waits for a backoff delay, at least the board's `Retry-After`.
 *   `offline` when the board could not be reached at all.
 * - `pause`: 401/403, the key is wrong: all sync pauses until the key changes or syncNow.
 * - `not-a-board`: the address answers, but not as a job board (a redirect, a 2xx that is not the board's
 *   shape, or any refusal of the job list): all sync stops, nothing is refused, until the address
 *   changes or syncNow.
 * - `needs-attention`: 402, no job credit left: this job's change waits for a person, others go on.
 * - `refuse`: any other answer (400, 404 to an update, 409, 413…): the change failed for good, with the
 *   board's messages.
 */
export type FailureAction =
  | { action: 'retry'; offline: boolean; retryAfterMs: number | null; immediate: boolean; message: string }
  | { action: 'pause'; message: string }
  | { action: 'not-a-board'; message: string; reason: NotABoardReason }
  | { action: 'needs-attention'; message: string }
  | { action: 'refuse'; message: string };

/**
 * `call` names the request when its refusals say more: the board answers `GET /jobs` (`list`) for any
 * valid key, so any refusal of it (404, 405, …) means no board is there; and `POST /jobs` (`create`)
 * is always there on a board, so a 404 or 405 to it does too.
 */
export function classifyFailure(
  error: JobBoardError,
  options: { call?: 'list' | 'create' | 'other' } = {},
): FailureAction {
  const message = error.messages.join(' ');
  if (error.kind === 'network' || error.kind === 'timeout') {
    return { action: 'retry', offline: true, retryAfterMs: null, immediate: false, message };
  }
  if (error.kind === 'aborted')
    return { action: 'retry', offline: false, retryAfterMs: null, immediate: true, message };
  if (error.reason === 'authentication') return { action: 'pause', message };
  if (error.reason === 'redirect')
    return { action: 'not-a-board', message: `${NOT_A_BOARD_MESSAGE} ${message}`, reason: 'redirected' };
  if (error.reason === 'payment-required') return { action: 'needs-attention', message };
  if (error.retryable) {
    return { action: 'retry', offline: false, retryAfterMs: error.retryAfterMs, immediate: false, message };
  }
  const createMissing = options.call === 'create' && (error.status === 404 || error.status === 405);
  if (error.kind === 'invalid-response' || options.call === 'list' || createMissing)
    return { action: 'not-a-board', message: NOT_A_BOARD_MESSAGE, reason: 'not-a-board' };
  return { action: 'refuse', message };
}

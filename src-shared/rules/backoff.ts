// Retry delays, for sync's calls to the board and the UI's reconnections to the core alike: exponential
// backoff with full jitter, drawn from the injected random source.
import { clampRetryAfter } from '../client/retry-after.ts';

export type BackoffPolicy = {
  /** The ceiling of the first retry's delay. */
  baseMs: number;
  /** No delay is longer than this. */
  capMs: number;
  /** No delay is shorter than this, so a run of small draws cannot make a busy loop. */
  floorMs: number;
};

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, capMs: 5 * 60_000, floorMs: 250 };

/** For a board that cannot be reached (no answer at all): tried again within 30 s, so a board back is found soon. */
export const OFFLINE_BACKOFF: BackoffPolicy = { ...DEFAULT_BACKOFF, capMs: 30_000 };

/**
 * The delay before retry number `attempt` (1 for the first retry): uniform in
 * [floor, min(cap, base · 2^(attempt − 1))) ("full jitter"), so clients that failed together do not
 * retry together. A board's `Retry-After` (`retryAfterMs`) is a minimum, honoured even above the cap, up to
 * an hour (MAX_RETRY_AFTER_MS): the delay is always one a Date can hold.
 */
export function retryDelayMs(
  attempt: number,
  random: () => number,
  retryAfterMs: number | null = null,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): number {
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30);
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
  const jittered = Math.max(policy.floorMs, Math.floor(random() * ceiling));
  return Math.max(jittered, retryAfterMs === null ? 0 : clampRetryAfter(retryAfterMs));
}

// Fault injection at the fetch level, for a board answering in process (the HTTP board has
// src-main/host/board-faults.ts): latency, 503 with an HTML page, a connection dropped before the
// request is handled, an answer lost after the change committed, 429 with Retry-After, and a "crash"
// after which every request hangs for good. The board's answers are the HTTP board's own (board-faults.ts);
// only how a request fails without one differs (a TypeError here, a reset socket there).
import { rateLimitedResponse, serviceUnavailableResponse } from '../../../src-main/host/board-faults.ts';

export type FetchFaults = {
  /** Each request waits up to this long (uniformly drawn) on the injected clock. */
  latencyMs: number;
  /** Share of requests answered 503 with an HTML page, not handled. */
  failRate: number;
  /** Share of requests that fail like a reset connection (TypeError), not handled. */
  dropRate: number;
  /** Share of requests handled and committed whose answer is then lost (TypeError). */
  lostAckRate: number;
  /** Share of requests answered 429 with `Retry-After`, not handled. */
  rateLimitRate: number;
  retryAfterSeconds: number;
};

export const NO_FAULTS: FetchFaults = {
  latencyMs: 0,
  failRate: 0,
  dropRate: 0,
  lostAckRate: 0,
  rateLimitRate: 0,
  retryAfterSeconds: 1,
};

export type FaultCounters = {
  requests: number;
  failed: number;
  dropped: number;
  lostAcks: number;
  rateLimited: number;
  hung: number;
};

export type FaultyFetch = {
  fetch: typeof fetch;
  /** Changed freely between requests. */
  faults: FetchFaults;
  counters: FaultCounters;
  /**
   * The next request is handled (when `handleFirst`) or not, and then never answered; so is every later
   * one. Resolves when that first request hangs.
   */
  crashOnNextRequest(handleFirst: boolean): Promise<void>;
  crashed(): boolean;
};

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export function createFaultyFetch(
  inner: typeof fetch,
  options: { random: () => number; sleep: (ms: number) => Promise<void>; faults?: Partial<FetchFaults> },
): FaultyFetch {
  const state = {
    faults: { ...NO_FAULTS, ...options.faults },
    counters: { requests: 0, failed: 0, dropped: 0, lostAcks: 0, rateLimited: 0, hung: 0 },
    crash: null as null | { handleFirst: boolean; onHung: () => void },
    hasCrashed: false,
  };

  const faulty = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    state.counters.requests += 1;
    if (state.hasCrashed) {
      state.counters.hung += 1;
      return never();
    }
    if (state.crash !== null) {
      const { handleFirst, onHung } = state.crash;
      state.crash = null;
      state.hasCrashed = true;
      state.counters.hung += 1;
      if (handleFirst) await (await inner(input, init)).arrayBuffer();
      onHung();
      return never();
    }
    // Every request draws the same numbers in the same order, so a seed replays the same faults.
    const roll = {
      latency: options.random(),
      drop: options.random(),
      fail: options.random(),
      rate: options.random(),
      lostAck: options.random(),
    };
    const { faults, counters } = state;
    if (faults.latencyMs > 0) await options.sleep(Math.floor(roll.latency * faults.latencyMs));
    if (roll.drop < faults.dropRate) {
      counters.dropped += 1;
      throw new TypeError('fetch failed: connection reset');
    }
    if (roll.rate < faults.rateLimitRate) {
      counters.rateLimited += 1;
      return rateLimitedResponse(faults.retryAfterSeconds);
    }
    if (roll.fail < faults.failRate) {
      counters.failed += 1;
      return serviceUnavailableResponse();
    }
    const response = await inner(input, init);
    if (roll.lostAck < faults.lostAckRate) {
      await response.arrayBuffer();
      counters.lostAcks += 1;
      throw new TypeError('fetch failed: the answer was lost');
    }
    return response;
  };

  return {
    fetch: faulty as typeof fetch,
    get faults() {
      return state.faults;
    },
    set faults(value) {
      state.faults = value;
    },
    counters: state.counters,
    crashOnNextRequest(handleFirst) {
      return new Promise<void>((resolve) => {
        state.crash = { handleFirst, onHung: resolve };
      });
    },
    crashed: () => state.hasCrashed,
  };
}

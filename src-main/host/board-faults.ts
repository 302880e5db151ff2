// Fault injection for the standalone board (tests and demos of sync): latency, 503 with an HTML
// body, connections reset before handling, answers lost after the change committed, rate limits. The
// in-process fetch of the sync tests (tests/sync/helpers/faulty-fetch.ts) answers with the same responses.
import type { RandomSource } from './seeded-random.ts';
import type { NodeFetchHandler } from './serve-on-loopback.ts';

export type BoardFaults = {
  latencyMs: number;
  /** Share of requests answered 503 with an HTML page, without being handled. */
  failRate: number;
  /** Share of connections reset before the request is handled. */
  dropRate: number;
  /** Share of requests handled and committed, whose connection is then reset before the answer. */
  lostAckRate: number;
  /** Requests per second allowed per API key; 0 means no limit. */
  rateLimit: number;
};

export type FaultCounters = { failed: number; dropped: number; lostAcks: number; rateLimited: number };

const SERVICE_UNAVAILABLE_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head>' +
  '<body><h1>Service Unavailable</h1><p>The job board is busy. Please try again later.</p></body></html>';

/** A busy board's answer, as a proxy in front of one gives it: 503 with an HTML page, not the API's JSON. */
export function serviceUnavailableResponse(): Response {
  return new Response(SERVICE_UNAVAILABLE_PAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

export function hasFaults(faults: BoardFaults): boolean {
  return Object.values(faults).some((value) => value > 0);
}

/**
 * Wraps a handler with the configured faults. Each request draws from `random` in a fixed order,
 * so a seed replays the same faults for the same request sequence.
 */
export function withFaults(
  handler: NodeFetchHandler,
  faults: BoardFaults,
  options: { random: RandomSource; now: () => number; sleep: (ms: number) => Promise<void> },
): { handler: NodeFetchHandler; counters: FaultCounters } {
  const counters: FaultCounters = { failed: 0, dropped: 0, lostAcks: 0, rateLimited: 0 };
  const windows = new Map<string, { startedAt: number; count: number }>();

  const faulty: NodeFetchHandler = async (request, bindings) => {
    const roll = { drop: options.random(), fail: options.random(), lostAck: options.random() };
    if (faults.latencyMs > 0) await options.sleep(faults.latencyMs);

    if (roll.drop < faults.dropRate) {
      counters.dropped += 1;
      bindings.incoming.socket.destroy();
      return new Response(null, { status: 503 });
    }
    if (faults.rateLimit > 0) {
      const limited = takeFromWindow(
        windows,
        request.headers.get('API-Key') ?? '',
        faults.rateLimit,
        options.now(),
      );
      if (limited !== null) {
        counters.rateLimited += 1;
        return rateLimitedResponse(limited);
      }
    }
    if (roll.fail < faults.failRate) {
      counters.failed += 1;
      return serviceUnavailableResponse();
    }
    const response = await handler(request, bindings);
    if (roll.lostAck < faults.lostAckRate) {
      // The change is committed by now; only the answer is lost, as when a network drops it.
      await response.arrayBuffer();
      counters.lostAcks += 1;
      bindings.incoming.socket.destroy();
      return new Response(null, { status: 503 });
    }
    return response;
  };
  return { handler: faulty, counters };
}

/** Counts a request in its key's one-second window; returns the seconds to wait when over the limit. */
function takeFromWindow(
  windows: Map<string, { startedAt: number; count: number }>,
  key: string,
  limit: number,
  nowMs: number,
): number | null {
  const window = windows.get(key);
  if (!window || nowMs - window.startedAt >= 1000) {
    windows.set(key, { startedAt: nowMs, count: 1 });
    return null;
  }
  if (window.count < limit) {
    window.count += 1;
    return null;
  }
  return Math.max(1, Math.ceil((window.startedAt + 1000 - nowMs) / 1000));
}

/** 429 in the API's error body, with the seconds to wait in `Retry-After`. */
export function rateLimitedResponse(retryAfterSeconds: number): Response {
  const body = {
    error: {
      type: 'RateLimitException',
      messages: [`Too many requests. Try again in ${retryAfterSeconds} second(s).`],
    },
  };
  return new Response(JSON.stringify(body), {
    status: 429,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': String(retryAfterSeconds) },
  });
}

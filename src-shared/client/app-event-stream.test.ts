// The event stream parses server-sent events into AppEvents and reconnects after a drop.
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../schemas/app.ts';
import { type EventSourceLike, subscribeToAppEvents } from './app-event-stream.ts';
import { createSseParser } from './sse-parser.ts';

const JOB_EVENT = { type: 'job', jobId: 4, change: 'updated' } as const;

function sse(...events: unknown[]): string {
  return events.map((event) => `event: job\ndata: ${JSON.stringify(event)}\n\n`).join('');
}

/** A fetch whose every call answers with the next of `bodies` as a stream of the given chunks. */
function streamingFetch(bodies: Array<string[] | number>) {
  const urls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    urls.push(String(input));
    const body = bodies.shift() ?? [];
    if (typeof body === 'number') return new Response('no', { status: body });
    const encoder = new TextEncoder();
    return new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of body) controller.enqueue(encoder.encode(chunk));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
  };
  return { fetch, urls };
}

/** Timers run by hand: the test says when the reconnection delay has passed. */
function manualTimers() {
  const due: Array<{ callback: () => void; ms: number }> = [];
  return {
    due,
    setTimeout: (callback: () => void, ms: number) => due.push({ callback, ms }),
    clearTimeout: () => {},
    runNext: () => due.shift()?.callback(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('SSE parser', () => {
  it('joins data lines, keeps event names, skips comments, and waits for split lines', () => {
    const seen: Array<[string, string]> = [];
    const parser = createSseParser((name, data) => seen.push([name, data]));
    parser.push(': keep-alive\n\nevent: sync\ndata: {"a"');
    parser.push(':1}\r');
    parser.push('\n\r\ndata: one\ndata: two\n\n');
    expect(seen).toEqual([
      ['sync', '{"a":1}'],
      ['message', 'one\ntwo'],
    ]);
  });
});

describe('subscribeToAppEvents with fetch', () => {
  it('delivers parsed events, skips invalid ones, and reconnects after the stream ends', async () => {
    const { fetch, urls } = streamingFetch([
      [sse(JOB_EVENT).slice(0, 20), sse(JOB_EVENT).slice(20), sse({ type: 'nope' })],
      503,
      [sse({ ...JOB_EVENT, jobId: 5 })],
    ]);
    const timers = manualTimers();
    const events: AppEvent[] = [];
    const invalid: string[] = [];
    const disconnects: string[] = [];
    let opens = 0;
    const stop = subscribeToAppEvents({
      url: () => 'http://core/app/v1/events',
      fetch,
      onEvent: (event) => events.push(event),
      onInvalidEvent: (data) => invalid.push(data),
      onDisconnect: (message) => disconnects.push(message),
      onOpen: () => {
        opens += 1;
      },
      // The middle of each delay's range: up to 0.5 s at first, doubling (to 5 s at most).
      random: () => 0.5,
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    await settle();
    expect(events).toEqual([JOB_EVENT]);
    expect(invalid).toEqual(['{"type":"nope"}']);
    expect(timers.due.map((timer) => timer.ms)).toEqual([250]);
    timers.runNext();
    await settle();
    expect(disconnects[1]).toContain('HTTP 503');
    expect(timers.due.map((timer) => timer.ms)).toEqual([500]);
    timers.runNext();
    await settle();
    expect(events.at(-1)).toEqual({ ...JOB_EVENT, jobId: 5 });
    expect(opens).toBe(2);
    expect(urls).toHaveLength(3);
    stop();
  });

  it('stops reconnecting once unsubscribed', async () => {
    const { fetch, urls } = streamingFetch([[], []]);
    const timers = manualTimers();
    const stop = subscribeToAppEvents({
      url: () => 'http://core/events',
      fetch,
      onEvent: () => {},
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    await settle();
    stop();
    timers.runNext();
    await settle();
    expect(urls).toHaveLength(1);
  });
});

describe('subscribeToAppEvents with an EventSource', () => {
  it('listens to the named events and replaces a source that errs', async () => {
    const sources: Array<
      EventSourceLike & { url: string; closed: boolean; emit(name: string, data?: string): void }
    > = [];
    const createEventSource = (url: string) => {
      const listeners = new Map<string, (event: { data?: unknown }) => void>();
      const source = {
        url,
        closed: false,
        addEventListener: (name: string, listener: (event: { data?: unknown }) => void) =>
          listeners.set(name, listener),
        close() {
          source.closed = true;
        },
        emit: (name: string, data?: string) => listeners.get(name)?.({ data }),
      };
      sources.push(source);
      return source;
    };
    const timers = manualTimers();
    const events: AppEvent[] = [];
    const stop = subscribeToAppEvents({
      url: async () => 'http://core/events',
      createEventSource,
      onEvent: (event) => events.push(event),
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    });
    await settle();
    const first = sources[0];
    first?.emit('open');
    first?.emit(
      'sync',
      JSON.stringify({ type: 'sync', status: { state: 'idle', pending: 0, failed: 0, lastSyncAt: null } }),
    );
    first?.emit('error');
    expect(first?.closed).toBe(true);
    first?.emit('job', JSON.stringify(JOB_EVENT));
    timers.runNext();
    await settle();
    sources[1]?.emit('job', JSON.stringify(JOB_EVENT));
    expect(events.map((event) => event.type)).toEqual(['sync', 'job']);
    stop();
    expect(sources[1]?.closed).toBe(true);
  });
});

// The core's event stream (GET /app/v1/events, server-sent events) as parsed AppEvents, reconnecting by itself.
import { type BackoffPolicy, retryDelayMs as backoffDelayMs } from '../rules/backoff.ts';
import { APP_EVENT_TYPES, type AppEvent, AppEventSchema } from '../schemas/app.ts';

/** What the client needs of a browser `EventSource` (so a caller or a test can pass its own). */
export type EventSourceLike = {
  /** `open`, `error`, and the named events (`job`, `sync`), whose `data` is the event's text. */
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
};

export type AppEventStreamOptions = {
  /** The stream's URL (never with a key in it); read again for every connection. */
  url: () => string | Promise<string>;
  /**
   * Headers each connection sends (the API-Key); read again for every connection. An EventSource cannot
   * send headers: a connection that has some is read with fetch.
   */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /** Each event that parses with `AppEventSchema`, in the order the core sent them. */
  onEvent(event: AppEvent): void;
  /**
   * Each time a connection opens, the first one included. Events sent while the stream was down are lost,
   * so a caller refreshes what it shows here.
   */
  onOpen?(): void;
  /** A connection dropped or could not be made; a new attempt follows after `retryDelayMs`. */
  onDisconnect?(message: string): void;
  /** An event whose data is not an AppEvent (it is skipped). */
  onInvalidEvent?(data: string): void;
  /**
   * When given, the stream is read through it (a browser's `EventSource`); otherwise with `fetch`, reading the
   * body as it streams. Either way a dropped stream is reopened here, after a delay.
   */
  createEventSource?: (url: string) => EventSourceLike;
  fetch?: typeof fetch;
  /**
   * Delay before reconnection attempt `attempt` (0 for the first after a drop). Default: the backoff rule sync
   * uses (src-shared/rules/backoff.ts), up to 0.5 s at first, doubling to 5 s.
   */
  retryDelayMs?: (attempt: number) => number;
  /** Uniform in [0, 1): the jitter of the default delays. Default Math.random. */
  random?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
};

/** The SSE event names the core sends (`event: job`, `event: sync`, …: an event's type); the data says it again. */
const EVENT_NAMES = [...APP_EVENT_TYPES, 'message'] as const;

/** A core on this computer: back soon after a drop, and never waited for longer than 5 s (a local call is cheap). */
const RECONNECT_BACKOFF: BackoffPolicy = { baseMs: 500, capMs: 5_000, floorMs: 250 };

export function defaultRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  return backoffDelayMs(attempt + 1, random, null, RECONNECT_BACKOFF);
}

/**
 * Opens the stream and keeps it open until the returned function is called. Never throws: a failed
 * connection, a stream that ends, or a malformed event is reported through the callbacks.
 */
export function subscribeToAppEvents(options: AppEventStreamOptions): () => void {
  const random = options.random ?? Math.random;
  const retryDelayMs = options.retryDelayMs ?? ((attempt: number) => defaultRetryDelayMs(attempt, random));
  const schedule = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const cancel = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as number));
  let stopped = false;
  let attempt = 0;
  let retryTimer: unknown;
  let closeCurrent: (() => void) | undefined;

  const deliver = (data: string): void => {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      options.onInvalidEvent?.(data);
      return;
    }
    const parsed = AppEventSchema.safeParse(json);
    if (parsed.success) options.onEvent(parsed.data);
    else options.onInvalidEvent?.(data);
  };
  const opened = (): void => {
    attempt = 0;
    options.onOpen?.();
  };
  const dropped = (message: string): void => {
    closeCurrent?.();
    closeCurrent = undefined;
    if (stopped) return;
    options.onDisconnect?.(message);
    const delay = retryDelayMs(attempt);
    attempt += 1;
    retryTimer = schedule(() => void connect(), delay);
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    let url: string;
    let headers: Record<string, string>;
    try {
      url = await options.url();
      headers = (await options.headers?.()) ?? {};
    } catch (error) {
      dropped(describe(error));
      return;
    }
    if (stopped) return;
    if (options.createEventSource && Object.keys(headers).length === 0)
      connectWithEventSource(url, options.createEventSource);
    else await connectWithFetch(url, headers);
  }

  function connectWithEventSource(url: string, create: (url: string) => EventSourceLike): void {
    const source = create(url);
    let open = true;
    closeCurrent = () => {
      open = false;
      source.close();
    };
    source.addEventListener('open', () => {
      if (open) opened();
    });
    // A browser retries some drops itself and gives up on others; reconnecting here handles both alike.
    source.addEventListener('error', () => {
      if (open) dropped('The connection to the JobDesk core dropped.');
    });
    for (const name of EVENT_NAMES)
      source.addEventListener(name, (event) => {
        if (open && typeof event.data === 'string') deliver(event.data);
      });
  }

  async function connectWithFetch(url: string, headers: Record<string, string>): Promise<void> {
    const fetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const abort = new AbortController();
    closeCurrent = () => abort.abort();
    // The parser's code loads with the first stream read this way (the desktop app's, whose key is a header),
    // not with the page: a browser's EventSource needs none.
    const parserCode = import('./sse-parser.ts');
    parserCode.catch(() => {});
    try {
      const response = await fetchFunction(url, {
        headers: { ...headers, Accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (!response.ok || response.body === null) {
        await response.body?.cancel();
        dropped(`The JobDesk core refused the event stream (HTTP ${response.status}).`);
        return;
      }
      const { createSseParser } = await parserCode;
      opened();
      const parser = createSseParser((_name, data) => deliver(data));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.push(value);
      }
      dropped('The JobDesk core closed the event stream.');
    } catch (error) {
      if (abort.signal.aborted) return;
      dropped(describe(error));
    }
  }

  void connect();
  return () => {
    stopped = true;
    cancel(retryTimer);
    closeCurrent?.();
    closeCurrent = undefined;
  };
}

function describe(error: unknown): string {
  return `Could not reach the JobDesk core's event stream (${error instanceof Error ? error.message : String(error)}).`;
}

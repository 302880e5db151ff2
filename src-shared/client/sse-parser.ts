// The server-sent events format (WHATWG "event stream") read from text, for the event stream read with fetch
// (app-event-stream.ts). A module of its own: it loads only when a stream is read that way.
import { createParser } from 'eventsource-parser';

/**
 * The server-sent events format, read by eventsource-parser: fed text as it arrives, it calls `onMessage` for
 * each event that has data. Comments and `id:`/`retry:` fields are ignored.
 */
export function createSseParser(onMessage: (name: string, data: string) => void): {
  push(text: string): void;
} {
  const parser = createParser({ onEvent: (event) => onMessage(event.event ?? 'message', event.data) });
  return { push: (text) => parser.feed(text) };
}

// The fan-out of app events (job changes, sync status) to every open event stream.
import type { AppEvent } from '../../src-shared/schemas/app.ts';

export type AppEventHub = {
  publish(event: AppEvent): void;
  subscribe(listener: (event: AppEvent) => void): () => void;
};

export function createAppEventHub(onListenerError: (error: unknown) => void): AppEventHub {
  const listeners = new Set<(event: AppEvent) => void>();
  return {
    publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          // One broken stream must not keep the others from hearing the event.
          onListenerError(error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
